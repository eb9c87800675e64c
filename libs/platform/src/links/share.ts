/**
 * Issue 25: sharing an item's address. The Web Share API where the browser has it (phones: the
 * system's share sheet), else the link is copied to the clipboard. The caller shows the toast.
 */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The absolute address of a path of ours (/business/kalyna-bakery). */
export const itemAddress = (path: string): string => new URL(path, window.location.origin).toString();

export async function shareLink(url: string, title: string): Promise<ShareOutcome> {
  const data = { title, url };
  if (typeof navigator.share === 'function' && (!navigator.canShare || navigator.canShare(data))) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      // The visitor closed the share sheet: nothing to report.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Not allowed here (no user activation, a policy): copy instead.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
