import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getMissingTranslationKeys, resetMissingTranslationKeys, setLanguage } from '@byp/platform';
import { mockApi } from '@byp/testing/msw';
import { json, renderAdmin } from '../testing/renderAdmin';

// Issue 23 in the admin console: tables show each text in the UI language (the other one marked),
// inline edits change the UI language's value, and the forms take both languages.

const session = {
  token: 'admin-token',
  user: { id: 'u1', username: 'olena' },
  expiresAt: '2030-01-01T12:00:00.000Z',
};
const englishOnlyBusiness = {
  id: 'b1',
  name: 'Kalyna Bakery',
  description: 'Rye bread',
  nameI18n: { en: 'Kalyna Bakery', uk: null },
  descriptionI18n: { en: 'Rye bread', uk: null },
  category: 'dining',
  address: '1 High Street, London',
  phone: null,
  email: null,
  isVerified: 0,
  isPremium: 0,
  isApproved: 1,
  galleryImages: [],
  heroImage: '/images/businesses/bakery.jpg',
  createdAt: '2026-01-01T10:00:00.000Z',
};
const community = {
  id: 'c1',
  name: 'Українська громада Кройдона',
  description: 'Зустрічаємося щосуботи.',
  nameI18n: { en: null, uk: 'Українська громада Кройдона' },
  descriptionI18n: { en: 'We meet on Saturdays.', uk: 'Зустрічаємося щосуботи.' },
  heroImage: 'https://img.example/c1.jpg',
  links: [],
  latitude: null,
  longitude: null,
  contactEmail: null,
  website: null,
  instagram: null,
  tiktok: null,
  isApproved: 0,
  createdAt: '2026-01-01T10:00:00.000Z',
};

let sent: { method: string; path: string; search: string; body: unknown }[];
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetMissingTranslationKeys();
  sent = [];
  // Every request is noted (with its JSON body); a write answers the business as changed.
  const noted =
    (answer: (body: unknown) => Response) =>
    async (request: Request): Promise<Response> => {
      const url = new URL(request.url);
      const body = request.method === 'GET' ? undefined : await request.json().catch(() => undefined);
      sent.push({ method: request.method, path: url.pathname, search: url.search, body });
      return answer(body);
    };
  mockApi({
    'GET /api/businesses/all': noted(() =>
      json({ items: [englishOnlyBusiness], total: 1, page: 1, pageSize: 25 }),
    ),
    'GET /api/communities/all': noted(() => json([community])),
    'GET /api/businesses/stats': noted(() =>
      json({ totalBusinesses: 1, verifiedBusinesses: 0, premiumBusinesses: 0, pendingBusinesses: 0 }),
    ),
    'GET /api/*': noted(() => json([])),
    'ALL /api/*': noted((body) => json({ ...englishOnlyBusiness, ...(body as object) })),
  });
});
afterEach(async () => {
  await act(() => setLanguage('en'));
  expect(getMissingTranslationKeys()).toEqual([]);
});

const writes = () => sent.filter((r) => r.method !== 'GET');

describe('bilingual content in the admin console', () => {
  it('in Ukrainian, lists an English-only name marked, and the inline edit sets its Ukrainian value', async () => {
    await act(() => setLanguage('uk'));
    renderAdmin('/admin/businesses', { session });
    const cell = await screen.findByRole('button', {
      name: /Редагувати поле «Назва українською» для Kalyna Bakery/,
    });
    expect(cell.textContent).toContain('лише англійською');
    expect(cell.querySelector('[lang="en"]')?.textContent).toBe('Kalyna Bakery');
    expect(screen.getByRole('columnheader', { name: 'Назва українською' })).toBeTruthy();
    // The list was asked for in Ukrainian.
    expect(sent.find((r) => r.path === '/api/businesses/all')?.search).toContain('lang=uk');

    fireEvent.click(cell);
    const editor = screen.getByRole('textbox', { name: /Назва українською/ }) as HTMLInputElement;
    // Nothing in Ukrainian yet: the editor starts empty, not with the English fallback.
    expect(editor.value).toBe('');
    fireEvent.change(editor, { target: { value: 'Пекарня «Калина»' } });
    fireEvent.keyDown(editor, { key: 'Enter' });
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/businesses/b1',
      body: { nameUk: 'Пекарня «Калина»' },
    });
  });

  it('in English, the inline name edit keeps its name and changes the English value', async () => {
    renderAdmin('/admin/businesses', { session });
    fireEvent.click(await screen.findByRole('button', { name: /Edit Name of Kalyna Bakery/ }));
    const editor = screen.getByRole('textbox', { name: 'Edit Name of Kalyna Bakery' }) as HTMLInputElement;
    expect(editor.value).toBe('Kalyna Bakery');
    fireEvent.change(editor, { target: { value: 'Kalyna Bakehouse' } });
    fireEvent.keyDown(editor, { key: 'Enter' });
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0].body).toEqual({ name: 'Kalyna Bakehouse' });
  });

  it('adds a business named only in Ukrainian, and refuses one named in neither language', async () => {
    renderAdmin('/admin/businesses?action=add', { session });
    const [nameUk, descriptionUk] = screen.getAllByLabelText('In Ukrainian');
    fireEvent.change(screen.getByLabelText(/^Category/), { target: { value: 'dining' } });
    fireEvent.change(screen.getByLabelText(/^Address/), { target: { value: '1 High Street' } });
    fireEvent.change(screen.getByLabelText(/^Hero image URL/), {
      target: { value: 'https://img.example/h.jpg' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Add Business' }));
    expect(await screen.findByText('Business name is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    expect(writes()).toEqual([]);

    fireEvent.change(nameUk, { target: { value: 'Калина' } });
    fireEvent.change(descriptionUk, { target: { value: 'Житній хліб і випічка.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Business' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      path: '/api/businesses',
      body: { name: null, nameUk: 'Калина', description: null, descriptionUk: 'Житній хліб і випічка.' },
    });
  });

  it("edits a community's two languages in its dialog; a name is needed in one of them", async () => {
    renderAdmin('/admin/communities', { session });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Українська громада Кройдона' }));
    const dialog = screen.getByRole('dialog');
    const name = within(dialog).getByLabelText(/^Name/) as HTMLInputElement;
    const [nameUk] = within(dialog).getAllByLabelText('In Ukrainian') as HTMLInputElement[];
    expect([name.value, nameUk.value]).toEqual(['', 'Українська громада Кройдона']);

    fireEvent.change(nameUk, { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(writes()).toEqual([]);

    fireEvent.change(name, { target: { value: 'Croydon Ukrainian Community' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/communities/c1',
      body: {
        name: 'Croydon Ukrainian Community',
        nameUk: null,
        description: 'We meet on Saturdays.',
        descriptionUk: 'Зустрічаємося щосуботи.',
      },
    });
  });
});
