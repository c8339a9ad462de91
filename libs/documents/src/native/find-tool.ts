import fs from 'node:fs';
import path from 'node:path';

/**
 * Where a command-line tool is on PATH, or undefined. Looked up on every call (a stat per PATH
 * entry, microseconds) so a changed PATH, as in the fallback tests, is seen at once.
 */
export function findTool(name: string, envPath = process.env.PATH ?? ''): string | undefined {
  for (const dir of envPath.split(path.delimiter)) {
    if (!dir) continue;
    const file = path.join(dir, name);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      if (fs.statSync(file).isFile()) return file;
    } catch {
      // not in this directory
    }
  }
  return undefined;
}
