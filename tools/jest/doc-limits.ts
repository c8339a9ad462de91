/**
 * The hostile-document scenario of issue 18, shared by bff/test/doc-ai-limits.spec.ts and
 * `npm run bench:doc-limits`: upload a file to a running BFF as a job, follow it to its end while
 * sampling the ai-worker's RSS (and its extractor children's) from /proc and timing chat requests
 * sent alongside, and report what happened.
 */
import fs from 'node:fs';
import type { DocumentLimit } from '@lexmitra/contracts';

const MB = 1024 * 1024;

/** Resident memory of a process in bytes (VmRSS), 0 when it is gone. */
export function rssBytes(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Direct children of a process (the extractors a worker runs), from every thread's list. */
export function childPids(pid: number): number[] {
  try {
    return fs.readdirSync(`/proc/${pid}/task`).flatMap((tid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
      } catch {
        return [];
      }
    });
  } catch {
    return [];
  }
}

/** Samples every 25 ms until stopped: peak RSS of the process, and the peak of its children together. */
export function sampleRss(pid: number): { stop: () => { workerMb: number; extractorsMb: number } } {
  let worker = 0;
  let extractors = 0;
  const tick = () => {
    worker = Math.max(worker, rssBytes(pid));
    extractors = Math.max(extractors, childPids(pid).reduce((n, child) => n + rssBytes(child), 0));
  };
  tick();
  const timer = setInterval(tick, 25);
  return {
    stop: () => {
      clearInterval(timer);
      tick();
      return { workerMb: Math.round(worker / MB), extractorsMb: Math.round(extractors / MB) };
    },
  };
}

export interface Client {
  baseUrl: string;
  cookie: string;
}

/** Registers and signs in a fresh account; the session cookie is what every call sends. */
export async function signIn(baseUrl: string, label: string): Promise<Client> {
  const email = `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  const body = JSON.stringify({ email, password: 'correct-horse-42' });
  const headers = { 'content-type': 'application/json' };
  await fetch(`${baseUrl}/api/auth/register`, { method: 'POST', headers, body });
  const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers, body });
  const cookie = login.headers.get('set-cookie')?.split(';')[0];
  if (login.status !== 200 || !cookie) throw new Error(`login answered ${login.status}`);
  return { baseUrl, cookie };
}

export interface JobView {
  id: string;
  state: string;
  result?: Record<string, unknown>;
  error?: { error: string; code: string; limit?: DocumentLimit };
}

export async function getJob(client: Client, id: string): Promise<JobView> {
  return (await fetch(`${client.baseUrl}/api/jobs/${id}`, { headers: { cookie: client.cookie } })).json() as Promise<JobView>;
}

/** POST /process_pdf/ (as a job with `async`); answers the status and body. */
export async function upload(client: Client, file: Buffer, name: string, fields: Record<string, string>, async = true): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(file)]), name);
  const res = await fetch(`${client.baseUrl}/process_pdf/${async ? '?async=1' : ''}`, { method: 'POST', headers: { cookie: client.cookie }, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** One chat question; answers its status and how long it took. */
export async function timedChat(client: Client): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${client.baseUrl}/chatbot`, {
    method: 'POST', headers: { cookie: client.cookie, 'content-type': 'application/json' }, body: JSON.stringify({ user_message: 'My landlord will not return my security deposit' }),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: Math.round(performance.now() - started) };
}

export interface BombOutcome {
  /** The job's final state and failure (or the synchronous answer's status and code). */
  state: string;
  code?: string;
  error?: string;
  /** The reading limit the failure names, with its numbers. */
  limit?: DocumentLimit;
  seconds: number;
  workerMb: number;
  extractorsMb: number;
  /** Latencies of the chat requests sent while the job ran, and their statuses. */
  chatMs: number[];
  chatStatuses: number[];
}

const FINAL = new Set(['completed', 'failed', 'cancelled']);

/**
 * Uploads `file` as a job and follows it to its end (`deadlineMs` at most), chatting as `chatter`
 * every 500 ms meanwhile, with the worker's memory sampled throughout.
 */
export async function runBomb(client: Client, chatter: Client, workerPid: number, file: Buffer, name: string, deadlineMs: number): Promise<BombOutcome> {
  const rss = sampleRss(workerPid);
  const started = performance.now();
  let ended: { seconds: number; memory: { workerMb: number; extractorsMb: number } };
  let view: JobView = { id: '', state: 'queued' };
  // One chat sent together with the upload, so even a file refused at once has a chat beside it.
  const chats = [timedChat(chatter)];
  try {
    const accepted = await upload(client, file, name, { query: 'Summarize the document', operation: 'summarize' });
    if (accepted.status !== 202) {
      view = { id: '', state: `http ${accepted.status}`, error: accepted.body as JobView['error'] };
    } else {
      const id = accepted.body.jobId as string;
      let lastChat = performance.now();
      while (performance.now() - started < deadlineMs) {
        view = await getJob(client, id);
        if (FINAL.has(view.state)) break;
        if (performance.now() - lastChat >= 500) {
          lastChat = performance.now();
          chats.push(timedChat(chatter));
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  } finally {
    ended = { seconds: (performance.now() - started) / 1000, memory: rss.stop() };
  }
  const { seconds, memory } = ended;
  const answered = await Promise.all(chats);
  return {
    state: view.state, code: view.error?.code, error: view.error?.error, limit: view.error?.limit, seconds: Math.round(seconds * 100) / 100,
    workerMb: memory.workerMb, extractorsMb: memory.extractorsMb, chatMs: answered.map((c) => c.ms), chatStatuses: answered.map((c) => c.status),
  };
}
