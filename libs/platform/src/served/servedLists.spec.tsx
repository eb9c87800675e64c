import { act } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import {
  type Business,
  businessCardView,
  communityCardView,
  htmlH,
  servedBusinessCardsHtml,
  servedListKey,
  SERVED_LIST_ATTR,
} from '@byp/contracts';
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
