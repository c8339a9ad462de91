/**
 * The fast lane's split (tools/test/lanes.ts): specs that reach a server, or run a built app, stay in
 * `npm test`; the rest are `npm run test:fast`'s. Checked on real specs of the repository.
 */
import path from 'node:path';
import { classify, serverReason } from './lanes';

const root = path.resolve(__dirname, '../..');

describe('test lanes', () => {
  it('keeps specs that reach the stack, directly or through a helper, out of the fast lane', () => {
    expect(serverReason(root, 'libs/data/test/users.repository.spec.ts')).toBe('imports tools/jest/require-stack.ts');
    // bff/test/health.spec.ts reaches the stack through bff/test/helpers.ts.
    expect(serverReason(root, 'bff/test/health.spec.ts')).toBe('imports tools/jest/require-stack.ts');
    expect(serverReason(root, 'bff/test/minio-outage.spec.ts')).toBe('imports tools/jest/own-stack.ts');
    expect(serverReason(root, 'bff/test/production-config.spec.ts')).toMatch(/runs a built service/);
    expect(serverReason(root, 'e2e/tests/a11y.spec.ts')).toMatch(/browser/);
  });

  it('puts pure specs in the fast lane', () => {
    for (const spec of ['libs/contracts/src/languages.spec.ts', 'frontend/src/shared/i18n/locales.spec.ts', 'services/search-service/test/relevance.spec.ts', 'tools/arch/architecture.spec.ts']) {
      expect([spec, serverReason(root, spec)]).toEqual([spec, undefined]);
    }
  });

  it('places every spec of every project in one lane', () => {
    const all = classify(root);
    expect(all.length).toBeGreaterThan(150);
    expect(new Set(all.map((s) => s.spec)).size).toBe(all.length);
    expect(all.filter((s) => !s.server).length).toBeGreaterThan(60);
    expect(all.filter((s) => s.spec.startsWith('e2e/')).every((s) => s.server)).toBe(true);
  });
});
