import { pickLocalized, type ContentLanguage, type I18nText } from '@byp/contracts';
import { FallbackMarker, useContentLanguage } from '@byp/platform';

/** One text of a post as shown in `language`: that language's value, else the other's. */
export function localizedText(
  both: I18nText | undefined,
  specValue: string,
  language: ContentLanguage,
): { value: string; lang: ContentLanguage; fallback: boolean } {
  // An answer without the I18n fields (an older service) has only the spec field: shown as it is.
  if (!both) return { value: specValue, lang: language, fallback: false };
  return pickLocalized(both, language);
}

/**
 * A post's text in the UI language, from both values (a dialog opened before a language switch
 * follows it); where only the other language exists, that one, marked with its `lang` (screen
 * readers switch voice) and, with `marker`, followed by the fallback marker. Headings and dialog
 * titles leave the marker out and show it beside them (`FallbackMarker`), so their accessible
 * name stays the text itself.
 */
export function LocalizedText({
  both,
  value,
  marker = false,
}: {
  both: I18nText | undefined;
  value: string;
  marker?: boolean;
}) {
  const shown = localizedText(both, value, useContentLanguage());
  if (!shown.fallback) return <>{shown.value}</>;
  return (
    <>
      <span lang={shown.lang}>{shown.value}</span>
      {marker ? <FallbackMarker text={both} /> : null}
    </>
  );
}
