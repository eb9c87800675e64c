import type { Locator, Page } from 'playwright-core';

/** A card a growing list drew: its item's key (the list item's data-key), its heading, its event status. */
export interface DrawnCard {
  key: string;
  title: string;
  status: string | null;
}

/**
 * Every card of a virtualised list (VirtualCardGrid, issue 29: only the cards near the screen are
 * in the page), collected by scrolling the window from the top to the bottom a screen at a time:
 * by key, in the order first drawn. `testId` names the cards ('post-card').
 */
export async function everyCard(page: Page, testId: string): Promise<Map<string, DrawnCard>> {
  const seen = new Map<string, DrawnCard>();
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let step = 0; step < 500; step++) {
    const drawn = await page.evaluate((id) => {
      const cards = [...document.querySelectorAll(`[data-key] > [data-testid="${id}"]`)].map((card) => ({
        key: card.parentElement!.getAttribute('data-key')!,
        title: card.querySelector('h2, h3, h4')?.textContent ?? '',
        status: card.querySelector('[data-testid="event-status"]')?.getAttribute('data-status') ?? null,
      }));
      const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      return { cards, atBottom };
    }, testId);
    for (const card of drawn.cards) if (!seen.has(card.key)) seen.set(card.key, card);
    if (drawn.atBottom) return seen;
    const before = await page.evaluate(() => window.scrollY);
    await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.8));
    // Until each list on the screen has drawn a card on the screen (the rows near the new place).
    await page.waitForFunction(
      ([y, id]) =>
        window.scrollY !== y &&
        [...document.querySelectorAll('ul:has(> [data-key])')].every((list) => {
          const box = list.getBoundingClientRect();
          const top = Math.max(0, box.top);
          const bottom = Math.min(window.innerHeight, box.bottom);
          if (bottom - top < 50) return true;
          return [...list.querySelectorAll(`:scope > [data-key] > [data-testid="${id}"]`)].some((card) => {
            const rect = card.getBoundingClientRect();
            return rect.bottom > top && rect.top < bottom;
          });
        }),
      [before, testId] as const,
    );
  }
  throw new Error(`never reached the bottom of the ${testId} list`);
}

/** A growing list on a page: its cards' and its polite status's test ids. */
export interface GrowingListIds {
  /** 'business-card', 'community-card', 'post-card' */
  card: string;
  /** 'business-list-status', … */
  status: string;
}

/** The card of `testId` whose heading is `name`. */
export const cardOf = (page: Page, testId: string, name: string) =>
  page.getByTestId(testId).filter({ has: page.getByRole('heading', { name, exact: true }) });

/** How many cards of the list the page holds now. */
export const drawnCards = (page: Page, list: GrowingListIds) =>
  page.evaluate((testId) => document.querySelectorAll(`[data-testid="${testId}"]`).length, list.card);

/** The list's polite status ('Showing 48 of 1,000 …'). */
export const statusText = (page: Page, list: GrowingListIds) =>
  page.evaluate(
    (statusId) => document.querySelector(`[data-testid="${statusId}"]`)?.textContent ?? '',
    list.status,
  );

/** Where a card is on the screen (its top), or null when it is not drawn. */
export const topOnScreen = (page: Page, list: GrowingListIds, name: string) =>
  page.evaluate(
    ([testId, wanted]) => {
      const heading = [...document.querySelectorAll(`[data-testid="${testId}"] h3`)].find(
        (h) => h.textContent === wanted,
      );
      return heading ? heading.closest(`[data-testid="${testId}"]`)!.getBoundingClientRect().top : null;
    },
    [list.card, name] as const,
  );

/**
 * Waits until the card named `name` is drawn within 60 px of `top` on the screen (Back restored
 * it). Restoring 1,000 loaded items took longer than Playwright's default on a loaded 2-core CI
 * host, hence 90 s. A failure says where the card was instead (null: not drawn).
 */
/**
 * Opens an item from its card's `button` without moving the list: a dispatched click, where
 * Playwright's click first scrolls the button into view and, on a busy host (the card not yet
 * stable), scrolls again with other alignments; the list's place at opening then differs from the
 * one the test noted, and Back rightly returns to the moved one.
 */
export async function openFromCard(button: Locator): Promise<void> {
  await button.waitFor();
  await button.dispatchEvent('click');
}

export async function cardBackAt(page: Page, list: GrowingListIds, name: string, top: number): Promise<void> {
  try {
    await page.waitForFunction(
      ([testId, wanted, at]) => {
        const heading = [...document.querySelectorAll(`[data-testid="${testId}"] h3`)].find(
          (h) => h.textContent === wanted,
        );
        const now = heading?.closest(`[data-testid="${testId}"]`)!.getBoundingClientRect().top;
        return now !== undefined && Math.abs(now - (at as number)) < 60;
      },
      [list.card, name, top] as const,
      { timeout: 90_000 },
    );
  } catch (error) {
    const now = await topOnScreen(page, list, name).catch(() => 'unknown');
    const scrollY = await page.evaluate(() => window.scrollY).catch(() => 'unknown');
    throw new Error(
      `"${name}" not back at ${top} px from the top: at ${now} (scrollY ${scrollY}, ${await statusText(page, list)}). ${String(error)}`,
    );
  }
}

/** Scrolls down until the card named `name` is drawn; answers the most cards the page held meanwhile. */
export async function scrollUntilDrawn(page: Page, list: GrowingListIds, name: string): Promise<number> {
  let most = 0;
  for (let step = 0; step < 400; step++) {
    most = Math.max(most, await drawnCards(page, list));
    if ((await cardOf(page, list.card, name).count()) > 0) return most;
    const before = await statusText(page, list);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // The next page arrives (the polite status changes), or the card is drawn.
    await page
      .waitForFunction(
        ([testId, statusId, previous, wanted]) =>
          document.querySelector(`[data-testid="${statusId}"]`)?.textContent !== previous ||
          [...document.querySelectorAll(`[data-testid="${testId}"] h3`)].some(
            (h) => h.textContent === wanted,
          ),
        [list.card, list.status, before, name] as const,
        { timeout: 5_000 },
      )
      .catch(() => undefined);
  }
  throw new Error(`never reached "${name}" (${await statusText(page, list)})`);
}
