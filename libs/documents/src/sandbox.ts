/**
 * Runs one extraction (a native tool such as pdftotext, or one of our Node extractors) as a child
 * process with a memory limit and a wall-clock limit, killed at once when the caller aborts.
 *
 * Why a child process rather than a worker thread: a worker's resourceLimits bound only its V8
 * heap, while the big allocations of a hostile file (an inflated content stream, a ZIP entry) are
 * ArrayBuffers outside that heap. RLIMIT_DATA (set with the shell's `ulimit -d` before exec) bounds
 * every private writable mapping of the process, so such an allocation fails inside the child and the
 * host process never grows or crashes. RLIMIT_CPU (`ulimit -t`) bounds the processor time as the
 * wall clock bounds the waiting: a tool that runs several threads would otherwise burn more than
 * its share of the machine's cores within the same wall-clock limit.
 */
import { ChildProcess, spawn, StdioOptions } from 'node:child_process';

export interface SandboxLimits {
  /** Memory the process may allocate (RLIMIT_DATA), in MB. */
  memoryMb: number;
  /** Wall-clock limit, in ms. */
  timeoutMs: number;
  /** Processor time the process may use (all its threads), in ms; default the wall-clock limit. */
  cpuMs?: number;
}

/** Why a sandboxed run was stopped: a limit, the caller, or a crash we cannot explain. */
export type SandboxStop = 'timeout' | 'memory' | 'aborted' | 'output';

export class SandboxError extends Error {
  /** For a time stop: the limit that was reached, in ms. */
  limitMs?: number;

  constructor(readonly reason: SandboxStop, message: string, readonly stderr = '') {
    super(message);
    this.name = 'SandboxError';
  }
}

export interface RunLimitedOptions extends SandboxLimits {
  signal?: AbortSignal;
  /** Written to the child's stdin, which is then closed. */
  input?: Buffer;
  /** stdout beyond this many bytes stops the run ('output'). Default 64 MB. */
  maxOutputBytes?: number;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

export interface RunResult {
  code: number;
  stdout: Buffer;
  stderr: string;
}

/** What a process that ran out of memory writes (V8, glibc, C++ runtimes, poppler, tesseract). */
const OUT_OF_MEMORY = /out of memory|allocation failed|bad_alloc|cannot allocate memory|ENOMEM|reached heap limit/i;
/** Signals a process gets from its own runtime when an allocation fails (V8's fatal OOM aborts). */
const CRASH_SIGNALS = new Set<NodeJS.Signals>(['SIGABRT', 'SIGSEGV', 'SIGBUS', 'SIGKILL', 'SIGTRAP']);
const STDERR_KEEP = 8192;

/** Seconds of processor time a run may use: the soft limit (SIGXCPU) at the limit, the hard one (SIGKILL) 2 s later. */
const cpuSeconds = (limits: SandboxLimits) => Math.max(1, Math.ceil((limits.cpuMs ?? limits.timeoutMs) / 1000));

/**
 * `ulimit -d` takes KB, `ulimit -t` seconds; `exec` replaces the shell so the pid we kill is the
 * tool itself. A shell that cannot set a limit exits 125 rather than running the tool unbounded.
 */
function limitedSpawn(command: string, args: string[], limits: SandboxLimits, stdio: StdioOptions, env?: NodeJS.ProcessEnv, cwd?: string): ChildProcess {
  const kb = String(Math.max(16, Math.floor(limits.memoryMb)) * 1024);
  const cpu = cpuSeconds(limits);
  // The soft limit first: a hard limit below the (unlimited) soft one is refused.
  const script = 'ulimit -d "$0" && ulimit -S -t "$2" && ulimit -H -t "$1" || exit 125; shift 2; exec "$@"';
  return spawn('/bin/sh', ['-c', script, kb, String(cpu + 2), String(cpu), command, ...args], { stdio, env: env ?? process.env, cwd });
}

interface Watch {
  /** Settles the run with `err` (or nothing) once; kills the child if still running. */
  stop: (reason: SandboxStop, message: string) => void;
  stopped: () => SandboxError | undefined;
  dispose: () => void;
}

/** Kills the child on timeout or abort; remembers which, so the exit is reported as that. */
function watch(child: ChildProcess, opts: { timeoutMs: number; signal?: AbortSignal }, stderr: () => string): Watch {
  let stopped: SandboxError | undefined;
  const stop = (reason: SandboxStop, message: string) => {
    if (stopped) return;
    stopped = new SandboxError(reason, message, stderr());
    if (reason === 'timeout') stopped.limitMs = opts.timeoutMs;
    child.kill('SIGKILL');
  };
  const timer = setTimeout(() => stop('timeout', `stopped after ${opts.timeoutMs} ms`), opts.timeoutMs);
  const onAbort = () => stop('aborted', 'cancelled');
  if (opts.signal?.aborted) onAbort();
  else opts.signal?.addEventListener('abort', onAbort, { once: true });
  return {
    stop,
    stopped: () => stopped,
    dispose: () => {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
    },
  };
}

/** How a child that exited on its own ended: past its processor time, out of memory, or a plain exit code for the caller. */
function classifyExit(code: number | null, signal: NodeJS.Signals | null, stderr: string, limits: SandboxLimits): SandboxError | number {
  if (code === 125) return new SandboxError('memory', 'could not set the limits', stderr);
  if (signal === 'SIGXCPU') {
    const err = new SandboxError('timeout', `used more than ${cpuSeconds(limits)} s of processor time`, stderr);
    err.limitMs = cpuSeconds(limits) * 1000;
    return err;
  }
  if (signal && CRASH_SIGNALS.has(signal)) return new SandboxError('memory', `ended by ${signal}`, stderr);
  if (code !== 0 && OUT_OF_MEMORY.test(stderr)) return new SandboxError('memory', 'ran out of memory', stderr);
  return code ?? 1;
}

/**
 * Runs a command under the limits and resolves with its exit code, stdout and stderr. Stopping for
 * a limit or the caller's abort rejects with a SandboxError; a non-zero exit is the caller's to read.
 */
export function runLimited(command: string, args: string[], opts: RunLimitedOptions): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = limitedSpawn(command, args, opts, ['pipe', 'pipe', 'pipe'], opts.env, opts.cwd);
    const maxOut = opts.maxOutputBytes ?? 64 * 1024 * 1024;
    const out: Buffer[] = [];
    let outBytes = 0;
    let err = '';
    const w = watch(child, opts, () => err);
    child.stdout!.on('data', (d: Buffer) => {
      outBytes += d.length;
      if (outBytes > maxOut) return w.stop('output', `wrote more than ${maxOut} bytes`);
      out.push(d);
    });
    child.stderr!.on('data', (d: Buffer) => (err = (err + d.toString('utf8')).slice(-STDERR_KEEP)));
    child.stdin!.on('error', () => undefined);
    child.stdin!.end(opts.input ?? Buffer.alloc(0));
    child.on('error', (e) => {
      w.dispose();
      reject(e);
    });
    child.on('close', (code, signal) => {
      w.dispose();
      const stopped = w.stopped();
      if (stopped) return reject(stopped);
      const exit = classifyExit(code, signal, err, opts);
      if (exit instanceof SandboxError) return reject(exit);
      resolve({ code: exit, stdout: Buffer.concat(out), stderr: err });
    });
  });
}

export interface NodeChildOptions extends SandboxLimits {
  signal?: AbortSignal;
  /** Bytes for the child to read from stdin (the document). */
  input: Buffer;
  /** Passed to the child as JSON in argv[2]. */
  args: unknown;
  /** Every message the child sends that is not its final one. */
  onMessage?: (msg: unknown) => void;
}

/** A child's final message: `{type:'result', ...}` resolves, `{type:'error', ...}` is handed back as is. */
export type ChildFinal = { type: 'result' } & Record<string, unknown>;
export type ChildReported = { type: 'error'; code?: string; message?: string } & Record<string, unknown>;

/**
 * Runs a CommonJS file of ours under a fresh Node with the limits, talking over an IPC channel:
 * the child reads its input from stdin, sends `{type:'progress'}` messages and one final
 * `{type:'result'}` or `{type:'error'}`. V8's own heap limit is set below the process limit so a
 * heap that grows fails as a V8 heap error rather than a failed mmap somewhere else.
 */
export function runNodeChild(file: string, opts: NodeChildOptions): Promise<ChildFinal | ChildReported> {
  return new Promise((resolve, reject) => {
    const heapMb = Math.max(32, Math.floor(opts.memoryMb * 0.6));
    const child = limitedSpawn(process.execPath, [`--max-old-space-size=${heapMb}`, file, JSON.stringify(opts.args)], opts, ['pipe', 'ignore', 'pipe', 'ipc']);
    let err = '';
    let final: ChildFinal | ChildReported | undefined;
    const w = watch(child, opts, () => err);
    child.stderr!.on('data', (d: Buffer) => (err = (err + d.toString('utf8')).slice(-STDERR_KEEP)));
    child.stdin!.on('error', () => undefined);
    child.stdin!.end(opts.input);
    child.on('message', (msg: { type?: string }) => {
      if (msg?.type === 'result' || msg?.type === 'error') {
        final ??= msg as ChildFinal | ChildReported;
        // Done: nothing more is wanted from it, and its memory should go back now.
        child.kill('SIGKILL');
      } else opts.onMessage?.(msg);
    });
    child.on('error', (e) => {
      w.dispose();
      reject(e);
    });
    child.on('close', (code, signal) => {
      w.dispose();
      if (final) return resolve(final);
      const stopped = w.stopped();
      if (stopped) return reject(stopped);
      const exit = classifyExit(code, signal, err, opts);
      if (exit instanceof SandboxError) return reject(exit);
      reject(new Error(`extractor exited with ${exit} without an answer: ${err.slice(-500)}`));
    });
  });
}
