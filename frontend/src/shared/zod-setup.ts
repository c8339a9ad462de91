/**
 * Our CSP (script-src 'self') forbids eval. Zod would otherwise probe for it with `new Function`
 * when the first object schema is built, and the browser reports that as a CSP violation. Imported
 * first in main.tsx; zod's interpreter is plenty fast for our answers.
 *
 * Without importing zod: the landing page does not load zod at all (its start-up answers are
 * checked by build-time validators, shared/startUpChecks.ts), so the setting is left where zod's
 * core reads its configuration when it loads, the shared `globalThis.__zod_globalConfig` object
 * (zod/v4/core/core.js keeps it, so copies of zod agree). zod-setup.spec.ts checks zod still reads it.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

// Set on the object itself, not a copy: a zod already loaded keeps reading the object it found.
(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
