import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Suggestion = styled.p`
  margin: 0;
  button {
    border: 0;
    padding: 0;
    background: none;
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    font-weight: 600;
    text-decoration: underline;
    cursor: pointer;
  }
`;

/** Where the suggestion goes in the translated sentence. */
const SLOT = '\u0000';

/**
 * 'Did you mean …?' under a search that found nothing, from the answer's `X-Did-You-Mean`
 * header; the suggestion is a button that runs that search. Nothing without a suggestion.
 */
export function DidYouMean({
  suggestion,
  onSearch,
  className,
}: {
  suggestion: string | null | undefined;
  onSearch: (suggestion: string) => void;
  className?: string;
}) {
  const { t } = useTranslation('common');
  if (!suggestion) return null;
  // The sentence in the UI language's word order, with the suggestion as a button inside it (no
  // <Trans>: react-i18next is shared as the subset the apps use).
  const [before, after = ''] = t('content.didYouMean', { suggestion: SLOT }).split(SLOT);
  return (
    <Suggestion className={className} data-testid="did-you-mean">
      {before}
      <button type="button" onClick={() => onSearch(suggestion)}>
        {suggestion}
      </button>
      {after}
    </Suggestion>
  );
}
