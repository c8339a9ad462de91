/**
 * The checks of the answers the SPA reads before its first render, made from the contracts' zod
 * schemas when the SPA is built, so the landing page does not download zod (26 KB gzip, a sixth of
 * its JavaScript; the budget is e2e/tests/landing-size.spec.ts). Each schema becomes JSON Schema
 * (zod's own toJSONSchema) and then a plain validating function (Ajv's standalone code: no eval at
 * run time, as our CSP requires). Everything else the SPA reads is still checked by zod, loaded
 * with the screen that reads it. Served to the SPA as the module `virtual:start-up-checks`
 * (vite.config.ts); the unit tests compile the same JSON Schemas with Ajv at run time instead.
 */
import { Ajv2020 } from 'ajv/dist/2020';
import standaloneCode from 'ajv/dist/standalone';
import { z } from 'zod';
import { ApiErrorSchema, ClientConfigSchema, LogoutAnswerSchema, MeAnswerSchema, PreferencesAnswerSchema } from '@lexmitra/contracts';

export const VIRTUAL_ID = 'virtual:start-up-checks';

/** GET /api/config, GET /api/auth/me, the preferences answer (signed in), logout, and any error body. */
export const START_UP_SCHEMAS = {
  clientConfig: ClientConfigSchema,
  meAnswer: MeAnswerSchema,
  preferencesAnswer: PreferencesAnswerSchema,
  logoutAnswer: LogoutAnswerSchema,
  errorBody: ApiErrorSchema.partial(),
};
export type StartUpCheckName = keyof typeof START_UP_SCHEMAS;

/**
 * What the server sends, so `io: 'input'`: a field with a default may be missing (Ajv's
 * `useDefaults` then fills it in, as zod's parse does). A schema JSON Schema cannot say (a
 * transform, a refinement) is refused here rather than checked loosely.
 */
export function startUpJsonSchemas(): Record<StartUpCheckName, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(START_UP_SCHEMAS).map(([name, schema]) => [name, z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'throw' })]),
  ) as unknown as Record<StartUpCheckName, Record<string, unknown>>;
}

/** Ajv holding every start-up schema under its name. `source` keeps the code for standalone output. */
export function startUpAjv(source = false, esm = true): Ajv2020 {
  const ajv = new Ajv2020({ code: { source, esm, lines: false }, useDefaults: true, strict: true, allErrors: false });
  for (const [name, schema] of Object.entries(startUpJsonSchemas())) ajv.addSchema({ ...schema, $id: name });
  return ajv;
}

/** The ES module of standalone validators, one export per name (CommonJS for the unit test). */
export function startUpChecksModule(esm = true): string {
  const ajv = startUpAjv(true, esm);
  const names = Object.keys(START_UP_SCHEMAS);
  return standaloneCode(ajv, Object.fromEntries(names.map((n) => [n, n])));
}
