/**
 * Configuration is read from the environment once at start-up and validated with zod against the
 * app's own slice (apps.ts). An app that starts with a bad value stops at once with every problem
 * listed, not later mid-request. This is the one place that reads process.env.
 */
import type { z } from 'zod';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}\nSee .env.example for every variable.`);
    this.name = 'ConfigError';
  }
}

export function loadConfig<S extends z.ZodType>(schema: S, env: Record<string, string | undefined> = process.env): z.infer<S> {
  // An empty variable (`OPENAI_API_KEY=` in a .env or compose file) means "not set", not "".
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const result = schema.safeParse(given);
  if (!result.success) throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  return result.data;
}
