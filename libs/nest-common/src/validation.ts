import { HttpStatus, ValidationPipe, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import type { ValidationError } from 'class-validator';
import { isInvalidText, MESSAGES, MESSAGE_CODES, type ErrorDetail } from '@byp/contracts';
import { ApiException } from './api-exception.filter';
import { visibleLength } from './validators';

/** Constraints checked first, so a missing field reports 'required' rather than a format rule. */
const PRIORITY = ['whitelistValidation', 'isDefined', 'isNotEmpty', 'trimmedRequired'];

/**
 * class-validator's own check that a nested value (`@ValidateNested`) is an object or an array:
 * its message ('nested property x must be either object or array') is English with no code.
 */
const NESTED_SHAPE = 'nestedValidation';

/** class-validator's type checks: a value of another type fails these first. */
const TYPE_CONSTRAINTS = new Set([
  'isString',
  'isInt',
  'isNumber',
  'isBoolean',
  'isArray',
  'isObject',
  'isIso8601',
  'isDateString',
  NESTED_SHAPE,
]);

/** Messages that speak of presence or size: never the answer for a value of the wrong type. */
const PRESENCE_OR_RANGE_CODES: ReadonlySet<string> = new Set([
  MESSAGE_CODES.required,
  MESSAGE_CODES.tooSmall,
  MESSAGE_CODES.tooLarge,
  MESSAGE_CODES.tooShort,
  MESSAGE_CODES.tooLong,
]);

/** Missing, null or blank (only invisible characters): the field's 'required' message applies. */
const isAbsent = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && visibleLength(value) === 0);

const rank = (name: string) => {
  const i = PRIORITY.indexOf(name);
  return i === -1 ? PRIORITY.length : i;
};

/**
 * The one detail a failing field reports. A missing or blank value gets its presence message
 * first. A value that is there but of the wrong type (`{"rating":"five"}`, `{"name":123}`) gets
 * 'Invalid input' (code invalid_input), never a presence or range message: its type check
 * comes first, and a presence or range wording is replaced.
 */
function failure(error: ValidationError): ErrorDetail | undefined {
  const entries = Object.entries(error.constraints ?? {});
  if (entries.length === 0) return undefined;
  const path = error.property;
  const detail = ([name, message]: [string, string]): ErrorDetail => {
    if (name === 'whitelistValidation')
      return { path, message: MESSAGES.unknownField, code: MESSAGE_CODES.unknownField };
    if (name === NESTED_SHAPE)
      return { path, message: MESSAGES.invalidInput, code: MESSAGE_CODES.invalidInput };
    const context = (error.contexts?.[name] ?? {}) as Partial<ErrorDetail>;
    return { path, message, ...context };
  };
  const unknown = entries.find(([name]) => name === 'whitelistValidation');
  if (unknown) return detail(unknown);
  if (!isAbsent(error.value)) {
    // A presence rule that fails on a value that is there can only be failing on its type.
    const typeFailure =
      entries.find(([name]) => TYPE_CONSTRAINTS.has(name)) ??
      entries.find(([name]) => PRIORITY.includes(name));
    if (!typeFailure) return detail(entries[0]);
    const found = detail(typeFailure);
    return PRESENCE_OR_RANGE_CODES.has(found.code ?? MESSAGE_CODES.required)
      ? { path, message: MESSAGES.invalidInput, code: MESSAGE_CODES.invalidInput }
      : found;
  }
  return detail([...entries].sort(([a], [b]) => rank(a) - rank(b))[0]);
}

/**
 * Whether a nested value fails its own type check (an array where an object belongs, ...). Asked
 * only of an error with children, whose value is there (class-validator walks only objects and
 * arrays) though Nest leaves it out of the error.
 */
const failsItsType = (error: ValidationError) =>
  Object.keys(error.constraints ?? {}).some((name) => TYPE_CONSTRAINTS.has(name));

/**
 * Flattens class-validator's tree into one detail per failing field. A nested value of the wrong
 * type is one detail: class-validator still walks it (an array given for an object, item by item)
 * and reports fields under it that the value was never meant to have.
 */
export function toErrorDetails(errors: ValidationError[], parent = ''): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const found = failure(error);
    if (found) details.push({ ...found, path });
    if (error.children?.length && !failsItsType(error)) details.push(...toErrorDetails(error.children, path));
  }
  return details;
}

/** The global pipe: strips nothing silently; unknown fields and bad values are a 400 with details. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) =>
      new ApiException(HttpStatus.BAD_REQUEST, MESSAGES.validationFailed, toErrorDetails(errors)),
  });
}

function invalidTextPaths(value: unknown, path: string, found: string[]): void {
  if (typeof value === 'string') {
    if (isInvalidText(value)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => invalidTextPaths(item, path ? `${path}.${i}` : String(i), found));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      invalidTextPaths(item, path ? `${path}.${key}` : key, found);
  }
}

/** Keys that would reach an object's prototype machinery; class-transformer drops them silently. */
export const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function prototypeKeyPaths(value: unknown, path: string, found: string[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => prototypeKeyPaths(item, path ? `${path}.${i}` : String(i), found));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const itemPath = path ? `${path}.${key}` : key;
      if (PROTOTYPE_KEYS.has(key)) found.push(itemPath);
      else prototypeKeyPaths(item, itemPath, found);
    }
  }
}

/**
 * `__proto__`, `constructor` and `prototype` are unknown fields like any other (400), not dropped
 * on the way to the DTO where forbidNonWhitelisted would never see them. Runs before validation.
 */
export class RejectPrototypeKeysPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type !== 'body' && metadata.type !== 'query') return value;
    const found: string[] = [];
    prototypeKeyPaths(value, metadata.type === 'body' ? '' : (metadata.data ?? ''), found);
    if (found.length > 0) {
      throw new ApiException(
        HttpStatus.BAD_REQUEST,
        MESSAGES.validationFailed,
        found.map((path) => ({ path, message: MESSAGES.unknownField, code: MESSAGE_CODES.unknownField })),
      );
    }
    return value;
  }
}

const HANDLES_NUL_ITSELF = Symbol('handlesNulCharactersItself');

/**
 * For a body DTO that reports invalid text (NUL, lone surrogates, unclosed bidi controls) in its
 * own, finer way: the CSV import reports it per row (isInvalidText) so the other rows can still
 * be imported.
 */
export function HandlesNulCharactersItself(): ClassDecorator {
  return (target) => {
    Reflect.defineMetadata(HANDLES_NUL_ITSELF, true, target);
  };
}

/**
 * Postgres text cannot hold NUL characters, and a lone surrogate would reach it as U+FFFD (or
 * crash a validator first): without this either would come back as a 500 or be stored altered.
 * Unbalanced bidi controls would be stored, then turn the text around them on every page that
 * shows them. All are 'Invalid text' (400) for the field. Runs before validation, on every body
 * and query.
 */
export class RejectInvalidTextPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type !== 'body' && metadata.type !== 'query') return value;
    if (metadata.metatype && Reflect.getMetadata(HANDLES_NUL_ITSELF, metadata.metatype)) return value;
    const found: string[] = [];
    invalidTextPaths(value, metadata.type === 'body' ? '' : (metadata.data ?? ''), found);
    if (found.length > 0) {
      throw new ApiException(
        HttpStatus.BAD_REQUEST,
        MESSAGES.validationFailed,
        found.map((path) => ({ path, message: MESSAGES.invalidText, code: MESSAGE_CODES.invalidText })),
      );
    }
    return value;
  }
}
