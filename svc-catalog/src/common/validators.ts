import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import {
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  Max,
  Min,
  ValidateIf,
} from 'class-validator';
import { BUSINESS_CATEGORIES, MESSAGES, MESSAGE_CODES } from '@byp/contracts';
import { IsHttpUrl } from '@byp/nest-common';

export const INVALID_CATEGORY_MESSAGE = `Invalid category: must be one of ${BUSINESS_CATEGORIES.join(', ')}`;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** One of the nine business categories (not 'all' or 'communities'). */
export function IsBusinessCategoryField(requiredMessage: string = MESSAGES.required) {
  return applyDecorators(
    Transform(trim),
    IsNotEmpty({ message: requiredMessage, context: { code: MESSAGE_CODES.required } }),
    IsIn(BUSINESS_CATEGORIES, {
      message: INVALID_CATEGORY_MESSAGE,
      context: { code: MESSAGE_CODES.invalidCategory },
    }),
  );
}

/** A list of http(s) URLs; blanks are dropped and duplicates ignored (spec section 5). */
export function GalleryImages() {
  return applyDecorators(
    Transform(({ value }) =>
      Array.isArray(value)
        ? [...new Set(value.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== ''))]
        : value,
    ),
    IsOptional(),
    IsArray({ message: MESSAGES.invalidInput, context: { code: MESSAGE_CODES.invalidInput } }),
    IsHttpUrl({ each: true }),
  );
}

/** An optional coordinate; null clears it. */
export function Coordinate(limit: 90 | 180) {
  return applyDecorators(
    IsOptional(),
    IsNumber(
      { allowNaN: false, allowInfinity: false },
      { message: MESSAGES.invalidInput, context: { code: MESSAGE_CODES.invalidInput } },
    ),
    Min(-limit, { message: MESSAGES.tooSmall, context: { code: MESSAGE_CODES.tooSmall } }),
    Max(limit, { message: MESSAGES.tooLarge, context: { code: MESSAGE_CODES.tooLarge } }),
  );
}

/** For PATCH bodies: rules apply only to the fields sent (null included, so null cannot clear a required field). */
export const IfSent = () => ValidateIf((_, value) => value !== undefined);

/** An integer from a query string. */
export function QueryInt(min: number, max: number) {
  return applyDecorators(
    IsOptional(),
    Type(() => Number),
    IsInt({ message: MESSAGES.invalidInput, context: { code: MESSAGE_CODES.invalidInput } }),
    Min(min, { message: MESSAGES.tooSmall, context: { code: MESSAGE_CODES.tooSmall } }),
    Max(max, { message: MESSAGES.tooLarge, context: { code: MESSAGE_CODES.tooLarge } }),
  );
}

/** A required http(s) URL: missing or blank reports `requiredMessage`, anything else 'Invalid URL'. */
export function RequiredHttpUrl(requiredMessage: string = MESSAGES.required) {
  return applyDecorators(
    Transform(trim),
    IsNotEmpty({ message: requiredMessage, context: { code: MESSAGE_CODES.required } }),
    IsHttpUrl(),
  );
}
