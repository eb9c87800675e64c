import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fallbackLanguageOf, type ContentLanguage, type I18nText } from '@byp/contracts';
import { useContentLanguage } from './contentLanguage';

const Marker = styled.small`
  display: inline-block;
  margin-inline-start: 0.4rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.full};
  padding: 0 0.45rem;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
  vertical-align: middle;
`;

export { fallbackLanguageOf };

type MarkedText = I18nText | null | undefined;

/**
 * 'English only' / 'лише українською' beside a text that exists only in the other language.
 * Renders nothing when the UI language has its own value. Given several texts (a card's name and
 * description), one marker for the first shown in the other language. Put it beside a heading,
 * not inside it, so the heading's (and a dialog's) accessible name stays the text itself.
 */
export function FallbackMarker({ text, className }: { text: MarkedText | MarkedText[]; className?: string }) {
  const { t } = useTranslation('common');
  const uiLanguage = useContentLanguage();
  const texts = Array.isArray(text) ? text : [text];
  const shownIn = texts.map((one) => fallbackLanguageOf(one, uiLanguage)).find(Boolean) ?? null;
  if (!shownIn) return null;
  return (
    <Marker className={className} data-fallback-marker={shownIn}>
      {t(shownIn === 'en' ? 'content.englishOnly' : 'content.ukrainianOnly')}
    </Marker>
  );
}

/** The `lang` attribute for a text shown in the other language (screen readers switch voice). */
export function useTextLanguage(text: I18nText | null | undefined): ContentLanguage | undefined {
  return fallbackLanguageOf(text, useContentLanguage()) ?? undefined;
}
