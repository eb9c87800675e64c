// A post's card (issue 29, point 2): the one description of its markup and words, like the
// business card's (business-card.ts, which holds the shared CSS). svc-content renders the first
// cards of /news-events with it; mf-news' PostCard draws every card with it.
import { pickLocalized, type ContentLanguage, type I18nText } from '../content-language';
import type { Post } from '../posts';
import { productDateParts, type EventStatus } from '../post-reading-order';
import {
  BUSINESS_CARD_TEXTS,
  fallbackLanguageOf,
  fillCardText,
  firstCardsImagePriority,
  servedCardListHtml,
} from './business-card';
import { mailtoUrl } from './contact-links';
import { cardIcon } from './icons';
import { htmlH, type Attrs, type Child, type H } from './markup';

export type PostCardData = Pick<
  Post,
  | 'id'
  | 'type'
  | 'title'
  | 'body'
  | 'titleI18n'
  | 'bodyI18n'
  | 'image'
  | 'startAt'
  | 'createdAt'
  | 'isOnline'
  | 'locationName'
  | 'contactEmail'
  | 'externalUrl'
>;

const MONTHS = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  // The genitive, as inside a date ('27 листопада').
  uk: [
    'січня',
    'лютого',
    'березня',
    'квітня',
    'травня',
    'червня',
    'липня',
    'серпня',
    'вересня',
    'жовтня',
    'листопада',
    'грудня',
  ],
} as const;

/**
 * The post card's words (the served card and the hydrated one say exactly the same); the same as
 * mf-news' translations of these keys, which its other parts (the dialog) still read.
 */
export const POST_CARD_TEXTS = {
  en: {
    type: { event: 'Event', news: 'News' },
    status: { upcoming: 'Upcoming', ongoing: 'Happening now', past: 'Past' },
    online: 'Online',
    published: 'Published {date}',
    when: 'When',
    where: 'Where',
    email: 'Email {email}',
    website: 'Website',
    newTab: '(opens in a new tab)',
    /** date-fns' enGB 'PPP' and 'PPPp', as the app's formatDate writes them. */
    date: '{day} {month} {year}',
    dateTime: '{date} at {time}',
  },
  uk: {
    type: { event: 'Подія', news: 'Новина' },
    status: { upcoming: 'Незабаром', ongoing: 'Триває зараз', past: 'Минула' },
    online: 'Онлайн',
    published: 'Опубліковано {date}',
    when: 'Коли',
    where: 'Де',
    email: 'Написати на {email}',
    website: 'Вебсайт',
    newTab: '(відкриється в новій вкладці)',
    date: '{day} {month} {year} р.',
    dateTime: '{date} о {time}',
  },
} as const;

/**
 * A post's date as the card shows it, in UK time whatever the machine's zone: the spec's 'PPP'
 * ('27 November 2026', '27 листопада 2026 р.') or, `withTime`, 'PPP at p' ('27 November 2026 at
 * 19:05'), exactly as the app's formatDate (date-fns) writes them: the service and the browser
 * write the same text (libs/platform's served spec compares the two).
 */
export function postDateText(iso: string, lang: ContentLanguage, withTime: boolean): string {
  const texts = POST_CARD_TEXTS[lang];
  const { year, month, day, hour, minute } = productDateParts(Date.parse(iso));
  const date = fillCardText(texts.date, {
    day: String(day),
    month: MONTHS[lang][month - 1],
    year: String(year),
  });
  if (!withTime) return date;
  const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return fillCardText(texts.dateTime, { date, time });
}

/** Shown for posts without an image, or whose image fails to load. */
export const POST_DEFAULT_IMAGES = {
  event: '/images/posts/event-default.svg',
  news: '/images/posts/news-default.svg',
} as const;

/** What only the browser knows of a post card: drawn after hydration, never in the served HTML. */
export interface PostCardLive {
  /** An event's status by the visitor's clock (upcoming, happening now, past). */
  status?: EventStatus;
  /** The picture failed to load: the type's default picture instead. */
  imageFailed: boolean;
}

export interface PostCardProps {
  post: PostCardData;
  lang: ContentLanguage;
  /** Load the picture at once (the first cards of the list), else lazily. */
  priority?: 'high' | 'eager';
  /** Absent in the served HTML and in the render that hydrates it. */
  live?: PostCardLive;
  /** The browser's handlers (React only): the title's button, and a click elsewhere on the card. */
  onOpen?: () => void;
  onCardClick?: (event: { target: unknown }) => void;
  onImageError?: () => void;
  imageRef?: unknown;
}

const STATUS_VARIANT = { upcoming: 'default', ongoing: 'success', past: 'outline' } as const;

/** The card (an `<article>`), for the served HTML (`htmlH`) or React. */
export function postCardView<N>(h: H<N>, props: PostCardProps): N {
  const { post, lang, live } = props;
  const texts = POST_CARD_TEXTS[lang];
  const titleId = `post-${post.id}-title`;
  const hidden = (...children: Child<N>[]) => h('span', { className: 'byp-vh' }, ...children);
  const badge = (variant: string, attrs: Attrs | null, ...children: Child<N>[]) =>
    h('span', { className: `byp-badge byp-badge-${variant}`, ...attrs }, ...children);
  const marker = (text: I18nText | undefined) => {
    const shownIn = text ? fallbackLanguageOf(text, lang) : null;
    return shownIn
      ? h(
          'small',
          { className: 'byp-fallback', 'data-fallback-marker': shownIn },
          BUSINESS_CARD_TEXTS[lang].onlyIn[shownIn],
        )
      : null;
  };
  // A text in the UI language, else the other's, marked with its `lang` (LocalizedText's rule).
  const localized = (both: I18nText | undefined, value: string) => {
    const shown = both ? pickLocalized(both, lang) : { value, lang, fallback: false };
    return shown.fallback ? h('span', { lang: shown.lang }, shown.value) : shown.value;
  };
  const meta = (...children: Child<N>[]) => h('p', { className: 'byp-post-meta' }, ...children);
  const status = live?.status;
  const image = post.image && !live?.imageFailed ? post.image : POST_DEFAULT_IMAGES[post.type];

  return h(
    'article',
    {
      className: 'byp-card byp-post-card',
      'aria-labelledby': titleId,
      'data-testid': 'post-card',
      onClick: props.onCardClick,
    },
    h(
      'div',
      { className: 'byp-card-image' },
      h('img', {
        ref: props.imageRef as Attrs[string],
        src: image,
        alt: '',
        width: 800,
        height: 450,
        loading: props.priority ? 'eager' : 'lazy',
        fetchPriority: props.priority === 'high' ? 'high' : undefined,
        decoding: 'async',
        onError: props.onImageError,
      }),
    ),
    h(
      'div',
      { className: 'byp-card-body' },
      h(
        'div',
        { className: 'byp-post-badges' },
        badge(post.type === 'event' ? 'category' : 'accent', null, texts.type[post.type]),
        status
          ? badge(
              STATUS_VARIANT[status],
              { 'data-testid': 'event-status', 'data-status': status },
              texts.status[status],
            )
          : null,
        post.isOnline
          ? badge(
              'outline',
              null,
              cardIcon(h, 'globe', { width: '0.9em', height: '0.9em' }),
              ` ${texts.online}`,
            )
          : null,
      ),
      h(
        'h3',
        { className: 'byp-card-title byp-post-title', id: titleId },
        h('button', { type: 'button', onClick: props.onOpen }, localized(post.titleI18n, post.title)),
      ),
      marker(post.titleI18n),
      h(
        'p',
        { className: 'byp-card-description' },
        localized(post.bodyI18n, post.body),
        marker(post.bodyI18n),
      ),
      ...(post.type === 'event'
        ? [
            meta(
              cardIcon(h, 'clock'),
              h(
                'span',
                null,
                hidden(`${texts.when}: `),
                h(
                  'time',
                  { dateTime: post.startAt ?? undefined },
                  post.startAt ? postDateText(post.startAt, lang, true) : '',
                ),
              ),
            ),
            meta(
              cardIcon(h, 'mapPin'),
              h('span', null, hidden(`${texts.where}: `), post.isOnline ? texts.online : post.locationName),
            ),
          ]
        : [
            meta(
              h(
                'time',
                { dateTime: post.createdAt },
                fillCardText(texts.published, { date: postDateText(post.createdAt, lang, false) }),
              ),
            ),
          ]),
      post.contactEmail || post.externalUrl
        ? h(
            'div',
            { className: 'byp-post-links' },
            post.contactEmail
              ? h(
                  'a',
                  {
                    href: mailtoUrl(post.contactEmail),
                    'aria-label': fillCardText(texts.email, { email: post.contactEmail }),
                  },
                  cardIcon(h, 'mail'),
                  post.contactEmail,
                )
              : null,
            post.externalUrl
              ? h(
                  'a',
                  { href: post.externalUrl, target: '_blank', rel: 'noopener noreferrer' },
                  cardIcon(h, 'externalLink'),
                  texts.website,
                  hidden(` ${texts.newTab}`),
                )
              : null,
          )
        : null,
    ),
  );
}

/** The first cards of /news-events' 'All' tab as the page's HTML serves them (svc-content). */
export function servedPostCardsHtml(
  posts: readonly PostCardData[],
  lang: ContentLanguage,
  listKey: string,
): string {
  return servedCardListHtml(
    posts,
    lang,
    listKey,
    (post, index) => postCardView(htmlH, { post, lang, priority: firstCardsImagePriority(index) }),
    'byp-cards byp-post-cards',
  );
}
