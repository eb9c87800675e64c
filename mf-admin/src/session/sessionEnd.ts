/**
 * Tells an expired or revoked session apart from the admin's own logout: both leave the store
 * anonymous, but only the first earns the "session ended, sign in again" message.
 */
let loggingOut = false;

export function markLoggingOut(): void {
  loggingOut = true;
}

export function isLoggingOut(): boolean {
  return loggingOut;
}

/** A signed-in admin page is showing: any earlier logout is over. */
export function clearLoggingOut(): void {
  loggingOut = false;
}

/** Router state the login page reads to explain why it is shown. */
export interface LoginReason {
  sessionEnded?: boolean;
}
