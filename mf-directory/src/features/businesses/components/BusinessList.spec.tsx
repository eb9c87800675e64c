import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createAppStore, i18n, setLanguage } from '@byp/platform';
import { lightTheme } from '@byp/ui';
import { registerDirectoryTranslations } from '../../../i18n/registerDirectoryTranslations';
import { BusinessList } from './BusinessList';

// Node's Request (jest-fixed-jsdom) does not resolve relative URLs the way a browser does.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
  }
} as typeof Request;

const businesses = [
  { id: 'b1', name: 'Varenyky House', description: 'Family recipes.', category: 'dining', address: '12 High Street' },
  { id: 'b2', name: 'Kalyna Beauty', description: 'Hair and nails.', category: 'beauty', address: '5 Market Road' },
];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderList(path = '/') {
  registerDirectoryTranslations();
  return render(
    <Provider store={createAppStore()}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={lightTheme}>
          <MemoryRouter initialEntries={[path]}>
            <BusinessList />
          </MemoryRouter>
        </ThemeProvider>
      </I18nextProvider>
    </Provider>,
  );
}

describe('BusinessList', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn(async () => json(businesses));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('shows 6 skeletons while loading, then a card per business with its translated category', async () => {
    renderList();
    expect(screen.getAllByTestId('business-skeleton')).toHaveLength(6);
    expect(await screen.findByRole('heading', { name: 'Varenyky House' })).toBeTruthy();
    expect(screen.getByText('Dining')).toBeTruthy();
    expect(screen.getByText('5 Market Road')).toBeTruthy();
  });

  it('filters by the ?category= of the URL', async () => {
    renderList('/?category=beauty');
    expect(await screen.findByRole('heading', { name: 'Kalyna Beauty' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Varenyky House' })).toBeNull();
  });

  it('shows the empty state', async () => {
    fetchMock.mockImplementation(async () => json([]));
    renderList();
    expect(await screen.findByText('No businesses found')).toBeTruthy();
  });

  it('shows the error state and loads again on Retry', async () => {
    fetchMock.mockImplementationOnce(async () => json({ statusCode: 500, error: 'Boom' }, 500));
    renderList();
    expect(await screen.findByText('Failed to load content. Please try again later.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Varenyky House' })).toBeTruthy();
  });

  it('speaks Ukrainian', async () => {
    await act(() => setLanguage('uk'));
    renderList();
    expect(await screen.findByRole('heading', { name: 'Підприємства' })).toBeTruthy();
    expect(await screen.findByText('Кафе та ресторани')).toBeTruthy();
  });
});
