/**
 * In production the BFF refuses to start without METRICS_TOKEN (else /api/metrics, on the API port,
 * is open to anyone) and without PUBLIC_URL (else feed links have no trustworthy origin): exit code 2
 * and one JSON line naming both, before it connects to anything (so the port is never opened).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const main = path.resolve(__dirname, '../dist/main.js');

function run(env: Record<string, string | undefined>): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, [main], { env: { ...process.env, PORT: '18089', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  return new Promise((resolve) => child.once('exit', (code) => (clearTimeout(timer), resolve({ code, out }))));
}

describe('BFF start-up with NODE_ENV=production', () => {
  it('exits with code 2 naming METRICS_TOKEN, PUBLIC_URL and MAIL_LINK_SECRET when they are missing', async () => {
    const { code, out } = await run({ NODE_ENV: 'production', METRICS_TOKEN: undefined, PUBLIC_URL: undefined, MAIL_LINK_SECRET: undefined });
    expect(code).toBe(2);
    const line = JSON.parse(out.trim().split('\n').at(-1)!);
    expect(line).toMatchObject({ service: 'bff', level: 60 });
    expect(line.problems.map((p: string) => p.split(':')[0]).sort()).toEqual(['MAIL_LINK_SECRET', 'METRICS_TOKEN', 'PUBLIC_URL']);
    expect(line.problems.join('\n')).toContain('required when NODE_ENV=production');
  });

  it('also refuses an empty METRICS_TOKEN (a blank Secret key)', async () => {
    const { code, out } = await run({ NODE_ENV: 'production', METRICS_TOKEN: '', PUBLIC_URL: 'https://lexmitra.example.in', MAIL_LINK_SECRET: 'm'.repeat(40) });
    expect(code).toBe(2);
    expect(JSON.parse(out.trim().split('\n').at(-1)!).problems.map((p: string) => p.split(':')[0])).toEqual(['METRICS_TOKEN']);
  });
});
