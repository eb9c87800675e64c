import { lazy, useCallback, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { servedListKey } from '@byp/contracts';
import { DidYouMean, useContentLanguage, useListPlace } from '@byp/platform';
import { Field, Input } from '@byp/ui';
import { useGetCommunitiesQuery, type Community } from '../features/communities/api/communitiesApi';
import { CommunityResults } from '../features/communities/components/CommunityResults';
import { SubmitCommunityDialog } from '../features/communities/components/SubmitCommunityDialog';
import { LazyCoordinatePicker } from '../features/map/components/LazyCoordinatePicker';
import { useCommunitySearch } from '../features/communities/hooks/useCommunitySearch';
import { LoadWhenOpened } from '../components/LoadWhenOpened';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { useListTopInset } from '../hooks/useListTopInset';
import { communityPath, useAddressedItems, useItemNavigation } from '../features/links/itemAddress';

// The details dialog's code loads the first time a community is opened.
const CommunityDetailDialog = lazy(() =>
  import(
    /* webpackChunkName: "community-details" */ '../features/communities/components/CommunityDetailDialog'
  ).then((module) => ({ default: module.CommunityDetailDialog })),
);
const CommunityBySlug = lazy(() =>
  import(/* webpackChunkName: "community-details" */ './CommunityBySlug').then((module) => ({
    default: module.CommunityBySlug,
  })),
);

const Page = styled.section`
  display: grid;
  gap: 1.25rem;
  h1 {
    margin: 0;
  }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 1rem;
  /* The heading and subtitle keep the boxes of the host's first paint (first-paint.css). */
  h1 {
    margin: 0 0 1.25rem;
  }
`;

const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 1rem;
  > :first-child {
    flex: 1 1 20rem;
    max-width: 32rem;
  }
`;

const Count = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * /communities: the approved communities, searched on the server once the visitor pauses typing
 * (the one search of issue 23: either script, variants, typos, 'Did you mean …?'), with the count
 * of all matches (X-Total-Count), asked for a page at a time (issue 29, point 3).
 */
export function CommunitiesPage() {
  const { t } = useTranslation('directory');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<Community | null>(null);
  // `?community=<id>` opens that community (an event's 'Run by' link, issue 27); closing removes it.
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedId = searchParams.get('community');
  const term = useDebouncedValue(query).trim();
  // Issue 25: a community opened from the list gets its address, /communities/{slug}; Back
  // closes it (the search and scroll stay), a reload or a link opens it over the list.
  const { communitySlug } = useAddressedItems();
  // Back from another page (or a reload) finds the list where it was: see BusinessResults.
  const place = useListPlace(JSON.stringify({ communities: term }), communitySlug !== null);
  const answer = useCommunitySearch(term, { restoreItems: place.initialItems });
  const matching = answer.items;
  // The cards (and their count) are drawn in a transition: React renders them in short slices, so
  // the first answer and each keystroke never block the page in one long task (issue 13: TBT). The
  // list is deferred whole: its items with their paging state (a restore reads both).
  const shown = useDeferredValue(answer);
  // A community named by `?community=` that the pages loaded so far do not hold: the full list.
  const linkedLoaded = linkedId ? matching?.find((community) => community.id === linkedId) : undefined;
  const everyCommunity = useGetCommunitiesQuery(undefined, {
    skip: !linkedId || !matching || linkedLoaded !== undefined,
  });
  const linked =
    (linkedId &&
      !open &&
      (linkedLoaded ?? everyCommunity.currentData?.find((community) => community.id === linkedId))) ||
    null;
  const close = () => {
    setOpen(null);
    if (linkedId) {
      const next = new URLSearchParams(searchParams);
      next.delete('community');
      setSearchParams(next, { replace: true });
    }
  };
  const drawing = shown !== answer;
  // The unsearched list's first cards may be in the page's HTML (issue 29, point 2).
  const lang = useContentLanguage();
  const items = useItemNavigation('/communities');
  const topInset = useListTopInset(false);
  // The same function from render to render: the cards (memoised) are not drawn again with it.
  const openItem = items.open;
  const openCommunity = useCallback(
    (community: Community) => openItem(communityPath(community.slug), { community }),
    [openItem],
  );

  return (
    <Page aria-labelledby="communities-title" aria-busy={answer.isFetching || drawing}>
      <Header>
        <div>
          <h1 id="communities-title">{t('communities.title')}</h1>
          <Subtitle>{t('communities.subtitle')}</Subtitle>
        </div>
        <SubmitCommunityDialog coordinatePicker={LazyCoordinatePicker} />
      </Header>
      <Toolbar>
        <Field label={t('communities.searchLabel')}>
          <Input
            id="communities-search"
            type="search"
            value={query}
            placeholder={t('communities.searchPlaceholder')}
            onChange={(event) => setQuery(event.target.value)}
          />
        </Field>
        {shown.items && shown.total !== undefined ? (
          <Count role="status" data-testid="communities-count">
            {t(shown.totalAtLeast ? 'communities.countAtLeast' : 'communities.count', { count: shown.total })}
          </Count>
        ) : null}
      </Toolbar>
      <CommunityResults
        list={shown}
        place={place}
        topInset={topInset}
        loadingLabel={t('communities.loading')}
        errorMessage={t('communities.loadError')}
        retryLabel={t('communities.tryAgain')}
        emptyMessage={term ? t('communities.noMatch', { term }) : t('communities.noneAvailable')}
        emptyAction={term ? <DidYouMean suggestion={shown.didYouMean} onSearch={setQuery} /> : undefined}
        onOpen={openCommunity}
        servedKey={term ? null : servedListKey('communities', lang)}
      />
      <LoadWhenOpened open={open !== null || linked !== null}>
        {/* The open community as the current answer has it: in the new language after a switch. */}
        <CommunityDetailDialog
          community={matching?.find((community) => community.id === open?.id) ?? open ?? linked}
          onClose={close}
        />
      </LoadWhenOpened>
      <LoadWhenOpened open={communitySlug !== null}>
        <CommunityBySlug slug={communitySlug} onClose={items.close} />
      </LoadWhenOpened>
    </Page>
  );
}
