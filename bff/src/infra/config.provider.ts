import { AppConfig } from '@lexmitra/platform';

/** Injection token for the validated configuration (loaded once in main.ts / tests). */
export const APP_CONFIG = Symbol('APP_CONFIG');
export type { AppConfig };
