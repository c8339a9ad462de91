/**
 * `npm run bench:db-integrity -w @lexmitra/tools`: the lost-write probe of issue 30 on 200
 * documents — `$set` pairs, `$inc` x8, `$addToSet` x8, `$push` x8 — and every product update path
 * of tools/jest/db-probes.ts, through the data layer's repositories.
 *
 * It runs on the stack's MongoDB-wire server (MONGO_URL: the patched FerretDB of the dev stack, or
 * MongoDB) and on the unpatched FerretDB v1.24.2, started here on a free port (built into the binary
 * cache the first time, from the same sources as the patched one: mostly a relink once the patched
 * build has filled Go's build cache), so one run prints the before and after figures side by side.
 * BENCH_BEFORE=0 leaves the unpatched server out; BENCH_SMOKE=1 runs 10 documents (smoke.ts). The cost per
 * write is the wall time of the whole concurrent round divided by its writes, shown against a plain
 * update: one uncontended `updateOne` by _id at a time on the same server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import net from 'node:net';
import mongoose, { Connection } from 'mongoose';
import { atomicUpdatesOf } from '@lexmitra/data';
import { ensureUnpatchedFerretDb, MissingToolError } from '../devstack/binaries';
import { mongoPing } from '../devstack/probes';
import { operatorProbes, productProbes, type ProbeOutcome } from '../jest/db-probes';
import { benchNumber } from './smoke';

const DOCS = benchNumber('BENCH_DOCS', 200, 10);
const PRODUCT_DOCS = benchNumber('BENCH_PRODUCT_DOCS', 20, 3);
const PLAIN_WRITES = benchNumber('BENCH_PLAIN_WRITES', 200, 20);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** The unpatched FerretDB on a free port (built first when missing); null, saying why, without Go. */
async function startUnpatched(): Promise<{ url: string; stop: () => void } | null> {
  let binary: string;
  try {
    binary = ensureUnpatchedFerretDb();
  } catch (err) {
    if (!(err instanceof MissingToolError)) throw err;
    console.log(`no "before" run: the unpatched FerretDB cannot be built here (${err.message})`);
    return null;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferretdb-unpatched-'));
  const port = await freePort();
  const child = spawn(binary, ['--handler=sqlite', `--sqlite-url=file:${dir}/`, `--state-dir=${dir}`, `--listen-addr=127.0.0.1:${port}`, '--debug-addr=-', '--telemetry=disable', '--log-level=error'], { stdio: 'ignore' });
  const stop = () => (child.kill('SIGKILL'), fs.rmSync(dir, { recursive: true, force: true }));
  const deadline = Date.now() + 30_000;
  while (!(await mongoPing(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      stop();
      throw new Error(`the unpatched FerretDB (${binary}) did not answer on port ${port}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url: `mongodb://127.0.0.1:${port}/bench_integrity`, stop };
}

/** Mean ms of one uncontended update by _id, one after another. */
async function plainUpdateMs(c: Connection): Promise<number> {
  const col = c.collection('integrity_plain');
  await col.insertOne({ _id: 'plain' as never, n: 0 });
  const t0 = performance.now();
  for (let i = 0; i < PLAIN_WRITES; i++) await col.updateOne({ _id: 'plain' as never }, { $inc: { n: 1 } });
  return (performance.now() - t0) / PLAIN_WRITES;
}

interface ServerRun {
  label: string;
  plainMs: number;
  rows: Map<string, ProbeOutcome>;
}

async function runOn(label: string, url: string): Promise<ServerRun> {
  const c = await mongoose.createConnection(url, { serverSelectionTimeoutMS: 5000, maxPoolSize: 50 }).asPromise();
  try {
    await c.dropDatabase();
    const server = await atomicUpdatesOf(c);
    const rows = new Map<string, ProbeOutcome>();
    const plainMs = await plainUpdateMs(c);
    for (const [name, probe] of Object.entries(operatorProbes(8))) rows.set(name, await probe(c, DOCS));
    for (const [name, probe] of Object.entries(productProbes())) rows.set(name, await probe(c, PRODUCT_DOCS));
    await c.dropDatabase();
    return { label: `${label} (${server.server} ${server.version})`, plainMs, rows };
  } finally {
    await c.close();
  }
}

const fmt = (n: number, d = 2) => n.toFixed(d);

async function main(): Promise<void> {
  const stackUrl = process.env.MONGO_URL;
  if (!stackUrl) throw new Error('MONGO_URL is not set: run `npm run stack:up` first (its stack.env is read by this script), or set MONGO_URL.');
  const target = new URL(stackUrl);
  target.pathname = '/bench_integrity';
  const runs: ServerRun[] = [];
  const unpatched = process.env.BENCH_BEFORE === '0' ? null : await startUnpatched();
  try {
    if (unpatched) runs.push(await runOn('before: unpatched', unpatched.url));
    runs.push(await runOn('after: the stack', target.toString()));
  } finally {
    unpatched?.stop();
  }
  for (const run of runs) {
    console.log(`\n${run.label}: plain update ${fmt(run.plainMs)} ms/write (one at a time)`);
    console.log('probe'.padEnd(78), 'documents', ' lost', ' refused', ' ms/write', ' vs plain');
    for (const [name, o] of run.rows) {
      const perWrite = o.ms / o.writes;
      console.log(name.padEnd(78), String(o.documents).padStart(9), String(o.lost).padStart(5), String(o.failed).padStart(8), fmt(perWrite).padStart(9), `${fmt(perWrite / run.plainMs)}x`.padStart(9));
      if (o.firstError) console.log(`  first refusal: ${o.firstError}`);
    }
  }
  const after = runs[runs.length - 1];
  if (runs.length === 2) {
    // The price of the lock: the patched server's wall time per write over the unpatched one's, same workload.
    console.log('\ncost per write, after / before (same workload, same run):');
    for (const [name, o] of after.rows) {
      const before = runs[0].rows.get(name)!;
      console.log(`  ${name.padEnd(76)} ${fmt(o.ms / o.writes / (before.ms / before.writes))}x`);
    }
  }
  const lost = [...after.rows.values()].reduce((n, o) => n + o.lost, 0);
  const refused = [...after.rows.values()].reduce((n, o) => n + o.failed, 0);
  console.log(`\non the stack's server: ${lost} lost, ${refused} refused`);
  // Not a speed goal but correctness: enforced in smoke runs too.
  if (lost + refused > 0) process.exitCode = 1;
}

void (async () => {
  // The stack's variables, as jest reads them.
  require('../jest/stack-env.js');
  await main();
})().catch((err) => {
  console.error(err);
  process.exit(1);
});
