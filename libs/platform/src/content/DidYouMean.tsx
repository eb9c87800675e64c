import { Trans } from 'react-i18next';
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
  if (!suggestion) return null;
  return (
    <Suggestion className={className} data-testid="did-you-mean">
      <Trans
        ns="common"
        i18nKey="content.didYouMean"
        values={{ suggestion }}
        components={{ suggestion: <button type="button" onClick={() => onSearch(suggestion)} /> }}
      />
    </Suggestion>
  );
}
