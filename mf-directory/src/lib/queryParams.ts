/**
 * The search parameters that have a value, or undefined when none has: an empty search then asks
 * for `/api/x`, not `/api/x?`, which is the URL the shell's HTML preloads (a different URL is a
 * second request for the same answer).
 */
export function definedParams(
  params: Record<string, string | undefined>,
): Record<string, string> | undefined {
  const entries = Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
