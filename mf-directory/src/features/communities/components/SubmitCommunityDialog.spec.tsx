import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@byp/platform';
import { mockApi, requestOf } from '@byp/testing/msw';
import { json, renderWithProviders } from '../../../testing/renderWithProviders';
import { SubmitCommunityDialog } from './SubmitCommunityDialog';

// The form's map (OpenLayers) watches its size; jsdom has no ResizeObserver and draws nothing.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

function openForm() {
  const { store } = renderWithProviders(<SubmitCommunityDialog />);
  fireEvent.click(screen.getByRole('button', { name: 'Submit Community' }));
  const dialog = screen.getByRole('dialog', { name: 'Submit Community' });
  const lastToast = () => store.getState().toasts.toasts.at(-1);
  return Object.assign(dialog, { lastToast });
}

const field = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('textbox', { name }) as HTMLInputElement;

function fill(dialog: HTMLElement, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    fireEvent.change(field(dialog, name), { target: { value } });
}

const errorOf = (dialog: HTMLElement, name: string) =>
  (field(dialog, name).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter((text) => text && !text.startsWith('At least'))
    .join(' ');

const VALID = {
  'Community name (English)': 'Leeds Bandura Circle',
  'Description (English)': 'Bandura lessons for all ages in Leeds.',
  'Hero image URL': 'https://img.example.org/bandura.jpg',
};

describe('SubmitCommunityDialog', () => {
  // The form's code loads the first time the dialog opens: once here, so each test below finds the
  // form as soon as it opens the dialog.
  beforeAll(async () => {
    mockApi({});
    const { unmount } = renderWithProviders(<SubmitCommunityDialog />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Community' }));
    expect(await screen.findByRole('textbox', { name: 'Community name (English)' })).toBeTruthy();
    unmount();
  });

  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('shows the public form’s messages under the fields and sends nothing while it is invalid', () => {
    const fetchMock = mockApi({});
    const dialog = openForm();
    fill(dialog, {
      'Description (English)': 'Too short',
      'Hero image URL': 'nope',
      'Contact email': 'a@',
      Website: 'ftp://x.example',
      Latitude: '95',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Community' }));
    expect(errorOf(dialog, 'Community name (English)')).toBe('Required');
    expect(errorOf(dialog, 'Description (English)')).toBe('Must be at least 10 characters');
    expect(errorOf(dialog, 'Hero image URL')).toBe('Invalid URL');
    expect(errorOf(dialog, 'Contact email')).toBe('Invalid email address');
    expect(errorOf(dialog, 'Website')).toBe('Invalid URL');
    expect(errorOf(dialog, 'Latitude')).toBe('Value is too large');
    expect(errorOf(dialog, 'Instagram')).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says to use a full stop when a coordinate is typed with a decimal comma ('53,7997')", async () => {
    mockApi({});
    const dialog = openForm();
    fill(dialog, { ...VALID, Latitude: '53,7997', Longitude: '-1,5491' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Community' }));
    expect(errorOf(dialog, 'Latitude')).toBe('Use a full stop as the decimal separator: 53.7997');
    expect(errorOf(dialog, 'Longitude')).toBe('Use a full stop as the decimal separator: -1.5491');
    await act(() => setLanguage('uk'));
    expect(errorOf(dialog, 'Широта')).toBe('Відокремлюйте десяткові знаки крапкою, а не комою: 53.7997');
  });

  it('sends the community, says it is pending approval, resets and closes', async () => {
    const fetchMock = mockApi({
      'POST /api/communities/public': () => json({ id: 'new' }, 201),
    });
    const dialog = openForm();
    fill(dialog, {
      ...VALID,
      Website: 'leeds-bandura.example.org',
      Instagram: '@leedsbandura',
      Latitude: '53.8',
      Longitude: '-1.55',
      'Place name (town, area)': ' Leeds, Chapeltown ',
    });
    fill(dialog, { 'Additional link URL': 'https://leeds.example.org/lessons' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add link' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Community' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dialog.lastToast()).toMatchObject({
      title: 'Community submitted successfully and is pending approval!',
    });
    const body = await requestOf(fetchMock, 0).json();
    expect(body).toEqual({
      name: 'Leeds Bandura Circle',
      description: 'Bandura lessons for all ages in Leeds.',
      heroImage: 'https://img.example.org/bandura.jpg',
      galleryImages: [],
      website: 'https://leeds-bandura.example.org',
      contactEmail: '',
      instagram: '@leedsbandura',
      tiktok: '',
      links: ['https://leeds.example.org/lessons'],
      latitude: 53.8,
      longitude: -1.55,
      placeName: 'Leeds, Chapeltown',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Community' }));
    expect(field(screen.getByRole('dialog'), 'Community name (English)').value).toBe('');
  });

  it('shows the server’s details as "path: message" in a destructive toast and keeps what was typed', async () => {
    mockApi({
      'POST /api/communities/public': () =>
        json(
          {
            statusCode: 400,
            error: 'Validation failed',
            details: [{ path: 'heroImage', message: 'Invalid URL', code: 'invalid_url' }],
          },
          400,
        ),
    });
    const dialog = openForm();
    fill(dialog, VALID);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Community' }));
    await waitFor(() =>
      expect(dialog.lastToast()).toMatchObject({
        variant: 'destructive',
        title: 'Error',
        description: 'heroImage: Invalid URL',
      }),
    );
    expect(errorOf(dialog, 'Hero image URL')).toBe('Invalid URL');
    expect(field(dialog, 'Community name (English)').value).toBe('Leeds Bandura Circle');
  });

  it('falls back to the error text, then to the spec’s community message', async () => {
    mockApi({
      'POST /api/communities/public': () =>
        json({ statusCode: 429, error: 'Too many requests. Try again later.' }, 429),
    });
    const dialog = openForm();
    fill(dialog, VALID);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Community' }));
    await waitFor(() =>
      expect(dialog.lastToast()).toMatchObject({
        variant: 'destructive',
        description: 'Too many requests. Try again later.',
      }),
    );

    mockApi({ 'POST /api/communities/public': () => new Response('', { status: 500 }) });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Community' }));
    await waitFor(() =>
      expect(dialog.lastToast()).toMatchObject({
        description: 'Failed to submit community. Please check all required fields.',
      }),
    );
  });

  it('sends both languages when both are given, and the Ukrainian alone when only it is', async () => {
    const fetchMock = mockApi({ 'POST /api/communities/public': () => json({ id: 'new' }, 201) });
    const dialog = openForm();
    fill(dialog, {
      ...VALID,
      'Community name (Ukrainian)': 'Бандурний гурток у Лідсі',
      'Description (Ukrainian)': 'Уроки гри на бандурі для всіх віків у Лідсі.',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Community' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await requestOf(fetchMock, 0).json()).toMatchObject({
      name: 'Leeds Bandura Circle',
      nameUk: 'Бандурний гурток у Лідсі',
      description: 'Bandura lessons for all ages in Leeds.',
      descriptionUk: 'Уроки гри на бандурі для всіх віків у Лідсі.',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Submit Community' }));
    const next = screen.getByRole('dialog', { name: 'Submit Community' });
    const { 'Community name (English)': _name, 'Description (English)': _description, ...rest } = VALID;
    fill(next, {
      ...rest,
      'Community name (Ukrainian)': 'Бандурний гурток',
      'Description (Ukrainian)': 'Уроки гри на бандурі для всіх віків.',
    });
    fireEvent.click(within(next).getByRole('button', { name: 'Submit Community' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const body = await requestOf(fetchMock, 1).json();
    expect(body).toMatchObject({
      nameUk: 'Бандурний гурток',
      descriptionUk: 'Уроки гри на бандурі для всіх віків.',
    });
    expect(body).not.toHaveProperty('name');
    expect(body).not.toHaveProperty('description');
  });

  it('speaks Ukrainian', async () => {
    await act(() => setLanguage('uk'));
    mockApi({});
    renderWithProviders(<SubmitCommunityDialog />);
    fireEvent.click(screen.getByRole('button', { name: 'Додати громаду' }));
    const dialog = screen.getByRole('dialog', { name: 'Додати громаду' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Додати громаду' }));
    expect(within(dialog).getAllByText('Обов’язкове поле')).toHaveLength(3);
  });
});
