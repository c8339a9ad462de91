/**
 * The shape of the house, checked on every run: no import circle in any project's sources, the
 * BFF's shared rooms (common/, infra/) depend on no domain room, and nothing in the repository
 * cites a file outside it (the product and architecture docs live in docs/).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && !['node_modules', 'dist'].includes(entry.name)) out.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.(spec|test)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** Relative imports (value and type) of each file, resolved to files of the same tree. */
function importGraph(dir: string): Map<string, string[]> {
  const files = sourceFiles(dir);
  const known = new Set(files);
  const resolve = (from: string, spec: string) =>
    [`${spec}.ts`, `${spec}.tsx`, `${spec}/index.ts`, `${spec}/index.tsx`].map((s) => path.resolve(path.dirname(from), s)).find((f) => known.has(f));
  return new Map(
    files.map((file) => {
      const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
      const deps = info.importedFiles.map((i) => i.fileName).filter((s) => s.startsWith('.')).map((s) => resolve(file, s)).filter((f): f is string => !!f);
      return [file, deps];
    }),
  );
}

/** Strongly connected groups of more than one file (Tarjan), or a file importing itself. */
function circles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        group.push(path.relative(root, w));
      } while (w !== v);
      if (group.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(group);
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return found;
}

const PROJECTS = ['bff/src', 'frontend/src', ...['ai-worker', 'convert-worker', 'search-service'].map((s) => `services/${s}/src`), ...fs.readdirSync(path.join(root, 'libs')).map((l) => `libs/${l}/src`)];

describe('the house', () => {
  it.each(PROJECTS.filter((p) => fs.existsSync(path.join(root, p))))('has no import circle in %s', (project) => {
    expect(circles(importGraph(path.join(root, project)))).toEqual([]);
  });

  it("has no circle between the BFF's folders (a domain room that needs another's rule takes it from common/)", () => {
    const bff = path.join(root, 'bff/src');
    const folder = (file: string) => path.join(bff, path.relative(bff, file).split(path.sep)[0]);
    const graph = new Map<string, string[]>();
    for (const [file, deps] of importGraph(bff)) {
      const from = folder(file);
      graph.set(from, [...new Set([...(graph.get(from) ?? []), ...deps.map(folder).filter((d) => d !== from)])]);
    }
    expect(circles(graph)).toEqual([]);
  });

  it("keeps the SPA's features apart: one feature uses another only through its index.ts, and none reaches into auth (the session is in shared/session)", () => {
    const features = path.join(root, 'frontend/src/features');
    const featureOf = (file: string) => (file.startsWith(features + path.sep) ? path.relative(features, file).split(path.sep)[0] : undefined);
    const found: string[] = [];
    for (const [file, deps] of importGraph(features)) {
      for (const dep of deps) {
        const [from, to] = [featureOf(file), featureOf(dep)];
        if (!to || to === from) continue;
        if (to === 'auth' || !/^index\.tsx?$/.test(path.relative(path.join(features, to), dep))) found.push(`${path.relative(root, file)} -> ${path.relative(root, dep)}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("keeps the BFF's shared rooms below the domains: common/ and infra/ import only each other", () => {
    const bff = path.join(root, 'bff/src');
    const upward = [...importGraph(bff)]
      .filter(([file]) => /^(common|infra)\//.test(path.relative(bff, file)))
      .flatMap(([file, deps]) => deps.filter((d) => !/^(common|infra)\//.test(path.relative(bff, d))).map((d) => `${path.relative(bff, file)} -> ${path.relative(bff, d)}`));
    expect(upward).toEqual([]);
  });

  it('cites no file outside the repository', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter((f) => f && !f.startsWith('docs/') && f !== 'package-lock.json' && f !== 'tools/arch/architecture.spec.ts' && /\.(ts|tsx|js|mjs|md|ya?ml|css|json|java|xml)$|Dockerfile$/.test(f));
    const cites = tracked.flatMap((f) => {
      const text = fs.existsSync(path.join(root, f)) ? fs.readFileSync(path.join(root, f), 'utf8') : '';
      return text.split('\n').flatMap((line, i) => (/\b(SPEC|DESIGN)\b(?!IAL)|shared\/(SPEC|DESIGN)/.test(line) ? [`${f}:${i + 1}`] : []));
    });
    expect(cites).toEqual([]);
  });
});
