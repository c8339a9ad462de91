/**
 * Step timing for `npm start`: one line per finished step with its time, and a table of every step
 * (in the order they began, with when each ran) plus the total at the end. Steps from other processes
 * (tools/bootstrap.mjs's npm install, server-builds.mjs's downloads and compiles) are read from the
 * same JSON-lines file, whose path bootstrap passes in LEXMITRA_STEPS_FILE with the start time in
 * LEXMITRA_START_T0, so the table covers the whole start from the moment `npm start` ran.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface Step {
  step: string;
  start: number;
  end: number;
}

const clock = (ms: number) => `${Math.floor(ms / 60_000)}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`;

export class StepClock {
  readonly t0: number;
  readonly file: string;

  constructor(
    defaultFile: string,
    private readonly tag = 'start',
  ) {
    this.t0 = Number(process.env.LEXMITRA_START_T0) || Date.now();
    this.file = process.env.LEXMITRA_STEPS_FILE ?? defaultFile;
    if (!process.env.LEXMITRA_STEPS_FILE) {
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(this.file, '');
    }
  }

  say(line: string): void {
    console.log(`[${this.tag}] ${line}`);
  }

  record(step: string, start: number, end = Date.now()): void {
    this.say(`${step.padEnd(26)} ${((end - start) / 1000).toFixed(1).padStart(6)} s`);
    fs.appendFileSync(this.file, `${JSON.stringify({ step, start, end })}\n`);
  }

  async time<T>(step: string, work: Promise<T> | (() => Promise<T>)): Promise<T> {
    const start = Date.now();
    const result = await (typeof work === 'function' ? work() : work);
    this.record(step, start);
    return result;
  }

  /** Time since `npm start` began, as m:ss. */
  elapsed(at = Date.now()): string {
    return clock(at - this.t0);
  }

  steps(): Step[] {
    if (!fs.existsSync(this.file)) return [];
    return fs
      .readFileSync(this.file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Step)
      .sort((a, b) => a.start - b.start);
  }

  /** Every step with its duration and when it ran (m:ss after `npm start`), then the total. */
  printTable(total: string): void {
    this.say(`${'step'.padEnd(26)} ${'seconds'.padStart(8)}   ran (m:ss after npm start)`);
    for (const s of this.steps()) {
      this.say(`${s.step.padEnd(26)} ${((s.end - s.start) / 1000).toFixed(1).padStart(8)}   ${clock(s.start - this.t0)} → ${clock(s.end - this.t0)}`);
    }
    this.say(total);
  }
}
