import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setLanguage } from '@byp/platform';
import { mockApi } from '@byp/testing/msw';
import { json, renderWithProviders } from '../../../testing/renderWithProviders';
import type { BusinessMapResponse, LonLatBox, MapFilters } from '../api/mapApi';
import type { MapViewState } from '../lib/mapTiles';
import { tileBox } from '../lib/mapTiles';
import { useBusinessMapAnswer } from './useBusinessMapAnswer';

const LONDON: MapViewState = { extent: [-0.3, 51.4, 0.1, 51.6], zoom: 11 };
const MANCHESTER: MapViewState = { extent: [-2.4, 53.4, -2.1, 53.55], zoom: 12 };
const LEEDS: MapViewState = { extent: [-1.7, 53.75, -1.4, 53.85], zoom: 12 };

const answerOf = (name: string, total = 1): BusinessMapResponse => ({
  total,
  clusters: [],
  markers: [
    { id: name, slug: name, name, category: 'dining', longitude: 0, latitude: 51.5, isPremium: false },
  ],
});

/** The hook on screen: its state as text, and buttons that move the view and retry. */
let moveTo: (view: MapViewState | null) => void = () => undefined;
let search: (filters: MapFilters) => void = () => undefined;
function Probe({ filters: given, first }: { filters: MapFilters; first: MapViewState | null }) {
  const [view, setView] = useState(first);
  const [filters, setFilters] = useState(given);
  moveTo = setView;
  search = setFilters;
  const debounceMs = 50;
  const { answer, loading, failed, retry } = useBusinessMapAnswer(filters, view, debounceMs);
  return (
    <>
      <output data-testid="shown">{answer?.markers.map((m) => m.name).join(',') ?? ''}</output>
      <output data-testid="state">{failed ? 'failed' : loading ? 'loading' : 'idle'}</output>
      <button onClick={retry}>retry</button>
    </>
  );
}

const params = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
const requestsTo = (mock: jest.Mock) =>
  mock.mock.calls.map(([request]) => request as Request).filter((r) => r.url.includes('/api/businesses/map'));
const boxOf = (view: MapViewState) => tileBox(view.extent as LonLatBox, view.zoom).join(',');

describe('useBusinessMapAnswer', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it("asks for the view's tile-rounded box and zoom with the page's search, in the UI language", async () => {
    const api = mockApi({ 'GET /api/businesses/map': () => json(answerOf('Varenyky House')) });
    renderWithProviders(
      <Probe
        filters={{ q: 'bakery', category: 'dining', location: 'Camden', openNow: true }}
        first={LONDON}
      />,
    );
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('Varenyky House'));
    const [request] = requestsTo(api);
    expect(new URL(request.url).pathname).toBe('/api/businesses/map');
    expect(params(request)).toEqual({
      bbox: boxOf(LONDON),
      zoom: '11',
      q: 'bakery',
      category: 'dining',
      location: 'Camden',
      openNow: 'true',
      lang: 'en',
    });
    expect(screen.getByTestId('state').textContent).toBe('idle');
  });

  it('sends no empty filter, and asks nothing without a view', async () => {
    const api = mockApi({ 'GET /api/businesses/map': () => json(answerOf('A')) });
    renderWithProviders(<Probe filters={{ q: '', openNow: false }} first={null} />);
    expect(screen.getByTestId('state').textContent).toBe('idle');
    act(() => moveTo(LONDON));
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('A'));
    expect(Object.keys(params(requestsTo(api)[0])).sort()).toEqual(['bbox', 'lang', 'zoom']);
  });

  it('asks once the view rests (debounced), keeps the old answer until the new one arrives, and reuses a box it has', async () => {
    let release: () => void = () => undefined;
    const api = mockApi({
      'GET /api/businesses/map': async (request) => {
        const bbox = params(request).bbox;
        if (bbox === boxOf(LEEDS)) await new Promise<void>((resolve) => (release = resolve));
        return json(
          answerOf(bbox === boxOf(LONDON) ? 'London' : bbox === boxOf(LEEDS) ? 'Leeds' : 'Manchester'),
        );
      },
    });
    renderWithProviders(<Probe filters={{}} first={LONDON} />);
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('London'));
    // A fling: three views in a row; only the one it rests on is asked for.
    act(() => moveTo(MANCHESTER));
    act(() => moveTo(LONDON));
    act(() => moveTo(LEEDS));
    await waitFor(() => expect(requestsTo(api)).toHaveLength(2));
    expect(params(requestsTo(api)[1]).bbox).toBe(boxOf(LEEDS));
    // While Leeds loads, London stays drawn.
    expect(screen.getByTestId('state').textContent).toBe('loading');
    expect(screen.getByTestId('shown').textContent).toBe('London');
    release();
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('Leeds'));
    // Back to London: its answer is still held, no request.
    act(() => moveTo({ ...LONDON }));
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('London'));
    expect(requestsTo(api)).toHaveLength(2);
  });

  it('aborts the request of a box the view has left', async () => {
    const signals: AbortSignal[] = [];
    mockApi({
      'GET /api/businesses/map': async (request) => {
        signals.push(request.signal);
        if (params(request).bbox === boxOf(MANCHESTER)) {
          await new Promise((resolve) => request.signal.addEventListener('abort', resolve));
        }
        return json(answerOf(params(request).bbox === boxOf(LEEDS) ? 'Leeds' : 'Manchester'));
      },
    });
    renderWithProviders(<Probe filters={{}} first={MANCHESTER} />);
    await waitFor(() => expect(signals).toHaveLength(1));
    act(() => moveTo(LEEDS));
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('Leeds'));
    expect(signals[0].aborted).toBe(true);
    expect(signals[1].aborted).toBe(false);
    expect(screen.getByTestId('state').textContent).toBe('idle');
  });

  it('asks again for a new search, and in the other language after a switch', async () => {
    const api = mockApi({ 'GET /api/businesses/map': () => json(answerOf('A')) });
    renderWithProviders(<Probe filters={{}} first={LONDON} />);
    await waitFor(() => expect(requestsTo(api)).toHaveLength(1));
    act(() => search({ category: 'beauty', openNow: true }));
    await waitFor(() => expect(requestsTo(api)).toHaveLength(2));
    expect(params(requestsTo(api)[1])).toMatchObject({
      category: 'beauty',
      openNow: 'true',
      bbox: boxOf(LONDON),
    });
    await act(() => setLanguage('uk'));
    await waitFor(() => expect(requestsTo(api)).toHaveLength(3));
    expect(params(requestsTo(api)[2])).toMatchObject({ category: 'beauty', lang: 'uk' });
  });

  it('says when the view cannot be loaded, keeps what is drawn, and asks again on retry', async () => {
    let fail = false;
    mockApi({
      'GET /api/businesses/map': (request) =>
        fail && params(request).bbox === boxOf(LEEDS)
          ? json({ statusCode: 503, error: 'Service Unavailable' }, 503)
          : json(answerOf(params(request).bbox === boxOf(LEEDS) ? 'Leeds' : 'London')),
    });
    renderWithProviders(<Probe filters={{}} first={LONDON} />);
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('London'));
    fail = true;
    act(() => moveTo(LEEDS));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('failed'));
    expect(screen.getByTestId('shown').textContent).toBe('London');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'retry' }));
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('Leeds'));
    expect(screen.getByTestId('state').textContent).toBe('idle');
  });
});
