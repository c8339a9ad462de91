/**
 * The README stays a front door and the docs stay findable: the README is at most 200 lines, every
 * link in it and in docs/ reaches a file, every `docs/<name>.md` that code or docs cite exists, and
 * the docs speak of the product (no numbered work items).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && fs.existsSync(path.join(root, f)));
const docs = ['README.md', ...tracked.filter((f) => /^docs\/[^/]+\.md$/.test(f))];
const read = (f: string) => fs.readFileSync(path.join(root, f), 'utf8');

describe('README and docs', () => {
  it('keep the README to at most 200 lines', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(201);
  });

  it('link only to files that exist', () => {
    const broken = docs.flatMap((f) =>
      [...read(f).matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
        .map((m) => m[1])
        .filter((target) => !/^[a-z]+:/.test(target) && !fs.existsSync(path.resolve(root, path.dirname(f), target)))
        .map((target) => `${f} -> ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('are cited by paths that exist', () => {
    const texts = tracked.filter((f) => /\.(ts|tsx|js|mjs|md|ya?ml)$|Dockerfile$|^\.env\.example$/.test(f) && f !== 'package-lock.json');
    const missing = texts.flatMap((f) =>
      [...read(f).matchAll(/\bdocs\/([a-z0-9-]+\.md)\b/g)]
        .filter((m) => !fs.existsSync(path.join(root, 'docs', m[1])))
        .map((m) => `${f}: docs/${m[1]}`),
    );
    expect(missing).toEqual([]);
  });

  it('speak of the product, not of numbered work items', () => {
    const found = docs.flatMap((f) =>
      read(f)
        .split('\n')
        .flatMap((line, i) => (/\bissues? #?\d+|\bround (one|two|three|four|five|\d+)\b/i.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
