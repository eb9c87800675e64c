import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getMissingTranslationKeys, setLanguage } from '@byp/platform';
import type { Business, Community, Offer, Review } from '@byp/contracts';
import { aCommunity } from '../testing/aCommunity';
import { emitViewBusinessDetail } from '../hooks/useViewBusinessDetailEvent';
import { aBusiness, anOffer, aReview } from '../testing/fixtures';
import { mockApi, type Handler } from '@byp/testing/msw';
import { json, renderWithProviders } from '../testing/renderWithProviders';
import { HomePage } from './HomePage';

// OpenLayers needs a canvas, which jsdom lacks: the lazily loaded map (drawn into the frame
// data-testid="business-map") is replaced by the search it is given.
jest.mock('../features/map/components/BusinessMap', () => ({
  __esModule: true,
  default: ({ filters }: { filters: object }) => (
    <div data-testid="ol-map" data-filters={JSON.stringify(filters)} />
  ),
}));

const varenyky = aBusiness();
const kalyna = aBusiness({
  id: 'b2',
  name: 'Kalyna Beauty',
  category: 'beauty',
  address: '5 Market Road',
  galleryImages: [],
  latitude: null,
  longitude: null,
  isVerified: 0,
  isPremium: 1,
  instagram: null,
});
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function api({
  businesses = [varenyky, kalyna],
  offers = [anOffer({ validUntil: future(3) })],
  reviews = {},
  communities = [],
}: {
  businesses?: Business[];
  offers?: Offer[];
  reviews?: Record<string, Review[]>;
  communities?: Community[];
} = {}) {
  return mockApi({
    'GET /api/businesses': () => json(businesses),
    'GET /api/offers': () => json(offers),
    'GET /api/communities': () => json(communities),
    // The map's view (issue 29): every located business as a marker.
    'GET /api/businesses/map': () => {
      const located = businesses.filter((b) => b.latitude !== null && b.longitude !== null);
      const markers = located.map(({ id, slug, name, category, latitude, longitude, isPremium }) => ({
        ...{ id, slug, name, category, latitude, longitude, isPremium: isPremium === 1 },
      }));
      return json({ total: markers.length, clusters: [], markers });
    },
    ...Object.fromEntries(businesses.map((b) => [`GET /api/businesses/${b.id}`, () => json(b)])),
    ...Object.fromEntries(
      businesses.map((b) => [`GET /api/businesses/${b.id}/reviews`, () => json(reviews[b.id] ?? [])]),
    ),
  });
}

const businessRequests = (mock: jest.Mock) =>
  mock.mock.calls
    .map(([request]) => new URL((request as Request).url))
    .filter((url) => url.pathname === '/api/businesses');

describe('HomePage', () => {
  // A list's place is kept per history entry (issue 29): each test starts at the top.
  beforeEach(() => sessionStorage.clear());
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });
  afterAll(() => {
    expect(getMissingTranslationKeys()).toEqual([]);
  });

  it('shows 6 skeletons while loading, then the map of the businesses that have a location (the default view)', async () => {
    api();
    renderWithProviders(<HomePage />);
    expect(screen.getAllByTestId('business-skeleton')).toHaveLength(6);
    const map = await screen.findByTestId('business-map');
    await waitFor(() => expect(map.getAttribute('data-marker-count')).toBe('1'));
    // Without IntersectionObserver (jsdom) the map loads into its frame at once.
    expect((await within(map).findByTestId('ol-map')).getAttribute('data-filters')).toBe('{}');
    expect(screen.getByRole('button', { name: 'Map view' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says so when no business has a location', async () => {
    api({ businesses: [kalyna] });
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('No businesses found with location data')).toBeTruthy();
  });

  it('switches to the list of cards', async () => {
    api();
    renderWithProviders(<HomePage />);
    fireEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(await screen.findByRole('heading', { name: 'Varenyky House' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Kalyna Beauty' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('sends the search and the category to the server; Enter searches; Clear appears with text', async () => {
    const fetchMock = api();
    renderWithProviders(<HomePage />, { path: '/?category=dining&view=list' });
    await screen.findByRole('heading', { name: 'Varenyky House' });
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search businesses' }), {
      target: { value: 'borscht' },
    });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Location' }), { target: { value: 'W12' } });
    expect(screen.getByRole('button', { name: 'Clear' })).toBeTruthy();
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(businessRequests(fetchMock)).toHaveLength(2));
    const last = businessRequests(fetchMock)[1];
    // A page at a time (issue 29): the first page of the search.
    expect(Object.fromEntries(last.searchParams)).toEqual({
      q: 'borscht',
      location: 'W12',
      category: 'dining',
      limit: '24',
      offset: '0',
      lang: 'en',
    });
  });

  it('shows the search term when nothing matches, and Clear search starts over', async () => {
    api({ businesses: [] });
    renderWithProviders(<HomePage />, { path: '/?q=zzz' });
    expect(await screen.findByText('No businesses or communities found matching "zzz"')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('No businesses found')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search businesses' }) as HTMLInputElement).value).toBe('');
  });

  it('shows the error state and loads again on Retry', async () => {
    let failures = 1;
    mockApi({
      'GET /api/businesses': () =>
        failures-- > 0 ? json({ statusCode: 500, error: 'Boom' }, 500) : json([varenyky]),
      'GET /api/offers': () => json([]),
    });
    renderWithProviders(<HomePage />, { path: '/?view=list' });
    expect(await screen.findByText('Failed to load content. Please try again later.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Varenyky House' })).toBeTruthy();
  });

  it('filters to favourites when favourites-only is on, and counts them', async () => {
    api();
    renderWithProviders(<HomePage />, { path: '/?view=list' });
    const card = await screen.findByRole('article', { name: 'Kalyna Beauty' });
    fireEvent.click(within(card).getByRole('button', { name: 'Add to favourites' }));
    expect(screen.getByTestId('favourites-count').textContent).toBe('1 favourite');
    fireEvent.click(screen.getByRole('button', { name: 'Show favourites only' }));
    expect(screen.getByRole('button', { name: 'Show favourites only' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // The favourites are asked for by id (the list holds only the pages loaded so far).
    expect(await screen.findByRole('heading', { name: 'Kalyna Beauty' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Varenyky House' })).toBeNull();
  });

  it('shows at most 6 current offers in a strip that can be hidden, and the banner on the business card', async () => {
    const offers = Array.from({ length: 8 }, (_, index) =>
      anOffer({ id: `o${index}`, title: `Offer ${index}`, validUntil: future(index + 1) }),
    );
    api({ offers: [...offers, anOffer({ id: 'old', title: 'Old offer', validUntil: future(-1) })] });
    renderWithProviders(<HomePage />, { path: '/?view=list' });
    const strip = await screen.findByRole('region', { name: 'Current offers' });
    // The strip keeps its place with placeholders while the offers load, then shows them.
    expect(await within(strip).findAllByTestId('offer-card')).toHaveLength(6);
    expect(within(strip).queryByText('Old offer')).toBeNull();
    expect(
      within(await screen.findByRole('article', { name: 'Varenyky House' })).getByTestId('offer-banner')
        .textContent,
    ).toContain('20% OFF');
    fireEvent.click(within(strip).getByRole('button', { name: 'Hide offers' }));
    expect(within(strip).queryAllByTestId('offer-card')).toHaveLength(0);
    fireEvent.click(within(strip).getByRole('button', { name: 'Show offers' }));
    expect(within(strip).getAllByTestId('offer-card')).toHaveLength(6);
  });

  it('hides the offers strip and the businesses in the communities view', async () => {
    api({ communities: [aCommunity()] });
    renderWithProviders(<HomePage />, { path: '/?category=communities' });
    expect(screen.getByRole('heading', { name: 'Communities' })).toBeTruthy();
    // The view has loaded its communities: whatever it was going to show is on screen.
    expect(await screen.findAllByTestId('community-card')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Current offers' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit Business' })).toBeNull();
    expect(screen.queryAllByTestId('business-card')).toHaveLength(0);
  });

  it('claims an offer: a refusal shows the server’s reason; a granted claim counts and shows Claimed, for good', async () => {
    localStorage.removeItem('claimed_offers');
    const offer = anOffer({ validUntil: future(3), currentRedemptions: 37 });
    api({ offers: [offer] });
    const { store } = renderWithProviders(<HomePage />, { path: '/?view=list' });
    const strip = await screen.findByRole('region', { name: 'Current offers' });
    expect((await within(strip).findByRole('progressbar')).getAttribute('aria-valuenow')).toBe('37');

    // A claim (the only POST) answers as the test says; the reads stay routed as above.
    const claimAnswers = (answer: Handler) => mockApi({ 'POST /api/offers/*': answer });
    claimAnswers(() => json({ statusCode: 409, error: 'Offer has been fully redeemed' }, 409));
    fireEvent.click(within(strip).getByRole('button', { name: 'Claim' }));
    await waitFor(() =>
      expect(store.getState().toasts.toasts[0]).toMatchObject({
        variant: 'destructive',
        description: 'Offer has been fully redeemed',
      }),
    );

    const bodies: unknown[] = [];
    const claim = { code: 'ABCD2345', claimedAt: new Date().toISOString(), redeemedAt: null };
    claimAnswers(async (request) => {
      bodies.push(await request.json());
      return json({ ...offer, currentRedemptions: 38, claim: { ...claim, repeated: bodies.length > 1 } });
    });
    fireEvent.click(within(strip).getByRole('button', { name: 'Claim' }));
    await waitFor(() =>
      expect(within(strip).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('38'),
    );
    // The code to show at the till, in a dialog: the confirmation itself (no toast over its buttons).
    expect(store.getState().toasts.toasts.map((item) => item.variant)).toEqual(['destructive']);
    const dialog = await screen.findByRole('dialog', { name: 'Your claim code' });
    expect(within(dialog).getByTestId('claim-code').textContent).toBe('ABCD-2345');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    const claimed = within(strip).getByRole('button', { name: 'Claimed' }) as HTMLButtonElement;
    expect(claimed.disabled).toBe(true);
    expect(JSON.parse(localStorage.getItem('claimed_offers') ?? '[]')).toEqual([offer.id]);

    // "Show code" asks again with the same browser token and shows the first code.
    fireEvent.click(within(strip).getByRole('button', { name: 'Show code' }));
    const again = await screen.findByRole('dialog', { name: 'Your claim code' });
    expect(within(again).getByTestId('claim-code').textContent).toBe('ABCD-2345');
    expect(within(again).getByRole('status').textContent).toMatch(/claimed this offer before/);
    const token = localStorage.getItem('offer_claim_token');
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(bodies).toEqual([{ token }, { token }]);
  });

  it('opens the details from a card: gallery wraps around, at most 3 reviews, Add a Review', async () => {
    const reviews = Array.from({ length: 5 }, (_, index) =>
      aReview({ id: `r${index}`, userName: `Reviewer ${index}` }),
    );
    api({ reviews: { b1: reviews } });
    renderWithProviders(<HomePage />, { path: '/?view=list' });
    const card = await screen.findByRole('article', { name: 'Varenyky House' });
    fireEvent.click(within(card).getByRole('button', { name: 'View Details' }));
    // The dialog's code loads the first time one is opened.
    const dialog = await screen.findByRole('dialog', { name: 'Varenyky House' });

    expect(within(dialog).getByText('1 / 3')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous image' }));
    expect(within(dialog).getByText('3 / 3')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(within(dialog).getByText('1 / 3')).toBeTruthy();

    expect(await within(dialog).findByText('Reviewer 0')).toBeTruthy();
    expect(within(dialog).getByText('Reviewer 2')).toBeTruthy();
    expect(within(dialog).queryByText('Reviewer 3')).toBeNull();
    expect(within(dialog).getByRole('heading', { name: 'About' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a Review' }));
    expect(screen.getByRole('dialog', { name: 'Add a Review' })).toBeTruthy();
  });

  it('opens the details on the window event viewBusinessDetail (map popup); one image has no gallery controls', async () => {
    api();
    renderWithProviders(<HomePage />, { path: '/?view=list' });
    await screen.findByRole('heading', { name: 'Kalyna Beauty' });
    act(() => emitViewBusinessDetail('b2'));
    const dialog = await screen.findByRole('dialog', { name: 'Kalyna Beauty' });
    expect(within(dialog).queryByRole('button', { name: 'Next image' })).toBeNull();
    expect(within(dialog).queryByText(/\d+ \/ \d+/)).toBeNull();
    expect(await within(dialog).findByText('No reviews yet. Be the first to review!')).toBeTruthy();
  });

  it('speaks Ukrainian', async () => {
    await act(() => setLanguage('uk'));
    api();
    renderWithProviders(<HomePage />, { path: '/?view=list' });
    expect(await screen.findByRole('heading', { name: 'Підприємства' })).toBeTruthy();
    expect(await screen.findByText('Кафе та ресторани')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Пошук підприємств' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Поточні пропозиції' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Карта' })).toBeTruthy();
  });

  it('shows the content in the UI language, loads it again in the other on a switch, and marks a text only in the other language', async () => {
    // The server's language rule: the spec fields in `lang`, else the other language.
    const bilingual = aBusiness({ id: 'b1', nameI18n: { en: 'Varenyky House', uk: 'Дім вареників' } });
    const englishOnly = aBusiness({
      id: 'b3',
      name: 'Chelsea Tailor',
      nameI18n: { en: 'Chelsea Tailor', uk: null },
      descriptionI18n: { en: 'Family recipes from Poltava.', uk: null },
    });
    const inLanguage = (business: Business, lang: string) => ({
      ...business,
      name: (lang === 'uk' && business.nameI18n.uk) || business.name,
    });
    const answer = mockApi({
      'GET /api/businesses': (request) => {
        const lang = new URL(request.url).searchParams.get('lang') ?? 'en';
        return json([bilingual, englishOnly].map((business) => inLanguage(business, lang)));
      },
      'GET /api/offers': () => json([]),
      'GET /api/communities': () => json([]),
    });
    renderWithProviders(<HomePage />, { path: '/?view=list' });
    expect(await screen.findByRole('heading', { name: 'Varenyky House' })).toBeTruthy();
    expect(screen.queryByText('English only')).toBeNull();

    await act(() => setLanguage('uk'));
    expect(await screen.findByRole('heading', { name: 'Дім вареників' })).toBeTruthy();
    const tailor = screen.getByRole('heading', { name: 'Chelsea Tailor' });
    expect(tailor.getAttribute('lang')).toBe('en');
    const card = tailor.closest('[data-testid="business-card"]') as HTMLElement;
    expect(within(card).getByText('лише англійською')).toBeTruthy();
    // The bilingual card has no marker: one marker on the page.
    expect(screen.getAllByText('лише англійською')).toHaveLength(1);
    expect(businessRequests(answer).map((url) => url.searchParams.get('lang'))).toEqual(['en', 'uk']);
  });

  it("offers the server's 'Did you mean …?' when the search finds nothing, and runs it", async () => {
    const fetchMock = mockApi({
      'GET /api/businesses': (request) => {
        const q = new URL(request.url).searchParams.get('q');
        if (q === 'bakry')
          return new Response('[]', {
            status: 200,
            headers: { 'content-type': 'application/json', 'X-Did-You-Mean': encodeURIComponent('bakery') },
          });
        return json(q === 'bakery' ? [varenyky] : []);
      },
      'GET /api/offers': () => json([]),
      'GET /api/communities': () => json([]),
    });
    renderWithProviders(<HomePage />, { path: '/?q=bakry&view=list' });
    const suggestion = await screen.findByTestId('did-you-mean');
    expect(suggestion.textContent).toBe('Did you mean bakery?');
    fireEvent.click(within(suggestion).getByRole('button', { name: 'bakery' }));
    expect(await screen.findByRole('heading', { name: 'Varenyky House' })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search businesses' }) as HTMLInputElement).value).toBe(
      'bakery',
    );
    expect(businessRequests(fetchMock).at(-1)?.searchParams.get('q')).toBe('bakery');
  });
});
