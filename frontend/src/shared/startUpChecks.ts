import type { ApiErrorSchema, ClientConfigSchema, LogoutAnswerSchema, MeAnswerSchema, PreferencesAnswerSchema } from '@lexmitra/contracts';
import * as validators from 'virtual:start-up-checks';
import type { output } from 'zod';
import type { StandardSchemaV1 } from '@standard-schema/spec';

/**
 * The answers read before the first render (the landing page's), checked by functions made from
 * the contracts' schemas at build time (build/start-up-checks.ts) instead of by zod, which would
 * otherwise be a sixth of the landing page's JavaScript. Same promise as zod's: a value that passes
 * has the contract's shape, with the contract's defaults filled in. Only types come from zod here.
 */
// http.ts's AnswerCheck, spelt out: http.ts imports this module, and types alone still make a circle.
function check<T>(validate: validators.Validate): StandardSchemaV1<unknown, T> {
  return {
    '~standard': {
      version: 1,
      vendor: 'lexmitra-start-up',
      validate: (value) =>
        validate(value)
          ? { value: value as T }
          : { issues: (validate.errors ?? []).map((e) => ({ message: `${e.instancePath || '/'} ${e.message ?? 'is not valid'}` })) },
    },
  };
}

export const ClientConfigCheck = check<output<typeof ClientConfigSchema>>(validators.clientConfig);
export const MeAnswerCheck = check<output<typeof MeAnswerSchema>>(validators.meAnswer);
export const PreferencesAnswerCheck = check<output<typeof PreferencesAnswerSchema>>(validators.preferencesAnswer);
export const LogoutAnswerCheck = check<output<typeof LogoutAnswerSchema>>(validators.logoutAnswer);
export const ErrorBodyCheck = check<Partial<output<typeof ApiErrorSchema>>>(validators.errorBody);
