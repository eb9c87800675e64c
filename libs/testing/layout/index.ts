// A laid-out page for the growing lists' tests (issue 29, point 3) in jsdom, which lays out
// nothing: every list item (a card's row) is `ROW - 16` px tall, so a row and the grid's 16 px gap
// take ROW px (one card a row), each list starts at the top of the page and moves up as the window
// scrolls, and window.scrollTo moves the window. Call `layOutPage()` in beforeEach and its
// `restore()` in afterEach.

/** A row and the gap under it, in px. */
export const ROW = 496;

/** Scrolls the window to `top` and tells the page (a 'scroll' event). */
export function scrollWindowTo(top: number): void {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
  Object.defineProperty(window, 'pageYOffset', { value: top, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

/** Lays the page out as above; `scrollTo` is the spy on window.scrollTo. */
export function layOutPage(): { scrollTo: jest.SpyInstance; restore: () => void } {
  // A card's row measures ROW - 16 px (its offsetHeight, which the virtualizer reads).
  const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.tagName === 'LI' ? ROW - 16 : 0;
    },
  });
  const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const top = this.tagName === 'UL' ? -window.scrollY : 0;
    return { top, bottom: top, left: 0, right: 0, width: 0, height: 0, x: 0, y: top, toJSON: () => ({}) };
  });
  const scrollTo = jest
    .spyOn(window, 'scrollTo')
    .mockImplementation(((options: ScrollToOptions) =>
      scrollWindowTo(options.top ?? 0)) as typeof window.scrollTo);
  scrollWindowTo(0);
  return {
    scrollTo,
    restore: () => {
      rect.mockRestore();
      scrollTo.mockRestore();
      Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
    },
  };
}
