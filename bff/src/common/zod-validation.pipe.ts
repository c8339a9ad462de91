import { PipeTransform } from '@nestjs/common';
import type { ZodType } from 'zod';

/** Validates a body/query against a contracts schema; a ZodError becomes a 400 in the filter. */
export class ZodValidationPipe<T> implements PipeTransform<unknown, T> {
  constructor(private readonly schema: ZodType<T>) {}

  transform(value: unknown): T {
    return this.schema.parse(value);
  }
}
