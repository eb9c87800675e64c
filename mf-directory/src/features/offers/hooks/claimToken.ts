/**
 * This browser's claim token (localStorage `offer_claim_token`, issue 28): sent with every claim,
 * so the server answers a second claim of an offer from here with the first code instead of
 * counting another redemption. Made once, 32 random URL-safe characters.
 */
export const CLAIM_TOKEN_KEY = 'offer_claim_token';

let memoryToken: string | undefined;

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function claimToken(): string {
  try {
    const stored = localStorage.getItem(CLAIM_TOKEN_KEY);
    if (stored && /^[A-Za-z0-9_-]{16,128}$/.test(stored)) return stored;
    const token = newToken();
    localStorage.setItem(CLAIM_TOKEN_KEY, token);
    return token;
  } catch {
    // Storage blocked: one token for this page's life (the per-address limit still holds).
    memoryToken ??= newToken();
    return memoryToken;
  }
}
