/**
 * Text the services refuse as sent ('Invalid text'), in any field of any body or query (the
 * services' RejectInvalidTextPipe) and in any cell of a CSV import: one rule for both.
 */

/** Half of a UTF-16 surrogate pair on its own: JSON can carry one escaped (`"\ud800"`), UTF-8 cannot. */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text that Postgres cannot keep as it was sent: a NUL character (an error there), or a lone
 * surrogate (turned into U+FFFD on the way, so the stored text silently differs, and a crash in
 * validators that decode URIs, such as isEmail).
 */
export const isUnstorableText = (text: string): boolean =>
  text.includes('\u0000') || LONE_SURROGATE.test(text);

/** Bidi embeddings and overrides (LRE, RLE, LRO, RLO), closed by PDF; isolates (LRI, RLI, FSI), closed by PDI. */
const BIDI_OPENERS: Record<string, 'embedding' | 'isolate'> = {
  '\u202A': 'embedding',
  '\u202B': 'embedding',
  '\u202D': 'embedding',
  '\u202E': 'embedding',
  '\u2066': 'isolate',
  '\u2067': 'isolate',
  '\u2068': 'isolate',
};
const BIDI_CLOSERS: Record<string, 'embedding' | 'isolate'> = { '\u202C': 'embedding', '\u2069': 'isolate' };

/**
 * Bidi controls that do not close within the text itself: a name ending in a right-to-left
 * override (U+202E) reverses whatever a page shows after it on the same line ('Show … on map'
 * reads 'pam no'), and a stray PDF or PDI closes the page's own. Balanced ones stay inside the
 * text, so they are let through.
 */
export function hasUnbalancedBidiControls(text: string): boolean {
  if (!/[\u202A-\u202E\u2066-\u2069]/.test(text)) return false;
  const open: string[] = [];
  for (const char of text) {
    const opener = BIDI_OPENERS[char];
    const closer = BIDI_CLOSERS[char];
    if (opener) open.push(opener);
    else if (closer && open.pop() !== closer) return true;
  }
  return open.length > 0;
}

/** Text the services refuse as sent ('Invalid text'): unstorable, or unsafe for any page to show. */
export const isInvalidText = (text: string): boolean =>
  isUnstorableText(text) || hasUnbalancedBidiControls(text);

/** What is left of a text without the characters that make it invalid (for naming a refused row). */
export const withoutInvalidCharacters = (text: string): string =>
  text
    .replaceAll('\u0000', '')
    .replace(/[\u202A-\u202E\u2066-\u2069]/g, '')
    .replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD');
