import { TZDate } from '@date-fns/tz';
import { Feed } from 'feed';
import { ICalCalendar } from 'ical-generator';
import { PRODUCT_TIME_ZONE, type ContentLanguage } from '@byp/contracts';
import { EUROPE_LONDON_VTIMEZONE } from './london-vtimezone';
import { postTexts } from './post.dto';
import type { PostEntity } from './post.entity';

/** Where the site lives, for links in the feeds (e.g. https://example.org). */
export interface FeedSite {
  origin: string;
}

/**
 * The feeds' own words in each language (`?lang=uk`; English by default). Post texts follow
 * the same choice, each falling back to the other language where it has none.
 */
export const FEED_TEXTS: Record<
  ContentLanguage,
  { title: string; description: string; online: string; rssLanguage: string; icalLanguage: string }
> = {
  en: {
    title: 'Blue & Yellow Pages: News & Events',
    description: 'News and events of Ukrainian businesses and communities across the UK',
    online: 'Online',
    rssLanguage: 'en-GB',
    icalLanguage: 'EN',
  },
  uk: {
    title: 'Синьо-жовті сторінки: новини та події',
    description: 'Новини та події українських підприємств і громад по всій Великій Британії',
    online: 'Онлайн',
    rssLanguage: 'uk',
    icalLanguage: 'UK',
  },
};

/** The page a post is shown on: the news-and-events page with the post's dialog open. */
export const postPageUrl = (site: FeedSite, post: Pick<PostEntity, 'id'>) =>
  `${site.origin}/news-events?post=${encodeURIComponent(post.id)}`;

/** One line of "where": the venue and its address, or "Online". */
function locationOf(post: PostEntity, lang: ContentLanguage): string | undefined {
  if (post.isOnline) return FEED_TEXTS[lang].online;
  const parts = [post.locationName, post.address].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(', ') : undefined;
}

/**
 * An iCalendar (RFC 5545) document of events, times written in Europe/London with its VTIMEZONE,
 * so subscribers see the UK time whatever their own zone. Events without a start are skipped.
 * `name` is the calendar's name; the feed's title by default.
 */
export function buildEventsCalendar(
  site: FeedSite,
  events: PostEntity[],
  lang: ContentLanguage,
  name = FEED_TEXTS[lang].title,
): string {
  const calendar = new ICalCalendar({
    name,
    description: FEED_TEXTS[lang].description,
    prodId: {
      company: 'Blue & Yellow Pages',
      product: 'news-and-events',
      language: FEED_TEXTS[lang].icalLanguage,
    },
    url: `${site.origin}/news-events`,
    // Subscribed calendars refresh about hourly (X-PUBLISHED-TTL / REFRESH-INTERVAL).
    ttl: 3600,
  });
  calendar.timezone({ name: PRODUCT_TIME_ZONE, generator: () => EUROPE_LONDON_VTIMEZONE });
  for (const post of events) {
    if (!post.startAt) continue;
    const { title, body } = postTexts(post, lang);
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
      summary: title,
      description: body,
      location: locationOf(post, lang),
      url: post.externalUrl ?? postPageUrl(site, post),
      organizer: post.contactEmail ? { name: post.contactEmail, email: post.contactEmail } : undefined,
    });
  }
  // RFC 5545 ends every content line, the last one included, with CRLF; ical-generator omits the last.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

/** An RSS 2.0 document of news items, newest first. */
export function buildNewsFeed(site: FeedSite, news: PostEntity[], lang: ContentLanguage): string {
  const feed = new Feed({
    id: `${site.origin}/news-events`,
    title: FEED_TEXTS[lang].title,
    description: FEED_TEXTS[lang].description,
    link: `${site.origin}/news-events`,
    language: FEED_TEXTS[lang].rssLanguage,
    copyright: 'Blue & Yellow Pages',
    updated: news.length ? new Date(Math.max(...news.map((n) => n.updatedAt.getTime()))) : undefined,
    feedLinks: { rss: `${site.origin}/api/posts/feed.xml` },
    generator: 'Blue & Yellow Pages',
  });
  for (const post of news) {
    const image = post.image ? new URL(post.image, `${site.origin}/`).toString() : undefined;
    const { title, body } = postTexts(post, lang);
    feed.addItem({
      id: post.id,
      title,
      link: post.externalUrl ?? postPageUrl(site, post),
      description: body,
      date: post.createdAt,
      image,
    });
  }
  return feed.rss2();
}
