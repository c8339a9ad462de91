import { ForgotPasswordRequestSchema, FirmInviteEmailRequestSchema, LoginRequestSchema, UpdatesConfirmRequestSchema } from '../index';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the shared e-mail field', () => {
  it('trims and lower-cases the address before it is checked', () => {
    expect(ForgotPasswordRequestSchema.parse({ email: '  Asha@Example.IN ' })).toEqual({ email: 'asha@example.in' });
  });

  it('words a missing and a malformed address as each form asks', () => {
    expect(firstMessage(ForgotPasswordRequestSchema.safeParse({}))).toBe('Please enter your e-mail address.');
    expect(firstMessage(ForgotPasswordRequestSchema.safeParse({ email: 'asha@' }))).toBe('Please enter a valid e-mail address.');
    expect(firstMessage(FirmInviteEmailRequestSchema.safeParse({}))).toBe('Please enter an e-mail address.');
    expect(firstMessage(UpdatesConfirmRequestSchema.safeParse({ a: 'asha@', s: 'x' }))).toMatch(/^This link is not valid\. Open it from the mail/);
  });

  it('refuses an address longer than 254 characters, and login only asks for one', () => {
    expect(ForgotPasswordRequestSchema.safeParse({ email: `${'a'.repeat(250)}@b.in` }).success).toBe(false);
    expect(LoginRequestSchema.parse({ email: ' Not-An-Address ', password: 'x' })).toEqual({ email: 'not-an-address', password: 'x' });
    expect(firstMessage(LoginRequestSchema.safeParse({ email: '   ', password: 'x' }))).toBe('Please enter your e-mail address.');
  });
});
