import type { Browser, Locator, Page } from 'playwright-core';
import commonEn from '../libs/platform/src/i18n/locales/en.json';
import commonUk from '../libs/platform/src/i18n/locales/uk.json';
import adminEn from '../mf-admin/src/i18n/en.json';
import adminUk from '../mf-admin/src/i18n/uk.json';
import directoryEn from '../mf-directory/src/i18n/en.json';
import directoryUk from '../mf-directory/src/i18n/uk.json';
import newsEn from '../mf-news/src/i18n/en.json';
import newsUk from '../mf-news/src/i18n/uk.json';
import shellEn from '../shell/src/i18n/en.json';
import shellUk from '../shell/src/i18n/uk.json';
import { BUSINESS_CATEGORIES } from '@byp/contracts';
import { launchBrowser, openPage, type OpenedPage } from './support/browser';
import { t } from './support/i18n';

// Issue 23, 'Ukrainian throughout': with the interface in Ukrainian, no page or dialog shows an
// English interface string. The walk visits every page and dialog and reads what a visitor sees
// or hears: visible text nodes (screen-reader-only text included), aria-labels, placeholders,
// titles, alt texts, select options and the document title. Content is not interface: every
// string the page received from the API (names, descriptions, addresses, emails...) and every text
// marked with another language (`lang="en"`: a text that exists in English only, shown with its
// marker) is set aside first. What is left must hold no Latin word, except the few the Ukrainian
// translations use themselves (brand names such as Instagram, acronyms such as CSV). An offender is
// named with the English translation key it matches, when it matches one.

type Tree = { [key: string]: string | Tree };
const ENGLISH: Record<string, Tree> = {
  common: commonEn,
  shell: shellEn,
  directory: directoryEn,
  news: newsEn,
  admin: adminEn,
};
const UKRAINIAN: Tree[] = [commonUk, shellUk, directoryUk, newsUk, adminUk];

const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
/** A Latin word of two letters or more (a key name such as F8 is no word). */
const LATIN_WORD = /[A-Za-z]{2,}/g;

/**
 * Latin words the Ukrainian translations use on purpose (brands, acronyms, the 'In English'
 * toggle), a URL field's 'https://' placeholder, and the category ids a CSV file must hold.
 */
const ALLOWED_LATIN = new Set(
  [...UKRAINIAN, { values: ['https', ...BUSINESS_CATEGORIES].join(' ') }].flatMap((tree) =>
    leaves(tree).flatMap(([, value]) =>
      (value.replace(/\{\{[^}]*\}\}|<[^>]*>/g, ' ').match(LATIN_WORD) ?? []).map((w) => w.toLowerCase()),
    ),
  ),
);

/**
 * Text that stays as it is in every language: the map tiles' attribution, the data's legal credit
 * as its owners word it (mf-directory, BusinessMap.tsx).
 */
const KNOWN_IN_OTHER_PACKAGES = new Set(['© OpenStreetMap contributors © CARTO']);

/** Each English interface string as a pattern ({{values}} match anything), with its key. */
const ENGLISH_PATTERNS = Object.entries(ENGLISH).flatMap(([ns, tree]) =>
  leaves(tree)
    .filter(([, value]) => LATIN_WORD.test(value.replace(/\{\{[^}]*\}\}/g, '')))
    .map(([key, value]) => ({
      key: `${ns}:${key}`,
      pattern: new RegExp(
        `^${value
          .split(/\{\{[^}]*\}\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.*')}$`,
      ),
    })),
);

/**
 * Strings of the product's content, by the API's successful JSON answers. Lower-case identifiers
 * ('dining', 'event', 'approved') are enum values the interface translates, not content.
 */
class ContentStrings {
  private readonly strings = new Set<string>();

  /**
   * Every API answer passes through here on its way to the page (a route), so its strings are
   * known before the page can show them. Read from the 'response' event instead, an answer's body
   * is asked of Chromium afterwards, which may no longer have it: its strings then went unknown
   * (seen under load, the admin's pending reviews reported as untranslated).
   */
  async watch(page: Page): Promise<void> {
    await page.route(
      (url) => url.pathname.startsWith('/api/'),
      async (route) => {
        const response = await route.fetch().catch(() => undefined);
        // The page went on meanwhile: nothing will show this answer.
        if (!response) return route.abort().catch(() => undefined);
        if (response.ok() && (response.headers()['content-type'] ?? '').includes('json')) {
          try {
            this.add(JSON.parse((await response.body()).toString('utf8')));
          } catch {
            // not JSON after all
          }
        }
        await route.fulfill({ response }).catch(() => undefined);
      },
    );
  }

  add(value: unknown): void {
    if (typeof value === 'string') {
      const text = value.replace(/\s+/g, ' ').trim();
      if (text.length > 1 && !/^[a-z_]+$/.test(text))
        for (const shown of shownForms(text)) this.strings.add(shown);
    } else if (Array.isArray(value)) value.forEach((item) => this.add(item));
    else if (value && typeof value === 'object') Object.values(value).forEach((item) => this.add(item));
  }

  /** A name the visitor typed (the admin's username): content even in lower case. */
  addName(name: string): void {
    this.strings.add(name);
  }

  /** Every content string, longest first (a name inside a longer text goes with the longer one). */
  all(): string[] {
    return [...this.strings].sort((a, b) => b.length - a.length);
  }
}

/**
 * A content string and the forms the pages show it in: a URL also without its scheme, 'www.' and
 * trailing slash ('kozakyfc.co.uk/fixtures'), a handle also without its '@'.
 */
function shownForms(text: string): string[] {
  const forms = [text];
  if (text.startsWith('@')) forms.push(text.slice(1));
  if (/^https?:\/\//.test(text)) {
    try {
      const url = new URL(text);
      const host = url.hostname.replace(/^www\./, '');
      forms.push(host, `${host}${url.pathname}`.replace(/\/$/, ''));
    } catch {
      // not a URL after all
    }
  }
  return forms;
}

interface ShownText {
  text: string;
  kind: string;
}

/** What the page shows or announces in its interface language (texts inside another `lang` left out). */
function shownTexts(page: Page): Promise<ShownText[]> {
  return page.evaluate(() => {
    const found: { text: string; kind: string }[] = [];
    const inUiLanguage = (element: Element) =>
      (element.closest('[lang]')?.getAttribute('lang') ?? 'uk').startsWith('uk');
    const isShown = (element: Element) =>
      element.checkVisibility({
        checkVisibilityCSS: true,
        visibilityProperty: true,
      } as CheckVisibilityOptions);
    const add = (text: string | null | undefined, kind: string) => {
      const clean = (text ?? '').replace(/\s+/g, ' ').trim();
      if (clean) found.push({ text: clean, kind });
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template, option')) continue;
      if (isShown(parent) && inUiLanguage(parent)) add(node.textContent, `text in <${parent.localName}>`);
    }
    for (const element of document.body.querySelectorAll('*')) {
      if (!isShown(element) || !inUiLanguage(element)) continue;
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt', 'aria-valuetext']) {
        add(element.getAttribute(attribute), `${attribute} of <${element.localName}>`);
      }
      if (element instanceof HTMLSelectElement) {
        for (const option of element.options) add(option.textContent, 'option');
      }
    }
    add(document.title, 'document title');
    return found;
  });
}

describe('the interface in Ukrainian throughout (issue 23)', () => {
  let browser: Browser;
  let opened: OpenedPage;
  let page: Page;
  const content = new ContentStrings();
  /** Untranslated strings found, as 'where: "text" (kind) [key]'. */
  const untranslated = new Set<string>();

  beforeAll(async () => {
    browser = await launchBrowser();
    opened = await openPage(browser, { language: 'uk' });
    page = opened.page;
    await content.watch(page);
  });
  afterAll(async () => {
    await opened?.context.close();
    await browser?.close();
  });

  /** Waits until nothing on the page is loading, then records every untranslated string it shows. */
  async function check(where: string): Promise<void> {
    await page.waitForFunction(
      () => document.querySelectorAll('[aria-busy="true"], [data-testid$="skeleton"]').length === 0,
    );
    const contentStrings = content.all();
    for (const { text, kind } of await shownTexts(page)) {
      let rest = text;
      for (const value of contentStrings) if (rest.includes(value)) rest = rest.split(value).join(' ');
      const words = (rest.match(LATIN_WORD) ?? []).filter((word) => !ALLOWED_LATIN.has(word.toLowerCase()));
      if (words.length === 0 || KNOWN_IN_OTHER_PACKAGES.has(text)) continue;
      const key = ENGLISH_PATTERNS.find(({ pattern }) => pattern.test(text))?.key;
      untranslated.add(`${where}: "${text}" (${kind})${key ? ` [${key}]` : ''}`);
    }
  }

  const uk = (key: string, vars?: Record<string, string | number>) => t('uk', key, vars);
  const button = (scope: Page | Locator, name: string | RegExp) =>
    scope.getByRole('button', { name, exact: typeof name === 'string' });
  const dialog = (name?: string | RegExp) => page.getByRole('dialog', name ? { name } : {});
  /** Escape closes the top dialog (a review dialog opens over the business's). */
  async function closeDialog(): Promise<void> {
    const open = await page.getByRole('dialog').count();
    await page.keyboard.press('Escape');
    await page.waitForFunction((n) => document.querySelectorAll('[role="dialog"]').length < n, open);
  }
  /** Submits an empty form: its validation messages are interface text too. */
  async function submitEmpty(scope: Locator, submitName: string): Promise<void> {
    await button(scope, submitName).click();
    await scope.locator('[aria-invalid="true"]').first().waitFor();
  }

  it('walks the public pages and dialogs', async () => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The map's own controls (zoom buttons) are drawn once OpenLayers has started.
    await page.getByTestId('business-map').getByRole('button').first().waitFor();
    await check('/ (map)');

    await page.goto('/?view=list');
    await page.getByTestId('business-card').first().waitFor();
    await check('/ (list)');

    await button(page, uk('directory:submitBusiness.open')).click();
    await submitEmpty(dialog(), uk('directory:submitBusiness.submit'));
    await check('submit business dialog');
    await closeDialog();

    await button(page.getByTestId('business-card').first(), uk('directory:card.viewDetails')).click();
    const details = dialog();
    await button(details, uk('directory:reviews.add')).waitFor();
    await check('business detail dialog');
    await button(details, uk('directory:reviews.add')).click();
    await dialog(uk('directory:reviews.add')).waitFor();
    await check('review dialog');
    await closeDialog();
    await closeDialog();

    await page.goto('/?category=dining&view=list');
    await page.getByTestId('business-card').first().waitFor();
    await check('/?category=dining');

    await page.goto('/?category=communities');
    await page.getByTestId('community-card').first().waitFor();
    await check('/?category=communities');
    await button(page, uk('directory:submitCommunity.open')).click();
    await submitEmpty(dialog(), uk('directory:submitCommunity.submit'));
    await check('submit community dialog');
    await closeDialog();

    await page.goto('/communities');
    await page.getByTestId('community-card').first().waitFor();
    await check('/communities');
    await button(page.getByTestId('community-card').first(), uk('directory:communityCard.learnMore')).click();
    await dialog().waitFor();
    await check('community detail dialog');
    await closeDialog();

    await page.goto('/news-events');
    await page.getByRole('heading', { level: 1, name: uk('news:page.title') }).waitFor();
    await page.getByTestId('post-card').first().waitFor();
    await check('/news-events, All');
    await page.getByTestId('post-card').first().getByRole('heading').getByRole('button').click();
    await page.getByTestId('post-detail').waitFor();
    await check('post detail dialog');
    await closeDialog();
    await page.getByRole('tab', { name: uk('news:tabs.events'), exact: true }).click();
    await page.getByTestId('events-calendar').waitFor();
    await check('/news-events, Events: calendar');
    await button(page, uk('news:calendar.next')).click();
    await check('/news-events, Events: next month');
    await button(page, uk('news:view.list')).click();
    await check('/news-events, Events: list');
    await page.getByRole('tab', { name: uk('news:tabs.news'), exact: true }).click();
    await page.getByTestId('post-card').first().waitFor();
    await check('/news-events, News');
    for (const form of ['submitEvent', 'submitNews'] as const) {
      await button(page, uk(`news:${form}.open`)).click();
      await submitEmpty(dialog(), uk(`news:${form}.submit`));
      await check(`${form} dialog`);
      await closeDialog();
    }

    await page.goto('/about');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await check('/about');

    await page.goto('/no-such-page');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await check('404');
  }, 240_000);

  it('walks the admin console and its dialogs', async () => {
    await page.goto('/admin/login');
    await check('/admin/login');
    await page.getByLabel(uk('admin:login.username')).fill(process.env.BYP_E2E_ADMIN_USERNAME!);
    await page.getByLabel(uk('admin:login.password')).fill(process.env.BYP_E2E_ADMIN_PASSWORD!);
    content.addName(process.env.BYP_E2E_ADMIN_USERNAME!);
    await button(page, uk('admin:login.submit')).click();
    await page.waitForURL(/\/admin$/);
    await page.getByRole('heading', { level: 1, name: uk('admin:dashboard.title') }).waitFor();
    await check('/admin');
    await button(page, uk('admin:dashboard.settings')).click();
    await dialog().waitFor();
    await check('settings dialog');
    await closeDialog();

    await page.goto('/admin/businesses');
    const firstRow = page.getByRole('table').locator('tbody tr').first();
    await firstRow.waitFor();
    // The row's actions are in its last cell (its other cells' buttons are the inline editors).
    const actions = firstRow.locator('td').last();
    await check('/admin/businesses, manage');
    await actions.getByRole('button', { name: new RegExp(`^${uk('admin:actions.edit')} `) }).click();
    await dialog().waitFor();
    await check('business edit dialog');
    await closeDialog();
    await actions
      .getByRole('button', { name: new RegExp(`^${uk('admin:offers.manageFor', { name: '' })}`) })
      .click();
    await dialog().waitFor();
    await check('offers dialog');
    await closeDialog();
    await actions.getByRole('button', { name: new RegExp(`^${uk('admin:actions.delete')}`) }).click();
    await page.getByRole('alertdialog').or(dialog()).first().waitFor();
    await check('delete confirmation');
    await button(page.getByRole('alertdialog').or(dialog()).first(), uk('admin:actions.cancel')).click();

    for (const tab of ['add', 'upload', 'reviews'] as const) {
      await page.goto(`/admin/businesses?action=${tab}`);
      await page.getByRole('tabpanel').waitFor();
      await check(`/admin/businesses, ${tab}`);
    }
    await page.goto('/admin/businesses?action=add');
    await submitEmpty(page.getByRole('tabpanel'), uk('admin:add.submit'));
    await check('/admin/businesses, add: empty form');

    await page.goto('/admin/businesses?action=upload');
    const csv = [
      'name,description,category,address,name_uk,description_uk',
      'Walk Test Bakery,Fresh bread daily,dining,1 Walk Street,Пекарня для перевірки,Свіжий хліб щодня',
      ',,nowhere,,,',
    ].join('\n');
    content.add(csv.split(/[\n,]/));
    await page.getByLabel(uk('admin:upload.chooseFile')).setInputFiles({
      name: 'walk.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByText(uk('admin:upload.validated')).waitFor();
    await check('/admin/businesses, upload: preview and errors');

    // Both moderation screens: their pending and approved tabs, then a row's edit dialog.
    for (const [screen, editDialog] of [
      ['/admin/communities', 'community edit dialog'],
      ['/admin/news-events', 'post edit dialog'],
    ]) {
      for (const action of ['', '?action=approved']) {
        await page.goto(`${screen}${action}`);
        await page.getByRole('table').locator('tbody tr').first().waitFor();
        await check(`${screen}${action}`);
      }
      await page
        .getByRole('table')
        .locator('tbody tr')
        .first()
        .locator('td')
        .last()
        .getByRole('button', { name: new RegExp(`^${uk('admin:actions.edit')} `) })
        .click();
      await dialog().waitFor();
      await check(editDialog);
      await closeDialog();
    }

    await page.goto('/admin/no-such-screen');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await check('admin 404');
  }, 240_000);

  it('shows no English interface string on any of them', () => {
    expect([...untranslated]).toEqual([]);
    expect(opened.problems).toEqual([]);
  });
});
