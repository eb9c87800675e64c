import { pickLocalized, type ContentLanguage, type I18nText } from '@byp/contracts';
import { FallbackMarker, useContentLanguage } from '@byp/platform';

/** Both values of a text; an answer without them (an older service) had English only. */
export const bothOf = (text: I18nText | undefined, specValue: string): I18nText =>
  text ?? { en: specValue, uk: null };

/**
 * The request field of a text in a language (issue 23): English under the spec's name,
 * Ukrainian under `<field>Uk`.
 */
export const fieldIn = <Field extends string>(field: Field, language: ContentLanguage) =>
  (language === 'en' ? field : `${field}Uk`) as Field | `${Field}Uk`;

/**
 * A content text in the UI language; where only the other language has it, that one, with its
 * `lang` (screen readers switch voice) and the marker 'English only' / 'лише українською'.
 */
export function LocalizedValue({ text, value }: { text: I18nText | undefined; value: string }) {
  const both = bothOf(text, value);
  const shown = pickLocalized(both, useContentLanguage());
  if (!shown.fallback) return <>{shown.value}</>;
  return (
    <>
      <span lang={shown.lang}>{shown.value}</span>
      <FallbackMarker text={both} />
    </>
  );
}
