import type { Post } from '@byp/contracts';

/**
 * Spec (Admin news-events): events with start times by start ascending, the rest by creation date
 * descending; the dated events come first.
 */
export function sortPostsForAdmin(posts: Post[]): Post[] {
  const dated = posts
    .filter((p) => p.type === 'event' && p.startAt)
    .sort((a, b) => Date.parse(a.startAt as string) - Date.parse(b.startAt as string));
  const rest = posts
    .filter((p) => !(p.type === 'event' && p.startAt))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return [...dated, ...rest];
}
