/** One failed rule: `path` is the field (dot-separated for nested fields). */
export interface ErrorDetail {
  path: string;
  message: string;
  /** Machine-readable reason so clients can translate, e.g. 'too_short' with `min`. */
  code?: string;
  min?: number;
  max?: number;
}

/** The body of every error the system returns, from a service or from the gateway. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  details?: ErrorDetail[];
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiErrorBody).statusCode === 'number' &&
    typeof (value as ApiErrorBody).error === 'string'
  );
}
