/**
 * The build's last step (`build` in package.json): reads and checks every content file and writes the
 * bundle the built library loads (dist/content-bundle.json). A broken file stops the build with its problems.
 */
import fs from 'node:fs';
import { ContentError, loadContent } from './load';
import { BUNDLE_FILE } from './index';

try {
  fs.writeFileSync(BUNDLE_FILE, JSON.stringify(loadContent()));
} catch (e) {
  console.error(e instanceof ContentError ? e.message : e);
  process.exit(1);
}
