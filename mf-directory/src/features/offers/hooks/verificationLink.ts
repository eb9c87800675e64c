/**
 * The till's side of the verification link (`/offers/verify#offer=…&key=…[&code=…]`, issue 28).
 * The key is the offer's secret: it arrives in the fragment (never sent to a server or logged),
 * is remembered on this device (localStorage `offer_verification_keys`, offer id → key) and is
 * then removed from the address bar, so a customer's QR code (offer and code, no key) opens the
 * check ready to go on the business's phone.
 */
export const VERIFICATION_KEYS_KEY = 'offer_verification_keys';

export interface VerificationLink {
  offerId: string;
  key: string;
  code: string;
}

function rememberedKeys(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(VERIFICATION_KEYS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function rememberKey(offerId: string, key: string): void {
  try {
    localStorage.setItem(VERIFICATION_KEYS_KEY, JSON.stringify({ ...rememberedKeys(), [offerId]: key }));
  } catch {
    // Not remembered: the link is needed again next time.
  }
}

/** Reads the fragment, remembers a key it carries and takes the key out of the address bar. */
export function readVerificationLink(): VerificationLink {
  const fragment = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const offerId = fragment.get('offer') ?? '';
  const given = fragment.get('key') ?? '';
  if (offerId && given) {
    rememberKey(offerId, given);
    fragment.delete('key');
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}#${fragment.toString()}`,
    );
  }
  const key = given || (offerId ? (rememberedKeys()[offerId] ?? '') : '');
  return { offerId, key, code: fragment.get('code') ?? '' };
}
