import {
  cloneElement,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type ReactElement,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ItemNotFound, useContentLanguage } from '@byp/platform';
import { GridIcon, ListIcon, Tabs } from '@byp/ui';
import {
  calendarFeedUrl,
  newsFeedUrl,
  useGetPostBySlugQuery,
  useGetPostsQuery,
  type Post,
  type PostType,
} from '../api/postsApi';
import { EventCalendar } from '../features/posts/components/EventCalendar';
import { EventLocationFilter, useEventLocation } from '../features/posts/components/EventLocationFilter';
import { PostDetailDialog } from '../features/posts/components/PostDetailDialog';
import { PostGrid, PostGridSkeleton, PostsError } from '../features/posts/components/PostGrid';
import { useNow } from '../features/posts/hooks/useNow';
import { readingOrder } from '../lib/readingOrder';
import { SubmitEventDialog } from '../features/submissions/components/SubmitEventDialog';
import { SubmitNewsDialog } from '../features/submissions/components/SubmitNewsDialog';
import { atNextDate, calendarDates, listedDates } from '../lib/eventDates';
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
const TAB_TYPES: Record<TabId, PostType | undefined> = { all: undefined, events: 'event', news: 'news' };
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

/**
 * The 'All' tab in reading order (issue 28): upcoming events by date, then news newest first;
 * past events last, under their own heading. While loading, failing or empty, the grid's states.
 */
function AllPosts({
  grid,
  posts,
  now,
}: {
  grid: ReactElement<ComponentProps<typeof PostGrid>>;
  posts: Post[] | undefined;
  now: Date;
}) {
  const { t } = useTranslation('news');
  const order = useMemo(() => (posts ? readingOrder(posts, now) : undefined), [posts, now]);
  if (!order || !posts?.length) return grid;
  return (
    <>
      {order.current.length ? cloneElement(grid, { posts: order.current }) : null}
      {order.past.length ? (
        <PastEvents aria-labelledby="past-events-title">
          <h2 id="past-events-title">{t('allTab.pastEvents')}</h2>
          {cloneElement(grid, { posts: order.past, belowTheFold: true })}
        </PastEvents>
      ) : null}
    </>
  );
}

/** One tab's posts: the grid, or for events the calendar (default) or the grid (spec section 2). */
function PostsTab({ tab, now, onOpen }: { tab: TabId; now: Date; onOpen: (post: Post) => void }) {
  const { t } = useTranslation('news');
  const [view, setView] = useState<EventsView>('calendar');
  const [location] = useEventLocation();
  const place = tab === 'events' && location ? { location } : {};
  const query = useGetPostsQuery({ type: TAB_TYPES[tab], ...place });
  // The cards are drawn in a transition: React renders them in short slices and lets the browser
  // respond in between, instead of in the one long task a store update would make (issue 13: TBT).
  const posts = useDeferredValue(query.data);
  const loading = query.isLoading || (posts === undefined && !query.isError);
  // Events are shown once per date (issue 27): the calendar every date, the list the coming ones.
  const dated = useMemo(() => {
    if (!posts) return null;
    if (tab === 'events') return { calendar: calendarDates(posts), list: listedDates(posts, now) };
    return { calendar: [], list: atNextDate(posts, now) };
  }, [tab, posts, now]);
  const grid = (
    <PostGrid
      posts={dated?.list ?? posts}
      isLoading={loading}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      emptyMessage={place.location ? t('location.none', { location }) : t(EMPTY_MESSAGES[tab])}
      now={now}
      onOpen={onOpen}
    />
  );
  if (tab === 'all') return <AllPosts grid={grid} posts={posts} now={now} />;
  if (tab !== 'events') return grid;

  let calendar = <EventCalendar events={dated?.calendar ?? []} now={now} onOpen={onOpen} />;
  if (loading) calendar = <PostGridSkeleton />;
  else if (query.isError) calendar = <PostsError onRetry={() => void query.refetch()} />;
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
      {view === 'calendar' ? calendar : grid}
    </>
  );
}

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

  const tabs = (['all', 'events', 'news'] as const).map((id) => ({
    id,
    label: t(`tabs.${id}`),
    content: <PostsTab tab={id} now={now} onOpen={openPost} />,
  }));

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
