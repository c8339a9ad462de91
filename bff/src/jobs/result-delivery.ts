/**
 * Sending job results, which can be large (a simplified 137 KB DOCX gives a 17 MB result), to
 * readers who may not read. Two rules keep memory per reader near zero:
 * - A finished job's status is serialised once, into one Buffer, shared by every response that
 *   sends it (GET /api/jobs/:id, its event stream): a socket that does not read holds a reference
 *   to that Buffer, not a copy. Kept a short while after its last use, and within a byte budget.
 * - A response still holding unsent result bytes is a slow reader; a user may have
 *   RESULT_SLOW_READERS_PER_USER of them at once (429 RATE_LIMITED beyond), on every route that
 *   answers with a result.
 * - The results held for slow readers in this process are bounded in bytes as well
 *   (RESULT_SLOW_READERS_MB_PER_PROCESS; a Buffer shared by several readers counts once): many
 *   users each within their own count could otherwise fill the process. Past it, a new reader of a
 *   result that is not held already gets 429 with Retry-After. A stream cannot be refused once open,
 *   so its result counts from when it is written, and holds back the readers after it.
 */
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ErrorCodes, JOB_TEXT, JobStatus } from '@lexmitra/contracts';
import type { ServerResponse } from 'node:http';
import { ApiException } from '../common/api-error';
import { APP_CONFIG, AppConfig } from '../infra/config.provider';

/** A status as it goes on the wire: serialised once. */
export interface StatusFrame {
  state: JobStatus['state'];
  json: Buffer;
}

/** How long a finished job's serialised status is kept after its last use. */
const KEEP_MS = 60_000;
/** Serialised statuses kept at once, in bytes (the oldest goes first). */
const BUDGET_BYTES = 128 * 1024 * 1024;

/** A reader's place: held until what was written has been read; `charge` counts a result written on it. */
export interface Slot {
  hold: (res: ServerResponse) => void;
  release: () => void;
  charge: (result: Buffer) => void;
}

export const frameOf = (status: JobStatus): StatusFrame => ({ state: status.state, json: Buffer.from(JSON.stringify(status)) });

@Injectable()
export class ResultDelivery {
  private readonly finished = new Map<string, { frame: Promise<StatusFrame>; bytes: number; usedAt: number }>();
  private readonly slow = new Map<string, number>();
  /** Results some slow reader still holds, with how many readers hold each. */
  private readonly held = new Map<Buffer, number>();
  private heldBytes = 0;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The finished job's status, built by `build` once however many readers ask at the same time. */
  async finishedFrame(jobId: string, build: () => Promise<JobStatus>): Promise<StatusFrame> {
    this.sweep();
    const known = this.finished.get(jobId);
    if (known) {
      known.usedAt = Date.now();
      return known.frame;
    }
    const entry = { frame: build().then(frameOf), bytes: 0, usedAt: Date.now() };
    this.finished.set(jobId, entry);
    try {
      const frame = await entry.frame;
      entry.bytes = frame.json.length;
      return frame;
    } catch (err) {
      this.finished.delete(jobId);
      throw err;
    }
  }

  private sweep(): void {
    const now = Date.now();
    let total = 0;
    // Newest use last in the map's order is not kept: walk by age.
    const byUse = [...this.finished.entries()].sort((a, b) => b[1].usedAt - a[1].usedAt);
    for (const [id, e] of byUse) {
      total += e.bytes;
      if (now - e.usedAt > KEEP_MS || total > BUDGET_BYTES) this.finished.delete(id);
    }
  }

  /**
   * A reader's slot, taken before its result is written (429 while the user holds as many as
   * allowed): checked and counted in one step, so readers arriving together cannot all slip past.
   * `hold(res)` keeps it until everything written to `res` has gone to the client (or the client
   * has gone); `release()` gives it back at once.
   */
  take(userId: string, result?: Buffer): Slot {
    const pending = this.slow.get(userId) ?? 0;
    if (pending >= this.config.RESULT_SLOW_READERS_PER_USER) {
      throw new ApiException(HttpStatus.TOO_MANY_REQUESTS, ErrorCodes.RATE_LIMITED, JOB_TEXT.slowReaders(pending), { 'Retry-After': '5' });
    }
    if (result && !this.held.has(result) && this.heldBytes + result.length > this.config.RESULT_SLOW_READERS_MB_PER_PROCESS * 1024 * 1024) {
      throw new ApiException(HttpStatus.TOO_MANY_REQUESTS, ErrorCodes.RATE_LIMITED, JOB_TEXT.busyReaders, { 'Retry-After': '5' });
    }
    this.slow.set(userId, pending + 1);
    const charged: Buffer[] = [];
    const charge = (bytes: Buffer) => {
      charged.push(bytes);
      const readers = this.held.get(bytes) ?? 0;
      if (readers === 0) this.heldBytes += bytes.length;
      this.held.set(bytes, readers + 1);
    };
    if (result) charge(result);
    let done = false;
    const release = () => {
      if (done) return;
      done = true;
      const left = (this.slow.get(userId) ?? 1) - 1;
      if (left > 0) this.slow.set(userId, left);
      else this.slow.delete(userId);
      for (const bytes of charged.splice(0)) {
        const readers = (this.held.get(bytes) ?? 1) - 1;
        if (readers > 0) this.held.set(bytes, readers);
        else {
          this.held.delete(bytes);
          this.heldBytes -= bytes.length;
        }
      }
    };
    const hold = (res: ServerResponse) => {
      if (res.writableFinished || res.destroyed || res.writableLength === 0) return release();
      res.once('finish', release);
      res.once('close', release);
      // 'drain': what was written has reached the socket, so this reader has caught up.
      res.once('drain', release);
    };
    return { hold, release, charge: (bytes) => (done ? undefined : charge(bytes)) };
  }

  /** Bytes of results held for slow readers in this process (tests and metrics). */
  bytesHeld(): number {
    return this.heldBytes;
  }

  /** Slow readers now, per user (tests and metrics). */
  slowReaders(userId: string): number {
    return this.slow.get(userId) ?? 0;
  }
}
