import type { PipeTransform } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import { createValidationPipe } from '@byp/nest-common';

type Dto = abstract new (...args: never[]) => object;

/**
 * A body that gives every validated field of `dto` the same `value` (after `fixed`, which wins).
 * The keys go in alphabetical order, so the order of the answer's details is the DTO's own.
 */
export function everyFieldSetTo(
  dto: Dto,
  value: unknown,
  fixed: Record<string, unknown> = {},
): Record<string, unknown> {
  const rules = getMetadataStorage().getTargetValidationMetadatas(dto as never, '', false, false);
  const fields = [...new Set(rules.map((rule) => rule.propertyName))].sort();
  return { ...Object.fromEntries(fields.map((field) => [field, value])), ...fixed };
}

/**
 * The details of the 400 that `body` gets, as the client's toast joins them (spec section 8):
 * `path: message`, in order. `pipe` defaults to the services' global validation pipe for `dto`.
 */
export async function detailLines(dto: Dto, body: unknown, pipe?: PipeTransform): Promise<string[]> {
  try {
    if (pipe) await pipe.transform(body, { type: 'body', metatype: dto as never });
    else await createValidationPipe().transform(body, { type: 'body', metatype: dto as never });
  } catch (error) {
    const answer = (error as { getResponse?: () => unknown }).getResponse?.() as
      { details?: { path: string; message: string }[] } | undefined;
    if (answer?.details) return answer.details.map(({ path, message }) => `${path}: ${message}`);
    throw error;
  }
  throw new Error('the body was accepted');
}
