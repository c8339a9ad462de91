import { act } from '@testing-library/react';
import { changeLanguage } from '.';
import { http, HttpError } from '../http';
import { mockBff } from '../../test/render';
import { NoContentSchema } from '@lexmitra/contracts';

describe('server refusals in the interface language', () => {
  afterEach(() => act(() => changeLanguage('en')));

  const refuse = () => mockBff(() => ({ status: 429, body: { error: 'Too many attempts. Try again in 42 seconds.', code: 'RATE_LIMITED' } }));
  const failure = async () => {
    try {
      await http.send(NoContentSchema, '/api/anything');
    } catch (err) {
      return err as HttpError;
    }
    throw new Error('no error');
  };

  it("keeps the server's own words in English", async () => {
    refuse();
    const err = await failure();
    expect(err.message).toBe('Too many attempts. Try again in 42 seconds.');
    expect(err.code).toBe('RATE_LIMITED');
  });

  it("gives the code's meaning in Hindi, and the server's words for a code it has no text for", async () => {
    await act(() => changeLanguage('hi'));
    refuse();
    expect((await failure()).message).toBe('बहुत बार कोशिश की गई। कृपया थोड़ा रुककर फिर से कोशिश करें।');
    mockBff(() => ({ status: 409, body: { error: 'An account with this e-mail already exists.', code: 'CONFLICT' } }));
    expect((await failure()).message).toBe('An account with this e-mail already exists.');
  });
});
