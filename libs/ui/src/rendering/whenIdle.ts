/**
 * Runs `callback` once the main thread is idle (what is on screen drawn first), or soon where
 * idle callbacks are unknown (Safari, jsdom). Returns a cancel function.
 */
export function whenIdle(callback: () => void, timeout = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 0);
  return () => window.clearTimeout(handle);
}
