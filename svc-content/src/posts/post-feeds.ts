import { TZDate } from '@date-fns/tz';
import { Feed } from 'feed';
import { ICalCalendar } from 'ical-generator';
import { PRODUCT_TIME_ZONE, type ContentLanguage } from '@byp/contracts';
import { EUROPE_LONDON_VTIMEZONE } from './london-vtimezone';
import { postTexts } from './post.dto';
import type { PostEntity } from './post.entity';
import { wallClockOf } from './recurrence/recurrence-rule';
import type { ImageFacts } from './image-facts';

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
  {
    newsTitle: string;
    eventsTitle: string;
    description: string;
    online: string;
    rssLanguage: string;
    icalLanguage: string;
  }
> = {
  en: {
    // The RSS feed carries news only, the calendars events only (issue 27): each is named so.
    newsTitle: 'Blue & Yellow Pages: News',
    eventsTitle: 'Blue & Yellow Pages: Events',
    description: 'News and events of Ukrainian businesses and communities across the UK',
    online: 'Online',
    rssLanguage: 'en-GB',
    icalLanguage: 'EN',
  },
  uk: {
    newsTitle: 'Синьо-жовті сторінки: новини',
    eventsTitle: 'Синьо-жовті сторінки: події',
    description: 'Новини та події українських підприємств і громад по всій Великій Британії',
    online: 'Онлайн',
    rssLanguage: 'uk',
    icalLanguage: 'UK',
  },
};

/**
 * A post's own address, absolute (issue 25): /news-events/{slug}, where its page opens with its
 * head for link previews. The feeds link every item there, its external link included on the page.
 */
export const postPageUrl = (site: FeedSite, post: Pick<PostEntity, 'slug'>) =>
  `${site.origin}/news-events/${encodeURIComponent(post.slug)}`;

/** An event's text in a calendar: its body, then its external link (a calendar's URL is its page). */
const calendarDescription = (body: string, externalUrl: string | null): string =>
  externalUrl ? (body ? `${body}\n\n${externalUrl}` : externalUrl) : body;

/** One line of "where": the venue and its address, or "Online". */
function locationOf(post: PostEntity, lang: ContentLanguage): string | undefined {
  if (post.isOnline) return FEED_TEXTS[lang].online;
  const parts = [post.locationName, post.address].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(', ') : undefined;
}

const inLondon = (instant: Date | string) => new TZDate(new Date(instant).getTime(), PRODUCT_TIME_ZONE);

/** A UK local date-time as RFC 5545 writes it with TZID (no Z). */
const londonStamp = (instant: Date | string) =>
  wallClockOf(new Date(instant))
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, '');

/**
 * The RRULE of a series and the EXDATE of its cancelled dates (issue 27). Moved dates are not
 * excluded: their own VEVENT with a RECURRENCE-ID replaces them (RFC 5545 §3.8.4.4).
 */
function repeatLines(post: PostEntity): string | undefined {
  if (!post.recurrenceRule) return undefined;
  const cancelled = post.recurrenceExceptions
    .filter((c) => c.cancelled)
    .map((c) => londonStamp(c.occurrence));
  const exdate = cancelled.length ? `\nEXDATE;TZID=${PRODUCT_TIME_ZONE}:${cancelled.join(',')}` : '';
  return `RRULE:${post.recurrenceRule}${exdate}`;
}

/**
 * An iCalendar (RFC 5545) document of events, times written in Europe/London with its VTIMEZONE,
 * so subscribers see the UK time whatever their own zone. Events without a start are skipped.
 * A repeating event is one VEVENT with its RRULE and EXDATE, and one more per moved date (same
 * UID, RECURRENCE-ID = the date the rule gives). `name` is the calendar's name.
 */
export function buildEventsCalendar(
  site: FeedSite,
  events: PostEntity[],
  lang: ContentLanguage,
  name = FEED_TEXTS[lang].eventsTitle,
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
  // The zone calendar apps show the feed in (the VTIMEZONE itself: withLondonTimeZone).
  calendar.x('X-WR-TIMEZONE', PRODUCT_TIME_ZONE);
  for (const post of events) {
    if (!post.startAt) continue;
    const { title, body } = postTexts(post, lang);
    // An event without an end is shown as lasting an hour (RFC 5545 would make it end at its start).
    const endOf = (start: Date, end: Date | null) => end ?? new Date(start.getTime() + 3_600_000);
    const common = {
      id: `${post.id}@blue-yellow-pages`,
      timezone: PRODUCT_TIME_ZONE,
      // Not in the calendar's zone (none is set on it): ical-generator then writes these in UTC
      // with a Z, as RFC 5545 §3.8.7 requires (issue 27: they were floating local times).
      stamp: post.updatedAt,
      created: post.createdAt,
      lastModified: post.updatedAt,
      summary: title,
      description: calendarDescription(body, post.externalUrl),
      location: locationOf(post, lang),
      url: postPageUrl(site, post),
      organizer: post.contactEmail ? { name: post.contactEmail, email: post.contactEmail } : undefined,
    };
    calendar.createEvent({
      ...common,
      start: inLondon(post.startAt),
      end: inLondon(endOf(post.startAt, post.endAt)),
      repeating: repeatLines(post),
    });
    if (!post.recurrenceRule) continue;
    for (const moved of post.recurrenceExceptions) {
      if (moved.cancelled || !moved.startAt) continue;
      const start = new Date(moved.startAt);
      calendar.createEvent({
        ...common,
        recurrenceId: inLondon(moved.occurrence),
        start: inLondon(start),
        end: inLondon(endOf(start, moved.endAt ? new Date(moved.endAt) : null)),
      });
    }
  }
  return withLondonTimeZone(calendar.toString());
}

/**
 * The calendar text with the VTIMEZONE of Europe/London before the first event (RFC 5545 wants
 * one for every TZID used). It is added here rather than as the calendar's zone, because
 * ical-generator writes DTSTAMP, CREATED and LAST-MODIFIED in the calendar's zone without a Z.
 * Every content line, the last one included, ends with CRLF (ical-generator omits the last).
 */
function withLondonTimeZone(text: string): string {
  const ended = text.endsWith('\r\n') ? text : `${text}\r\n`;
  const firstEvent = ended.indexOf('\r\nBEGIN:VEVENT\r\n');
  if (firstEvent === -1) return ended;
  return `${ended.slice(0, firstEvent)}\r\n${EUROPE_LONDON_VTIMEZONE}${ended.slice(firstEvent)}`;
}

/**
 * An RSS 2.0 document of news items, newest first. Each item's image is an enclosure with the
 * type and length the image's server states (`images`); an image whose facts are unknown has none.
 */
export function buildNewsFeed(
  site: FeedSite,
  news: PostEntity[],
  lang: ContentLanguage,
  images: ReadonlyMap<string, ImageFacts> = new Map(),
): string {
  const feed = new Feed({
    id: `${site.origin}/news-events`,
    title: FEED_TEXTS[lang].newsTitle,
    description: FEED_TEXTS[lang].description,
    link: `${site.origin}/news-events`,
    language: FEED_TEXTS[lang].rssLanguage,
    copyright: 'Blue & Yellow Pages',
    updated: news.length ? new Date(Math.max(...news.map((n) => n.updatedAt.getTime()))) : undefined,
    feedLinks: { rss: `${site.origin}/api/posts/feed.xml` },
    generator: 'Blue & Yellow Pages',
  });
  for (const post of news) {
    const image = newsImageUrl(site, post);
    const facts = image ? images.get(image) : undefined;
    const { title, body } = postTexts(post, lang);
    feed.addItem({
      id: post.id,
      title,
      link: postPageUrl(site, post),
      description: body,
      date: post.createdAt,
      enclosure: image && facts ? { url: image, type: facts.type, length: facts.length } : undefined,
    });
  }
  // A post's id is no URL: `feed` cannot say so, so each item's guid gets isPermaLink="false"
  // (matched by the exact element, a UUID, so no text of the feed can be touched).
  return news.reduce(
    (xml, post) => xml.replace(`<guid>${post.id}</guid>`, `<guid isPermaLink="false">${post.id}</guid>`),
    feed.rss2(),
  );
}

/** A news item's image as an absolute URL (the product's own images are site paths). */
export const newsImageUrl = (site: FeedSite, post: Pick<PostEntity, 'image'>): string | undefined =>
  post.image ? new URL(post.image, `${site.origin}/`).toString() : undefined;
