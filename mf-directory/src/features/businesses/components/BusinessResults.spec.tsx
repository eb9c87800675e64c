import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { createAppStore, i18n, setLanguage } from '@byp/platform';
import { lightTheme } from '@byp/ui';
import type { Business } from '@byp/contracts';
import { layOutPage, ROW, scrollWindowTo } from '@byp/testing/layout';
import { mockApi, pagedJson, pageRequests } from '@byp/testing/msw';
import { aBusiness } from '../../../testing/fixtures';
import { registerDirectoryTranslations } from '../../../i18n/registerDirectoryTranslations';
import { BusinessResults, type BusinessResultsProps } from './BusinessResults';

/** `count` businesses named 'Business 000', 'Business 001', … in the server's order. */
const many = (count: number): Business[] =>
  Array.from({ length: count }, (_, index) => {
    const number = String(index).padStart(3, '0');
    return aBusiness({ id: `b${number}`, slug: `business-${number}`, name: `Business ${number}` });
  });

/** The server's paging contract: a page per request, the total in X-Total-Count (or not). */
const pagedApi = (businesses: Business[], options?: { withTotal?: boolean; countCap?: number }) =>
  mockApi({ 'GET /api/businesses': (request) => pagedJson(request, businesses, options) });

const props: BusinessResultsProps = {
  search: {},
  favouritesOnly: false,
  view: 'list',
  onClearSearch: () => undefined,
  onViewDetails: () => undefined,
  renderMap: () => null,
};

function renderResults(entry: { pathname: string; key: string } = { pathname: '/', key: 'list-entry' }) {
  registerDirectoryTranslations();
  return render(
    <Provider store={createAppStore()}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={lightTheme}>
          <MemoryRouter initialEntries={[entry]}>
            <BusinessResults {...props} />
          </MemoryRouter>
        </ThemeProvider>
      </I18nextProvider>
    </Provider>,
  );
}

const cardNames = () =>
  screen.queryAllByTestId('business-card').map((card) => within(card).getAllByRole('heading')[0].textContent);

describe('BusinessResults: a list that grows (issue 29, point 3)', () => {
  let layout: ReturnType<typeof layOutPage>;
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    sessionStorage.clear();
    layout = layOutPage();
    scrollTo = layout.scrollTo;
  });
  afterEach(async () => {
    // Unmounted first: a restore's scroll on the next frame is cancelled with the list.
    cleanup();
    layout.restore();
    await act(() => setLanguage('en'));
  });

  it('asks for the first page only and says how many match, from the server', async () => {
    const api = pagedApi(many(100));
    renderResults();
    expect(await screen.findByText('100 businesses found')).toBeTruthy();
    expect(pageRequests(api)).toEqual([{ limit: '24', offset: '0' }]);
    expect(screen.getByTestId('business-list-status').textContent).toBe('Showing 24 of 100 businesses');
    expect(screen.getByRole('button', { name: 'Show more businesses' })).toBeTruthy();
  });

  it('Show more asks for the next page and announces it; the last page takes the button away', async () => {
    const api = pagedApi(many(30));
    renderResults();
    const more = await screen.findByRole('button', { name: 'Show more businesses' });
    fireEvent.click(more);
    await waitFor(() =>
      expect(screen.getByTestId('business-list-status').textContent).toBe('All 30 businesses are shown'),
    );
    expect(pageRequests(api)).toEqual([
      { limit: '24', offset: '0' },
      { limit: '24', offset: '24' },
    ]);
    expect(screen.queryByRole('button', { name: 'Show more businesses' })).toBeNull();
    expect(screen.getByText('30 businesses found')).toBeTruthy();
  });

  it("says '1,000+' when the server stopped counting (X-Total-At-Least), in both languages", async () => {
    pagedApi(many(1010), { countCap: 1000 });
    renderResults();
    expect(await screen.findByText('1,000+ businesses found')).toBeTruthy();
    expect(screen.getByTestId('business-list-status').textContent).toBe('Showing 24 of 1,000+ businesses');
    expect(screen.getByRole('button', { name: 'Show more businesses' })).toBeTruthy();
    await act(() => setLanguage('uk'));
    expect(await screen.findByText('Знайдено 1 000+ підприємств')).toBeTruthy();
  });

  it('without X-Total-Count a short page is the last, and the count is of the cards loaded', async () => {
    pagedApi(many(10), { withTotal: false });
    renderResults();
    expect(await screen.findByText('10 businesses found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more businesses' })).toBeNull();
  });

  it('loads the next page when the drawn rows near the end, and draws only the rows near the screen', async () => {
    const api = pagedApi(many(1000));
    renderResults();
    await screen.findByText('1,000 businesses found');
    // Scrolled to row 60 (one card a row): the pages up to the screen and a little beyond load,
    // one after the other, and then no more.
    await act(async () => scrollWindowTo(60 * ROW));
    await waitFor(() =>
      expect(screen.getByTestId('business-list-status').textContent).toBe('Showing 72 of 1,000 businesses'),
    );
    expect(pageRequests(api)).toEqual([
      { limit: '24', offset: '0' },
      { limit: '24', offset: '24' },
      { limit: '24', offset: '48' },
    ]);
    // The first page stays; the rest is drawn near the screen only.
    const names = cardNames();
    expect(names).toContain('Business 060');
    expect(names).toContain('Business 000');
    expect(names).not.toContain('Business 040');
    expect(names.length).toBeLessThan(40);
  });

  it('Back to the list asks for the pages it had at once and brings the same card to the same height', async () => {
    // What the list saved at this history entry: 72 cards loaded, card 50 at 120 px from the top.
    sessionStorage.setItem(
      'byp:list-place:list-entry',
      JSON.stringify({
        list: JSON.stringify({ favouritesOnly: false }),
        items: 72,
        anchorId: 'b050',
        anchorIndex: 50,
        anchorTop: 120,
      }),
    );
    const api = pagedApi(many(1000));
    renderResults();
    await screen.findByText('1,000 businesses found');
    expect(pageRequests(api)[0]).toEqual({ limit: '72', offset: '0' });
    await waitFor(() => expect(cardNames()).toContain('Business 050'));
    const card = screen.getByRole('heading', { name: 'Business 050' });
    expect(card).toBeTruthy();
    expect(scrollTo).toHaveBeenCalled();
    const [{ top }] = scrollTo.mock.calls.at(-1) as [ScrollToOptions];
    expect(top).toBe(50 * ROW - 120);
  });

  it('Back finds the same card by its id when businesses were added before it meanwhile', async () => {
    // The place saved with 72 cards loaded, card 60 at the top; since then 30 businesses were
    // approved that sort before it: it is now the 91st, beyond the 72 asked for at once.
    sessionStorage.setItem(
      'byp:list-place:list-entry',
      JSON.stringify({
        list: JSON.stringify({ favouritesOnly: false }),
        items: 72,
        anchorId: 'b060',
        anchorIndex: 60,
        anchorTop: 120,
      }),
    );
    const added = many(30).map((business) => ({
      ...business,
      id: `new-${business.id}`,
      slug: `new-${business.slug}`,
      name: `New ${business.name}`,
    }));
    const api = pagedApi([...added, ...many(1000)]);
    renderResults();
    await screen.findByText('1,030 businesses found');
    await waitFor(() => expect(cardNames()).toContain('Business 060'));
    expect(pageRequests(api).slice(0, 2)).toEqual([
      { limit: '72', offset: '0' },
      { limit: '24', offset: '72' },
    ]);
    const [{ top }] = scrollTo.mock.calls.at(-1) as [ScrollToOptions];
    expect(top).toBe(90 * ROW - 120);
  });

  it('keeps its place per history entry as it scrolls', async () => {
    pagedApi(many(100));
    renderResults({ pathname: '/', key: 'entry-7' });
    await screen.findByText('100 businesses found');
    await act(async () => scrollWindowTo(10 * ROW + 144));
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('byp:list-place:entry-7') ?? 'null')).toMatchObject({
        items: 24,
        anchorId: 'b010',
        anchorIndex: 10,
      }),
    );
  });

  it('speaks Ukrainian', async () => {
    await act(() => setLanguage('uk'));
    pagedApi(many(22));
    renderResults();
    expect(await screen.findByText('Знайдено 22 підприємства')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Показати більше підприємств' })).toBeNull();
  });
});
