import { HttpStatus, ValidationPipe } from '@nestjs/common';
import type { ValidationError } from 'class-validator';
import { MESSAGES, MESSAGE_CODES, type ErrorDetail } from '@byp/contracts';
import { ApiException } from './api-exception.filter';

/** Constraints checked first, so a missing field reports 'required' rather than a format rule. */
const PRIORITY = ['whitelistValidation', 'isDefined', 'isNotEmpty', 'trimmedRequired'];

function firstConstraint(error: ValidationError): [string, string] | undefined {
  const entries = Object.entries(error.constraints ?? {});
  if (entries.length === 0) return undefined;
  entries.sort(([a], [b]) => rank(a) - rank(b));
  return entries[0];
}
const rank = (name: string) => {
  const i = PRIORITY.indexOf(name);
  return i === -1 ? PRIORITY.length : i;
};

/** Flattens class-validator's tree into one detail per failing field. */
export function toErrorDetails(errors: ValidationError[], parent = ''): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const constraint = firstConstraint(error);
    if (constraint) {
      const [name, message] = constraint;
      if (name === 'whitelistValidation') {
        details.push({ path, message: MESSAGES.unknownField, code: MESSAGE_CODES.unknownField });
      } else {
        const context = (error.contexts?.[name] ?? {}) as Partial<ErrorDetail>;
        details.push({ path, message, ...context });
      }
    }
    if (error.children?.length) details.push(...toErrorDetails(error.children, path));
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
