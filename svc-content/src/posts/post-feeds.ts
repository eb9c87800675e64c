import { TZDate } from '@date-fns/tz';
import { Feed } from 'feed';
import { ICalCalendar } from 'ical-generator';
import { PRODUCT_TIME_ZONE } from '@byp/contracts';
import { EUROPE_LONDON_VTIMEZONE } from './london-vtimezone';
import type { PostEntity } from './post.entity';

/** Where the site lives, for links in the feeds (e.g. https://example.org). */
export interface FeedSite {
  origin: string;
  title: string;
  description: string;
}

/** The page a post is shown on: the news-and-events page with the post's dialog open. */
export const postPageUrl = (site: FeedSite, post: Pick<PostEntity, 'id'>) =>
  `${site.origin}/news-events?post=${encodeURIComponent(post.id)}`;

/** One line of "where": the venue and its address, or "Online". */
function locationOf(post: PostEntity): string | undefined {
  if (post.isOnline) return 'Online';
  const parts = [post.locationName, post.address].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(', ') : undefined;
}

/**
 * An iCalendar (RFC 5545) document of events, times written in Europe/London with its VTIMEZONE,
 * so subscribers see the UK time whatever their own zone. Events without a start are skipped.
 */
export function buildEventsCalendar(site: FeedSite, events: PostEntity[], name: string): string {
  const calendar = new ICalCalendar({
    name,
    description: site.description,
    prodId: { company: 'Blue & Yellow Pages', product: 'news-and-events', language: 'EN' },
    url: `${site.origin}/news-events`,
    // Subscribed calendars refresh about hourly (X-PUBLISHED-TTL / REFRESH-INTERVAL).
    ttl: 3600,
  });
  calendar.timezone({ name: PRODUCT_TIME_ZONE, generator: () => EUROPE_LONDON_VTIMEZONE });
  for (const post of events) {
    if (!post.startAt) continue;
    const start = new TZDate(post.startAt.getTime(), PRODUCT_TIME_ZONE);
    calendar.createEvent({
      id: `${post.id}@blue-yellow-pages`,
      start,
      // An event without an end is shown as lasting an hour (RFC 5545 would make it end at its start).
      end: new TZDate(
        (post.endAt ?? new Date(post.startAt.getTime() + 3_600_000)).getTime(),
        PRODUCT_TIME_ZONE,
      ),
      timezone: PRODUCT_TIME_ZONE,
      stamp: post.updatedAt,
      created: post.createdAt,
      lastModified: post.updatedAt,
      summary: post.title,
      description: post.body,
      location: locationOf(post),
      url: post.externalUrl ?? postPageUrl(site, post),
      organizer: post.contactEmail ? { name: post.contactEmail, email: post.contactEmail } : undefined,
    });
  }
  // RFC 5545 ends every content line, the last one included, with CRLF; ical-generator omits the last.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

/** An RSS 2.0 document of news items, newest first. */
export function buildNewsFeed(site: FeedSite, news: PostEntity[]): string {
  const feed = new Feed({
    id: `${site.origin}/news-events`,
    title: site.title,
    description: site.description,
    link: `${site.origin}/news-events`,
    language: 'en-GB',
    copyright: 'Blue & Yellow Pages',
    updated: news.length ? new Date(Math.max(...news.map((n) => n.updatedAt.getTime()))) : undefined,
    feedLinks: { rss: `${site.origin}/api/posts/feed.xml` },
    generator: 'Blue & Yellow Pages',
  });
  for (const post of news) {
    const image = post.image ? new URL(post.image, `${site.origin}/`).toString() : undefined;
    feed.addItem({
      id: post.id,
      title: post.title,
      link: post.externalUrl ?? postPageUrl(site, post),
      description: post.body,
      date: post.createdAt,
      image,
    });
  }
  return feed.rss2();
}
