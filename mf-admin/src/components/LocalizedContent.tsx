import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { pickLocalized, type ContentLanguage, type I18nText } from '@byp/contracts';
import { isLanguage } from '@byp/platform';

/** The UI language as a content language: what `lang=` asks the API for, and what inline edits change. */
export function useContentLanguage(): ContentLanguage {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** Both values of a text; an answer without them (an older service) had English only. */
export const bothOf = (text: I18nText | undefined, specValue: string): I18nText =>
  text ?? { en: specValue, uk: null };

/**
 * The request field of a text in a language (issue 23): English under the spec's name,
 * Ukrainian under `<field>Uk`.
 */
export const fieldIn = <Field extends string>(field: Field, language: ContentLanguage) =>
  (language === 'en' ? field : `${field}Uk`) as Field | `${Field}Uk`;

const Marker = styled.span`
  display: inline-block;
  margin-inline-start: 0.4rem;
  padding: 0 0.35rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 500;
  white-space: nowrap;
`;

/**
 * A content text in the UI language; where only the other language has it, that one, with its
 * `lang` (screen readers switch voice) and the marker 'English only' / 'лише українською'.
 */
export function LocalizedValue({ text, value }: { text: I18nText | undefined; value: string }) {
  const { t } = useTranslation('admin');
  const shown = pickLocalized(bothOf(text, value), useContentLanguage());
  if (!shown.fallback) return <>{shown.value}</>;
  return (
    <>
      <span lang={shown.lang}>{shown.value}</span>
      <Marker data-testid="fallback-marker">{t(`content.onlyIn.${shown.lang}`)}</Marker>
    </>
  );
}

/** A text as plain words in the UI language (else the other one): for accessible names and toasts. */
export function useLocalizedString() {
  const language = useContentLanguage();
  return (text: I18nText | undefined, value: string) => pickLocalized(bothOf(text, value), language).value;
}
