import { HttpStatus, Injectable } from '@nestjs/common';
import { ErrorCodes } from '@lexmitra/contracts';
import { EmailTakenError, UsersRepository } from '@lexmitra/data';
import { ApiException } from '../common/api-error';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from './password';
import { SessionsService } from './sessions.service';

export const INVALID_CREDENTIALS = 'Invalid e-mail or password.';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
  ) {}

  async register(email: string, password: string): Promise<{ userId: string }> {
    try {
      const user = await this.users.createWithPassword(email, await hashPassword(password));
      return { userId: String(user._id) };
    } catch (err) {
      if (err instanceof EmailTakenError) {
        throw new ApiException(HttpStatus.CONFLICT, ErrorCodes.CONFLICT, 'An account with this e-mail already exists. Please sign in.');
      }
      throw err;
    }
  }

  /** Same answer, and about the same time, for an unknown e-mail and a wrong password. */
  async login(email: string, password: string): Promise<{ token: string; user: { uid: string; email: string } }> {
    const user = await this.users.findByEmail(email);
    const ok = await verifyPassword(password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE));
    if (!user || !user.passwordHash || !ok) {
      throw new ApiException(HttpStatus.UNAUTHORIZED, ErrorCodes.UNAUTHENTICATED, INVALID_CREDENTIALS);
    }
    const uid = String(user._id);
    const token = await this.sessions.create(uid, user.email);
    await this.users.touch(uid);
    return { token, user: { uid, email: user.email } };
  }

  async logout(token: string | undefined): Promise<void> {
    if (token) await this.sessions.destroy(token);
  }
}
