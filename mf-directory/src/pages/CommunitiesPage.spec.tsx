import { act, fireEvent, screen, within } from '@testing-library/react';
import { setLanguage } from '@byp/platform';
import { aCommunity } from '../testing/aCommunity';
import { mockApi } from '@byp/testing/msw';
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

/** The server's search as the mock answers it: a substring of name, description or email. */
function serverSearch(request: Request): Response {
  const q = new URL(request.url).searchParams.get('q')?.toLowerCase() ?? '';
  const found = COMMUNITIES.filter((c) =>
    [c.name, c.description, c.contactEmail ?? ''].some((text) => text.toLowerCase().includes(q)),
  );
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (found.length === 0 && q === 'kozakky') headers['X-Did-You-Mean'] = encodeURIComponent('Kozaky');
  return new Response(JSON.stringify(found), { status: 200, headers });
}

const searchesOf = (mock: jest.Mock) =>
  mock.mock.calls.map(([request]) => Object.fromEntries(new URL((request as Request).url).searchParams));

const search = (value: string) => fireEvent.change(screen.getByRole('searchbox'), { target: { value } });

describe('CommunitiesPage', () => {
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
    // One request for the pause, not one per keystroke; each with the UI language.
    expect(searchesOf(fetchMock)).toEqual([{ lang: 'en' }, { q: 'SATURDAY', lang: 'en' }]);
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
    expect(searchesOf(fetchMock).at(-1)).toEqual({ q: 'Kozaky', lang: 'uk' });
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
});
