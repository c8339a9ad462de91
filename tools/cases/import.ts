/**
 * `npm run cases:import -- FILE`: imports judgments into the `cases` collection (see
 * docs/case-import.md for the schema). Without MONGO_URL/REDIS_URL in the environment it uses the local
 * dev stack started by `npm run stack:up`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { runImportCli } from '../../services/search-service/src/corpus/import-cli';

const root = path.resolve(__dirname, '../..');
for (const file of [path.join(root, '.env'), path.join(root, '.data', 'dev', 'stack.env')]) {
  if (!fs.existsSync(file)) continue;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*([^#\s]*)/.exec(line);
    if (m && process.env[m[1]] === undefined) process.env[m[1]] = m[2];
  }
}

// npm runs scripts from the repository root; a relative FILE means relative to where it was typed.
const cwd = process.env.INIT_CWD ?? process.cwd();
const argv = process.argv.slice(2).map((a) => (a.startsWith('--') ? a : path.resolve(cwd, a)));
runImportCli(argv).then(
  (code) => process.exit(code),
  (err: Error) => {
    console.error(`import failed: ${err.message}`);
    process.exit(2);
  },
);
