import * as mapped from 'virtual:start-up-checks';
import { START_UP_SCHEMAS, startUpChecksModule } from '../../build/start-up-checks';

/** The build's standalone module, evaluated as CommonJS (no eval in the browser: it is a file there). */
function standalone(): Record<string, mapped.Validate> {
  const exports: Record<string, mapped.Validate> = {};
  new Function('exports', 'require', startUpChecksModule(false))(exports, require);
  return exports;
}

// Answers as a server might send them: right, with defaults left out, wrong in one field, or not objects.
const SAMPLES: Record<keyof typeof START_UP_SCHEMAS, unknown[]> = {
  clientConfig: [
    { clerkPublishableKey: null, docEngine: 'offline', needsModel: ['translate'] },
    { clerkPublishableKey: 'pk_test_x' },
    { clerkPublishableKey: null, docEngine: null, needsModel: [] },
    { clerkPublishableKey: null, docEngine: 'gpu' },
    { clerkPublishableKey: null, needsModel: ['fly'] },
    { docEngine: 'model' },
    { clerkPublishableKey: 7 },
    null, 'config', [],
  ],
  meAnswer: [
    { user: { uid: 'u1', email: 'a@example.in' } },
    { user: { uid: 'u1', email: 'a@example.in' }, via: 'clerk', emailVerified: false },
    { user: { uid: 'u1' } },
    { user: { uid: 'u1', email: 'a@example.in' }, via: 'cookie' },
    { user: null },
    {},
  ],
  preferencesAnswer: [{ language: 'hi' }, { language: null }, { language: 'fr' }, {}],
  logoutAnswer: [{ signedOut: true }, { signedOut: false }, {}],
  errorBody: [{ error: 'No', code: 'NOT_FOUND' }, {}, { error: 'No' }, { error: 3 }, 'text'],
};

const clone = <T,>(v: T): T => (v === undefined ? v : JSON.parse(JSON.stringify(v)));

describe('start-up answer checks (made from the contracts at build time)', () => {
  const built = standalone();

  it('has one validator per start-up schema, and the module declaration names them all', () => {
    const names = Object.keys(START_UP_SCHEMAS).sort();
    expect(Object.keys(built).sort()).toEqual(names);
    expect(names.every((n) => typeof (mapped as Record<string, unknown>)[n] === 'function')).toBe(true);
  });

  it.each(Object.keys(SAMPLES) as (keyof typeof SAMPLES)[])('%s accepts and refuses what its zod schema does, and fills in the same defaults', (name) => {
    const schema = START_UP_SCHEMAS[name];
    for (const sample of SAMPLES[name]) {
      const zod = schema.safeParse(clone(sample));
      for (const validate of [built[name], (mapped as Record<string, mapped.Validate>)[name]]) {
        const value = clone(sample);
        expect({ sample, accepted: validate(value) }).toEqual({ sample, accepted: zod.success });
        if (zod.success) expect(value).toEqual(zod.data);
        else expect(validate.errors?.length).toBeGreaterThan(0);
      }
    }
  });
});
