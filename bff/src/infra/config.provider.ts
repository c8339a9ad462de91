import type { BffConfig } from '@lexmitra/platform';

/** Injection token for the validated configuration (loaded once in main.ts / tests). */
export const APP_CONFIG = Symbol('APP_CONFIG');
/** The BFF's configuration slice (libs/platform config/apps.ts). */
export type AppConfig = BffConfig;

/**
 * The origin of links the BFF hands out (the calendar feed): PUBLIC_URL, required in production, or
 * else this server's own configured address. Never the request's Host header, which the caller
 * chooses: a link built from it could point a user's calendar at someone else's server.
 */
export function publicOrigin(config: Pick<AppConfig, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}`;
}
