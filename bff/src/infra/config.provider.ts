import type { BffConfig } from '@lexmitra/platform';

/** Injection token for the validated configuration (loaded once in main.ts / tests). */
export const APP_CONFIG = Symbol('APP_CONFIG');
/** The BFF's configuration slice (libs/platform config/apps.ts). */
export type AppConfig = BffConfig;
