import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@byp/platform';
import { mockApi, requestOf } from '@byp/testing/msw';
import { json, renderWithProviders } from '../../../testing/renderWithProviders';
import { SubmitBusinessDialog } from './SubmitBusinessDialog';

const photoUrl = (n: number) => `/api/businesses/photos/${String(n).repeat(32)}.jpg`;

/**
 * Answers the photo uploads (POST /api/businesses/photos?draft=) in order, a refusal for a file
 * whose bytes start with "bad"; anything else is MSW's 404. Returns the mock that sees every request.
 */
function mockUploads() {
  let uploaded = 0;
  return mockApi({
    'POST /api/businesses/photos': async (request) => {
      if (!new URL(request.url).searchParams.get('draft'))
        return json({ statusCode: 404, error: 'Not found' }, 404);
      if ((await request.text()).startsWith('bad'))
        return json(
          {
            statusCode: 400,
            error: 'The file is not a JPEG, PNG, WebP or HEIC photo',
            details: [{ path: 'photos', message: '…', code: 'photo_not_image' }],
          },
          400,
        );
      uploaded += 1;
      return json({ url: photoUrl(uploaded), width: 1600, height: 686 }, 201);
    },
  });
}

/**
 * A file whose bytes are its name, so that the server mock can tell the files apart. Node's File, as
 * a browser's, is a Blob that fetch sends as the body; jsdom's is not (fetch would send "[object File]").
 */
const file = (name: string, type = 'image/heic') => new NodeFile([name], name, { type }) as unknown as File;

async function openForm() {
  renderWithProviders(<SubmitBusinessDialog />);
  fireEvent.click(screen.getByRole('button', { name: /Submit Business|Додати підприємство/ }));
  const dialog = screen.getByRole('dialog');
  await within(dialog).findByRole('group', { name: /Photos|Фото/ });
  return dialog;
}

const pick = (dialog: HTMLElement, files: File[], label: RegExp) =>
  act(async () => {
    fireEvent.change(within(dialog).getByLabelText(label), { target: { files } });
  });

const photoAlts = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Photos, cover first' }))
    .getAllByRole('img')
    .map((img) => img.getAttribute('src'));

describe('photos in the business submission form (issue 26)', () => {
  beforeAll(() => {
    URL.createObjectURL = jest.fn((blob: Blob) => `blob:${(blob as File).name}`);
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('uploads phone photos, makes the first the cover (hero image), and reorders by keyboard', async () => {
    const fetchMock = mockUploads();
    const dialog = await openForm();
    await pick(dialog, [file('IMG_0001.HEIC'), file('IMG_0002.HEIC')], /Upload photos/);
    await waitFor(() => expect(photoAlts(dialog)).toHaveLength(2));
    // Each upload sends the file itself as the body, with its type, under the form's draft id.
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const upload = requestOf(fetchMock, 0);
    expect(upload.method).toBe('POST');
    expect(new URL(upload.url).pathname).toBe('/api/businesses/photos');
    expect(new URL(upload.url).searchParams.get('draft')).toMatch(/^[0-9a-f-]{36}$/);
    expect(upload.headers.get('Content-Type')).toBe('image/heic');
    expect(['IMG_0001.HEIC', 'IMG_0002.HEIC']).toContain(await upload.text());
    const hero = within(dialog).getByRole('textbox', { name: 'Hero image URL' }) as HTMLInputElement;
    const first = hero.value;
    expect([photoUrl(1), photoUrl(2)]).toContain(first);
    const second = first === photoUrl(1) ? photoUrl(2) : photoUrl(1);
    // A HEIC is previewed by the service's card-size JPEG of it (browsers cannot show a HEIC),
    // which the service shows to this form by its draft id.
    expect(photoAlts(dialog)).toEqual([
      expect.stringMatching(new RegExp(`^${first.replace('.jpg', '-card.jpg')}\\?draft=[0-9a-f-]{36}$`)),
      expect.any(String),
    ]);

    // The second photo becomes the cover with its button (a real button: keyboard and screen readers).
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make cover (photo 2)' }));
    expect(hero.value).toBe(second);
    expect(within(dialog).getByText('Photo 2 is now the cover')).toBeTruthy();
    // And back with the move buttons.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move photo 1 later' }));
    expect(hero.value).toBe(first);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove (photo 1)' }));
    expect(hero.value).toBe(second);
  });

  it('previews a JPEG, PNG or WebP from the file itself', async () => {
    mockUploads();
    const dialog = await openForm();
    await pick(dialog, [file('IMG_0003.jpg', 'image/jpeg')], /Upload photos/);
    await waitFor(() => expect(photoAlts(dialog)).toEqual(['blob:IMG_0003.jpg']));
  });

  it('says in Ukrainian why a file was refused, and keeps the others', async () => {
    await act(() => setLanguage('uk'));
    mockUploads();
    const dialog = await openForm();
    await pick(dialog, [file('bad.jpg', 'image/jpeg'), file('good.jpg', 'image/jpeg')], /Завантажити фото/);
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('bad.jpg: цей файл не є фото JPEG, PNG, WebP чи HEIC.');
    expect(within(dialog).getAllByTestId('photo-item')).toHaveLength(1);
  });

  it('refuses a file over 10 MB without sending it', async () => {
    const fetchMock = mockUploads();
    const dialog = await openForm();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await pick(dialog, [big], /Upload photos/);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'huge.jpg: a photo may be at most 10 MB.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
