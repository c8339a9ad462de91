import react from '@vitejs/plugin-react';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { startUpChecksModule, VIRTUAL_ID } from './build/start-up-checks';

// The SPA is built into dist/ and served by the BFF on :8080. `npm run dev -w @lexmitra/frontend`
// proxies API calls to a running BFF for fast UI work.
const api = process.env.BFF_URL ?? 'http://127.0.0.1:8080';
const reactRouter = (file: string) => path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production', file);

/** `virtual:start-up-checks`: the start-up answers' validators, made from the contracts at build time. */
function startUpChecks(): Plugin {
  const resolved = '\0' + VIRTUAL_ID;
  return {
    name: 'lexmitra-start-up-checks',
    resolveId: (id) => (id === VIRTUAL_ID ? resolved : undefined),
    load: (id) => (id === resolved ? startUpChecksModule() : undefined),
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    startUpChecks(),
    // Brotli and gzip copies of every text asset worth compressing, made once here at the
    // strongest levels, so the BFF only picks a file per request and never compresses statics.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      exclude: [/\.map$/],
      threshold: 1024,
    }),
  ],
  resolve: {
    alias: [
      { find: '@lexmitra/contracts', replacement: path.resolve(__dirname, '../libs/contracts/src/index.ts') },
      // react-router's package exports point every bundler at its development build; the
      // production build is the same code without the dev-only warnings.
      ...(command === 'build' ? [
        { find: /^react-router$/, replacement: reactRouter('index.mjs') },
        { find: /^react-router\/dom$/, replacement: reactRouter('dom-export.mjs') },
      ] : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/chatbot': api, '/process_pdf': api, '/ask': api },
  },
  // No raised chunk-size warning limit: screens are split by route (app/router.tsx) instead.
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // zod in one chunk of its own, fetched with the first screen that builds a schema (never by
          // the landing page: shared/startUpChecks.ts). zod's 'no eval' setting is made before it
          // loads, without importing it (shared/zod-setup.ts).
          groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }],
        },
      },
    },
  },
}));
