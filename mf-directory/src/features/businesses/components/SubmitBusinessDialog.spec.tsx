import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@byp/platform';
import { mockApi, requestOf } from '@byp/testing/msw';
import { json, renderWithProviders } from '../../../testing/renderWithProviders';
import { SubmitBusinessDialog } from './SubmitBusinessDialog';

function openForm() {
  renderWithProviders(<SubmitBusinessDialog />);
  fireEvent.click(screen.getByRole('button', { name: 'Submit Business' }));
  return screen.getByRole('dialog', { name: 'Submit Business' });
}

const field = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole(name === 'Category' ? 'combobox' : 'textbox', { name }) as HTMLInputElement;

function fill(dialog: HTMLElement, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    fireEvent.change(field(dialog, name), { target: { value } });
}

const REQUIRED = {
  'Business name (English)': 'Kalyna Bakery',
  'Description (English)': 'Rye bread and poppy-seed rolls.',
  Category: 'dining',
  Address: '3 Mill Lane',
  Area: 'Hackney',
  'Hero image URL': 'https://img.example/kalyna.jpg',
};

const errorOf = (dialog: HTMLElement, name: string) => {
  const describedBy = field(dialog, name).getAttribute('aria-describedby') ?? '';
  return describedBy
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter((text) => text && !text.startsWith('At least'))
    .join(' ');
};

/** The server's 400 with these field details. */
const refusal =
  (...details: Record<string, unknown>[]) =>
  () =>
    json({ statusCode: 400, error: 'Validation failed', details }, 400);

describe('SubmitBusinessDialog', () => {
  // The form's code loads the first time the dialog opens: once here, so each test below finds the
  // form as soon as it opens the dialog.
  beforeAll(async () => {
    mockApi({});
    const { unmount } = renderWithProviders(<SubmitBusinessDialog />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Business' }));
    expect(await screen.findByRole('textbox', { name: 'Business name (English)' })).toBeTruthy();
    unmount();
  });

  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('shows translated messages under the fields and sends nothing while the form is invalid', () => {
    const fetchMock = mockApi({});
    const dialog = openForm();
    fill(dialog, {
      'Description (English)': 'Too short',
      'Hero image URL': 'nope',
      Email: 'a@',
      Website: 'www',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Business' }));

    expect(errorOf(dialog, 'Business name (English)')).toBe('Required');
    expect(errorOf(dialog, 'Description (English)')).toBe('Must be at least 10 characters');
    expect(errorOf(dialog, 'Category')).toBe('Required');
    expect(errorOf(dialog, 'Hero image URL')).toBe('Invalid URL');
    expect(errorOf(dialog, 'Email')).toBe('Invalid email address');
    expect(errorOf(dialog, 'Website')).toBe('Invalid URL');
    expect(errorOf(dialog, 'Phone')).toBe('');
    expect(field(dialog, 'Business name (English)').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();

    // Once corrected, the message goes.
    fill(dialog, { 'Business name (English)': 'Kalyna' });
    expect(errorOf(dialog, 'Business name (English)')).toBe('');
  });

  it('speaks Ukrainian', async () => {
    await act(() => setLanguage('uk'));
    mockApi({});
    renderWithProviders(<SubmitBusinessDialog />);
    fireEvent.click(screen.getByRole('button', { name: 'Додати підприємство' }));
    const dialog = screen.getByRole('dialog', { name: 'Додати підприємство' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Опис (англійською)' }), {
      target: { value: 'Закоротко' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Додати підприємство' }));
    expect(within(dialog).getAllByText('Обов’язкове поле').length).toBeGreaterThanOrEqual(5);
    expect(within(dialog).getByText('Має містити щонайменше 10 символів')).toBeTruthy();
  });

  it('takes the name and description in either language: one of each pair is required, each given value is checked', async () => {
    const fetchMock = mockApi({ 'POST /api/businesses/public': () => json({ id: 'new' }, 201) });
    const dialog = openForm();
    const { 'Business name (English)': _name, 'Description (English)': _description, ...rest } = REQUIRED;
    fill(dialog, { ...rest, 'Description (Ukrainian)': 'Коротко' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Business' }));

    // Neither name: the English field (the spec's `name`) says so; the Ukrainian one is optional.
    expect(errorOf(dialog, 'Business name (English)')).toBe('Required');
    expect(errorOf(dialog, 'Business name (Ukrainian)')).toBe('');
    expect(errorOf(dialog, 'Description (English)')).toBe('');
    expect(errorOf(dialog, 'Description (Ukrainian)')).toBe('Must be at least 10 characters');
    expect(fetchMock).not.toHaveBeenCalled();

    // The Ukrainian name alone is enough: typing it clears the English field's message.
    fill(dialog, { 'Business name (Ukrainian)': 'Пекарня «Калина»' });
    expect(errorOf(dialog, 'Business name (English)')).toBe('');
    fill(dialog, { 'Description (Ukrainian)': 'Житній хліб і булочки з маком.' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Business' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = await requestOf(fetchMock, 0).json();
    expect(body).toMatchObject({
      nameUk: 'Пекарня «Калина»',
      descriptionUk: 'Житній хліб і булочки з маком.',
    });
    // The blank English values are not sent.
    expect(body).not.toHaveProperty('name');
    expect(body).not.toHaveProperty('description');
  });

  it('adds gallery URLs (ignoring duplicates and refusing non-URLs) and removes them', () => {
    mockApi({});
    const dialog = openForm();
    const add = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Add image' }));
    fill(dialog, { 'Gallery image URL': 'https://img.example/1.jpg' });
    add();
    fill(dialog, { 'Gallery image URL': 'https://img.example/1.jpg' });
    add();
    // The photo list shows the pasted image too; the URL list holds it once.
    const urlList = within(dialog).getByRole('list', { name: 'Gallery images' });
    expect(within(urlList).getAllByRole('listitem')).toHaveLength(1);
    fill(dialog, { 'Gallery image URL': 'not-a-url' });
    add();
    expect(errorOf(dialog, 'Gallery image URL')).toBe('Invalid URL');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove https://img.example/1.jpg' }));
    expect(within(dialog).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('maps a refusal to a destructive toast and to messages under the fields, keeping what was typed', async () => {
    const fetchMock = mockApi({
      'POST /api/businesses/public': refusal(
        { path: 'heroImage', message: 'Invalid URL', code: 'invalid_url' },
        { path: 'description', message: 'Must be at least 10 characters', code: 'too_short', min: 10 },
      ),
    });
    const { store } = renderWithProviders(<SubmitBusinessDialog />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Business' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit Business' });
    fill(dialog, REQUIRED);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Business' }));

    await waitFor(() => expect(store.getState().toasts.toasts).toHaveLength(1));
    expect(store.getState().toasts.toasts[0]).toMatchObject({
      variant: 'destructive',
      title: 'Error',
      description: 'heroImage: Invalid URL; description: Must be at least 10 characters',
    });
    expect(errorOf(dialog, 'Hero image URL')).toBe('Invalid URL');
    expect(errorOf(dialog, 'Description (English)')).toBe('Must be at least 10 characters');
    expect(field(dialog, 'Business name (English)').value).toBe('Kalyna Bakery');
    expect(screen.getByRole('dialog', { name: 'Submit Business' })).toBeTruthy();

    const body = await requestOf(fetchMock, 0).json();
    expect(body).toEqual({
      name: 'Kalyna Bakery',
      description: 'Rye bread and poppy-seed rolls.',
      category: 'dining',
      address: '3 Mill Lane',
      area: 'Hackney',
      heroImage: 'https://img.example/kalyna.jpg',
      phone: '',
      email: '',
      website: '',
      instagram: '',
      tiktok: '',
      openingHours: '',
      galleryImages: [],
    });
  });

  it('sends the opening hours and shows the server’s refusal of them under the field, in Ukrainian too', async () => {
    const fetchMock = mockApi({
      'POST /api/businesses/public': refusal({
        path: 'openingHours',
        message: 'Invalid opening hours: use the form Mo-Fr 09:00-18:00; Sa 10:00-14:00',
        code: 'invalid_opening_hours',
      }),
    });
    renderWithProviders(<SubmitBusinessDialog />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Business' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit Business' });
    fill(dialog, { ...REQUIRED, 'Opening hours': 'Mo-Fr 9 to 5ish' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Business' }));
    // The field's description is its format hint, then the error.
    await waitFor(() =>
      expect(errorOf(dialog, 'Opening hours')).toContain(
        'Invalid opening hours: use the form Mo-Fr 09:00-18:00; Sa 10:00-14:00',
      ),
    );
    expect((await requestOf(fetchMock, 0).json()).openingHours).toBe('Mo-Fr 9 to 5ish');
    await act(() => setLanguage('uk'));
    expect(errorOf(dialog, 'Години роботи')).toContain(
      'Невірні години роботи: пишіть у формі Mo-Fr 09:00-18:00; Sa 10:00-14:00',
    );
  });

  it('on success toasts, closes and starts the next form empty', async () => {
    mockApi({ 'POST /api/businesses/public': () => json({ id: 'new' }, 201) });
    const { store } = renderWithProviders(<SubmitBusinessDialog />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Business' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit Business' });
    fill(dialog, REQUIRED);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Business' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.getState().toasts.toasts[0]).toMatchObject({
      title: 'Business submitted successfully and is pending approval!',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Business' }));
    expect(field(screen.getByRole('dialog'), 'Business name (English)').value).toBe('');
  });

  it('keeps a draft when the dialog is closed without sending', () => {
    mockApi({});
    const dialog = openForm();
    fill(dialog, { 'Business name (English)': 'Draft name' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Business' }));
    expect(field(screen.getByRole('dialog'), 'Business name (English)').value).toBe('Draft name');
  });
});
