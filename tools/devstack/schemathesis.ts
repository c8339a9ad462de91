/**
 * Schemathesis, the schema-driven API fuzzer, for the bounded run in `npm test`
 * (bff/test/fuzz/schemathesis.spec.ts). It is a Python tool from PyPI: installed once, pinned, into
 * a virtualenv in the cache directory beside the dev stack's binaries.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { aptInstall, cacheDir, MissingToolError, which } from './binaries';

export const SCHEMATHESIS_VERSION = '4.32.5';
const REQUIREMENTS = path.join(__dirname, 'schemathesis-requirements.txt');

/** Path of the `st` command, installing it first when missing. */
export function ensureSchemathesis(): string {
  const venv = path.join(cacheDir(), `schemathesis-${SCHEMATHESIS_VERSION}`);
  const st = path.join(venv, 'bin', 'st');
  // Written last: an install cut short is redone rather than used half-made.
  const done = path.join(venv, '.installed');
  if (fs.existsSync(done)) return st;
  if (!which('python3')) aptInstall(['python3', 'python3-venv'], 'the API fuzzer (Schemathesis) needs Python 3');
  fs.rmSync(venv, { recursive: true, force: true });
  try {
    execFileSync('python3', ['-m', 'venv', venv], { stdio: 'inherit' });
  } catch {
    // Debian's python3 ships venv as a separate package.
    aptInstall(['python3-venv'], 'the API fuzzer (Schemathesis) needs python3-venv');
    fs.rmSync(venv, { recursive: true, force: true });
    execFileSync('python3', ['-m', 'venv', venv], { stdio: 'inherit' });
  }
  console.log(`[devstack] pip install schemathesis==${SCHEMATHESIS_VERSION} (dependencies pinned by ${path.basename(REQUIREMENTS)})`);
  execFileSync(path.join(venv, 'bin', 'pip'), ['install', '-q', '--disable-pip-version-check', '-r', REQUIREMENTS], { stdio: 'inherit' });
  if (!fs.existsSync(st)) throw new MissingToolError(`Schemathesis did not install into ${venv}.`);
  fs.writeFileSync(done, `${SCHEMATHESIS_VERSION}\n`);
  return st;
}
