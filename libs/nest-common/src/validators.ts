import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsNotEmpty,
  IsNumber,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  registerDecorator,
  type ValidationOptions,
} from 'class-validator';
import { isHttpUrl, LIMITS, MESSAGES, MESSAGE_CODES, withWebScheme } from '@byp/contracts';

/*
 * Each rule below also describes its field in the OpenAPI document (type, nullable, limits), so
 * the document says what the validation accepts without a hand-written type per field: a DTO's
 * own @ApiProperty above the rule adds the description and may narrow what it says (its values
 * win, being applied last). Without this, `phone?: string | null` reached the document as
 * `type: object` (TypeScript's design type of a union), and a validating proxy refused valid bodies.
 */
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const emptyToNull = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** One URL rule for services and browsers (@byp/contracts); re-exported for the services' code. */
export { isHttpUrl };

export function IsHttpUrl(options: ValidationOptions = {}): PropertyDecorator {
  return (target, propertyKey) =>
    registerDecorator({
      name: 'isHttpUrl',
      target: target.constructor,
      propertyName: propertyKey as string,
      options: { message: MESSAGES.invalidUrl, context: { code: MESSAGE_CODES.invalidUrl }, ...options },
      validator: { validate: (value: unknown) => isHttpUrl(value) },
    });
}

/** Whitespace, separators (\p{Z}) and invisible format characters (\p{Cf}: zero-width space, joiners, BOM). */
const INVISIBLE = /[\s\p{Z}\p{Cf}]/gu;

/** The characters a reader would see: `'\u200B \u00A0'` has none. */
export const visibleLength = (value: string): number => value.replace(INVISIBLE, '').length;

/**
 * Text with at least `min` visible characters (see visibleLength). Named 'trimmedRequired' so a
 * blank-looking value reports the field's required message first (validation.ts PRIORITY).
 */
export function HasVisibleText(min: number, options: ValidationOptions): PropertyDecorator {
  return (target, propertyKey) =>
    registerDecorator({
      name: min === 1 ? 'trimmedRequired' : 'visibleMinLength',
      target: target.constructor,
      propertyName: propertyKey as string,
      options,
      validator: { validate: (value: unknown) => typeof value === 'string' && visibleLength(value) >= min },
    });
}

/**
 * A required text field: trimmed, with at least one visible character (a name of zero-width
 * spaces is blank), with the given message ('Required' by default).
 */
export function RequiredText(message: string = MESSAGES.required, max: number = LIMITS.textMax) {
  return applyDecorators(
    ApiProperty({ type: String, minLength: 1, maxLength: max }),
    Transform(trim),
    IsString({ message, context: { code: MESSAGE_CODES.required } }),
    HasVisibleText(1, { message, context: { code: MESSAGE_CODES.required } }),
    MaxLength(max, { message: MESSAGES.tooLong(max), context: { code: MESSAGE_CODES.tooLong, max } }),
  );
}

/** Required text of at least `min` characters after trimming ('Must be at least {min} characters'). */
export function TextOfAtLeast(
  min: number,
  requiredMessage: string = MESSAGES.required,
  max: number = LIMITS.textMax,
) {
  return applyDecorators(
    ApiProperty({ type: String, minLength: min, maxLength: max }),
    Transform(trim),
    IsString({ message: requiredMessage, context: { code: MESSAGE_CODES.required } }),
    HasVisibleText(1, { message: requiredMessage, context: { code: MESSAGE_CODES.required } }),
    HasVisibleText(min, { message: MESSAGES.tooShort(min), context: { code: MESSAGE_CODES.tooShort, min } }),
    MaxLength(max, { message: MESSAGES.tooLong(max), context: { code: MESSAGE_CODES.tooLong, max } }),
  );
}

/** Optional free text; empty becomes null. */
export function OptionalText(max: number = LIMITS.textMax) {
  return applyDecorators(
    ApiProperty({ type: String, nullable: true, required: false, maxLength: max }),
    Transform(emptyToNull),
    IsOptional(),
    IsString({ message: MESSAGES.invalidText, context: { code: MESSAGE_CODES.invalidText } }),
    MaxLength(max, { message: MESSAGES.tooLong(max), context: { code: MESSAGE_CODES.tooLong, max } }),
  );
}

/** 'A valid URL or empty': empty becomes null; anything else must be http(s). */
export function OptionalHttpUrl() {
  return applyDecorators(
    ApiProperty({ type: String, nullable: true, required: false, maxLength: LIMITS.urlMax }),
    Transform(emptyToNull),
    IsOptional(),
    IsHttpUrl(),
  );
}

/**
 * A website, optional: empty becomes null; 'example.org' is stored as 'https://example.org'
 * (withWebScheme, issue 28); then it must be http(s).
 */
export function OptionalWebsiteUrl() {
  return applyDecorators(
    ApiProperty({ type: String, nullable: true, required: false, maxLength: LIMITS.urlMax }),
    Transform((params) => {
      const value = emptyToNull(params);
      return typeof value === 'string' ? withWebScheme(value) : value;
    }),
    IsOptional(),
    IsHttpUrl(),
  );
}

/** 'A valid email or empty'. */
export function OptionalEmail() {
  return applyDecorators(
    ApiProperty({ type: String, nullable: true, required: false }),
    Transform(emptyToNull),
    IsOptional(),
    IsEmail({}, { message: MESSAGES.invalidEmail, context: { code: MESSAGE_CODES.invalidEmail } }),
  );
}

/** A 0/1 flag as the spec stores them; booleans are accepted and stored as integers. */
export function Flag() {
  return applyDecorators(
    ApiProperty({ type: 'integer', enum: [0, 1], required: false }),
    Transform(({ value }) => (value === true ? 1 : value === false ? 0 : value)),
    IsOptional(),
    IsInt({ message: MESSAGES.invalidInput, context: { code: MESSAGE_CODES.invalidInput } }),
    Min(0, { message: MESSAGES.tooSmall, context: { code: MESSAGE_CODES.tooSmall } }),
    Max(1, { message: MESSAGES.tooLarge, context: { code: MESSAGE_CODES.tooLarge } }),
  );
}

/** Validate only when the value is present (not undefined/null). */
export const IfPresent = () => ValidateIf((_, value) => value !== undefined && value !== null);

/**
 * A list of http(s) URLs (gallery images, links) of at most `max` entries (20); blanks are dropped
 * and duplicates ignored (spec section 5). Each URL is at most LIMITS.urlMax characters (isHttpUrl).
 */
export function HttpUrlList(max: number = LIMITS.urlListMax) {
  return applyDecorators(
    ApiProperty({ type: [String], required: false, maxItems: max }),
    Transform(({ value }) =>
      Array.isArray(value)
        ? [...new Set(value.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== ''))]
        : value,
    ),
    IsOptional(),
    IsArray({ message: MESSAGES.invalidInput, context: { code: MESSAGE_CODES.invalidInput } }),
    ArrayMaxSize(max, { message: MESSAGES.tooLarge, context: { code: MESSAGE_CODES.tooLarge, max } }),
    IsHttpUrl({ each: true }),
  );
}

/** An optional coordinate; null clears it. */
export function Coordinate(limit: 90 | 180) {
  return applyDecorators(
    ApiProperty({ type: Number, nullable: true, required: false, minimum: -limit, maximum: limit }),
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
    ApiProperty({ type: 'integer', required: false, minimum: min, maximum: max }),
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
    ApiProperty({ type: String, format: 'uri', maxLength: LIMITS.urlMax }),
    Transform(trim),
    IsNotEmpty({ message: requiredMessage, context: { code: MESSAGE_CODES.required } }),
    IsHttpUrl(),
  );
}
