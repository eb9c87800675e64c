import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { LIMITS, MESSAGES, MESSAGE_CODES } from '@byp/contracts';
import { isValidOpeningHours } from './opening-hours';

/** Trimmed; blank means "no hours" (null). */
const blankToNull = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * An OpenStreetMap opening_hours value or empty (no hours): anything the parser refuses is a 400
 * with code invalid_opening_hours, which the forms translate.
 */
export function OptionalOpeningHours() {
  return applyDecorators(
    ApiProperty({ type: String, nullable: true, required: false, maxLength: LIMITS.openingHoursMax }),
    Transform(blankToNull),
    IsOptional(),
    IsString({ message: MESSAGES.invalidText, context: { code: MESSAGE_CODES.invalidText } }),
    MaxLength(LIMITS.openingHoursMax, {
      message: MESSAGES.tooLong(LIMITS.openingHoursMax),
      context: { code: MESSAGE_CODES.tooLong, max: LIMITS.openingHoursMax },
    }),
    ValidateBy(
      {
        name: 'isOpeningHours',
        validator: { validate: (value: unknown) => typeof value === 'string' && isValidOpeningHours(value) },
      },
      { message: MESSAGES.invalidOpeningHours, context: { code: MESSAGE_CODES.invalidOpeningHours } },
    ),
  );
}
