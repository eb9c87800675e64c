import type { Locator, Page } from 'playwright-core';

// Waiting for states, never for times: CI is a busy 2-core machine where anything can take long.
// Each helper waits until the page shows the state (Playwright re-checks on every DOM change),
// up to Playwright's default timeout, and names what it saw when it gives up.

/** Waits until `locator` has attribute `name` equal to `value` (timeout: Playwright's default). */
export async function waitForAttribute(
  locator: Locator,
  name: string,
  value: string,
  timeout?: number,
): Promise<void> {
  try {
    await locator
      .and(locator.page().locator(`[${name}="${value}"]`))
      .first()
      .waitFor({ timeout });
  } catch {
    const now = await locator
      .first()
      .getAttribute(name, { timeout: 1000 })
      .catch(() => '(element gone)');
    throw new Error(`${locator} never had ${name}="${value}" (it has ${JSON.stringify(now)})`);
  }
}

/** Waits until `locator` is enabled (`true`) or disabled (`false`). */
export async function waitForEnabled(locator: Locator, enabled = true): Promise<void> {
  const state = enabled ? ':enabled' : ':disabled';
  try {
    await locator.and(locator.page().locator(state)).first().waitFor();
  } catch {
    throw new Error(`${locator} never became ${enabled ? 'enabled' : 'disabled'}`);
  }
}

/** Waits until the page's document.cookie has `name=value`. */
export async function waitForCookie(page: Page, name: string, value: string): Promise<void> {
  await page.waitForFunction(([n, v]) => document.cookie.split(/;\s*/).includes(`${n}=${v}`), [
    name,
    value,
  ] as const);
}

/**
 * Ctrl+<key> once the app listens for it. A key pressed before the app has attached its
 * listener (a React effect after the first render) is lost, and pressing again blindly could
 * toggle twice; instead a synthetic Ctrl+<key> goes to the window until a handler takes it
 * (the app calls preventDefault on a shortcut it handles). Returns when it has been handled once.
 */
export async function pressShortcutWhenHandled(page: Page, key: string): Promise<void> {
  await page.waitForFunction((k) => {
    const event = new KeyboardEvent('keydown', { key: k, ctrlKey: true, bubbles: true, cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  }, key);
}

/**
 * Presses `key` until `reached` (a state wait given a timeout) resolves. Only for keys whose
 * effect is idempotent (Escape closes; pressing it again changes nothing): a press that comes
 * before the app attached its listener is lost, so a press that changed nothing is repeated.
 */
export async function pressUntil(
  page: Page,
  key: string,
  reached: (timeout: number | undefined) => Promise<unknown>,
  attempts = 10,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await page.keyboard.press(key);
    try {
      // The last attempt waits the full default timeout.
      await reached(attempt < attempts ? 3000 : undefined);
      return;
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}
