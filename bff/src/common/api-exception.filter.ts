/**
 * Every error leaves the BFF as `{error, code}` with a fitting status. Unknown errors are logged
 * with the request id and answered 500 without internals; a database or storage outage is 503.
 * Only the incoming request's validation is a 400 (ZodValidationPipe / parseRequest answer it);
 * a ZodError arriving here comes from parsing something of ours (a search-service answer, a stored
 * chat message, a job result) and is a 502 with its cause logged.
 */
import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import { ErrorCode, ErrorCodes } from '@lexmitra/contracts';
import { RecordBusyError } from '@lexmitra/data';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { OutageClassifier } from '../infra/outage';
import { ApiException } from './api-error';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ErrorCodes.BAD_REQUEST,
  401: ErrorCodes.UNAUTHENTICATED,
  403: ErrorCodes.FORBIDDEN,
  404: ErrorCodes.NOT_FOUND,
  409: ErrorCodes.CONFLICT,
  413: ErrorCodes.PAYLOAD_TOO_LARGE,
  415: ErrorCodes.UNSUPPORTED_MEDIA_TYPE,
  422: ErrorCodes.UNPROCESSABLE,
  429: ErrorCodes.RATE_LIMITED,
  503: ErrorCodes.DEPENDENCY_DOWN,
};

@Catch()
@Injectable()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  constructor(private readonly outages: OutageClassifier) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const reply = ctx.getResponse<FastifyReply>();
    const req = ctx.getRequest<FastifyRequest>();
    const { status, body, headers } = this.describe(exception, req);
    // A route that writes its own answer (a download, an event stream) failed halfway: cutting the
    // connection tells the client the body is incomplete.
    if (reply.sent || reply.raw.headersSent) {
      reply.raw.destroy();
      return;
    }
    void reply.code(status).headers(headers).send(body);
  }

  private describe(exception: unknown, req: FastifyRequest): { status: number; body: { error: string; code: string }; headers: Record<string, string> } {
    if (exception instanceof ApiException) {
      return { status: exception.getStatus(), body: exception.getResponse() as { error: string; code: string }, headers: exception.headers };
    }
    if (exception instanceof RecordBusyError) {
      // Another request held the same record lock (firm seats, a quota) for the whole wait.
      return { status: HttpStatus.CONFLICT, body: { error: 'Another change to the same record is in progress. Please try again.', code: ErrorCodes.CONFLICT }, headers: { 'Retry-After': '1' } };
    }
    if (exception instanceof ZodError) {
      this.logger.error(`${req.method} ${req.url}: an internal reply did not match its contract: ${JSON.stringify(exception.issues.slice(0, 3))}\n${exception.stack ?? ''}`);
      return { status: HttpStatus.BAD_GATEWAY, body: { error: 'A service behind this one gave an answer we could not read. Please try again.', code: ErrorCodes.INTERNAL }, headers: {} };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      const message =
        typeof response === 'string'
          ? response
          : Array.isArray((response as { message?: unknown }).message)
            ? ((response as { message: string[] }).message).join('; ')
            : String((response as { message?: unknown }).message ?? exception.message);
      return { status, body: { error: message, code: CODE_BY_STATUS[status] ?? (status >= 500 ? ErrorCodes.INTERNAL : ErrorCodes.BAD_REQUEST) }, headers: {} };
    }
    // Errors of Fastify's body parsing carry their own status (malformed JSON 400, too large 413).
    const status = (exception as { status?: number; statusCode?: number })?.status ?? (exception as { statusCode?: number })?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return { status, body: { error: (exception as Error).message, code: CODE_BY_STATUS[status] ?? ErrorCodes.BAD_REQUEST }, headers: {} };
    }
    const outage = this.outages.whatIsDown(exception);
    if (outage) {
      this.logger.warn(`${req.method} ${req.url}: ${(exception as Error).message}`);
      return { status: HttpStatus.SERVICE_UNAVAILABLE, body: { error: `${outage} is unavailable right now. Please try again shortly.`, code: ErrorCodes.DEPENDENCY_DOWN }, headers: { 'Retry-After': '5' } };
    }
    this.logger.error(`${req.method} ${req.url}: ${(exception as Error)?.stack ?? String(exception)}`);
    return { status: 500, body: { error: 'Something went wrong on our side. Please try again.', code: ErrorCodes.INTERNAL }, headers: {} };
  }
}
