import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ThemeProvider } from 'styled-components';
import type { Post } from '@byp/contracts';
import { createAppStore, i18n, setLanguage } from '@byp/platform';
import { lightTheme } from '@byp/ui';
import { layOutPage, ROW, scrollWindowTo } from '@byp/testing/layout';
import { json, mockApi, pagedJson } from '@byp/testing/msw';
import NewsApp from '../app/App';
import { aPost as aNewsItem } from '../testing/fixtures';

// Issue 29, point 3, on /news-events: the news is asked for a page at a time and only the cards
// near the screen are drawn; the events are asked for whole (the calendar needs every date of
// every series); 'All' keeps its reading order (upcoming events, news newest first, past events).

const DAY = 86_400_000;
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

/** A news item a day old unless said otherwise. */
const aPost = (overrides: Partial<Post>): Post =>
  aNewsItem({ createdAt: at(-1), updatedAt: at(-1), ...overrides });

/** `count` news items, 'News 000' the newest (the server's order). */
const manyNews = (count: number, prefix = 'News') =>
  Array.from({ length: count }, (_, index) => {
    const number = String(index).padStart(3, '0');
    return aPost({
      id: `${prefix.toLowerCase()}-${number}`,
      slug: `${prefix.toLowerCase()}-${number}`,
      title: `${prefix} ${number}`,
      createdAt: new Date(Date.now() - DAY - index * 60_000).toISOString(),
    });
  });

const EVENTS = [
  aPost({ id: 'e1', slug: 'tomorrow', type: 'event', title: 'Tomorrow talk', startAt: at(1) }),
  aPost({ id: 'e2', slug: 'next-week', type: 'event', title: 'Next week fair', startAt: at(7) }),
  aPost({ id: 'e0', slug: 'last-month', type: 'event', title: 'Last month concert', startAt: at(-30) }),
];

/** The server: events whole (type=event, no limit), news a page at a time with X-Total-Count. */
function postsApi(news: Post[]) {
  return mockApi({
    'GET /api/posts': (request) => {
      const params = new URL(request.url).searchParams;
      if (params.get('type') === 'event') return json(EVENTS);
      return pagedJson(request, news);
    },
  });
}

const postReads = (mock: jest.Mock) =>
  mock.mock.calls.map(([request]) => {
    const url = new URL((request as Request).url);
    return `${url.pathname}${url.search}`;
  });

function renderPage(path = '/news-events') {
  render(
    <Provider store={createAppStore()}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={lightTheme}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="*" element={<NewsApp />} />
            </Routes>
          </MemoryRouter>
        </ThemeProvider>
      </I18nextProvider>
    </Provider>,
  );
}

const cardTitles = () =>
  screen.queryAllByTestId('post-card').map((card) => within(card).getAllByRole('heading')[0].textContent);
const status = () => screen.getByTestId('post-list-status').textContent?.replace(/\s/g, ' ');

describe('/news-events: lists that grow (issue 29, point 3)', () => {
  let layout: ReturnType<typeof layOutPage>;
  beforeEach(() => {
    sessionStorage.clear();
    layout = layOutPage();
  });
  afterEach(async () => {
    // Unmounted first: a restore's scroll on the next frame is cancelled with the list.
    cleanup();
    layout.restore();
    await act(() => setLanguage('en'));
  });

  it("'All': the events whole, the news a page at a time, in reading order; past events once every news item is in", async () => {
    const api = postsApi(manyNews(30));
    renderPage();
    await waitFor(() => expect(cardTitles()[0]).toBe('Tomorrow talk'));
    expect(postReads(api).sort()).toEqual([
      '/api/posts?type=event&lang=en',
      '/api/posts?type=news&limit=24&offset=0&lang=en',
    ]);
    expect(cardTitles().slice(0, 4)).toEqual(['Tomorrow talk', 'Next week fair', 'News 000', 'News 001']);
    expect(status()).toBe('Showing 26 of 33 posts');
    expect(screen.queryByRole('heading', { name: 'Past events' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show more posts' }));
    await screen.findByRole('heading', { name: 'Past events' });
    expect(status()).toBe('All 33 posts are shown');
    expect(cardTitles().at(-1)).toBe('Last month concert');
    expect(screen.queryByRole('button', { name: 'Show more posts' })).toBeNull();
  });

  it('News: 1,000 items, a page at a time as the visitor scrolls, only the cards near the screen drawn', async () => {
    const api = postsApi(manyNews(1000));
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'News' }));
    await waitFor(() => expect(cardTitles()[0]).toBe('News 000'));
    expect(status()).toBe('Showing 24 of 1,000 posts');
    await act(async () => scrollWindowTo(100 * ROW));
    await waitFor(() => expect(cardTitles()).toContain('News 100'));
    const titles = cardTitles();
    expect(titles).toContain('News 000');
    expect(titles).not.toContain('News 060');
    expect(titles.length).toBeLessThan(40);
    expect(
      postReads(api)
        .filter((read) => read.includes('type=news'))
        .at(-1),
    ).toBe('/api/posts?type=news&limit=24&offset=96&lang=en');
  });

  it('says a page of news failed and loads it again on Retry', async () => {
    let failing = false;
    mockApi({
      'GET /api/posts': (request) =>
        failing
          ? json({ statusCode: 502, error: 'content unavailable' }, 502)
          : pagedJson(request, manyNews(60)),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'News' }));
    await screen.findByText('News 000');
    failing = true;
    fireEvent.click(screen.getByRole('button', { name: 'Show more posts' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load more posts.');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(status()).toBe('Showing 48 of 60 posts'));
  });

  it("Back finds the same card by its id in 'All', though news was published since", async () => {
    // Saved at this history entry: 50 cards (2 events, 48 news), 'News 040' at 90 px from the top;
    // since then 25 news items were published (they come first).
    sessionStorage.setItem(
      'byp:list-place:default',
      JSON.stringify({
        list: JSON.stringify({ posts: 'all' }),
        items: 50,
        anchorId: 'news-040',
        anchorIndex: 42,
        anchorTop: 90,
      }),
    );
    postsApi([...manyNews(25, 'Fresh'), ...manyNews(1000)]);
    renderPage();
    await waitFor(() => expect(cardTitles()).toContain('News 040'));
    // 2 events, 25 fresh items and 40 older ones before it.
    const [{ top }] = layout.scrollTo.mock.calls.at(-1) as [ScrollToOptions];
    expect(top).toBe(67 * ROW - 90);
  });

  it('the calendar still has every event: the events are not paged', async () => {
    const api = postsApi(manyNews(5));
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Events' }));
    const calendar = await screen.findByTestId('events-calendar');
    expect(
      within(calendar).getAllByRole('button', { name: /Tomorrow talk|Next week fair/ }).length,
    ).toBeGreaterThan(0);
    expect(postReads(api).filter((read) => read.includes('type=event'))).toEqual([
      '/api/posts?type=event&lang=en',
    ]);
  });

  it('speaks Ukrainian', async () => {
    await act(() => setLanguage('uk'));
    postsApi(manyNews(1000));
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Новини' }));
    await waitFor(() => expect(status()).toBe('Показано 24 з 1 000 публікацій'));
    expect(screen.getByRole('button', { name: 'Показати більше публікацій' })).toBeTruthy();
  });
});
