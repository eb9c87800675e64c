import { HttpException, HttpStatus, type PipeTransform } from '@nestjs/common';
import { MESSAGES, type ErrorDetail } from '@byp/contracts';
import { ApiException, createValidationPipe } from '@byp/nest-common';

/**
 * An admin PATCH body: the DTO when its rules hold, else the details they reported. Some rules
 * need the stored row (a PATCH may clear one language only while the other stays), so the
 * service reports the body's details together with those (acceptedPatch): one 400 lists all.
 */
export interface PatchBody<T> {
  dto: T | null;
  /** The body as sent, for the checks against the stored row. */
  raw: Record<string, unknown>;
  details: ErrorDetail[];
}

const detailsOf = (error: unknown): ErrorDetail[] | undefined => {
  if (!(error instanceof HttpException) || error.getStatus() !== HttpStatus.BAD_REQUEST) return undefined;
  const body = error.getResponse() as { details?: ErrorDetail[] };
  return Array.isArray(body.details) ? body.details : undefined;
};

/** Validates a PATCH body as the global pipe would, keeping the details instead of throwing them. */
export class PatchBodyPipe<T extends object> implements PipeTransform<unknown, Promise<PatchBody<T>>> {
  private readonly validation = createValidationPipe();

  constructor(private readonly metatype: new () => T) {}

  async transform(value: unknown): Promise<PatchBody<T>> {
    const raw =
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : {};
    try {
      const dto = (await this.validation.transform(value, { type: 'body', metatype: this.metatype })) as T;
      return { dto, raw, details: [] };
    } catch (error) {
      const details = detailsOf(error);
      if (!details) throw error;
      return { dto: null, raw, details };
    }
  }
}

/**
 * The validated DTO, or a 400 with every detail: the body's own, then those found against the
 * stored row (one per path).
 */
export function acceptedPatch<T>(patch: PatchBody<T>, storedRowDetails: ErrorDetail[]): T {
  const paths = new Set(patch.details.map((detail) => detail.path));
  const details = [...patch.details, ...storedRowDetails.filter((detail) => !paths.has(detail.path))];
  if (details.length > 0 || !patch.dto) {
    throw new ApiException(HttpStatus.BAD_REQUEST, MESSAGES.validationFailed, details);
  }
  return patch.dto;
}
