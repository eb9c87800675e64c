import type { Community } from '@byp/contracts';

/** Spec (search matching): a case-insensitive substring of the name, the description or the contact email. */
export function communityMatches(community: Community, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  return [community.name, community.description, community.contactEmail ?? ''].some((text) =>
    text.toLowerCase().includes(needle),
  );
}
