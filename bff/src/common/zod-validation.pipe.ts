import { PipeTransform } from '@nestjs/common';
import { ErrorCodes } from '@lexmitra/contracts';
import type { ZodType } from 'zod';
import { badRequest } from './api-error';

/**
 * Validates the incoming request (a body, query or multipart fields) against a contracts schema.
 * This is the one place a schema failure means "the client's fault": 400 naming the first problem.
 * Any other ZodError (a reply of search-service, a stored record, a job result) is ours: 502.
 */
export function parseRequest<T>(schema: ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  const where = first?.path.length ? `${first.path.join('.')}: ` : '';
  throw badRequest(`${where}${first?.message ?? 'invalid input'}`, ErrorCodes.VALIDATION_FAILED);
}

export class ZodValidationPipe<T> implements PipeTransform<unknown, T> {
  // Public: the OpenAPI document is generated from it (common/openapi.ts).
  constructor(readonly schema: ZodType<T>) {}

  transform(value: unknown): T {
    return parseRequest(this.schema, value);
  }
}
