import { absoluteUrl, SITE_NAME, type HeadLanguage } from '@byp/nest-common';
import type { CommunityResponseDto } from '../communities/community.dto';
import type { PostResponseDto } from '../posts/post.dto';
import type { PostOrganizer } from './content-slug.service';

const HOUR = 3_600_000;

const londonOffset = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

/** An instant as UK wall-clock time with its offset: 2026-06-20T10:00:00+01:00, 2026-12-05T18:30:00+00:00. */
export function ukDateTime(instant: string | Date): string {
  const parts = Object.fromEntries(
    londonOffset.formatToParts(new Date(instant)).map((p) => [p.type, p.value]),
  );
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : parts.timeZoneName.replace('GMT', '');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

const sameAsOf = (links: (string | null | undefined)[]): string[] | undefined => {
  const urls = [...new Set(links.filter((url): url is string => Boolean(url && /^https?:\/\//.test(url))))];
  return urls.length ? urls : undefined;
};

const handleUrl = (site: string, handle: string | null, prefix = ''): string | null =>
  handle ? `${site}${prefix}${handle.replace(/^@/, '')}` : null;

/** The site as schema.org Organization (the publisher of news, the organizer of a public event). */
export const siteOrganization = (origin: string, lang: HeadLanguage) => ({
  '@type': 'Organization',
  name: SITE_NAME[lang],
  url: `${origin}/`,
  logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` },
});

/** A community as schema.org Organization. */
export function communityJsonLd(
  community: CommunityResponseDto,
  pageUrl: string,
  origin: string,
): Record<string, unknown> {
  const image = [community.heroImage, ...community.galleryImages]
    .map((url) => absoluteUrl(origin, url))
    .filter((url): url is string => Boolean(url));
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${pageUrl}#organization`,
    name: community.name,
    description: community.description || undefined,
    url: pageUrl,
    image: image.length ? image : undefined,
    logo: image[0],
    email: community.contactEmail || undefined,
    address: community.placeName
      ? { '@type': 'PostalAddress', addressLocality: community.placeName, addressCountry: 'GB' }
      : undefined,
    location:
      community.latitude !== null && community.longitude !== null
        ? {
            '@type': 'Place',
            name: community.placeName || undefined,
            geo: { '@type': 'GeoCoordinates', latitude: community.latitude, longitude: community.longitude },
          }
        : undefined,
    sameAs: sameAsOf([
      community.website,
      handleUrl('https://www.instagram.com/', community.instagram),
      handleUrl('https://www.tiktok.com/', community.tiktok, '@'),
      ...community.links,
    ]),
  };
}

/**
 * An event as schema.org Event: its next date (a series' next date that is not cancelled, else its
 * own), in UK time with the offset; a venue as Place, an online event as VirtualLocation; the
 * community that runs it (else the site) as organizer.
 */
/** A post's picture, else the cards' own default for its type (the page shows that one too). */
export const postImage = (post: PostResponseDto): string =>
  post.image ?? `/images/posts/${post.type === 'event' ? 'event' : 'news'}-default.svg`;

export function eventJsonLd(
  post: PostResponseDto,
  organizer: PostOrganizer | null,
  pageUrl: string,
  origin: string,
  lang: HeadLanguage,
  now = new Date(),
): Record<string, unknown> {
  const next = (post.occurrences ?? []).find((o) => !o.cancelled && new Date(o.endAt ?? o.startAt) >= now);
  const startAt = next?.startAt ?? post.startAt;
  const endAt = next ? next.endAt : post.endAt;
  const end = endAt ?? (startAt ? new Date(new Date(startAt).getTime() + HOUR).toISOString() : null);
  const image = absoluteUrl(origin, postImage(post));
  const place =
    post.locationName || post.address
      ? {
          '@type': 'Place',
          name: post.locationName || post.address || undefined,
          address: {
            '@type': 'PostalAddress',
            streetAddress: post.address || post.locationName,
            addressCountry: 'GB',
          },
          geo:
            post.latitude !== null && post.longitude !== null
              ? { '@type': 'GeoCoordinates', latitude: post.latitude, longitude: post.longitude }
              : undefined,
        }
      : null;
  const virtual = post.isOnline ? { '@type': 'VirtualLocation', url: post.externalUrl || pageUrl } : null;
  const location = [virtual, place].filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    '@id': `${pageUrl}#event`,
    name: post.title,
    description: post.body || undefined,
    url: pageUrl,
    image: image ? [image] : undefined,
    startDate: startAt ? ukDateTime(startAt) : undefined,
    endDate: end ? ukDateTime(end) : undefined,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: post.isOnline
      ? place
        ? 'https://schema.org/MixedEventAttendanceMode'
        : 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location: location.length === 1 ? location[0] : location.length ? location : (virtual ?? undefined),
    organizer: organizer
      ? { '@type': 'Organization', name: organizer.name, url: `${origin}/communities/${organizer.slug}` }
      : siteOrganization(origin, lang),
  };
}

/** A news post as schema.org NewsArticle, published by the site. */
export function newsJsonLd(
  post: PostResponseDto,
  pageUrl: string,
  origin: string,
  lang: HeadLanguage,
): Record<string, unknown> {
  const image = absoluteUrl(origin, postImage(post));
  const site = siteOrganization(origin, lang);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    '@id': `${pageUrl}#article`,
    headline: post.title.length > 110 ? `${post.title.slice(0, 109)}…` : post.title,
    description: post.body ? post.body.replace(/\s+/g, ' ').trim().slice(0, 300) : undefined,
    url: pageUrl,
    mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl },
    image: image ? [image] : undefined,
    datePublished: ukDateTime(post.createdAt),
    dateModified: ukDateTime(post.updatedAt),
    inLanguage: lang,
    author: site,
    publisher: site,
  };
}
