import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, ValidateIf } from 'class-validator';
import { LIMITS, MESSAGES, MESSAGE_CODES, type ErrorDetail, type I18nText } from '@byp/contracts';
import { HasVisibleText, visibleLength } from '@byp/nest-common';

/**
 * Bilingual texts (issue 23): a write carries the English value under the spec's name (`name`)
 * and the Ukrainian one under `<field>Uk`; at least one of the two is required. Entities store
 * them as `<field>En` and `<field>Uk`, null where a language was not given.
 */

/** A string a reader would see something in (zero-width and blank strings are not). */
export const hasText = (value: unknown): value is string =>
  typeof value === 'string' && visibleLength(value) > 0;

/** Nothing given: missing, null, or a string with nothing visible. */
const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && !hasText(value));

/** One language's value as stored: trimmed, or null where nothing visible was given. */
export const storedText = (value: unknown): string | null => (hasText(value) ? value.trim() : null);

/** Both values as reads carry them (`nameI18n`, ...). */
export const i18nText = (en: string | null, uk: string | null): I18nText => ({
  en: storedText(en),
  uk: storedText(uk),
});

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * The English value of a public form's pair, with the field's own rules (`rules`, e.g.
 * RequiredText): checked when given, and when the Ukrainian one (`ukKey`) is not, so a pair with
 * neither reports the spec's message on the spec's path ('name': 'Required').
 */
export const EnglishOrUkrainian = (ukKey: string, rules: PropertyDecorator) =>
  applyDecorators(
    ValidateIf((body: Record<string, unknown>, value) => !isBlank(value) || isBlank(body[ukKey])),
    rules,
  );

/**
 * The English value of an admin PATCH's pair, with the field's own rules: checked when given;
 * null or blank clears it, which the service allows only while the Ukrainian one stays
 * (bilingualChanges, against the stored row).
 */
export const EnglishIfGiven = (rules: PropertyDecorator) =>
  applyDecorators(
    ValidateIf((_, value) => !isBlank(value)),
    rules,
  );

/**
 * The Ukrainian value of a pair: checked only when given (blank means none). `min` is the
 * field's minimum length, as for its English value.
 */
export function TextIfGiven(max: number = LIMITS.textMax, min = 1) {
  return applyDecorators(
    ApiProperty({ type: String, nullable: true, required: false, maxLength: max }),
    Transform(trim),
    ValidateIf((_, value) => !isBlank(value)),
    IsString({ message: MESSAGES.invalidText, context: { code: MESSAGE_CODES.invalidText } }),
    ...(min > 1
      ? [
          HasVisibleText(min, {
            message: MESSAGES.tooShort(min),
            context: { code: MESSAGE_CODES.tooShort, min },
          }),
        ]
      : []),
    MaxLength(max, { message: MESSAGES.tooLong(max), context: { code: MESSAGE_CODES.tooLong, max } }),
  );
}

/** A bilingual field of an entity: `<field>En` and `<field>Uk` stored, `field`/`<field>Uk` written. */
export interface BilingualField {
  field: string;
  /** The spec's message when a write would leave neither language ('Required'). */
  requiredMessage: string;
}

/** A public submission's pair as stored. */
export const submittedPair = (body: object, field: string): { en: string | null; uk: string | null } => {
  const values = body as Record<string, unknown>;
  return { en: storedText(values[field]), uk: storedText(values[`${field}Uk`]) };
};

/**
 * An admin PATCH's bilingual fields as column changes (`nameEn`, `nameUk`; a blank clears), and
 * a detail for each pair the PATCH would leave with neither language: one language may be
 * cleared only while the other stays. Pairs the PATCH does not touch are left alone.
 */
export function bilingualChanges(
  fields: readonly BilingualField[],
  stored: object,
  sent: Record<string, unknown>,
): { changes: Record<string, string | null>; details: ErrorDetail[] } {
  const current = stored as Record<string, string | null>;
  const changes: Record<string, string | null> = {};
  const details: ErrorDetail[] = [];
  for (const { field, requiredMessage } of fields) {
    const ukKey = `${field}Uk`;
    // undefined is 'not sent' (JSON has no undefined); null and blanks clear.
    const sentEn = sent[field] !== undefined;
    const sentUk = sent[ukKey] !== undefined;
    if (!sentEn && !sentUk) continue;
    const en = storedText(sentEn ? sent[field] : current[`${field}En`]);
    const uk = storedText(sentUk ? sent[ukKey] : current[ukKey]);
    if (en === null && uk === null) {
      details.push({ path: field, message: requiredMessage, code: MESSAGE_CODES.required });
      continue;
    }
    if (sentEn) changes[`${field}En`] = en;
    if (sentUk) changes[ukKey] = uk;
  }
  return { changes, details };
}

/** The DTO without its bilingual fields: what a PATCH merges as it is. */
export function withoutBilingual<T extends object>(fields: readonly BilingualField[], dto: T): Partial<T> {
  const keys = new Set(fields.flatMap(({ field }) => [field, `${field}Uk`]));
  return Object.fromEntries(
    Object.entries(dto).filter(([key, value]) => value !== undefined && !keys.has(key)),
  ) as Partial<T>;
}
