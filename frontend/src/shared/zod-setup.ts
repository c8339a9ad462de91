import { config } from 'zod';

/**
 * Our CSP (script-src 'self') forbids eval. Zod would otherwise probe for it with `new Function`
 * when the first object schema is built, and the browser reports that as a CSP violation. Imported
 * first in main.tsx, before any contracts module builds its schemas; zod's interpreter is plenty
 * fast for our answers.
 */
config({ jitless: true });
