import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ThemeProvider } from 'styled-components';
import {
  createAppStore,
  getMissingTranslationKeys,
  i18n,
  resetMissingTranslationKeys,
  setLanguage,
} from '@byp/platform';
import { lightTheme } from '@byp/ui';
import { json, mockApi } from '@byp/testing/msw';
import NewsApp from '../app/App';
import { aPost } from '../testing/fixtures';

// Issue 23 on /news-events: posts read in the UI language, a text that exists only in the other
// language shown with its marker, and the submission forms taking either language.

const englishOnlyNews = aPost({
  id: 'p1',
  slug: 'bakery-opens-in-croydon',
  title: 'Bakery opens in Croydon',
  body: 'A new Ukrainian bakery opened this week.',
  titleI18n: { en: 'Bakery opens in Croydon', uk: null },
  bodyI18n: { en: 'A new Ukrainian bakery opened this week.', uk: null },
  isOnline: false,
});

let requests: { method: string; url: URL; body: unknown }[];
beforeEach(() => {
  resetMissingTranslationKeys();
  // A list's place is kept per history entry (issue 29): each test starts at the top.
  sessionStorage.clear();
  requests = [];
  // Every request is noted (with its JSON body); reads answer the English-only news, a submission
  // answers it as created.
  const noted = (answer: unknown) => async (request: Request) => {
    const body = request.method === 'GET' ? undefined : await request.json();
    requests.push({ method: request.method, url: new URL(request.url), body });
    return json(answer);
  };
  mockApi({
    'GET /api/posts/by-slug/*': noted(englishOnlyNews),
    'GET /api/*': noted([englishOnlyNews]),
    'ALL /api/*': noted({ ...englishOnlyNews, id: 'p2' }),
  });
});
afterEach(async () => {
  await act(() => setLanguage('en'));
  expect(getMissingTranslationKeys()).toEqual([]);
});

function renderPage() {
  render(
    <Provider store={createAppStore()}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={lightTheme}>
          <MemoryRouter initialEntries={['/news-events']}>
            <Routes>
              <Route path="*" element={<NewsApp />} />
            </Routes>
          </MemoryRouter>
        </ThemeProvider>
      </I18nextProvider>
    </Provider>,
  );
}

describe('/news-events in two languages', () => {
  it('asks for the posts in Ukrainian and marks a post that exists only in English', async () => {
    await act(() => setLanguage('uk'));
    renderPage();
    const card = (await screen.findAllByTestId('post-card'))[0];
    expect(requests[0].url.searchParams.get('lang')).toBe('uk');
    const title = within(card).getByRole('heading');
    expect(title.querySelector('[lang="en"]')?.textContent).toBe('Bakery opens in Croydon');
    expect(within(card).getAllByText('лише англійською').length).toBeGreaterThan(0);
  });

  it('submits news given only in Ukrainian, and asks for a title in one of the languages', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit News' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit news' }));
    expect((await within(dialog).findAllByText('Required')).length).toBe(2);
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    const [titleUk, bodyUk] = within(dialog).getAllByLabelText('In Ukrainian');
    fireEvent.change(titleUk, { target: { value: 'Відкрилася пекарня' } });
    fireEvent.change(bodyUk, { target: { value: 'Коротко' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit news' }));
    expect(await within(dialog).findByText('Must be at least 10 characters')).toBeTruthy();

    fireEvent.change(bodyUk, { target: { value: 'У Кройдоні відкрилася українська пекарня.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit news' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      type: 'news',
      titleUk: 'Відкрилася пекарня',
      bodyUk: 'У Кройдоні відкрилася українська пекарня.',
      image: '',
      externalUrl: '',
    });
  });
});
