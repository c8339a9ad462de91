import { HttpException, HttpStatus } from '@nestjs/common';
import { AUTH_TEXT, ErrorCode, ErrorCodes, JobFailureCode, PRIVACY_TEXT } from '@lexmitra/contracts';

/** Throw this for every expected failure: the filter turns it into `{error, code}` with its status. */
export class ApiException extends HttpException {
  /**
   * A job's failure code when a synchronous call answers for a job: the same code as the job's own status.
   * `fields`: what the client needs besides the message to act (e.g. DELETION_PENDING's `eraseAt`).
   */
  constructor(status: HttpStatus, readonly code: ErrorCode | JobFailureCode, message: string, readonly headers: Record<string, string> = {}, fields: Record<string, unknown> = {}) {
    super({ ...fields, error: message, code }, status);
  }
}

export const badRequest = (message: string, code: ErrorCode = ErrorCodes.BAD_REQUEST) =>
  new ApiException(HttpStatus.BAD_REQUEST, code, message);
export const notFound = (message = 'Not found') => new ApiException(HttpStatus.NOT_FOUND, ErrorCodes.NOT_FOUND, message);
export const forbidden = (message = 'You do not have access to this.') => new ApiException(HttpStatus.FORBIDDEN, ErrorCodes.FORBIDDEN, message);
export const unauthenticated = (message: string = AUTH_TEXT.signIn) => new ApiException(HttpStatus.UNAUTHORIZED, ErrorCodes.UNAUTHENTICATED, message);
/** The account is scheduled for deletion: the answer carries when, so the page can ask whether to cancel. */
export const deletionPending = (eraseAt: Date | string) =>
  new ApiException(HttpStatus.CONFLICT, ErrorCodes.DELETION_PENDING, PRIVACY_TEXT.deletionPending, {}, { eraseAt: typeof eraseAt === 'string' ? eraseAt : eraseAt.toISOString() });
/** An outage is temporary: Retry-After tells clients (and retrying proxies) when to try again. */
export const dependencyDown = (what: string) =>
  new ApiException(HttpStatus.SERVICE_UNAVAILABLE, ErrorCodes.DEPENDENCY_DOWN, `${what} is unavailable right now. Please try again shortly.`, { 'Retry-After': '5' });
