import type { Browser, Page } from 'playwright-core';
import { PHOTO_VARIANTS } from '@byp/contracts';
import { PHONE_PHOTO_DIR } from '@byp/testing';
import { adminToken, api } from './support/api';
import { launchBrowser, openPage, type OpenedPage } from './support/browser';
import { escapeRegExp, t, type Language } from './support/i18n';

/**
 * Issue 26 in the browser: a visitor uploads an iPhone photo (HEIC, with GPS in its EXIF) in the
 * submission form; it stays hidden until an admin, who sees it in the console, approves; then the
 * card shows it at the card size, as WebP, with its width and height.
 */
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

  it('uploads a phone photo with a submission, shows it to the admin only, then on the card once approved', async () => {
    const name = `Photo Bakery ${lang} ${Date.now()}`;
    const page = await open();
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

    // The picker is labelled, reachable by keyboard, and takes an iPhone's HEIC or a phone's JPEG
    // (a different picture per language: the same bytes would be the same, already public, photo).
    const phonePhoto = lang === 'en' ? 'phone.heic' : 'phone.jpg';
    await dialog
      .getByLabel(new RegExp(escapeRegExp(t(lang, 'photos.pick'))))
      .setInputFiles(`${PHONE_PHOTO_DIR}/${phonePhoto}`);
    const photo = dialog.getByRole('list', { name: t(lang, 'photos.listLabel') }).getByTestId('photo-item');
    await photo.getByText(t(lang, 'photos.cover')).waitFor();
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
});
