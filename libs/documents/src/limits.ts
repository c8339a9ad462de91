/**
 * Hard limits on reading one file. Every extractor runs under them (sandbox.ts): a file that
 * would take more memory, time, pages or characters than this is refused with a plain reason
 * (DocumentError TOO_LARGE / TOO_COMPLEX, naming the limit) instead of slowing or crashing the worker.
 */
import type { DocumentLimit } from '@lexmitra/contracts';
import { DocumentError } from './errors';
import { SandboxError } from './sandbox';

export interface ExtractLimits {
  /** Memory one extraction process may allocate, MB (RLIMIT_DATA of the child). */
  memoryMb: number;
  /** Wall-clock time one extraction may take, ms. */
  timeoutMs: number;
  /** Pages of one PDF. */
  maxPages: number;
  /** Characters of text of one document. */
  maxChars: number;
  /** Total uncompressed bytes of a DOCX's ZIP entries, from its central directory. */
  maxUnzippedBytes: number;
  /** Largest uncompressed:compressed ratio of the whole ZIP (zip bombs reach 1000:1). */
  maxZipRatio: number;
  /** Bytes one compressed PDF stream (not an image) may unpack to (pdf-check.ts). */
  maxStreamBytes: number;
}

export const DEFAULT_EXTRACT_LIMITS: ExtractLimits = {
  memoryMb: 384,
  timeoutMs: 120_000,
  maxPages: 2000,
  maxChars: 5_000_000,
  maxUnzippedBytes: 50 * 1024 * 1024,
  maxZipRatio: 100,
  maxStreamBytes: 64 * 1024 * 1024,
};

export function resolveLimits(limits: Partial<ExtractLimits> = {}): ExtractLimits {
  return { ...DEFAULT_EXTRACT_LIMITS, ...Object.fromEntries(Object.entries(limits).filter(([, v]) => v !== undefined)) };
}

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));
const seconds = (ms: number) => Math.max(1, Math.round(ms / 1000));

/**
 * Each limit as the DocumentLimit a person is told (libs/contracts document-limits.ts: the
 * English sentence comes from its template; the screens write it in their own language).
 */
export const LIMIT_TEXTS = {
  pages: (max: number): DocumentLimit => ({ limit: 'pages', max }),
  chars: (max: number): DocumentLimit => ({ limit: 'chars', max }),
  unzipped: (maxBytes: number): DocumentLimit => ({ limit: 'unzipped', max: mb(maxBytes) }),
  pixels: (max: number): DocumentLimit => ({ limit: 'pixels', max: Math.round(max / 1_000_000) }),
  stream: (maxBytes: number): DocumentLimit => ({ limit: 'stream', max: mb(maxBytes) }),
  ratio: (max: number): DocumentLimit => ({ limit: 'ratio', max }),
  memory: (memoryMb: number): DocumentLimit => ({ limit: 'memory', max: memoryMb }),
  streams: (maxBytes: number, ms: number): DocumentLimit => ({ limit: 'streams', max: mb(maxBytes), seconds: Math.round(ms / 1000) }),
  time: (ms: number): DocumentLimit => ({ limit: 'time', max: seconds(ms) }),
  ocrPages: (found: number, max: number): DocumentLimit => ({ limit: 'ocrPages', max, found }),
  ocrTime: (ms: number, read: number, total: number): DocumentLimit => ({ limit: 'ocrTime', max: Math.max(1, Math.round(ms / 60_000)), read, total }),
};

/**
 * A sandbox stop as the DocumentError a caller reports: a limit reached is TOO_COMPLEX with the
 * limit in words; the caller's abort goes back as the SandboxError itself (not the file's fault).
 */
export function limitError(err: unknown, limits: ExtractLimits): unknown {
  if (!(err instanceof SandboxError)) return err;
  if (err.reason === 'aborted') return err;
  if (err.reason === 'timeout') return new DocumentError('TOO_COMPLEX', err.message, LIMIT_TEXTS.time(err.limitMs ?? limits.timeoutMs));
  if (err.reason === 'output') return new DocumentError('TOO_LARGE', err.message, LIMIT_TEXTS.chars(limits.maxChars));
  return new DocumentError('TOO_COMPLEX', `${err.message}: ${err.stderr.slice(-300)}`, LIMIT_TEXTS.memory(limits.memoryMb));
}
