/**
 * Clerk session tokens for tests: RS256 JWTs signed with a key pair of the test's own, whose public
 * half plays the Clerk instance's PEM key (CLERK_JWT_KEY).
 */
import { generateKeyPairSync, KeyObject, sign } from 'node:crypto';

// 2048-bit: @clerk/backend reads the modulus out of the PEM assuming that size.
export const instance = generateKeyPairSync('rsa', { modulusLength: 2048 });
export const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
export const JWT_KEY = instance.publicKey.export({ type: 'spki', format: 'pem' }).toString();
export const ORIGIN = 'https://lexmitra.test';

export const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
export function clerkToken(claims: Record<string, unknown>, key: KeyObject = instance.privateKey, header: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const body = `${b64({ alg: 'RS256', typ: 'JWT', kid: 'test', ...header })}.${b64({ iss: 'https://clerk.test', azp: ORIGIN, iat: now - 5, nbf: now - 5, exp: now + 60, ...claims })}`;
  return `${body}.${sign('RSA-SHA256', Buffer.from(body), key).toString('base64url')}`;
}
