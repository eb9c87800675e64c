import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import type { Community, I18nText } from '@byp/contracts';
import { json, mockApi } from '@byp/testing/msw';
import { lightTheme } from '@byp/ui';
import { i18n, setLanguage } from '../i18n/i18n';
import { createAppStore } from '../store/store';
import { useCommunityPages, useGetCommunitiesQuery } from '../communities/communitiesApi';
import { DidYouMean } from './DidYouMean';
import { FallbackMarker } from './FallbackMarker';

const text = (en: string | null, uk: string | null): I18nText => ({ en, uk });

function community(lang: 'en' | 'uk'): Community {
  const nameI18n = text('Ukrainian Society', 'Українське товариство');
  return {
    id: 'c1',
    name: nameI18n[lang] as string,
    description: 'A community of Ukrainians in London.',
    nameI18n,
    descriptionI18n: text('A community of Ukrainians in London.', null),
  } as Community;
}

function renderWithStore(ui: React.ReactElement) {
  const store = createAppStore();
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={lightTheme}>{ui}</ThemeProvider>
      </I18nextProvider>
    </Provider>,
  );
  return store;
}

function CommunityNames() {
  const { data } = useGetCommunitiesQuery();
  return (
    <ul>
      {data?.map((c) => (
        <li key={c.id}>{c.name}</li>
      ))}
    </ul>
  );
}

describe('content reads in the UI language', () => {
  /** Every request the app sent in this test, in order (MSW answers them). */
  let api: jest.Mock<void, [Request]>;
  const requestedUrls = () => api.mock.calls.map(([request]) => new URL(request.url));

  beforeEach(async () => {
    await setLanguage('en');
    api = mockApi({
      'GET /api/communities': (request) =>
        json([community(new URL(request.url).searchParams.get('lang') === 'uk' ? 'uk' : 'en')]),
    });
  });
  afterAll(() => setLanguage('en'));

  it('asks with ?lang= of the UI language and asks again, in the other, when the language switches', async () => {
    renderWithStore(<CommunityNames />);
    await screen.findByText('Ukrainian Society');
    expect(requestedUrls().map((url) => `${url.pathname}${url.search}`)).toEqual([
      '/api/communities?lang=en',
    ]);

    await act(() => setLanguage('uk'));
    await screen.findByText('Українське товариство');
    expect(requestedUrls().map((url) => url.search)).toEqual(['?lang=en', '?lang=uk']);

    // Each language keeps its own cache entry: switching back shows English without a request.
    await act(() => setLanguage('en'));
    await screen.findByText('Ukrainian Society');
    expect(api).toHaveBeenCalledTimes(2);
  });

  it("reads a search's 'Did you mean' from the X-Did-You-Mean header, decoded", async () => {
    mockApi({
      'GET /api/communities': () =>
        Response.json([], { headers: { 'X-Did-You-Mean': encodeURIComponent('Київ') } }),
    });
    function Search() {
      const first = useCommunityPages({ q: 'Киів' }).data?.pages[0];
      return first ? <p>{`${first.items.length} / ${first.didYouMean}`}</p> : null;
    }
    renderWithStore(<Search />);
    await screen.findByText('0 / Київ');
    const [url] = requestedUrls();
    expect(url.pathname).toBe('/api/communities');
    expect(url.searchParams.get('q')).toBe('Киів');
    expect(url.searchParams.get('lang')).toBe('en');
  });
});

describe('FallbackMarker', () => {
  // Unmount first: switching the language of a mounted tree outside act() would warn.
  afterEach(() => {
    cleanup();
    return setLanguage('en');
  });

  it("says 'English only' in Ukrainian where the text has no Ukrainian value", async () => {
    await setLanguage('uk');
    renderWithStore(<FallbackMarker text={text('Kyiv Bakery', null)} />);
    expect(screen.getByText('лише англійською')).toBeTruthy();
  });

  it("says 'Ukrainian only' in English where the text has no English value", () => {
    renderWithStore(<FallbackMarker text={text(null, 'Пекарня')} />);
    expect(screen.getByText('Ukrainian only')).toBeTruthy();
  });

  it('shows nothing where the UI language has its own value, or the answer has no I18n field', async () => {
    await setLanguage('uk');
    renderWithStore(
      <div data-testid="box">
        <FallbackMarker text={text('Kyiv Bakery', 'Київська пекарня')} />
        <FallbackMarker text={text(null, 'Пекарня')} />
        <FallbackMarker text={undefined} />
      </div>,
    );
    expect(screen.getByTestId('box').innerHTML).toBe('');
  });
});

describe('DidYouMean', () => {
  // Unmount first: switching the language of a mounted tree outside act() would warn.
  afterEach(() => {
    cleanup();
    return setLanguage('en');
  });

  it('offers the suggestion as a button that runs that search, in Ukrainian too', async () => {
    await setLanguage('uk');
    const onSearch = jest.fn();
    renderWithStore(<DidYouMean suggestion="bakery" onSearch={onSearch} />);
    expect(screen.getByTestId('did-you-mean').textContent).toBe('Можливо, ви мали на увазі bakery?');
    act(() => screen.getByRole('button', { name: 'bakery' }).click());
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('bakery'));
  });

  it('shows nothing without a suggestion', () => {
    renderWithStore(
      <div data-testid="box">
        <DidYouMean suggestion={null} onSearch={jest.fn()} />
      </div>,
    );
    expect(screen.getByTestId('box').innerHTML).toBe('');
  });
});
