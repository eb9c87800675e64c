import { whenIdle } from '@byp/ui';

/** How long the main thread must have been free of long tasks (after the page's load) to count as settled. */
export const SETTLED_QUIET_MS = 3000;

/**
 * Runs `callback` once the page has settled: its load event has fired and the main thread has then
 * run no long task (over 50 ms, the browser's own measure) for `quietMs`; then in an idle period.
 * This is "the page is interactive" of Time to Interactive, with a shorter quiet window. Work that
 * is not needed for the first screen (a map's library) waits for it, so it never holds up the
 * visitor's first taps on a slow phone. Where long tasks cannot be observed (Safari, Firefox,
 * jsdom) the quiet window is simply waited out after the load. Returns a cancel function.
 */
export function whenSettled(callback: () => void, quietMs = SETTLED_QUIET_MS): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelIdle: (() => void) | undefined;
  let observer: PerformanceObserver | undefined;
  let lastBusy = typeof performance === 'undefined' ? 0 : performance.now();

  const supportsLongTasks =
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('longtask');
  if (supportsLongTasks) {
    observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) lastBusy = Math.max(lastBusy, entry.startTime + entry.duration);
    });
    observer.observe({ type: 'longtask', buffered: true });
  }

  const check = () => {
    timer = undefined;
    if (cancelled) return;
    const quietFor = performance.now() - lastBusy;
    if (quietFor >= quietMs) {
      observer?.disconnect();
      cancelIdle = whenIdle(callback);
      return;
    }
    timer = setTimeout(check, quietMs - quietFor);
  };
  const onLoad = () => {
    if (cancelled) return;
    lastBusy = Math.max(lastBusy, performance.now());
    timer = setTimeout(check, quietMs);
  };

  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });

  return () => {
    cancelled = true;
    window.removeEventListener('load', onLoad);
    if (timer !== undefined) clearTimeout(timer);
    cancelIdle?.();
    observer?.disconnect();
  };
}
