/**
 * Which specs need a server (or a built app): the fast lane (`npm run test:fast`) runs every other
 * one. A spec needs a server when it, or a test helper it imports (directly or through other
 * helpers), reaches one of the stack's entry points below, reads a server's address from the
 * environment or runs an app's build (its dist folder, made by `npm test`'s build step). Worked out from
 * the imports, so a new spec lands in the right lane without a list to keep; the fast lane runs with
 * no stack in reach, so a spec put there wrongly fails loudly instead of passing against a stack.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Helpers that start or reach a server: importing one puts a spec in the full suite. */
const SERVER_HELPERS = ['tools/jest/require-stack.ts', 'tools/jest/own-stack.ts', 'tools/jest/spawn-service.ts', 'tools/jest/mailbox.ts', 'tools/devstack/stack.ts'];
/** A test file that reads one of these addresses talks to a server. */
const SERVER_ENV = /process\.env\.(MONGO_URL|REDIS_URL|S3_ENDPOINT|OPENSEARCH_URL|SMTP_URL|MAIL_WEB_URL)\b/;
/** A test file that runs an app's build needs `npm test`'s build step first. */
const BUILT_SERVICE = /dist\/main\.js|'dist', 'main\.js'/;

export interface Project {
  /** Folder of the project, relative to the repository root. */
  dir: string;
  config: string;
}

/** Every project with a jest config, in the order `nx run-many -t test` would list them. */
export function jestProjects(root: string): Project[] {
  const dirs = ['bff', 'frontend', 'e2e', 'tools', ...['libs', 'services'].flatMap((d) => fs.readdirSync(path.join(root, d)).map((p) => `${d}/${p}`))];
  return dirs.filter((d) => fs.existsSync(path.join(root, d, 'jest.config.js'))).map((dir) => ({ dir, config: path.join(dir, 'jest.config.js') }));
}

function resolveImport(root: string, from: string, spec: string): string | undefined {
  const base = spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
    (f) => f.startsWith(root) && fs.existsSync(f) && fs.statSync(f).isFile(),
  );
}

/**
 * Test-side files only: the product's own sources (libs, apps) never start a server for a test, and
 * following them would pull in the whole product through every spec.
 */
function isTestSide(rel: string): boolean {
  return /\.(spec|test)\.tsx?$/.test(rel) || rel.startsWith('tools/') || rel.startsWith('e2e/') || /(^|\/)test\//.test(rel);
}

/** The reason a spec needs a server, or undefined when it needs none. */
export function serverReason(root: string, spec: string): string | undefined {
  const seen = new Set<string>();
  const queue = [path.resolve(root, spec)];
  if (path.relative(root, queue[0]).startsWith('e2e/')) return 'a browser test (e2e starts the product)';
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const rel = path.relative(root, file);
    if (SERVER_HELPERS.includes(rel)) return `imports ${rel}`;
    const text = fs.readFileSync(file, 'utf8');
    if (SERVER_ENV.test(text)) return `${rel} reads ${SERVER_ENV.exec(text)![1]}`;
    if (BUILT_SERVICE.test(text)) return `${rel} runs a built service`;
    for (const imp of ts.preProcessFile(text, true, true).importedFiles) {
      const next = resolveImport(root, file, imp.fileName);
      if (next && isTestSide(path.relative(root, next))) queue.push(next);
    }
  }
  return undefined;
}

function specsOf(root: string, dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(path.join(root, d), { withFileTypes: true })) {
      const rel = path.join(d, entry.name);
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', 'coverage'].includes(entry.name) && !entry.name.startsWith('.')) walk(rel);
      } else if (/\.spec\.tsx?$/.test(entry.name)) out.push(rel);
    }
  };
  walk(dir);
  return out.sort();
}

/** Every spec of every project, with the reason it needs a server (undefined: the fast lane). */
export function classify(root: string): { project: Project; spec: string; server?: string }[] {
  return jestProjects(root).flatMap((project) => specsOf(root, project.dir).map((spec) => ({ project, spec, server: serverReason(root, spec) })));
}
