import { useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  ItemNotFound,
  useContentLanguage,
  useGrowingListPlace,
  useListPages,
  useListPlace,
  type GrowingList,
} from '@byp/platform';
import { servedListKey } from '@byp/contracts';
import { GridIcon, ListIcon, Tabs, useValueWhenIdle } from '@byp/ui';
import { MoreItems } from '@byp/ui/lists';
import {
  calendarFeedUrl,
  newsFeedUrl,
  useGetPostBySlugQuery,
  useGetPostsQuery,
  usePostPages,
  type Post,
} from '../api/postsApi';
import { EventCalendar } from '../features/posts/components/EventCalendar';
import { EventLocationFilter, useEventLocation } from '../features/posts/components/EventLocationFilter';
import { PostDetailDialog } from '../features/posts/components/PostDetailDialog';
import {
  PostGrid,
  PostGridSkeleton,
  PostsError,
  postKey,
  useMorePostsTexts,
} from '../features/posts/components/PostGrid';
import { useNow } from '../features/posts/hooks/useNow';
import { readingOrder } from '../lib/readingOrder';
import { SubmitEventDialog } from '../features/submissions/components/SubmitEventDialog';
import { SubmitNewsDialog } from '../features/submissions/components/SubmitNewsDialog';
import { calendarDates, listedDates } from '../lib/eventDates';
import type { NewsKey } from '../i18n/registerNewsTranslations';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1.5rem;
  h1 {
    margin: 0 0 0.5rem;
  }
`;

const Description = styled.p`
  margin: 0;
  max-width: 48rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 1rem;
`;

const Toggle = styled.div`
  display: inline-flex;
  padding: 0.2rem;
  gap: 0.2rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  button {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border-radius: ${({ theme }) => theme.radii.sm};
    padding: 0.35rem 0.75rem;
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Feeds = styled.p`
  margin: 1.5rem 0 0;
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

type TabId = 'all' | 'events' | 'news';
type EventsView = 'calendar' | 'list';
const EMPTY_MESSAGES: Record<TabId, NewsKey> = {
  all: 'states.emptyAll',
  events: 'states.emptyEvents',
  news: 'states.emptyNews',
};

const PastEvents = styled.section`
  margin-top: 2rem;
  h2 {
    margin: 0 0 1rem;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

interface TabProps {
  now: Date;
  onOpen: (post: Post) => void;
  /** A post's dialog is open over the page at its own address (issue 25): the list's place is kept. */
  itemOpen: boolean;
}

/**
 * Every approved event at once (one request for the calendar, the events list and the All tab):
 * the calendar of a month and the lists need every date of every series, which the client expands
 * (`eachDate`), and the server has no date filter. With a location, only those at that place.
 */
function useEvents(location?: string) {
  const query = useGetPostsQuery({ type: 'event', ...(location ? { location } : {}) });
  // Drawn in a transition: React renders them in short slices (issue 13: TBT).
  const data = useDeferredValue(query.data);
  const events = useMemo(() => data?.filter((post) => post.type === 'event'), [data]);
  return { events, isError: query.isError, retry: () => void query.refetch() };
}

/**
 * The news a page at a time (issue 29, point 3), newest first, and the list's place at this history
 * entry: Back (or a reload) asks for the items it had at once and finds the same card again.
 */
function useNewsPages(tab: TabId, itemOpen: boolean) {
  const place = useListPlace(JSON.stringify({ posts: tab }), itemOpen);
  const news = useListPages(usePostPages({ type: 'news' }, place.initialItems));
  return { place, news };
}

/** 'Show more posts' under a list that grows. */
function MorePosts({
  list,
  shown,
  total,
}: {
  list: GrowingList<Post>;
  shown: number;
  total: number | undefined;
}) {
  const texts = useMorePostsTexts();
  return <MoreItems list={{ ...list, total }} shown={shown} texts={texts} statusTestId="post-list-status" />;
}

/**
 * The 'All' tab in reading order (issue 28): upcoming events by date, then news newest first, a
 * page at a time; once every news item is loaded, past events last, under their own heading.
 * While loading, failing or empty, the grid's states.
 */
function AllPosts({ now, onOpen, itemOpen }: TabProps) {
  const { t } = useTranslation('news');
  const lang = useContentLanguage();
  const { events, isError: eventsFailed, retry: retryEvents } = useEvents();
  const { place, news } = useNewsPages('all', itemOpen);
  const order = useMemo(() => (events ? readingOrder(events, now) : undefined), [events, now]);
  const current = useMemo(
    () => (order && news.items ? [...order.current, ...news.items] : undefined),
    [order, news.items],
  );
  const list = { ...news, items: current };
  const grid = useGrowingListPlace(list, place, postKey);
  const past = !news.hasMore && order?.past.length ? order.past : null;
  // Past events, last on the page, are drawn once the main thread is idle: after the first cards,
  // not in the same long task (issue 28: TBT).
  const pastShown = useValueWhenIdle(past);
  const failed = eventsFailed || news.isError;
  const retry = () => {
    if (eventsFailed) retryEvents();
    if (news.isError) news.retry();
  };
  const total = events && news.total !== undefined ? events.length + news.total : undefined;
  return (
    <>
      {current?.length || !past ? (
        <PostGrid
          posts={current}
          isLoading={!current && !failed}
          isError={failed && !current}
          onRetry={retry}
          emptyMessage={t(EMPTY_MESSAGES.all)}
          now={now}
          onOpen={onOpen}
          place={grid}
          servedKey={servedListKey('posts', lang)}
          footer={
            <MorePosts list={list} shown={(current?.length ?? 0) + (past?.length ?? 0)} total={total} />
          }
        />
      ) : null}
      {pastShown ? (
        <PastEvents aria-labelledby="past-events-title">
          <h2 id="past-events-title">{t('allTab.pastEvents')}</h2>
          <PostGrid
            posts={pastShown}
            isLoading={false}
            isError={false}
            onRetry={retry}
            emptyMessage=""
            now={now}
            onOpen={onOpen}
            belowTheFold
            label={t('allTab.pastEvents')}
          />
        </PastEvents>
      ) : null}
    </>
  );
}

/** The News tab: the news a page at a time, newest first. */
function NewsPosts({ now, onOpen, itemOpen }: TabProps) {
  const { t } = useTranslation('news');
  const { place, news } = useNewsPages('news', itemOpen);
  const grid = useGrowingListPlace(news, place, postKey);
  return (
    <PostGrid
      posts={news.items}
      isLoading={!news.items && !news.isError}
      isError={news.isError && !news.isFetching}
      onRetry={news.retry}
      emptyMessage={t(EMPTY_MESSAGES.news)}
      now={now}
      onOpen={onOpen}
      place={grid}
      footer={<MorePosts list={news} shown={news.items?.length ?? 0} total={news.total} />}
    />
  );
}

/**
 * The Events tab: the calendar (default) or the list (spec section 2). Events are shown once per
 * date (issue 27): the calendar every date, the list the coming ones of a series.
 */
function EventPosts({ now, onOpen }: TabProps) {
  const { t } = useTranslation('news');
  const [view, setView] = useState<EventsView>('calendar');
  const [location] = useEventLocation();
  const { events, isError, retry } = useEvents(location || undefined);
  const dated = useMemo(
    () => (events ? { calendar: calendarDates(events), list: listedDates(events, now) } : null),
    [events, now],
  );
  const loading = !events && !isError;
  let shown: ReactNode;
  if (view === 'list')
    shown = (
      <PostGrid
        posts={dated?.list}
        isLoading={loading}
        isError={isError && !events}
        onRetry={retry}
        emptyMessage={location ? t('location.none', { location }) : t(EMPTY_MESSAGES.events)}
        now={now}
        onOpen={onOpen}
      />
    );
  else if (loading) shown = <PostGridSkeleton />;
  else if (isError && !events) shown = <PostsError onRetry={retry} />;
  else shown = <EventCalendar events={dated?.calendar ?? []} now={now} onOpen={onOpen} />;
  return (
    <>
      <Toolbar>
        <Toggle role="group" aria-label={t('view.label')}>
          <button type="button" aria-pressed={view === 'calendar'} onClick={() => setView('calendar')}>
            <GridIcon aria-hidden="true" /> {t('view.calendar')}
          </button>
          <button type="button" aria-pressed={view === 'list'} onClick={() => setView('list')}>
            <ListIcon aria-hidden="true" /> {t('view.list')}
          </button>
        </Toggle>
        <EventLocationFilter />
      </Toolbar>
      {shown}
    </>
  );
}

const TABS = { all: AllPosts, events: EventPosts, news: NewsPosts } as const;

/**
 * /news-events (spec section 2), and a post's own address, /news-events/{slug} (issue 25). An old
 * link, `/news-events?post=<id>` (the RSS and iCalendar feeds linked there before posts had
 * addresses), is redirected in place to the post's address.
 */
export function NewsEventsPage() {
  const { t } = useTranslation('news');
  const now = useNow();
  const lang = useContentLanguage();
  const [tab, setTab] = useState<TabId>('all');
  const [searchParams] = useSearchParams();
  const linkedId = searchParams.get('post');
  const linked = useGetPostsQuery(undefined, { skip: !linkedId });
  const linkedPost = (linkedId && linked.data?.find((post) => post.id === linkedId)) || null;

  // Issue 25: a post opened from a card or the calendar gets its address, /news-events/{slug};
  // Back closes it (the tab and scroll stay), a reload or a link opens it over the page.
  const navigate = useNavigate();
  const location = useLocation();
  const slug = /^\/news-events\/([^/]+)\/?$/.exec(location.pathname)?.[1] ?? null;
  const linkState = (location.state ?? {}) as { fromList?: boolean; post?: Post };
  const bySlug = useGetPostBySlugQuery({ slug: slug ?? '' }, { skip: !slug });
  // The post the visitor opened comes first: for a repeating event it is the date they chose,
  // where the address's own answer is the series.
  const addressed = slug
    ? ((linkState.post?.slug === slug ? linkState.post : null) ?? bySlug.data ?? null)
    : null;
  const renamedTo = slug && bySlug.data && bySlug.data.slug !== slug ? bySlug.data.slug : null;
  useEffect(() => {
    if (renamedTo)
      navigate(
        { pathname: `/news-events/${renamedTo}`, search: location.search },
        { replace: true, state: location.state },
      );
  }, [renamedTo, navigate, location.search, location.state]);
  useEffect(() => {
    if (!linkedPost) return;
    const rest = new URLSearchParams(location.search);
    rest.delete('post');
    const search = rest.toString();
    navigate(
      { pathname: `/news-events/${linkedPost.slug}`, search: search ? `?${search}` : '' },
      { replace: true, state: { post: linkedPost } },
    );
  }, [linkedPost, navigate, location.search]);
  const openPost = (post: Post) =>
    navigate(
      { pathname: `/news-events/${post.slug}`, search: location.search },
      { state: { fromList: true, post } },
    );
  const closeAddressed = () => {
    if (linkState.fromList && window.history.length > 1) navigate(-1);
    else navigate({ pathname: '/news-events', search: location.search }, { replace: true });
  };
  const notFound = Boolean(
    slug &&
    !addressed &&
    bySlug.isError &&
    (bySlug.error as { status?: unknown } | undefined)?.status === 404,
  );

  const tabs = (['all', 'events', 'news'] as const).map((id) => {
    const Tab = TABS[id];
    return {
      id,
      label: t(`tabs.${id}`),
      content: <Tab now={now} onOpen={openPost} itemOpen={slug !== null} />,
    };
  });

  return (
    <section aria-labelledby="news-events-title">
      <Header>
        <div>
          <h1 id="news-events-title">{t('page.title')}</h1>
          <Description>{t('page.description')}</Description>
        </div>
        <HeaderActions>
          <SubmitEventDialog />
          <SubmitNewsDialog />
        </HeaderActions>
      </Header>
      <Tabs items={tabs} value={tab} onChange={(id) => setTab(id as TabId)} label={t('page.tabsLabel')} />
      <Feeds>
        <a href={calendarFeedUrl(lang)}>{t('page.subscribeCalendar')}</a>
        <a href={newsFeedUrl(lang)}>{t('page.newsFeed')}</a>
      </Feeds>
      <PostDetailDialog post={slug ? addressed : null} now={now} onClose={closeAddressed} />
      <ItemNotFound open={notFound} onClose={closeAddressed} />
    </section>
  );
}
