// ESLint for the whole repo (`npm run lint`, and a step of `npm test`). typescript-eslint's
// recommended rules without type information, so a run stays fast; type errors are tsc's job (each
// project's `lint` target). Nx's module-boundary rule keeps the layering docs/architecture.md §2 describes, from the
// tags in each package.json's "nx" section:
//   type:lib (libs/*; libs/contracts is also scope:contracts) with its layer (layer:contracts,
//   layer:platform, layer:domain, layer:feature), type:app (bff, services/*), type:frontend, type:e2e, type:tools.
import js from '@eslint/js';
import devkit from '@nx/devkit';
import { defineConfig } from 'eslint/config';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The boundary rule reads Nx's cached project graph and silently skips every check when there is
// none (a fresh clone) or trusts a stale one (tags just edited). Computing it here keeps the cache
// current for any way ESLint is started: npm scripts, npm test, an editor.
await devkit.createProjectGraphAsync({ exitOnError: true });

const boundaries = (constraints, allow = []) => [
  'error',
  {
    allow,
    depConstraints: [
      ...constraints,
      // tools and e2e drive the product from outside; what they may import is not layered.
      { sourceTag: 'type:tools', onlyDependOnLibsWithTags: ['*'] },
      { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['*'] },
    ],
  },
];

// Production code: the browser bundle holds contracts only (type-only imports included: a type
// import today is a value import tomorrow); libs never reach up into apps; nothing ships tools.
// Libraries are layered: contracts (shapes and texts) → platform (config, logging, queues, metrics)
// → the domain libraries (data, storage, documents, ai, legal-kb, templates, mail), which import the
// two layers below and never each other, so each domain library can be read and tested on its own.
// A feature library (caselaw: the judgment datasets' import on top of the data layer) sits above
// them and may use any of them; nothing below imports it.
const runtime = [
  { sourceTag: 'scope:contracts', onlyDependOnLibsWithTags: ['scope:contracts'] },
  { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
  { sourceTag: 'layer:contracts', onlyDependOnLibsWithTags: ['layer:contracts'] },
  { sourceTag: 'layer:platform', onlyDependOnLibsWithTags: ['layer:contracts'] },
  { sourceTag: 'layer:domain', onlyDependOnLibsWithTags: ['layer:contracts', 'layer:platform'] },
  { sourceTag: 'layer:feature', onlyDependOnLibsWithTags: ['layer:contracts', 'layer:platform', 'layer:domain'] },
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
  { sourceTag: 'type:frontend', onlyDependOnLibsWithTags: ['scope:contracts'] },
];

// Tests, benches and jest configs may use the shared test harness in tools/ (reached by relative
// path, which the rule otherwise refuses across projects). They still may not import apps.
const harness = ['../tools/**', '../../tools/**', '../../../tools/**'];
const testOnly = runtime.map((c) =>
  c.sourceTag === 'scope:contracts' ? c : { ...c, onlyDependOnLibsWithTags: [...c.onlyDependOnLibsWithTags, 'type:tools'] },
);

const testFiles = [
  '**/*.spec.ts',
  '**/*.spec.tsx',
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/test/**',
  '**/jest.config.js',
  'libs/legal-kb/eval/**',
  'tools/**',
  'e2e/**',
];

// Every write to MongoDB goes through the data layer (libs/data): that is where the atomicity of
// each update is reasoned about and probed (libs/data/test/integrity). A raw driver or mongoose
// write anywhere else in product code is refused. Tests and tools may still write fixtures.
const DATA_WRITES = [
  'updateOne',
  'updateMany',
  'findOneAndUpdate',
  'findByIdAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
  'findByIdAndDelete',
  'replaceOne',
  'bulkWrite',
  'insertOne',
  'insertMany',
  'deleteOne',
  'deleteMany',
];
const rawDataWrite = {
  selector: `CallExpression[callee.type='MemberExpression'][callee.property.name=/^(${DATA_WRITES.join('|')})$/]`,
  message: 'Write to MongoDB through a repository in libs/data, not with a raw driver or mongoose call.',
};

export default defineConfig(
  {
    // dist-*: the "before" builds that the A/B benchmarks compare with (docs/search-performance.md, tools/bench).
    ignores: ['**/dist/**', '**/dist-*/**', '**/coverage/**', '.data/**', '.nx/**', '.test-results/**', 'e2e/screenshots/**', 'tools/bench/results/**'],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // Control characters are matched on purpose: file names, draft text and CSV cells are cleaned
      // of them (libs/contracts text.ts, uploads, drafts), and ANSI colour codes are stripped.
      'no-control-regex': 'off',
      // `const { engine: _engine, ...answer } = result` is how a field is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // tools/jest/stack-env.js loads .data/dev/stack.env into process.env: a side effect that
      // must run at a chosen moment, hence a require() where it is needed rather than an import.
      '@typescript-eslint/no-require-imports': ['error', { allow: ['/jest/stack-env\\.js$'] }],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    plugins: { '@nx': nx },
    rules: { '@nx/enforce-module-boundaries': boundaries(runtime) },
  },
  {
    files: ['bff/src/**/*.ts', 'services/*/src/**/*.ts', 'libs/*/src/**/*.ts'],
    ignores: ['libs/data/src/**', ...testFiles],
    rules: { 'no-restricted-syntax': ['error', rawDataWrite] },
  },
  {
    files: testFiles,
    rules: { '@nx/enforce-module-boundaries': boundaries(testOnly, harness) },
  },
  {
    // Benchmarks and the case import CLI drive app internals directly (a handler, the corpus
    // importer, the Chromium flags of the browser tests), so tools/ may reach into them by path.
    files: ['tools/**'],
    rules: { '@nx/enforce-module-boundaries': boundaries(testOnly, [...harness, '../../services/**', '../../e2e/support/**']) },
  },
  {
    // A feature of the SPA is used by another only through its public index.ts (a lazy import()
    // of one screen is still allowed: it is how a route or dialog stays out of the first download).
    files: ['frontend/src/features/*/*.{ts,tsx}'],
    ignores: ['**/*.spec.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./(?!\\.)[^/]+/', message: "Import another feature through its index.ts (from '../<feature>')." },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/src/features/*/*/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./\\.\\./(?!\\.)[^/]+/', message: "Import another feature through its index.ts (from '../../<feature>')." }] },
      ],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
