import { randomInt } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { PHOTO_VARIANTS } from '@byp/contracts';
import { PHONE_PHOTO_DIR } from '@byp/testing';
import { adminToken, api } from './support/api';
import { launchBrowser, openPage, type OpenedPage } from './support/browser';
import { escapeRegExp, t, type Language } from './support/i18n';

/**
 * Issue 26 in the browser: a visitor uploads an iPhone photo (HEIC, with GPS in its EXIF) in the
 * submission form; it stays hidden until an admin, who sees it in the console, approves; then the
 * card shows it at the card size, as WebP, with its width and height. And photos are put in order,
 * the first being the cover, by dragging them or with their buttons from the keyboard, in the
 * submission form and in the console's edit form.
 */

/** A small PNG of one colour no other test uses: each is a photo of its own (its own hash). */
const colourPng = () =>
  sharp({
    create: {
      width: 64,
      height: 36,
      channels: 3,
      background: { r: randomInt(256), g: randomInt(256), b: randomInt(256) },
    },
  })
    .png()
    .toBuffer();

/** The public business form, open, with its required fields filled in. */
async function openSubmissionForm(page: Page, lang: Language, name: string) {
  await page.goto('/?view=list');
  await page
    .getByRole('button', { name: t(lang, 'directory:submitBusiness.open') })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: t(lang, 'directory:submitBusiness.title') });
  const field = (key: string) =>
    dialog.getByLabel(new RegExp(`^${escapeRegExp(t(lang, `directory:submitBusiness.fields.${key}`))}`));
  await field('name').fill(name);
  await field('description').fill('Rye bread and honey cake, baked every morning.');
  await field('category').selectOption('dining');
  await field('address').fill('3 Bread Lane, London');
  await field('area').fill('Hackney');
  return { dialog, field };
}

/** A drag from one photo's picture to another's (a photo's buttons are for clicks, not drags). */
const ON_THE_PICTURE = { sourcePosition: { x: 30, y: 30 }, targetPosition: { x: 30, y: 30 } };

/** Waits until a form field's value is `value`. */
async function waitForValue(field: Locator, value: string): Promise<void> {
  const handle = await field.elementHandle();
  await field
    .page()
    .waitForFunction(([el, v]) => (el as HTMLInputElement).value === v, [handle, value] as const);
}

describe.each(['en', 'uk'] as Language[])('uploaded photos (%s)', (lang) => {
  let browser: Browser;
  let opened: OpenedPage[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  afterEach(async () => {
    const problems = opened.flatMap((o) => o.problems);
    await Promise.all(opened.map((o) => o.context.close()));
    opened = [];
    expect(problems).toEqual([]);
  });

  const open = async (admin?: string): Promise<Page> => {
    const o = await openPage(browser, { language: lang });
    opened.push(o);
    if (admin) await o.context.addInitScript((token) => localStorage.setItem('admin_token', token), admin);
    return o.page;
  };

  /** The image's loaded state: what it loaded and at which natural size. */
  const loaded = (page: Page, selector: string) =>
    page.waitForFunction((sel) => {
      const img = document.querySelector<HTMLImageElement>(sel);
      return img && img.complete && img.naturalWidth > 0
        ? {
            src: img.currentSrc,
            natural: [img.naturalWidth, img.naturalHeight],
            attributes: [img.getAttribute('width'), img.getAttribute('height')],
          }
        : null;
    }, selector);

  it('uploads a phone photo in the submission form, approves it in the console, and sees it on the card at the right size', async () => {
    const name = `Photo Bakery ${lang} ${Date.now()}`;
    const page = await open();
    const { dialog, field } = await openSubmissionForm(page, lang, name);

    // The picker is labelled, reachable by keyboard, and takes an iPhone's HEIC or a phone's JPEG
    // (a different picture per language: the same bytes would be the same, already public, photo).
    const phonePhoto = lang === 'en' ? 'phone.heic' : 'phone.jpg';
    await dialog
      .getByLabel(new RegExp(escapeRegExp(t(lang, 'photos.pick'))))
      .setInputFiles(`${PHONE_PHOTO_DIR}/${phonePhoto}`);
    const photo = dialog.getByRole('list', { name: t(lang, 'photos.listLabel') }).getByTestId('photo-item');
    await photo.getByText(t(lang, 'photos.cover')).waitFor();
    // The form shows the photo it uploaded (a HEIC by the service's JPEG of it: browsers show no HEIC).
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="photo-item"] img');
      return img?.complete && img.naturalWidth > 0;
    });
    // The upload fills the cover image field with the photo's own URL.
    await expect(field('heroImage').inputValue()).resolves.toMatch(
      /^\/api\/businesses\/photos\/[0-9a-f]{32}\.jpg$/,
    );
    const photoUrl = await field('heroImage').inputValue();
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/businesses/public')),
      dialog.getByRole('button', { name: t(lang, 'directory:submitBusiness.submit') }).click(),
    ]);
    expect([answer.status(), answer.status() === 201 ? '' : await answer.text()]).toEqual([201, '']);
    await page.getByText(t(lang, 'directory:submitBusiness.success')).first().waitFor();

    // Pending: the photo is nobody's to see but an admin's.
    const cardUrl = photoUrl.replace(/\.jpg$/, '-card.webp');
    expect((await api(cardUrl)).status).toBe(404);

    // The admin sees it in the moderation list and approves.
    const token = await adminToken();
    const console = await open(token);
    await console.goto(`/admin/businesses?q=${encodeURIComponent(name)}&status=pending`);
    const strip = console.getByRole('list', { name: t(lang, 'photos.pendingLabel', { name, n: 1 }) });
    await strip.waitFor();
    await console.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('ul[aria-label] li img[src^="blob:"]');
      return img?.complete && img.naturalWidth === 800;
    });
    await console.getByRole('button', { name: t(lang, 'admin:actions.approveItem', { name }) }).click();
    await strip.waitFor({ state: 'detached' });

    // Public now, for a year, under its content-hash URL.
    const served = await api(cardUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    // The visitor's card shows the card-size WebP with its width and height.
    const visitor = await open();
    await visitor.goto(`/?view=list&q=${encodeURIComponent(name)}`);
    const card = visitor
      .getByTestId('business-card')
      .filter({ has: visitor.getByRole('heading', { name, exact: true }) });
    await card.waitFor();
    const image = await loaded(visitor, '[data-testid="business-card"] img');
    expect(await image.jsonValue()).toEqual({
      src: expect.stringMatching(new RegExp(`${escapeRegExp(cardUrl)}$`)),
      natural: [PHOTO_VARIANTS.card.width, PHOTO_VARIANTS.card.height],
      attributes: [String(PHOTO_VARIANTS.card.width), String(PHOTO_VARIANTS.card.height)],
    });
  });

  it('reorders photos by dragging and from the keyboard, the first being the cover, in the submission form and the console', async () => {
    const name = `Photo Order ${lang} ${Date.now()}`;
    const page = await open();
    const { dialog, field } = await openSubmissionForm(page, lang, name);

    // Three photos, one at a time, so each one's URL and preview are known.
    const items = dialog.getByRole('list', { name: t(lang, 'photos.listLabel') }).getByTestId('photo-item');
    const picker = dialog.getByLabel(new RegExp(escapeRegExp(t(lang, 'photos.pick'))));
    const urls: string[] = [];
    const previews: string[] = [];
    for (const n of [1, 2, 3]) {
      const [answer] = await Promise.all([
        page.waitForResponse(
          (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/businesses/photos',
        ),
        picker.setInputFiles({ name: `photo-${n}.png`, mimeType: 'image/png', buffer: await colourPng() }),
      ]);
      expect(answer.status()).toBe(201);
      urls.push(((await answer.json()) as { url: string }).url);
      await items
        .nth(n - 1)
        .locator('img')
        .waitFor();
      previews.push(
        (await items
          .nth(n - 1)
          .locator('img')
          .getAttribute('src'))!,
      );
    }
    /** Which upload (0, 1, 2) each place of the list shows, cover first. */
    const order = async () =>
      (await items.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))).map(
        (src) => previews.indexOf(src!),
      );
    const waitForOrder = (expected: number[]) =>
      page.waitForFunction(
        (srcs) =>
          [...document.querySelectorAll('[data-testid="photo-item"] img')]
            .map((img) => img.getAttribute('src'))
            .join() === srcs.join(),
        expected.map((i) => previews[i]),
      );
    expect(await order()).toEqual([0, 1, 2]);
    await items.nth(0).getByText(t(lang, 'photos.cover'), { exact: true }).waitFor();
    expect(await field('heroImage').inputValue()).toBe(urls[0]);

    // Dragged onto the first place, the third photo becomes the cover (the hero image).
    await items.nth(2).dragTo(items.nth(0), ON_THE_PICTURE);
    await waitForOrder([2, 0, 1]);
    await waitForValue(field('heroImage'), urls[2]);
    await items.nth(0).getByText(t(lang, 'photos.cover'), { exact: true }).waitFor();
    expect(await items.nth(1).getByText(t(lang, 'photos.cover'), { exact: true }).count()).toBe(0);

    // From the keyboard: 'Make cover' on the third place, then 'later' on the new cover. The
    // focus stays with the photo that moved, so the next key press acts on it again.
    const button = (place: number, label: string) => items.nth(place).getByRole('button', { name: label });
    await button(2, `${t(lang, 'photos.makeCover')} (${t(lang, 'photos.photoN', { n: 3 })})`).focus();
    await page.keyboard.press('Enter');
    await waitForOrder([1, 2, 0]);
    await waitForValue(field('heroImage'), urls[1]);
    await page
      .getByText(t(lang, 'photos.nowCover', { n: 3 }), { exact: true })
      .waitFor({ state: 'attached' });
    expect(await items.nth(0).evaluate((item) => item.contains(document.activeElement))).toBe(true);
    await button(0, t(lang, 'photos.later', { n: 1 })).focus();
    await page.keyboard.press('Enter');
    await waitForOrder([2, 1, 0]);
    expect(
      await button(1, t(lang, 'photos.later', { n: 2 })).evaluate((b) => b === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Space');
    await waitForOrder([2, 0, 1]);
    await waitForValue(field('heroImage'), urls[2]);

    // The submission carries that order: the cover as the hero image, the rest as the gallery.
    const [sent] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/businesses/public')),
      dialog.getByRole('button', { name: t(lang, 'directory:submitBusiness.submit') }).click(),
    ]);
    expect(sent.postDataJSON()).toMatchObject({ heroImage: urls[2], galleryImages: [urls[0], urls[1]] });
    await page.getByText(t(lang, 'directory:submitBusiness.success')).first().waitFor();

    // The console's edit form shows them in that order and reorders them alike.
    const console = await open(await adminToken());
    await console.goto(`/admin/businesses?q=${encodeURIComponent(name)}&status=pending`);
    await console.getByRole('button', { name: t(lang, 'admin:actions.editItem', { name }) }).click();
    const edit = console.getByRole('dialog', { name: t(lang, 'admin:edit.title', { name }) });
    // Labels by their start: a required field's label ends with its ' *'.
    const labelled = (key: string) => edit.getByLabel(new RegExp(`^${escapeRegExp(t(lang, key))}( \\*)?$`));
    const hero = labelled('admin:fields.heroImage');
    const gallery = labelled('admin:fields.galleryImages');
    const photos = edit.getByRole('list', { name: t(lang, 'photos.listLabel') }).getByTestId('photo-item');
    await waitForValue(hero, urls[2]);
    expect(await photos.count()).toBe(3);
    await photos.nth(2).dragTo(photos.nth(0), ON_THE_PICTURE);
    await waitForValue(hero, urls[1]);
    await waitForValue(gallery, [urls[2], urls[0]].join('\n'));
    await photos
      .nth(1)
      .getByRole('button', { name: `${t(lang, 'photos.makeCover')} (${t(lang, 'photos.photoN', { n: 2 })})` })
      .focus();
    await console.keyboard.press('Enter');
    await waitForValue(hero, urls[2]);
    await waitForValue(gallery, [urls[1], urls[0]].join('\n'));
    const [saved] = await Promise.all([
      console.waitForResponse(
        (r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname.startsWith('/api/businesses/'),
      ),
      edit.getByRole('button', { name: t(lang, 'admin:actions.save'), exact: true }).click(),
    ]);
    expect(saved.status()).toBe(200);
    expect(await saved.json()).toMatchObject({ heroImage: urls[2], galleryImages: [urls[1], urls[0]] });
    // Two pages, three uploads and a save: longer than the file's default on a busy machine.
  }, 240_000);
});
