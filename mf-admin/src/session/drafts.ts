/**
 * Unsaved admin edits kept in sessionStorage (issue 12, item 8): when the session expires or is
 * revoked mid-edit, the admin signs in again and comes back to the same screen with the inline
 * edit or dialog as they left it. Session storage: per tab, gone when the tab closes.
 */
const PREFIX = 'byp_admin_draft:';

export function readDraft<T>(key: string): T | undefined {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

export function saveDraft(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the edit still works, it just cannot survive a new login.
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing to clear.
  }
}

/** Whether a failed request failed because the session ended (its draft must then be kept). */
export function isSessionEnded(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401;
}
