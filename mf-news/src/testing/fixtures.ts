import type { Post } from '@byp/contracts';

/**
 * An approved news item with its title and body in both languages (`title` sets the English and
 * Ukrainian title alike unless `titleI18n` is given), dated `createdAt` (default: a fixed day).
 */
export function aPost(overrides: Partial<Post> = {}): Post {
  const title = overrides.title ?? 'A post';
  const createdAt = overrides.createdAt ?? '2026-11-20T10:00:00.000Z';
  return {
    id: 'p',
    slug: 'a-post',
    type: 'news',
    title,
    body: 'Something happened.',
    titleI18n: { en: title, uk: title },
    bodyI18n: { en: 'Something happened.', uk: 'Щось сталося.' },
    image: null,
    startAt: null,
    endAt: null,
    locationName: null,
    address: null,
    latitude: null,
    longitude: null,
    externalUrl: null,
    organizerType: 'public',
    organizerId: null,
    contactEmail: null,
    isOnline: true,
    isApproved: 1,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  } as Post;
}
