import type { Page } from 'playwright-core';

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
