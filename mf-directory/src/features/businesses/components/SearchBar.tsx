import { memo, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  ClockIcon,
  CloseIcon,
  Input,
  MapPinIcon,
  SearchIcon,
  VisuallyHidden,
  mobileQuery,
} from '@byp/ui';

const Bar = styled.form`
  position: sticky;
  /* Below the shell's sticky header (3.5rem). */
  top: 3.5rem;
  z-index: 20;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  margin-bottom: 1.5rem;
  padding: 0.75rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  /* A phone's screen is short: the bar scrolls away with the page (it took a fifth of the
     screen while sticky) and is tighter, and a search brings the results up to the header. */
  @media ${mobileQuery} {
    position: static;
    gap: 0.4rem;
    margin-bottom: 1rem;
    padding: 0.5rem;
  }
`;

const FieldBox = styled.div<{ $grow: number }>`
  position: relative;
  flex: ${({ $grow }) => $grow} 1 14rem;
  /* On a phone the term has its own row and the location shares one with the buttons: each
     field wide enough for its placeholder (issue 28: they were cut off). */
  @media ${mobileQuery} {
    flex-basis: ${({ $grow }) => ($grow > 1 ? '100%' : '8rem')};
  }
  svg {
    position: absolute;
    left: 0.7rem;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
  input {
    padding-left: 2.25rem;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
`;

export interface SearchBarProps {
  /** The applied search (from the URL). */
  searchTerm: string;
  location: string;
  onSearch: (searchTerm: string, location: string) => void;
  onClear: () => void;
  /** The element a search scrolls into view (the results), so they do not land below the fold. */
  resultsId?: string;
  /** The 'Open now' filter's state; undefined hides it (communities have no hours). */
  openNow?: boolean;
  onOpenNowChange?: (on: boolean) => void;
}

/** Brings the results to the top of the screen (under the sticky header, see their scroll-margin). */
export function scrollResultsIntoView(resultsId: string) {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  // After React has rendered the new search's first state (skeletons), so nothing above moves.
  requestAnimationFrame(() => {
    const results = document.getElementById(resultsId);
    // Not every DOM has it (jsdom).
    if (typeof results?.scrollIntoView === 'function')
      results.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
  });
}

/**
 * Search term and location; Search (or Enter) applies them, Clear empties both. Memoised: the
 * page's updates as its lists load do not draw it again (issue 28: TBT).
 */
export const SearchBar = memo(function SearchBar({
  searchTerm,
  location,
  onSearch,
  onClear,
  resultsId,
  openNow,
  onOpenNowChange,
}: SearchBarProps) {
  const { t } = useTranslation('directory');
  const [term, setTerm] = useState(searchTerm);
  const [place, setPlace] = useState(location);

  // The applied search can change elsewhere (Clear search, back button): the fields follow it.
  useEffect(() => setTerm(searchTerm), [searchTerm]);
  useEffect(() => setPlace(location), [location]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(term, place);
    if (resultsId) scrollResultsIntoView(resultsId);
  };

  return (
    <Bar role="search" aria-label={t('search.region')} onSubmit={submit}>
      <FieldBox $grow={2}>
        <VisuallyHidden as="label" htmlFor="directory-search-term">
          {t('search.termLabel')}
        </VisuallyHidden>
        <SearchIcon aria-hidden="true" />
        <Input
          id="directory-search-term"
          type="search"
          value={term}
          placeholder={t('search.termPlaceholder')}
          onChange={(event) => setTerm(event.target.value)}
          autoComplete="off"
        />
      </FieldBox>
      <FieldBox $grow={1}>
        <VisuallyHidden as="label" htmlFor="directory-search-location">
          {t('search.locationLabel')}
        </VisuallyHidden>
        <MapPinIcon aria-hidden="true" />
        <Input
          id="directory-search-location"
          type="search"
          value={place}
          placeholder={t('search.locationPlaceholder')}
          onChange={(event) => setPlace(event.target.value)}
          autoComplete="address-level2"
        />
      </FieldBox>
      <Actions>
        {openNow !== undefined && onOpenNowChange ? (
          // Applies at once (a toggle, not part of the typed search).
          <Button
            variant={openNow ? 'primary' : 'secondary'}
            aria-pressed={openNow}
            onClick={() => onOpenNowChange(!openNow)}
          >
            <ClockIcon aria-hidden="true" />
            {t('hours.openNowFilter')}
          </Button>
        ) : null}
        {term || place ? (
          <Button
            variant="ghost"
            onClick={() => {
              setTerm('');
              setPlace('');
              onClear();
            }}
          >
            <CloseIcon aria-hidden="true" />
            {t('search.clear')}
          </Button>
        ) : null}
        <Button type="submit" variant="primary">
          <SearchIcon aria-hidden="true" />
          {t('search.submit')}
        </Button>
      </Actions>
    </Bar>
  );
});
