import './zod-setup';
import { config, z } from 'zod';

describe('zod set-up', () => {
  it('turns zod\'s eval-based fast path off through the configuration zod reads, without importing zod', () => {
    expect(config().jitless).toBe(true);
    // Schemas still work on the interpreter.
    expect(z.object({ a: z.string() }).safeParse({ a: 'x' }).success).toBe(true);
    expect(z.object({ a: z.string() }).safeParse({ a: 1 }).success).toBe(false);
  });
});
