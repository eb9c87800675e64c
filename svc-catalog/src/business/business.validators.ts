import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty } from 'class-validator';
import { BUSINESS_CATEGORIES, MESSAGES, MESSAGE_CODES } from '@byp/contracts';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export const INVALID_CATEGORY_MESSAGE = `Invalid category: must be one of ${BUSINESS_CATEGORIES.join(', ')}`;

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
