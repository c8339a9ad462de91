/**
 * Hard limits on reading one file. Every extractor runs under them (sandbox.ts): a file that
 * would take more memory, time, pages or characters than this is refused with a plain reason
 * (DocumentError TOO_LARGE / TOO_COMPLEX) instead of slowing or crashing the worker.
 */
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

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
const count = (n: number) => n.toLocaleString('en-IN');

/** The plain sentences a person reads when a limit is reached (English; the codes travel with them). */
export const LIMIT_TEXTS = {
  pages: (max: number) => `This PDF has more than ${count(max)} pages, the most we read in one document. Split it into smaller files and upload them one by one.`,
  chars: (max: number) => `This document has more than ${count(max)} characters of text, the most we read in one document. Split it into smaller files and upload them one by one.`,
  unzipped: (max: number) => `This Word file unpacks to more than ${mb(max)}, the most we open. Save it again without embedded files, or upload it as a PDF.`,
  pixels: (max: number) => `This picture has more than ${Math.round(max / 1_000_000)} million pixels, the most we read in one photo. Send a smaller photo or a scan of about 300 dpi.`,
  stream: (max: number) => `A part of this PDF unpacks to more than ${mb(max)}, far beyond what the text of a real document needs, so it was not read.`,
  ratio: (max: number) => `This Word file unpacks to more than ${max} times its size, which real documents never do, so it was not opened.`,
  memory: (memoryMb: number) => `Reading this document needed more than ${memoryMb} MB of memory, the most one document may use. Split it into smaller files or upload it as a plain PDF.`,
  streams: (maxBytes: number, ms: number) => `The parts of this PDF together unpack to more than ${mb(maxBytes)}, or take longer than ${Math.round(ms / 1000)} seconds to size, far beyond what the text of a real document needs, so it was not read.`,
  time: (ms: number) => `Reading this document took longer than ${Math.max(1, Math.round(ms / 1000))} seconds, the most one document may take. Split it into smaller files and upload them one by one.`,
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
