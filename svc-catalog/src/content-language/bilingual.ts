import { applyDecorators, HttpStatus } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ValidateIf } from 'class-validator';
import { MESSAGES, MESSAGE_CODES, pickLocalized, type ContentLanguage, type I18nText } from '@byp/contracts';
import { ApiException } from '@byp/nest-common';

/** A value that says something: not missing, null or blank (blank means "this language not given"). */
export const isGiven = (value: unknown): boolean =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

/** A stored slot: the trimmed text, or null where the language was not given. */
export const slot = (value: string | null | undefined): string | null =>
  isGiven(value) ? value!.trim() : null;

/**
 * The English slot of a create body (`name`, `title`, ...): its rules (the spec's required message
 * included) apply unless it is left out and the Ukrainian twin `ukKey` is given. In a PATCH body
 * (a PartialType with skipNullProperties: false) a slot left out is skipped, and null or '' clears
 * the English value when the same body brings the Ukrainian twin's text.
 */
export const EnglishUnlessUkrainianGiven = (ukKey: string) =>
  ValidateIf((body: Record<string, unknown>, value) => isGiven(value) || !isGiven(body[ukKey]));

/**
 * A slot whose rules apply only when it holds text: the Ukrainian twins (of a PATCH too: null or
 * '' clears the Ukrainian value, and requireOneLanguage keeps the English one).
 */
export const IfGiven = () => ValidateIf((_, value) => isGiven(value));

/** The two values of a text as reads carry them (`nameI18n`, ...). */
export const i18nText = (en: string | null, uk: string | null): I18nText => ({
  en: en || null,
  uk: uk || null,
});

/** The spec field's value in `lang`, else in the other language. */
export const localized = (en: string | null, uk: string | null, lang: ContentLanguage): string =>
  pickLocalized(i18nText(en, uk), lang).value;

/** OpenAPI for an `*I18n` field. */
export const ApiI18nText = (description: string) =>
  applyDecorators(
    ApiProperty({
      description,
      type: 'object',
      properties: { en: { type: 'string', nullable: true }, uk: { type: 'string', nullable: true } },
      required: ['en', 'uk'],
    }),
  );

/**
 * After a PATCH: each pair must keep one language. A pair left empty is the 400 an empty English
 * field of a create gets (the spec's path and message), so clients see one rule.
 */
export function requireOneLanguage(
  pairs: { path: string; message: string; en: string | null; uk: string | null }[],
): void {
  const details = pairs
    .filter((pair) => !pair.en && !pair.uk)
    .map((pair) => ({ path: pair.path, message: pair.message, code: MESSAGE_CODES.required }));
  if (details.length) throw new ApiException(HttpStatus.BAD_REQUEST, MESSAGES.validationFailed, details);
}
