/**
 * `@RateLimit(bucket, setting, by)` on a route: each call counts against the limit named by a
 * configuration setting (per minute), keyed by the signed-in user, the client's IP and/or the
 * e-mail in the body. Checked by RateLimitGuard, a global guard that runs after the auth guard
 * and before the body is validated, so malformed attempts cost as much as real ones.
 */
import { CanActivate, ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { normalizeEmail } from '@lexmitra/data';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG, AppConfig } from '../infra/config.provider';
import type { AuthedRequest } from './decorators';
import { RateLimitService } from './rate-limit.service';

/** The settings that are limits per minute. */
export type RateLimitSetting = { [K in keyof AppConfig]-?: K extends `${string}_RATE_LIMIT_PER_MINUTE` ? K : never }[keyof AppConfig];
export type RateLimitKey = 'user' | 'ip' | 'email';
/** A key counted against the rule's setting, or against a setting of its own (a higher per-IP ceiling). */
export type RateLimitBy = RateLimitKey | { key: RateLimitKey; setting: RateLimitSetting };

interface RateLimitRule {
  bucket: string;
  setting: RateLimitSetting;
  by: RateLimitBy[];
}

const RATE_LIMIT = 'lexmitra:rateLimit';

export const RateLimit = (bucket: string, setting: RateLimitSetting, by: RateLimitBy[] = ['user']) =>
  SetMetadata(RATE_LIMIT, { bucket, setting, by } satisfies RateLimitRule);

/**
 * Sign-in, sign-up and mailed links from a shared address (a mobile carrier puts many people behind
 * one IP): the per-IP count has the much higher ceiling AUTH_IP_RATE_LIMIT_PER_MINUTE; what limits a
 * person is the count per account or address (and sign-in's per-(account, IP) lockout).
 */
export const PER_IP_CEILING = { key: 'ip', setting: 'AUTH_IP_RATE_LIMIT_PER_MINUTE' } as const satisfies RateLimitBy;

/**
 * The address the per-IP limits count. Behind our proxy (TRUST_PROXY) only the right-most
 * X-Forwarded-For entry, the one the proxy itself appended, is trusted: entries to its left are
 * whatever the client sent, and counting them would let a client pick a fresh "IP" per attempt.
 */
export function clientIp(req: FastifyRequest, trustProxy: boolean): string {
  const forwarded = trustProxy ? String(req.headers['x-forwarded-for'] ?? '').split(',').map((s) => s.trim()).filter(Boolean) : [];
  return forwarded.at(-1) ?? req.socket.remoteAddress ?? 'unknown';
}

/** The keys one call counts against; a key the request does not have (no user, no plausible e-mail) is skipped. */
export function rateLimitKeys(req: AuthedRequest, by: RateLimitKey[], trustProxy: boolean): string[] {
  return by.flatMap((key) => {
    if (key === 'user') return req.user ? [`user:${req.user.id}`] : [];
    if (key === 'ip') return [`ip:${clientIp(req, trustProxy)}`];
    const given = (req.body as { email?: unknown } | undefined)?.email;
    const email = typeof given === 'string' ? normalizeEmail(given) : '';
    return email && email.length <= 254 ? [`email:${email}`] : [];
  });
}

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimitService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.get<RateLimitRule | undefined>(RATE_LIMIT, ctx.getHandler());
    if (!rule || ctx.getType() !== 'http') return true;
    const req = ctx.switchToHttp().getRequest<AuthedRequest>();
    for (const by of rule.by) {
      const [key, setting] = typeof by === 'string' ? [by, rule.setting] : [by.key, by.setting];
      await this.limits.consume(rule.bucket, rateLimitKeys(req, [key], this.config.TRUST_PROXY), this.config[setting]);
    }
    return true;
  }
}
