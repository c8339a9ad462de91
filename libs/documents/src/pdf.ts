import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { DocumentError } from './errors';

export interface PdfProgress { done: number; total: number }

// Resolves from src/ (tests) and dist/ (built) alike: the worker file lives beside both.
const WORKER_FILE = path.resolve(__dirname, '../workers/pdf-text.cjs');

/** Text of every page, extracted in a worker thread (see workers/pdf-text.cjs for why). */
export function extractPdfPages(data: Uint8Array, onProgress?: (p: PdfProgress) => void): Promise<{ number: number; text: string }[]> {
  return new Promise((resolve, reject) => {
    // Copy: the bytes are transferred to the worker and must not detach the caller's buffer.
    const copy = new Uint8Array(data);
    const worker = new Worker(WORKER_FILE, { workerData: { data: copy }, transferList: [copy.buffer as ArrayBuffer] });
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
      void worker.terminate();
    };
    worker.on('message', (msg: { type: string; done?: number; total?: number; pages?: { number: number; text: string }[]; code?: 'ENCRYPTED' | 'CORRUPT'; message?: string }) => {
      if (msg.type === 'progress') onProgress?.({ done: msg.done!, total: msg.total! });
      else if (msg.type === 'result') finish(() => resolve(msg.pages!));
      else if (msg.type === 'error') finish(() => reject(new DocumentError(msg.code ?? 'CORRUPT', msg.message)));
    });
    worker.on('error', (err) => finish(() => reject(new DocumentError('CORRUPT', err.message))));
    worker.on('exit', (code) => finish(() => reject(new DocumentError('CORRUPT', `extraction worker exited with ${code}`))));
  });
}
