import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Community } from '@byp/contracts';
import { setLanguage } from '@byp/platform';
import { layOutPage, ROW, scrollWindowTo } from '@byp/testing/layout';
import { aCommunity } from '../testing/aCommunity';
import { mockApi, pagedJson, pageRequests } from '@byp/testing/msw';
import { json, renderWithProviders } from '../testing/renderWithProviders';
import { CommunitiesPage } from './CommunitiesPage';

const COMMUNITIES = [
  aCommunity(),
  aCommunity({
    id: '5b0c7a52-4a8e-4d3e-9f3a-2a9c1f0d0002',
    name: 'Sonyashnyk Saturday School',
    description: 'Ukrainian lessons for children in Acton.',
    contactEmail: 'office@sonyashnyk.example.org',
  }),
  aCommunity({
    id: '5b0c7a52-4a8e-4d3e-9f3a-2a9c1f0d0003',
    name: 'Kozaky FC',
    description: 'Sunday-league football on Hackney Marshes.',
    contactEmail: 'play@kozaky.example.org',
  }),
];

/**
 * The server's search as the mock answers it: a substring of name, description or email, a page
 * at a time with the matches' total in X-Total-Count.
 */
function serverSearch(request: Request): Response {
  const q = new URL(request.url).searchParams.get('q')?.toLowerCase() ?? '';
  const found = COMMUNITIES.filter((c) =>
    [c.name, c.description, c.contactEmail ?? ''].some((text) => text.toLowerCase().includes(q)),
  );
  const answer = pagedJson(request, found);
  if (found.length === 0 && q === 'kozakky')
    answer.headers.set('X-Did-You-Mean', encodeURIComponent('Kozaky'));
  return answer;
}

const searchesOf = (mock: jest.Mock) =>
  mock.mock.calls.map(([request]) => Object.fromEntries(new URL((request as Request).url).searchParams));

const search = (value: string) => fireEvent.change(screen.getByRole('searchbox'), { target: { value } });

describe('CommunitiesPage', () => {
  // A list's place is kept per history entry (issue 29): each test starts at the top.
  beforeEach(() => sessionStorage.clear());
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('searches on the server once the visitor pauses typing, in the UI language, and counts the matches', async () => {
    const fetchMock = mockApi({ 'GET /api/communities': serverSearch });
    renderWithProviders(<CommunitiesPage />, { path: '/communities' });
    expect(await screen.findByText('3 communities found')).toBeTruthy();
    search('S');
    search('SAT');
    search('SATURDAY');
    expect(await screen.findByText('1 community found')).toBeTruthy();
    expect(screen.getAllByTestId('community-card')).toHaveLength(1);
    // One request for the pause, not one per keystroke; each the first page, in the UI language.
    expect(searchesOf(fetchMock)).toEqual([
      { limit: '24', offset: '0', lang: 'en' },
      { q: 'SATURDAY', limit: '24', offset: '0', lang: 'en' },
    ]);
    search('hackney marshes');
    expect(await screen.findByRole('heading', { name: 'Kozaky FC' })).toBeTruthy();
    search('nothing like it');
    expect(await screen.findByText('0 communities found')).toBeTruthy();
    expect(screen.getByText('No communities found matching "nothing like it"')).toBeTruthy();
    expect(screen.queryByTestId('did-you-mean')).toBeNull();
  });

  it("offers the server's 'Did you mean …?' for a search that found nothing, and runs it", async () => {
    await act(() => setLanguage('uk'));
    const fetchMock = mockApi({ 'GET /api/communities': serverSearch });
    renderWithProviders(<CommunitiesPage />, { path: '/communities' });
    await screen.findByText('Знайдено 3 громади');
    search('kozakky');
    const suggestion = await screen.findByTestId('did-you-mean');
    expect(suggestion.textContent).toBe('Можливо, ви мали на увазі Kozaky?');
    fireEvent.click(within(suggestion).getByRole('button', { name: 'Kozaky' }));
    expect(await screen.findByText('Знайдено 1 громаду')).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('Kozaky');
    expect(searchesOf(fetchMock).at(-1)).toEqual({ q: 'Kozaky', limit: '24', offset: '0', lang: 'uk' });
  });

  it.each([
    [1, 'Знайдено 1 громаду'],
    [2, 'Знайдено 2 громади'],
    [5, 'Знайдено 5 громад'],
    [21, 'Знайдено 21 громаду'],
    [22, 'Знайдено 22 громади'],
    [11, 'Знайдено 11 громад'],
  ])('counts %i in Ukrainian as "%s"', async (count, text) => {
    await act(() => setLanguage('uk'));
    const many = Array.from({ length: count }, (_, i) =>
      aCommunity({
        id: `5b0c7a52-4a8e-4d3e-9f3a-2a9c1f0d${String(i).padStart(4, '0')}`,
        name: `Громада ${i}`,
      }),
    );
    mockApi({ 'GET /api/communities': () => json(many) });
    renderWithProviders(<CommunitiesPage />, { path: '/communities' });
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('says when there are no communities at all', async () => {
    mockApi({ 'GET /api/communities': () => json([]) });
    renderWithProviders(<CommunitiesPage />, { path: '/communities' });
    expect(await screen.findByText('No communities are currently available.')).toBeTruthy();
  });

  it('shows six skeletons while loading, then the error with Try Again, which loads again', async () => {
    let fail = true;
    mockApi({
      'GET /api/communities': () =>
        fail ? json({ statusCode: 502, error: 'content unavailable' }, 502) : json(COMMUNITIES),
    });
    renderWithProviders(<CommunitiesPage />, { path: '/communities' });
    expect(screen.getAllByTestId('community-skeleton')).toHaveLength(6);
    expect(await screen.findByText('Failed to load communities. Please try again later.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('3 communities found')).toBeTruthy();
  });

  it('opens the detail dialog from Learn More', async () => {
    mockApi({ 'GET /api/communities': () => json(COMMUNITIES) });
    renderWithProviders(<CommunitiesPage />, { path: '/communities' });
    const card = (await screen.findAllByTestId('community-card'))[0];
    fireEvent.click(within(card).getByRole('button', { name: 'Learn More' }));
    // The dialog's code loads the first time one is opened.
    expect(await screen.findByRole('dialog', { name: 'Dzvin Ukrainian Choir' })).toBeTruthy();
  });

  describe('a list that grows (issue 29, point 3)', () => {
    /** `count` communities named 'Community 000', … in the server's order (by name). */
    const many = (count: number, prefix = 'Community'): Community[] =>
      Array.from({ length: count }, (_, index) => {
        const number = String(index).padStart(3, '0');
        return aCommunity({
          id: `${prefix.toLowerCase()}-${number}`,
          slug: `${prefix.toLowerCase()}-${number}`,
          name: `${prefix} ${number}`,
        });
      });
    const cardNames = () =>
      screen
        .queryAllByTestId('community-card')
        .map((card) => within(card).getAllByRole('heading')[0].textContent);
    let layout: ReturnType<typeof layOutPage>;
    beforeEach(() => {
      sessionStorage.clear();
      layout = layOutPage();
    });
    afterEach(() => {
      // Unmounted first: a restore's scroll on the next frame is cancelled with the list.
      cleanup();
      layout.restore();
    });

    it('asks for a page at a time, counts every match from X-Total-Count and draws only what is near the screen', async () => {
      const api = mockApi({ 'GET /api/communities': (request) => pagedJson(request, many(1000)) });
      renderWithProviders(<CommunitiesPage />, { path: '/communities' });
      expect(await screen.findByText('1,000 communities found')).toBeTruthy();
      expect(pageRequests(api)).toEqual([{ limit: '24', offset: '0' }]);
      expect(screen.getByTestId('community-list-status').textContent).toBe('Showing 24 of 1,000 communities');
      fireEvent.click(screen.getByRole('button', { name: 'Show more communities' }));
      await waitFor(() =>
        expect(screen.getByTestId('community-list-status').textContent).toBe(
          'Showing 48 of 1,000 communities',
        ),
      );
      // Scrolled to row 100 (one card a row): the pages up to there load, the cards far above
      // (but the first page) are not drawn.
      await act(async () => scrollWindowTo(100 * ROW));
      await waitFor(() => expect(cardNames()).toContain('Community 100'));
      const names = cardNames();
      expect(names).toContain('Community 000');
      expect(names).not.toContain('Community 060');
      expect(names.length).toBeLessThan(40);
      expect(pageRequests(api).at(-1)).toEqual({ limit: '24', offset: '96' });
    });

    it('says a page failed and loads it again on Retry', async () => {
      let failing = false;
      mockApi({
        'GET /api/communities': (request) =>
          failing
            ? json({ statusCode: 502, error: 'content unavailable' }, 502)
            : pagedJson(request, many(60)),
      });
      renderWithProviders(<CommunitiesPage />, { path: '/communities' });
      await screen.findByText('60 communities found');
      failing = true;
      fireEvent.click(screen.getByRole('button', { name: 'Show more communities' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Failed to load more communities.');
      failing = false;
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(() =>
        expect(screen.getByTestId('community-list-status').textContent).toBe('Showing 48 of 60 communities'),
      );
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('Back finds the same community by its id, though communities were added before it since', async () => {
      // Saved at this history entry: 48 loaded, 'Community 040' at 100 px from the top. Since then
      // 20 communities sorting before it were approved.
      sessionStorage.setItem(
        'byp:list-place:default',
        JSON.stringify({
          list: JSON.stringify({ communities: '' }),
          items: 48,
          anchorId: 'community-040',
          anchorIndex: 40,
          anchorTop: 100,
        }),
      );
      const api = mockApi({
        'GET /api/communities': (request) => pagedJson(request, [...many(20, 'Added'), ...many(1000)]),
      });
      renderWithProviders(<CommunitiesPage />, { path: '/communities' });
      await screen.findByText('1,020 communities found');
      await waitFor(() => expect(cardNames()).toContain('Community 040'));
      expect(pageRequests(api).slice(0, 2)).toEqual([
        { limit: '48', offset: '0' },
        { limit: '24', offset: '48' },
      ]);
      const [{ top }] = layout.scrollTo.mock.calls.at(-1) as [ScrollToOptions];
      expect(top).toBe(60 * ROW - 100);
    });

    it('speaks Ukrainian', async () => {
      await act(() => setLanguage('uk'));
      mockApi({ 'GET /api/communities': (request) => pagedJson(request, many(1000)) });
      renderWithProviders(<CommunitiesPage />, { path: '/communities' });
      expect(await screen.findByText('Знайдено 1 000 громад')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Показати більше громад' })).toBeTruthy();
      // Ukrainian groups thousands with a (narrow) no-break space.
      expect(screen.getByTestId('community-list-status').textContent?.replace(/\s/g, ' ')).toBe(
        'Показано 24 з 1 000 громад',
      );
    });
  });
});
