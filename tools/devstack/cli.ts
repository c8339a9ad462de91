/** `tsx tools/devstack/cli.ts up|down|status [--profile dev|test] [--fresh] [--opensearch]` (--opensearch: also the OpenSearch node) */
import { MissingToolError } from './binaries';
import { Profile, stackDown, stackStatus, stackUp } from './stack';

async function main() {
  const [command = 'up', ...rest] = process.argv.slice(2);
  const profileArg = rest.indexOf('--profile');
  const profile = (profileArg >= 0 ? rest[profileArg + 1] : 'dev') as Profile;
  if (!profile) throw new Error('--profile needs a name (dev or test)');
  if (command === 'up') {
    const info = await stackUp(profile, { fresh: rest.includes('--fresh'), ...(rest.includes('--opensearch') ? { opensearch: true } : {}) });
    console.log(`[devstack] ready; environment written to ${info.envFile}:`);
    for (const [k, v] of Object.entries(info.env)) console.log(`  ${k}=${v}`);
  } else if (command === 'down') {
    await stackDown(profile);
  } else if (command === 'status') {
    console.table(await stackStatus(profile));
  } else {
    throw new Error(`unknown command ${command}: use up, down or status`);
  }
}

main().catch((err) => {
  console.error(err instanceof MissingToolError ? `[devstack] missing tool: ${err.message}` : `[devstack] ${(err as Error).message}`);
  process.exit(1);
});
