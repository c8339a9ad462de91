/**
 * The importer reads only regular files inside the dataset folder it was given. Names come from the
 * folder's own listing and from its index files (english.index.json), which are data: a part named
 * "../../x.tar", a symbolic link out of the folder, or a device or pipe (which reads forever) is
 * refused with its reason, and nothing is read from it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export interface Refusal {
  /** The file as the folder or its index names it, relative to the dataset folder where it can be. */
  file: string;
  reason: string;
}

export type FileCheck = { ok: true; file: string } | { ok: false; missing: true } | { ok: false; missing: false; reason: string };

const within = (root: string, p: string) => p === root || p.startsWith(root.endsWith(path.sep) ? root : root + path.sep);

const realRoots = new Map<string, Promise<string>>();
const realRoot = (root: string) => {
  let r = realRoots.get(root);
  if (!r) realRoots.set(root, (r = fs.realpath(root).catch(() => path.resolve(root))));
  return r;
};

/**
 * Whether `file` may be read: inside `root` as written and once its links are followed, and a regular
 * file. A file that does not exist is `missing` (not a refusal: a listed part may not be downloaded).
 */
export async function checkFile(root: string, file: string): Promise<FileCheck> {
  const absRoot = path.resolve(root);
  const abs = path.resolve(file);
  if (!within(absRoot, abs)) return { ok: false, missing: false, reason: 'outside the dataset folder: refused' };
  const real = await fs.realpath(abs).catch((err: NodeJS.ErrnoException) => (err.code === 'ENOENT' ? null : Promise.reject(err)));
  if (real === null) return { ok: false, missing: true };
  if (!within(await realRoot(absRoot), real)) return { ok: false, missing: false, reason: 'a link to outside the dataset folder: refused' };
  const stat = await fs.stat(real);
  if (!stat.isFile()) return { ok: false, missing: false, reason: 'not a regular file: refused' };
  return { ok: true, file: real };
}

/** `name` (from an index) joined to `dir`, for reports relative to `root`. */
export function shown(root: string, file: string): string {
  const rel = path.relative(path.resolve(root), path.resolve(file));
  return rel && !rel.startsWith('..') ? rel : file;
}
