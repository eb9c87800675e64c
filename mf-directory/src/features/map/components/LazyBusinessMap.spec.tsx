import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@byp/testing/msw';
import { aCommunity } from '../../../testing/aCommunity';
import { json, renderWithProviders } from '../../../testing/renderWithProviders';
import type { BusinessMapResponse, MapFilters } from '../api/mapApi';
import type { MapShown } from './MapStatus';
import { LazyBusinessMap } from './LazyBusinessMap';

// OpenLayers needs a canvas, which jsdom lacks: the lazily loaded map shows what it is given and
// reports what it shows as the real one does.
const shownByMap: MapShown = {
  businesses: 7,
  total: 9,
  points: 5,
  answered: true,
  loading: false,
  failed: false,
  bbox: '-2.8125,53.330873,-1.40625,54.162434',
  zoom: 9,
};
jest.mock('./BusinessMap', () => ({
  __esModule: true,
  default: ({ filters, onShown }: { filters: MapFilters; onShown: (shown: MapShown) => void }) => (
    <div data-testid="ol-map" data-filters={JSON.stringify(filters)}>
      <button onClick={() => onShown(shownByMap)}>moved</button>
    </div>
  ),
}));

const FIRST_ANSWER: BusinessMapResponse = {
  total: 14,
  clusters: [{ id: 'z11-1', longitude: -0.12, latitude: 51.5, count: 12, bbox: [-0.2, 51.45, -0.05, 51.55] }],
  markers: [
    {
      id: 'b1',
      slug: 'varenyky',
      name: 'Varenyky House',
      category: 'dining',
      longitude: -0.3,
      latitude: 51.52,
      isPremium: false,
    },
    {
      id: 'b2',
      slug: 'kalyna',
      name: 'Kalyna Beauty',
      category: 'beauty',
      longitude: 0.05,
      latitude: 51.47,
      isPremium: true,
    },
  ],
};
const EMPTY: BusinessMapResponse = { total: 0, clusters: [], markers: [] };

/** IntersectionObserver that never sees the frame: the map stays a preview. */
function stayOffScreen() {
  const original = window.IntersectionObserver;
  window.IntersectionObserver = class {
    observe() {}
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  return () => {
    window.IntersectionObserver = original;
  };
}

const mapRequests = (mock: jest.Mock) =>
  mock.mock.calls
    .map(([request]) => new URL((request as Request).url))
    .filter((url) => url.pathname === '/api/businesses/map');

describe('LazyBusinessMap', () => {
  it('draws the first answer’s clusters (with their counts) and markers as the still preview before OpenLayers loads', async () => {
    const restore = stayOffScreen();
    try {
      const api = mockApi({ 'GET /api/businesses/map': () => json(FIRST_ANSWER) });
      renderWithProviders(<LazyBusinessMap filters={{ q: 'varenyky', category: 'dining' }} />);
      const frame = screen.getByTestId('business-map');
      await waitFor(() => expect(frame.getAttribute('data-marker-count')).toBe('14'));
      const preview = within(frame).getByTestId('map-preview');
      expect(preview.querySelectorAll('g > circle')).toHaveLength(1);
      expect(preview.querySelector('g > text')?.textContent).toBe('12');
      // The two markers: a circle each, besides the cluster's.
      expect(preview.querySelectorAll('svg > circle')).toHaveLength(2);
      expect(frame.getAttribute('data-total')).toBe('14');
      expect(frame.getAttribute('data-zoom')).toBe('11');
      expect(frame.getAttribute('data-loading')).toBe('false');
      const [url] = mapRequests(api);
      expect(url.searchParams.get('q')).toBe('varenyky');
      expect(url.searchParams.get('category')).toBe('dining');
      expect(url.searchParams.get('zoom')).toBe('11');
      expect(url.searchParams.get('bbox')).toBe(frame.getAttribute('data-bbox'));
      // The box holds Greater London's centre.
      const [west, south, east, north] = url.searchParams.get('bbox')!.split(',').map(Number);
      expect(west < -0.09 && -0.09 < east && south < 51.49 && 51.49 < north).toBe(true);
      expect(screen.queryByTestId('ol-map')).toBeNull();
    } finally {
      restore();
    }
  });

  it('loads the map with the search, and writes what the map shows on its frame', async () => {
    mockApi({ 'GET /api/businesses/map': () => json(FIRST_ANSWER) });
    const filters = { location: 'Leeds', openNow: true };
    renderWithProviders(<LazyBusinessMap filters={filters} />);
    const map = await screen.findByTestId('ol-map');
    expect(JSON.parse(map.getAttribute('data-filters')!)).toEqual(filters);
    fireEvent.click(within(map).getByRole('button', { name: 'moved' }));
    const frame = screen.getByTestId('business-map');
    expect(frame.getAttribute('data-marker-count')).toBe('7');
    expect(frame.getAttribute('data-total')).toBe('9');
    expect(frame.getAttribute('data-point-count')).toBe('5');
    expect(frame.getAttribute('data-zoom')).toBe('9');
    expect(frame.getAttribute('data-bbox')).toBe(shownByMap.bbox);
  });

  it('says no business has a location only when none has one anywhere on the map (all of Greater London)', async () => {
    const api = mockApi({ 'GET /api/businesses/map': () => json(EMPTY) });
    renderWithProviders(<LazyBusinessMap filters={{ q: 'nowhere' }} />);
    expect(await screen.findByText('No businesses found with location data')).toBeTruthy();
    const asked = mapRequests(api);
    expect(asked.map((url) => url.searchParams.get('zoom'))).toEqual(['11', '10']);
    // The second asks for the whole London box (rounded out to tiles), with the same search.
    const [west, south, east, north] = asked[1].searchParams.get('bbox')!.split(',').map(Number);
    expect([west <= -0.51, south <= 51.28, east >= 0.33, north >= 51.69]).toEqual([true, true, true, true]);
    expect(east - west).toBeLessThan(2);
    expect(asked[1].searchParams.get('q')).toBe('nowhere');
    expect(screen.queryByTestId('business-map')).toBeNull();
  });

  it('says so too when the only located businesses are outside Greater London (the map cannot go there)', async () => {
    // London's box rounded out to tiles reaches Slough: its business is in the answer, not in London.
    const slough: BusinessMapResponse = {
      total: 3,
      clusters: [
        { id: 'z10-1', longitude: -0.6, latitude: 51.51, count: 2, bbox: [-0.62, 51.5, -0.58, 51.52] },
      ],
      markers: [{ ...FIRST_ANSWER.markers[0], id: 'b9', longitude: -0.59, latitude: 51.2 }],
    };
    mockApi({
      'GET /api/businesses/map': (request) =>
        json(new URL(request.url).searchParams.get('zoom') === '10' ? slough : EMPTY),
    });
    renderWithProviders(<LazyBusinessMap filters={{}} />);
    expect(await screen.findByText('No businesses found with location data')).toBeTruthy();
    expect(screen.queryByTestId('business-map')).toBeNull();
  });

  it('shows the map when the first view is empty but businesses are elsewhere in London, or communities are plotted', async () => {
    mockApi({
      'GET /api/businesses/map': (request) =>
        json(new URL(request.url).searchParams.get('zoom') === '10' ? FIRST_ANSWER : EMPTY),
    });
    const { store } = renderWithProviders(<LazyBusinessMap filters={{}} />);
    // Both answers in: the first view's (empty) and the whole map's.
    await waitFor(() =>
      expect(
        Object.values(store.getState().api.queries).filter((q) => q?.status === 'fulfilled'),
      ).toHaveLength(2),
    );
    expect(screen.getByTestId('business-map').getAttribute('data-marker-count')).toBe('0');
    expect(screen.queryByText('No businesses found with location data')).toBeNull();
    expect(screen.getByTestId('ol-map')).toBeTruthy();
  });

  it('plots the located communities it is given beside the businesses', async () => {
    const api = mockApi({ 'GET /api/businesses/map': () => json(EMPTY) });
    const located = aCommunity({ latitude: 51.5, longitude: -0.1 });
    const unlocated = aCommunity({ id: 'c2', latitude: null, longitude: null });
    renderWithProviders(<LazyBusinessMap filters={{}} communities={[located, unlocated]} />);
    const frame = screen.getByTestId('business-map');
    await waitFor(() => expect(frame.getAttribute('data-marker-count')).toBe('0'));
    expect(frame.getAttribute('data-community-marker-count')).toBe('1');
    // A community is on the map: no need to look further for businesses.
    expect(mapRequests(api)).toHaveLength(1);
  });

  it('says when the first view cannot be loaded, and retries', async () => {
    const restore = stayOffScreen();
    try {
      let fail = true;
      mockApi({
        'GET /api/businesses/map': () =>
          fail ? json({ statusCode: 502, error: 'Bad Gateway' }, 502) : json(FIRST_ANSWER),
      });
      renderWithProviders(<LazyBusinessMap filters={{}} />);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('Could not load the businesses in this area.');
      fail = false;
      fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      await waitFor(() =>
        expect(screen.getByTestId('business-map').getAttribute('data-marker-count')).toBe('14'),
      );
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      restore();
    }
  });
});
