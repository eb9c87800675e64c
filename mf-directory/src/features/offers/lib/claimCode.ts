/** 'ABCDEFGH' → 'ABCD-EFGH': easier to read aloud and type at a till. */
export function formatClaimCode(code: string): string {
  return code.length === 8 ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}

/** The page a business checks codes on (mf-directory's /offers/verify), its fields in the fragment. */
export const VERIFY_PATH = '/offers/verify';

/**
 * The link a claim's QR code holds: the till's phone opens the check page with the offer and the
 * code filled in. The fragment never reaches a server or its logs.
 */
export function verifyLink(origin: string, offerId: string, code: string): string {
  return `${origin}${VERIFY_PATH}#${new URLSearchParams({ offer: offerId, code }).toString()}`;
}
