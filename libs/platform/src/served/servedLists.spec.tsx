import { act } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import {
  type Business,
  businessCardView,
  communityCardView,
  htmlH,
  type Post,
  postCardView,
  postDateText,
  servedBusinessCardsHtml,
  servedPostCardsHtml,
  servedListKey,
  SERVED_LIST_ATTR,
} from '@byp/contracts';
import { formatDate } from '../dates/dateLocale';
import { holdFirstPaint, reactH, servedListsIn, settleServedList } from './servedLists';

const business = (overrides: Partial<Business> = {}): Business =>
  ({
    id: 'b1',
    slug: 'kyiv-bakery',
    name: 'Kyiv <Bakery> & "Co"',
    description: "Bread, 'pampushky' and <script>alert(1)</script>",
    nameI18n: { en: 'Kyiv <Bakery> & "Co"', uk: 'Київська пекарня' },
    descriptionI18n: { en: null, uk: 'Хліб' },
    category: 'dining',
    address: '1 High St, London',
    area: null,
    website: null,
    phone: '020 7946 0101',
    email: 'hello@example.com',
    instagram: '@kyivbakery',
    tiktok: null,
    heroImage: '/images/businesses/bakery.jpg',
    galleryImages: [],
    latitude: null,
    longitude: null,
    openingHours: null,
    openingSchedule: null,
    averageRating: 4.65,
    totalReviews: 3,
    isVerified: 1,
    isPremium: 1,
    isApproved: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }) as Business;

function parsed(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

describe('served cards (issue 29, point 2)', () => {
  it.each(['en', 'uk'] as const)('the served HTML is what React draws of the same view (%s)', (lang) => {
    for (const one of [business(), business({ isVerified: 0, isPremium: 0, phone: null, instagram: null })]) {
      const props = { business: one, lang };
      // As the browser reads each (React writes `<img/>` and `srcSet`, the same elements).
      expect(parsed(businessCardView(htmlH, props).html)).toBe(
        parsed(renderToStaticMarkup(businessCardView(reactH, props))),
      );
    }
  });

  it.each(['en', 'uk'] as const)('so is a community card’s (%s)', (lang) => {
    const community = {
      id: 'c1',
      name: 'Choir <b>',
      description: 'Songs & "more"',
      nameI18n: { en: 'Choir <b>', uk: null },
      descriptionI18n: { en: 'Songs & "more"', uk: 'Пісні' },
      heroImage: '/images/communities/choir.jpg',
      contactEmail: 'choir@example.org',
      website: 'https://choir.example.org',
      instagram: null,
      links: [
        'https://a.example.org/x',
        'https://b.example.org',
        'https://c.example.org/y/z',
        'https://d.example.org',
      ],
    };
    for (const priority of ['high', undefined] as const) {
      const props = { community, lang, priority };
      expect(parsed(communityCardView(htmlH, props).html)).toBe(
        parsed(renderToStaticMarkup(communityCardView(reactH, props))),
      );
    }
  });

  const post = (overrides: Partial<Post> = {}): Post =>
    ({
      id: 'p1',
      slug: 'choir-night',
      type: 'event',
      title: 'Choir <night> & "songs"',
      body: 'Songs & <b>more</b>',
      titleI18n: { en: 'Choir <night> & "songs"', uk: null },
      bodyI18n: { en: 'Songs & <b>more</b>', uk: 'Пісні' },
      image: '/images/posts/folk-festival.svg',
      startAt: '2026-03-29T00:30:00.000Z',
      endAt: null,
      locationName: 'St Mary’s Hall',
      isOnline: false,
      contactEmail: 'choir@example.org',
      externalUrl: 'https://choir.example.org',
      createdAt: '2026-01-01T00:00:00.000Z',
      ...overrides,
    }) as Post;

  it.each(['en', 'uk'] as const)('so is a post card’s (%s)', (lang) => {
    for (const one of [
      post(),
      post({ isOnline: true, image: null, contactEmail: null }),
      post({
        type: 'news',
        startAt: null,
        externalUrl: null,
        titleI18n: { en: 'x', uk: 'Новина' },
        title: 'x',
      }),
    ])
      for (const priority of ['high', undefined] as const) {
        const props = { post: one, lang, priority };
        // React's server renderer hoists a high-priority <img> into a preload link of its own
        // (not a node of the card: the browser's hydration never adds one).
        const react = renderToStaticMarkup(postCardView(reactH, props)).replace(
          /^<link rel="preload"[^>]*>/,
          '',
        );
        expect(parsed(postCardView(htmlH, props).html)).toBe(parsed(react));
      }
  });

  it.each(['en', 'uk'] as const)('writes a post’s dates as the app’s formatDate does (%s)', (lang) => {
    // Both sides of the clock changes, midnight, and every month.
    const instants = [
      '2026-03-29T00:30:00.000Z',
      '2026-03-29T01:30:00.000Z',
      '2026-10-25T00:59:00.000Z',
      '2026-10-25T01:00:00.000Z',
      '2026-12-31T23:59:00.000Z',
      ...Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2027, month, 9, 18, 5)).toISOString()),
    ];
    for (const instant of instants) {
      expect(postDateText(instant, lang, true)).toBe(formatDate(instant, 'PPPp', lang));
      expect(postDateText(instant, lang, false)).toBe(formatDate(instant, 'PPP', lang));
    }
  });

  it.each(['en', 'uk'] as const)(
    'hydrates a served post card without drawing it again (%s)',
    async (lang) => {
      document.body.innerHTML = servedPostCardsHtml([post()], lang, `posts?lang=${lang}`);
      const list = document.querySelector(`[${SERVED_LIST_ATTR}]`)!;
      const article = list.querySelector('article')!;
      const errors: unknown[] = [];
      await act(async () => {
        hydrateRoot(list.children[0], postCardView(reactH, { post: post(), lang, priority: 'high' }), {
          onRecoverableError: (error) => errors.push(error),
        });
      });
      expect(errors).toEqual([]);
      expect(list.querySelector('article')).toBe(article);
      expect(list.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
    },
  );

  it('escapes every visitor text', () => {
    const html = servedBusinessCardsHtml([business()], 'en', servedListKey('businesses', 'en'));
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<Bakery>');
    expect(html).toContain('Kyiv &lt;Bakery&gt; &amp; &quot;Co&quot;');
  });

  it('hydrates the served nodes without drawing them again', async () => {
    document.body.innerHTML = servedBusinessCardsHtml([business()], 'uk', 'businesses?lang=uk');
    const list = document.querySelector(`[${SERVED_LIST_ATTR}]`)!;
    const article = list.querySelector('article')!;
    const button = list.querySelector('button')!;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(list.children[0], businessCardView(reactH, { business: business(), lang: 'uk' }), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(list.querySelector('article')).toBe(article);
    expect(list.querySelector('button')).toBe(button);
  });

  it('shows the page once every served list is adopted or released', () => {
    document.body.innerHTML = '<ul data-byp-served="a"></ul><ul data-byp-served="b"></ul>';
    const lists = servedListsIn(document);
    const show = jest.fn();
    holdFirstPaint(lists, show, 60_000);
    settleServedList(lists[0]);
    expect(show).not.toHaveBeenCalled();
    settleServedList(lists[1]);
    expect(show).toHaveBeenCalledTimes(1);
  });
});
