import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';

// The SPA is built into dist/ and served by the BFF on :8080. `npm run dev -w @lexmitra/frontend`
// proxies API calls to a running BFF for fast UI work.
const api = process.env.BFF_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@lexmitra/contracts': path.resolve(__dirname, '../libs/contracts/src/index.ts') } },
  server: {
    port: 5173,
    proxy: { '/api': api, '/chatbot': api, '/process_pdf': api, '/ask': api },
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1500 },
});
