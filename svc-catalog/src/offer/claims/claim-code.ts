import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Claim codes are read aloud and typed at a till: 8 characters from 31 that cannot be mistaken
 * for one another (no 0/O, 1/I/L), about 8.5 × 10^11 codes per offer, so guessing one is hopeless
 * even without the verification key that checking needs.
 */
export const CLAIM_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CLAIM_CODE_LENGTH = 8;

export function newClaimCode(): string {
  let code = '';
  for (let i = 0; i < CLAIM_CODE_LENGTH; i++)
    code += CLAIM_CODE_ALPHABET[randomInt(CLAIM_CODE_ALPHABET.length)];
  return code;
}

/**
 * A typed code as stored: upper case, without spaces or dashes ('abcd-efgh' → 'ABCDEFGH'), and
 * the look-alikes a person may type (O for 0 is not in the alphabet, so O → 0 would never match:
 * they are left as typed and simply not found).
 */
export function normalizeClaimCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

/** Browser claim tokens are kept only as their hash: the table alone cannot replay a claim. */
export function hashClaimToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh offer's verification key: 192 random bits, URL-safe. */
export function newVerificationKey(): string {
  return randomBytes(24).toString('base64url');
}

/** Compares keys in constant time, so the answer's timing does not leak a key's prefix. */
export function sameKey(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}
