import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { pickLocalized, type ContentLanguage, type I18nText } from '@byp/contracts';
import { isLanguage } from '@byp/platform';
import { VisuallyHidden } from '@byp/ui';

/** The UI language as a content language (what `lang=` asks the API for). */
export function useContentLanguage(): ContentLanguage {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

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

const Marker = styled.span`
  display: inline-block;
  margin-inline-start: 0.4rem;
  padding: 0 0.35rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 500;
  line-height: 1.5;
  white-space: nowrap;
  vertical-align: middle;
`;

/** 'English only' / 'лише англійською': the text beside it exists only in `lang` (issue 23). */
export function FallbackMarker({ lang }: { lang: ContentLanguage }) {
  const { t } = useTranslation('news');
  return <Marker data-testid="fallback-marker">{t(`content.onlyIn.${lang}`)}</Marker>;
}

/**
 * A post's text in the UI language; where only the other language exists, that one, marked with
 * its `lang` (screen readers switch voice) and followed by the fallback marker.
 */
export function LocalizedText({
  both,
  value,
  marker = true,
}: {
  both: I18nText | undefined;
  value: string;
  /** False where the marker would crowd a compact view (it is then read by screen readers only). */
  marker?: boolean;
}) {
  const { t } = useTranslation('news');
  const shown = localizedText(both, value, useContentLanguage());
  if (!shown.fallback) return <>{shown.value}</>;
  return (
    <>
      <span lang={shown.lang}>{shown.value}</span>
      {marker ? (
        <FallbackMarker lang={shown.lang} />
      ) : (
        <VisuallyHidden> ({t(`content.onlyIn.${shown.lang}`)})</VisuallyHidden>
      )}
    </>
  );
}
