/**
 * Our Node extractors (pdfjs for PDF, mammoth for DOCX, word-extractor for DOC) run in a child
 * process under the extraction limits (workers/extract.cjs through sandbox.ts); their answer or
 * failure comes back as pages or a DocumentError.
 */
import path from 'node:path';
import { DocumentError } from './errors';
import { ExtractLimits, LIMIT_TEXTS, limitError, resolveLimits } from './limits';
import { runNodeChild, SandboxError } from './sandbox';

export interface PageProgress { done: number; total: number }

/** What every engine is given: the limits to keep, the caller's cancel, and where to report pages. */
export interface EngineOptions {
  limits?: Partial<ExtractLimits>;
  signal?: AbortSignal;
  onProgress?: (p: PageProgress) => void;
}

// Resolves from src/ (tests) and dist/ (built) alike: the worker file lives beside both.
const CHILD_FILE = path.resolve(__dirname, '../workers/extract.cjs');

type ChildError = { type: 'error'; code?: string; message?: string; limit?: 'pages' | 'chars' };

function childFailure(msg: ChildError, limits: ExtractLimits): DocumentError {
  if (msg.code === 'LIMIT') {
    return new DocumentError('TOO_LARGE', msg.message, msg.limit === 'pages' ? LIMIT_TEXTS.pages(limits.maxPages) : LIMIT_TEXTS.chars(limits.maxChars));
  }
  if (msg.code === 'MEMORY') return new DocumentError('TOO_COMPLEX', msg.message, LIMIT_TEXTS.memory(limits.memoryMb));
  if (msg.code === 'ENCRYPTED' || msg.code === 'UNSUPPORTED') return new DocumentError(msg.code, msg.message);
  return new DocumentError('CORRUPT', msg.message);
}

/** Text of every page (one "page" for Word files), read in a limited child process. */
export async function extractInChild(kind: 'pdf' | 'docx' | 'doc', data: Uint8Array, options: EngineOptions = {}): Promise<{ number: number; text: string }[]> {
  const limits = resolveLimits(options.limits);
  let final;
  try {
    final = await runNodeChild(CHILD_FILE, {
      memoryMb: limits.memoryMb,
      timeoutMs: limits.timeoutMs,
      signal: options.signal,
      input: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
      args: { kind, maxPages: limits.maxPages, maxChars: limits.maxChars },
      onMessage: (msg) => {
        const p = msg as { type?: string; done?: number; total?: number };
        if (p.type === 'progress') options.onProgress?.({ done: p.done!, total: p.total! });
      },
    });
  } catch (err) {
    if (err instanceof SandboxError) throw limitError(err, limits);
    // The extractor died on this file without saying why: the same bytes would kill it again, so
    // this is the file's failure (not retried), with the extractor's last words kept for the log.
    throw new DocumentError('CORRUPT', (err as Error).message);
  }
  if (final.type === 'error') throw childFailure(final as ChildError, limits);
  return (final as unknown as { pages: { number: number; text: string }[] }).pages;
}
