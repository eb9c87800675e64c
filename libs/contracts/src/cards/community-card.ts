// A community's card (issue 29, point 2): the one description of its markup and words, like the
// business card's (business-card.ts, which holds the shared CSS). svc-content renders the first
// cards of /communities with it; mf-directory's CommunityCard draws every card with it.
import type { Community } from '../community';
import { COMMUNITY_CARD_MAX_LINKS } from '../community';
import type { ContentLanguage } from '../content-language';
import {
  BUSINESS_CARD_TEXTS,
  cardImage,
  contactButtons,
  fallbackLanguageOf,
  fillCardText,
  firstCardsImagePriority,
  servedCardListHtml,
  type CardImageProps,
} from './business-card';
import { mailtoUrl } from './contact-links';
import { cardIcon } from './icons';
import { linkChipLabel } from './link-label';
import { htmlH, type H } from './markup';

export type CommunityCardData = Pick<
  Community,
  | 'id'
  | 'name'
  | 'description'
  | 'nameI18n'
  | 'descriptionI18n'
  | 'heroImage'
  | 'contactEmail'
  | 'website'
  | 'instagram'
  | 'links'
>;

/** The community card's words (the served card and the hydrated one say exactly the same). */
export const COMMUNITY_CARD_TEXTS = {
  en: {
    learnMore: 'Learn More',
    email: 'Email {name}',
    website: '{name} website (opens in a new tab)',
    links: 'Links',
    moreLinks: '+{count} more',
    newTab: 'opens in a new tab',
  },
  uk: {
    learnMore: 'Детальніше',
    email: 'Написати {name}',
    website: 'Сайт {name} (відкриється в новій вкладці)',
    links: 'Посилання',
    moreLinks: '+{count} ще',
    newTab: 'відкриється в новій вкладці',
  },
} as const;

export interface CommunityCardProps extends CardImageProps {
  community: CommunityCardData;
  onOpen?: () => void;
}

/** The card (an `<article>`), for the served HTML (`htmlH`) or React. */
export function communityCardView<N>(h: H<N>, props: CommunityCardProps): N {
  const { community, lang } = props;
  const texts = COMMUNITY_CARD_TEXTS[lang];
  const nameId = `community-${community.id}-name`;
  const nameLang = fallbackLanguageOf(community.nameI18n, lang) ?? undefined;
  const descriptionLang = fallbackLanguageOf(community.descriptionI18n, lang) ?? undefined;
  const shownIn = nameLang ?? descriptionLang;
  const links = community.links ?? [];
  const shownLinks = links.slice(0, COMMUNITY_CARD_MAX_LINKS);
  const hiddenLinks = links.length - shownLinks.length;

  return h(
    'article',
    { className: 'byp-card byp-community-card', 'aria-labelledby': nameId, 'data-testid': 'community-card' },
    h(
      'div',
      { className: 'byp-card-media' },
      cardImage(h, community.heroImage, props),
      contactButtons(
        h,
        { email: community.contactEmail, website: community.website, instagram: community.instagram },
        {
          email: fillCardText(texts.email, { name: community.name }),
          website: fillCardText(texts.website, { name: community.name }),
          instagram: fillCardText(BUSINESS_CARD_TEXTS[lang].instagram, { name: community.name }),
        },
        true,
      ),
    ),
    h(
      'div',
      { className: 'byp-card-body' },
      h('h3', { className: 'byp-card-title', id: nameId, lang: nameLang }, community.name),
      shownIn
        ? h(
            'small',
            { className: 'byp-fallback', 'data-fallback-marker': shownIn },
            BUSINESS_CARD_TEXTS[lang].onlyIn[shownIn],
          )
        : null,
      h('p', { className: 'byp-card-description', lang: descriptionLang }, community.description),
      community.contactEmail
        ? h(
            'a',
            { className: 'byp-community-email', href: mailtoUrl(community.contactEmail) },
            cardIcon(h, 'mail'),
            community.contactEmail,
          )
        : null,
      links.length > 0
        ? h(
            'ul',
            { className: 'byp-community-links', 'aria-label': texts.links },
            ...shownLinks.map((link) =>
              h(
                'li',
                null,
                h(
                  'a',
                  {
                    href: link,
                    target: '_blank',
                    rel: 'noopener noreferrer',
                    title: `${link} (${texts.newTab})`,
                  },
                  cardIcon(h, 'externalLink'),
                  linkChipLabel(link),
                ),
              ),
            ),
            hiddenLinks > 0
              ? h(
                  'li',
                  null,
                  h(
                    'span',
                    { className: 'byp-badge byp-badge-outline', 'data-testid': 'more-links' },
                    fillCardText(texts.moreLinks, { count: String(hiddenLinks) }),
                  ),
                )
              : null,
          )
        : null,
    ),
    h(
      'div',
      { className: 'byp-card-footer' },
      h(
        'button',
        {
          type: 'button',
          className: 'byp-button byp-button-primary byp-learn-more',
          'aria-describedby': nameId,
          onClick: props.onOpen,
        },
        texts.learnMore,
      ),
    ),
  );
}

/** The first cards of the communities list as the page's HTML serves them (svc-content). */
export function servedCommunityCardsHtml(
  communities: readonly CommunityCardData[],
  lang: ContentLanguage,
  listKey: string,
): string {
  return servedCardListHtml(communities, lang, listKey, (community, index) =>
    communityCardView(htmlH, { community, lang, priority: firstCardsImagePriority(index) }),
  );
}
