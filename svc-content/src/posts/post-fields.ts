import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsISO8601, IsNotEmpty, IsOptional } from 'class-validator';
import { MESSAGES, MESSAGE_CODES } from '@byp/contracts';

/** Field rules shared by the post forms and their repeat (issue 27). */

export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
export const invalidInput = { message: MESSAGES.invalidInput, context: { code: MESSAGE_CODES.invalidInput } };

/** One of a fixed list ('Invalid input' otherwise). */
export const OneOf = (values: readonly string[]) => IsIn(values as string[], invalidInput);

/** A required ISO 8601 date-time ('Required' when missing or blank). */
export function RequiredDateTime() {
  return applyDecorators(
    ApiProperty({ type: String, format: 'date-time' }),
    Transform(trim),
    IsNotEmpty({ message: MESSAGES.required, context: { code: MESSAGE_CODES.required } }),
    IsISO8601({ strict: true }, invalidInput),
  );
}

/** An optional ISO 8601 date-time; empty or null means none. */
export function OptionalDateTime() {
  return applyDecorators(
    ApiProperty({ type: String, format: 'date-time', nullable: true, required: false }),
    Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? null : trim({ value }))),
    IsOptional(),
    IsISO8601({ strict: true }, invalidInput),
  );
}

/** True when `end` is before `start` (both ISO strings or dates; a missing one never conflicts). */
export function endsBeforeStart(start: unknown, end: unknown): boolean {
  if (start === undefined || start === null || end === undefined || end === null) return false;
  const startMs = new Date(start as string).getTime();
  const endMs = new Date(end as string).getTime();
  return !Number.isNaN(startMs) && !Number.isNaN(endMs) && endMs < startMs;
}
