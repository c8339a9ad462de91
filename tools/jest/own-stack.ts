/**
 * A stack of a test's own (Redis, MongoDB-wire server, MinIO on its own ports and data; no mail server), for tests
 * that stop and start servers without disturbing the shared test stack.
 */
import fs from 'node:fs';
import { profileDir, stackDown, stackUp } from '../devstack/stack';

export function ownStack(name: string, portBase: number) {
  const profile = `${name}-${process.pid}`;
  return {
    /** Starts what is not running; `fresh` wipes the data first. */
    up: (opts: { fresh?: boolean } = {}) => stackUp(profile, { fresh: opts.fresh, portBase, useEnv: false, mail: false }),
    /** Stops some servers (e.g. ['minio']), keeping their data for the next `up`. */
    stop: (servers: string[]) => stackDown(profile, { quiet: true, only: servers }),
    /** Stops everything and deletes the data. */
    remove: async () => {
      await stackDown(profile, { quiet: true });
      fs.rmSync(profileDir(profile), { recursive: true, force: true });
    },
  };
}
