import { retryInBackground } from './retry';

describe('retryInBackground', () => {
  it('retries with a growing delay until the task succeeds, logging the first failure, a reminder at most per period, and the success', async () => {
    const warnings: string[] = [];
    const infos: string[] = [];
    const calls: number[] = [];
    let fails = 5;
    const done = new Promise<void>((resolve) => {
      retryInBackground(
        async () => {
          calls.push(Date.now());
          if (fails-- > 0) throw new Error('connect ECONNREFUSED');
          resolve();
        },
        { warn: (m) => warnings.push(m), log: (m) => infos.push(m) },
        { what: 'object storage bucket', firstDelayMs: 10, maxDelayMs: 40, reportEveryMs: 60_000 },
      );
    });
    await done;
    await new Promise((r) => setImmediate(r));
    expect(calls).toHaveLength(6);
    const gaps = calls.slice(1).map((t, i) => t - calls[i]);
    // 10, 20, 40, 40, 40 ms (timers fire no earlier than asked).
    expect(gaps.map((g, i) => g >= [10, 20, 40, 40, 40][i] - 2)).toEqual([true, true, true, true, true]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('object storage bucket: not yet (connect ECONNREFUSED); attempt 1');
    expect(infos).toEqual(['object storage bucket: done after 6 attempts']);
  });

  it('logs nothing when the first attempt succeeds', async () => {
    const lines: string[] = [];
    await new Promise<void>((resolve) => retryInBackground(async () => resolve(), { warn: (m) => lines.push(m), log: (m) => lines.push(m) }, { what: 'x' }));
    await new Promise((r) => setImmediate(r));
    expect(lines).toEqual([]);
  });
});
