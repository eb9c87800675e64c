import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import type { ApiErrorBody, ErrorDetail } from '@byp/contracts';
import { isDatabaseUnavailable } from './database-unavailable';
import { JSON_TOO_DEEP } from './request-body';

/** An error whose body carries field details (validation, per-field conflicts). */
export class ApiException extends HttpException {
  constructor(status: number, error: string, details?: ErrorDetail[]) {
    super({ statusCode: status, error, ...(details ? { details } : {}) } satisfies ApiErrorBody, status);
  }
}

/** The 503 of a request that needed the database while it could not be reached. */
export const DATABASE_UNAVAILABLE = 'Service temporarily unavailable';
const DATABASE_RETRY_AFTER_SECONDS = 5;

function bodyFor(exception: HttpException): ApiErrorBody {
  const status = exception.getStatus();
  const response = exception.getResponse();
  if (typeof response === 'string') return { statusCode: status, error: response };
  const r = response as Record<string, unknown>;
  if (typeof r.error === 'string' && Array.isArray(r.details)) return r as unknown as ApiErrorBody;
  // Nest's built-in exceptions carry { message, error }; the message is the useful part.
  const message = Array.isArray(r.message) ? r.message.join('; ') : r.message;
  const error =
    typeof message === 'string' && message
      ? message
      : typeof r.error === 'string'
        ? r.error
        : exception.message;
  return { statusCode: status, error };
}

/** Every error leaves a service in the one shape of design.md: { statusCode, error, details? }. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    let body: ApiErrorBody;
    if (exception instanceof HttpException) {
      body = bodyFor(exception);
    } else if (isBodyParserError(exception)) {
      body = {
        statusCode: exception.status,
        error: BODY_PARSER_ERRORS[exception.type] ?? 'Malformed JSON body',
      };
    } else if (isDatabaseUnavailable(exception)) {
      // Down or restarting: the same request may succeed shortly (Retry-After).
      this.logger.warn(`database unavailable: ${(exception as Error).message ?? exception}`);
      body = { statusCode: HttpStatus.SERVICE_UNAVAILABLE, error: DATABASE_UNAVAILABLE };
    } else {
      this.logger.error(
        exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
      );
      body = { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, error: 'Internal server error' };
    }
    if (res.headersSent) return;
    // A refusal that knows when to come back (TooManyRequestsException thrown by a service itself).
    const retryAfter =
      body.error === DATABASE_UNAVAILABLE
        ? DATABASE_RETRY_AFTER_SECONDS
        : (exception as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
    if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
    // An error is never cached (a route's public `no-cache` header may already be set).
    res.setHeader('Cache-Control', 'no-store');
    res.removeHeader('ETag');
    // The error shape is JSON whatever the route answers when it succeeds (a feed's
    // text/calendar or RSS type is set before the handler runs; Express keeps a set type).
    res.removeHeader('Content-Disposition');
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.status(body.statusCode).json(body);
  }
}

/** body-parser's error types (and rejectDeepJson's) that are not plain syntax errors. */
const BODY_PARSER_ERRORS: Record<string, string> = {
  'entity.too.large': 'Payload too large',
  'entity.too.deep': JSON_TOO_DEEP,
  'encoding.unsupported': 'Unsupported content encoding',
  'charset.unsupported': 'Unsupported charset',
};

function isBodyParserError(e: unknown): e is { status: number; type: string } {
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof (e as { status?: unknown }).status === 'number' &&
    typeof (e as { type?: unknown }).type === 'string'
  );
}
