/** The error body every API answers with (docs: design.md "HTTP API"). */
export interface ApiErrorDetail {
  path?: string;
  message: string;
  code?: string;
  [extra: string]: unknown;
}

export interface ApiErrorBody {
  statusCode?: number;
  error?: string;
  details?: ApiErrorDetail[];
}

export interface ApiErrorMessageOptions {
  /** Label for a detail's path, e.g. a translated field name. Default: the path itself. */
  fieldLabel?: (path: string) => string;
  /** Message for a detail, e.g. translated by its code. Default: the detail's message. */
  detailMessage?: (detail: ApiErrorDetail) => string;
  /** Used in place of a missing path. Default 'field'. */
  missingPath?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The error body of an RTK Query error ({status, data}), or the value itself if it is one. */
function errorBodyOf(error: unknown): ApiErrorBody | undefined {
  if (!isRecord(error)) return undefined;
  // RTK Query's FETCH_ERROR / TIMEOUT_ERROR carry a technical `error` string, not a server body.
  if (typeof error.status === 'string' && !('data' in error)) return undefined;
  const data = 'data' in error ? error.data : error;
  return isRecord(data) ? (data as ApiErrorBody) : undefined;
}

/**
 * The message shown for a failed request (spec section 8), in this order:
 * 1. the details of the error body joined as 'path: message' with '; ' ('field' when no path);
 * 2. the error text of the error body;
 * 3. the error's own message;
 * 4. the fallback.
 */
export function apiErrorMessage(
  error: unknown,
  fallback: string,
  options: ApiErrorMessageOptions = {},
): string {
  const {
    fieldLabel = (path) => path,
    detailMessage = (detail) => detail.message,
    missingPath = 'field',
  } = options;
  const body = errorBodyOf(error);
  const details = Array.isArray(body?.details) ? body.details.filter((detail) => isRecord(detail)) : [];
  if (details.length > 0) {
    return details
      .map(
        (detail) =>
          `${detail.path ? fieldLabel(String(detail.path)) : missingPath}: ${detailMessage(detail)}`,
      )
      .join('; ');
  }
  if (typeof body?.error === 'string' && body.error.trim()) return body.error;
  if (isRecord(error) && typeof error.message === 'string' && error.message.trim()) return error.message;
  return fallback;
}
