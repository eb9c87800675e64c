// A business's card (issue 29, point 2): the one description of its markup, its look and its
// words. svc-catalog renders the first page of a list with it into the page's HTML; mf-directory's
// BusinessCard draws every card with it and hydrates the served ones (docs/architecture.md,
// "Cards in the served HTML").
import type { Business } from '../business';
import type { ContentLanguage, I18nText } from '../content-language';
import { isPhotoUrl, PHOTO_VARIANTS, photoVariantUrl, type PhotoVariant } from '../photos';
import { contactLinks, type ContactFields, type ContactKind } from './contact-links';
import { cardIcon, type CardIconName } from './icons';
import { Html, htmlH, type Attrs, type H } from './markup';
import { SERVED_LIST_ATTR } from './served-list';

/** What a card shows of a business. */
export type BusinessCardData = Pick<
  Business,
  | 'id'
  | 'name'
  | 'description'
  | 'nameI18n'
  | 'descriptionI18n'
  | 'category'
  | 'address'
  | 'phone'
  | 'email'
  | 'instagram'
  | 'heroImage'
  | 'isVerified'
  | 'isPremium'
  | 'averageRating'
  | 'totalReviews'
>;

type Plural = { one: string; few?: string; many?: string; other: string };

/**
 * The card's words, in both languages. Here rather than in a remote's translations because the
 * served card and the hydrated one must say exactly the same (a text that differs makes React
 * draw the card again).
 */
export const BUSINESS_CARD_TEXTS = {
  en: {
    verified: 'Verified',
    premium: 'Premium',
    addFavourite: 'Add to favourites',
    removeFavourite: 'Remove from favourites',
    viewDetails: 'View Details',
    call: 'Call {name}',
    email: 'Email {name}',
    instagram: '{name} on Instagram (opens in a new tab)',
    offer: 'Offer',
    address: 'Address',
    rating: 'Rated {value} out of {max}',
    reviews: { one: '{count} review', other: '{count} reviews' } as Plural,
    imageUnavailable: 'Image unavailable',
    onlyIn: { en: 'English only', uk: 'Ukrainian only' },
    categories: {
      dining: 'Dining',
      health: 'Health',
      beauty: 'Beauty',
      wellness: 'Wellness',
      shop: 'Shops',
      business: 'Business Services',
      lessons: 'Lessons',
      art: 'Art',
      entertainment: 'Entertainment',
    },
  },
  uk: {
    verified: 'Перевірено',
    premium: 'Преміум',
    addFavourite: 'Додати до обраного',
    removeFavourite: 'Видалити з обраного',
    viewDetails: 'Детальніше',
    call: 'Зателефонувати: {name}',
    email: 'Написати листа: {name}',
    instagram: '{name} в Instagram (відкриється в новій вкладці)',
    offer: 'Пропозиція',
    address: 'Адреса',
    rating: 'Оцінка {value} з {max}',
    reviews: {
      one: '{count} відгук',
      few: '{count} відгуки',
      many: '{count} відгуків',
      other: '{count} відгуку',
    } as Plural,
    imageUnavailable: 'Зображення недоступне',
    onlyIn: { en: 'лише англійською', uk: 'лише українською' },
    categories: {
      dining: 'Кафе та ресторани',
      health: 'Здоров’я',
      beauty: 'Краса',
      wellness: 'Оздоровлення',
      shop: 'Магазини',
      business: 'Бізнес-послуги',
      lessons: 'Навчання',
      art: 'Мистецтво',
      entertainment: 'Розваги',
    },
  },
} as const;

/** A card text with its `{name}` placeholders filled (both card views' words use them). */
export const fillCardText = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

const locale = (lang: ContentLanguage) => (lang === 'uk' ? 'uk-UA' : 'en-GB');

/** A rating with one decimal in the language's notation ('4,5' in Ukrainian). */
export function formatRating(rating: number, lang: string): string {
  return new Intl.NumberFormat(lang === 'uk' ? 'uk-UA' : 'en-GB', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating);
}

/** The rating scale (spec section 9: 5, one decimal). */
export const RATING_SCALE = 5;

/** '12 reviews', '3 відгуки'. */
export function reviewCountText(count: number, lang: ContentLanguage): string {
  const forms = BUSINESS_CARD_TEXTS[lang].reviews;
  const form = new Intl.PluralRules(locale(lang)).select(count) as keyof Plural;
  return fillCardText(forms[form] ?? forms.other, {
    count: new Intl.NumberFormat(locale(lang)).format(count),
  });
}

/**
 * The language a text is shown in when the UI language has no value of it (the read then filled
 * the spec's field with the other one), else null. Missing `<field>I18n` (an older answer) counts
 * as nothing to mark.
 */
export function fallbackLanguageOf(
  text: I18nText | null | undefined,
  uiLanguage: ContentLanguage,
): ContentLanguage | null {
  if (!text || text[uiLanguage]) return null;
  const other: ContentLanguage = uiLanguage === 'en' ? 'uk' : 'en';
  return text[other] ? other : null;
}

/** The product's own JPEGs (/images/<kind>/x.jpg) have a WebP beside them; visitors' URLs are used as given. */
const webpTwin = (src: string) =>
  /^\/images\/[\w-]+\/[\w-]+\.jpg$/.test(src) ? src.replace(/\.jpg$/, '.webp') : null;

/**
 * What an image's `<picture>` loads: an uploaded photo (issue 26) has a WebP and a JPEG of each
 * size the pages show, at its exact size; other images keep the product's 800×450.
 */
export function imageSources(src: string, variant: PhotoVariant) {
  if (isPhotoUrl(src))
    return {
      webp: photoVariantUrl(src, variant, 'webp'),
      img: photoVariantUrl(src, variant, 'jpg'),
      ...PHOTO_VARIANTS[variant],
    };
  return { webp: webpTwin(src), img: src, width: 800, height: 450 };
}

/** What only the browser knows of a card: drawn after hydration, never in the served HTML. */
export interface BusinessCardLive {
  /** In the session's favourites. */
  favourite: boolean;
  /** The current offer's discount ('20% off'). */
  banner?: string;
  /** 'Open now · closes 18:00' by the visitor's clock. */
  status?: { open: boolean; text: string } | null;
  image: 'loading' | 'loaded' | 'failed';
}

export interface BusinessCardProps {
  business: BusinessCardData;
  lang: ContentLanguage;
  /** Absent in the served HTML and in the render that hydrates it. */
  live?: BusinessCardLive;
  /** The browser's handlers and the image's ref (React only). */
  onViewDetails?: () => void;
  onToggleFavourite?: () => void;
  onImageLoad?: () => void;
  onImageError?: () => void;
  imageRef?: unknown;
}

/** Which of a list's first cards load their picture at once (the first with a high priority). */
export function firstCardsImagePriority(index: number): 'high' | 'eager' | undefined {
  if (index === 0) return 'high';
  return index < 3 ? 'eager' : undefined;
}

const CONTACT_ICON: Record<ContactKind, CardIconName> = {
  phone: 'phone',
  email: 'mail',
  website: 'globe',
  instagram: 'instagram',
  tiktok: 'externalLink',
};

/** What a card's picture needs of the card's props. */
export interface CardImageProps {
  live?: { image: 'loading' | 'loaded' | 'failed' };
  lang: ContentLanguage;
  /** Load at once (the first cards of a list whose largest paint is a card), else lazily. */
  priority?: 'high' | 'eager';
  onImageLoad?: () => void;
  onImageError?: () => void;
  imageRef?: unknown;
}

/** A card's picture: the skeleton's colour until it loads, 'Image unavailable' if it fails. */
export function cardImage<N>(h: H<N>, src: string, props: CardImageProps): N {
  const image = props.live?.image ?? 'loading';
  const sources = imageSources(src, 'card');
  return h(
    'div',
    { className: 'byp-card-image', 'data-testid': 'image-frame', 'data-status': image },
    image === 'failed'
      ? h('p', { className: 'byp-card-image-failed' }, BUSINESS_CARD_TEXTS[props.lang].imageUnavailable)
      : null,
    h(
      'picture',
      null,
      sources.webp ? h('source', { type: 'image/webp', srcSet: sources.webp }) : null,
      h('img', {
        ref: props.imageRef as Attrs[string],
        src: sources.img,
        alt: '',
        width: sources.width,
        height: sources.height,
        loading: props.priority ? 'eager' : 'lazy',
        fetchPriority: props.priority === 'high' ? 'high' : undefined,
        decoding: 'async',
        'data-status': image,
        onLoad: props.onImageLoad,
        onError: props.onImageError,
      }),
    ),
  );
}

/**
 * The round contact buttons over a card's picture, for the contacts given and labelled, in
 * contactLinks' order; `raised` lifts them over a card-wide click area.
 */
export function contactButtons<N>(
  h: H<N>,
  fields: ContactFields,
  labels: Partial<Record<ContactKind, string>>,
  raised = false,
): N | null {
  const links = contactLinks(fields).flatMap((link) => {
    const label = labels[link.kind];
    if (!label) return [];
    const attrs: Attrs = {
      className: 'byp-card-contact',
      href: link.href,
      ...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
      'aria-label': label,
      title: link.kind === 'instagram' || link.kind === 'tiktok' ? label : link.value,
    };
    return [h('a', attrs, cardIcon(h, CONTACT_ICON[link.kind]))];
  });
  return links.length > 0
    ? h('div', { className: raised ? 'byp-card-contacts byp-raised' : 'byp-card-contacts' }, ...links)
    : null;
}

/** The card (an `<article>`), for the served HTML (`htmlH`) or React. */
export function businessCardView<N>(h: H<N>, props: BusinessCardProps): N {
  const { business, lang, live } = props;
  const texts = BUSINESS_CARD_TEXTS[lang];
  const nameId = `business-${business.id}-name`;
  const nameLang = fallbackLanguageOf(business.nameI18n, lang) ?? undefined;
  const descriptionLang = fallbackLanguageOf(business.descriptionI18n, lang) ?? undefined;
  const shownIn = nameLang ?? descriptionLang;
  const favourite = live?.favourite ?? false;
  const rating = Math.max(0, Math.min(RATING_SCALE, Number(business.averageRating) || 0));
  const ratingText = formatRating(rating, lang);
  const hidden = (text: string) => h('span', { className: 'byp-vh' }, text);
  const badge = (variant: string, ...children: Array<N | string>) =>
    h('span', { className: `byp-badge byp-badge-${variant}` }, ...children);
  const stars = () => Array.from({ length: RATING_SCALE }, () => cardIcon(h, 'star'));
  const contacts = contactButtons(h, business, {
    phone: fillCardText(texts.call, { name: business.name }),
    email: fillCardText(texts.email, { name: business.name }),
    instagram: fillCardText(texts.instagram, { name: business.name }),
  });

  return h(
    'article',
    { className: 'byp-card', 'aria-labelledby': nameId, 'data-testid': 'business-card' },
    h(
      'div',
      { className: 'byp-card-media' },
      cardImage(h, business.heroImage, props),
      h(
        'div',
        { className: 'byp-card-badges' },
        business.isVerified ? badge('success', cardIcon(h, 'check'), ` ${texts.verified}`) : null,
        business.isPremium ? badge('accent', cardIcon(h, 'crown'), ` ${texts.premium}`) : null,
      ),
      h(
        'div',
        { className: 'byp-card-favourite' },
        h(
          'button',
          {
            type: 'button',
            className: 'byp-icon-button',
            'aria-label': favourite ? texts.removeFavourite : texts.addFavourite,
            title: favourite ? texts.removeFavourite : texts.addFavourite,
            'aria-pressed': favourite,
            onClick: props.onToggleFavourite,
          },
          h(
            'span',
            { 'aria-hidden': 'true', className: 'byp-icon-button-icon' },
            cardIcon(h, 'heart', favourite ? { fill: 'currentColor', color: '#d92d20' } : undefined),
          ),
        ),
      ),
      live?.banner
        ? h(
            'p',
            { className: 'byp-card-offer', 'data-testid': 'offer-banner' },
            cardIcon(h, 'tag'),
            hidden(`${texts.offer}: `),
            live.banner,
          )
        : null,
      contacts,
    ),
    h(
      'div',
      { className: 'byp-card-body' },
      h('div', null, badge('category', texts.categories[business.category] ?? business.category)),
      h('h3', { className: 'byp-card-title', id: nameId, lang: nameLang }, business.name),
      shownIn
        ? h('small', { className: 'byp-fallback', 'data-fallback-marker': shownIn }, texts.onlyIn[shownIn])
        : null,
      h(
        'div',
        { className: 'byp-rating' },
        h(
          'span',
          { className: 'byp-rating-stars', 'aria-hidden': 'true' },
          ...stars(),
          h(
            'span',
            { className: 'byp-rating-filled', style: { width: `${(rating / RATING_SCALE) * 100}%` } },
            ...stars(),
          ),
        ),
        hidden(fillCardText(texts.rating, { value: ratingText, max: String(RATING_SCALE) })),
        h('span', { className: 'byp-rating-value', 'aria-hidden': 'true' }, ratingText),
        h('span', { className: 'byp-rating-count' }, `(${reviewCountText(business.totalReviews, lang)})`),
      ),
      live?.status
        ? h(
            'p',
            {
              className: `byp-card-status${live.status.open ? ' byp-open' : ''}`,
              'data-testid': 'opening-status',
            },
            cardIcon(h, 'clock'),
            h('span', null, live.status.text),
          )
        : null,
      h('p', { className: 'byp-card-description', lang: descriptionLang }, business.description),
      h(
        'p',
        { className: 'byp-card-address' },
        cardIcon(h, 'mapPin'),
        h('span', null, hidden(`${texts.address}: `), business.address),
      ),
    ),
    h(
      'div',
      { className: 'byp-card-footer' },
      h(
        'button',
        {
          type: 'button',
          className: 'byp-button byp-button-primary',
          'aria-describedby': nameId,
          onClick: props.onViewDetails,
        },
        texts.viewDetails,
      ),
    ),
  );
}

/**
 * The card's look, in both themes (the page's `html[data-theme]`): sent once with the served cards
 * (`<style id="byp-card-css">`), added by the app when the page has none. The values are @byp/ui's
 * theme's.
 */
export const CARD_CSS = `
.byp-card{--c-surface:#fff;--c-border:#d3dce8;--c-text:#0f172a;--c-muted:#475569;--c-skeleton:#e2e8f0;--c-bg:#f1f5fb;--c-shadow-sm:0 1px 2px rgba(15,23,42,.08);--c-shadow-md:0 4px 12px rgba(15,23,42,.12);--c-link:#0057b7}
html[data-theme='dark'] .byp-card{--c-surface:#131c2e;--c-border:#2a3754;--c-text:#e6edf6;--c-muted:#a3b3c7;--c-skeleton:#22304d;--c-bg:#0b1220;--c-shadow-sm:0 1px 2px rgba(0,0,0,.4);--c-shadow-md:0 4px 12px rgba(0,0,0,.45);--c-link:#7cb8ff}
ul.byp-cards{list-style:none;margin:0;padding:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(min(100%,18rem),1fr))}
ul.byp-cards>li{content-visibility:auto;contain-intrinsic-width:none;contain-intrinsic-height:auto 30rem}
.byp-card{display:flex;flex-direction:column;height:100%;background:var(--c-surface);color:var(--c-text);border:1px solid var(--c-border);border-radius:.75rem;box-shadow:var(--c-shadow-sm);overflow:hidden;transition:box-shadow .15s ease,transform .15s ease}
.byp-card:hover,.byp-card:focus-within{box-shadow:var(--c-shadow-md)}
.byp-card-media{position:relative}
.byp-card-image{position:relative;width:100%;aspect-ratio:16/9;overflow:hidden;background:var(--c-skeleton)}
.byp-card-image img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;transition:opacity .2s ease}
.byp-card-image img[data-status='failed']{opacity:0}
.byp-card-image-failed{position:absolute;inset:0;margin:0;display:grid;place-items:center;color:var(--c-muted);font-size:.875rem}
.byp-card-badges{position:absolute;top:.5rem;left:.5rem;display:flex;flex-wrap:wrap;gap:.35rem}
.byp-card-favourite{position:absolute;top:.5rem;right:.5rem}
.byp-badge{display:inline-flex;align-items:center;gap:.25rem;border:1px solid transparent;border-radius:9999px;padding:.1rem .6rem;font-size:.75rem;font-weight:600;line-height:1.4;white-space:nowrap}
.byp-badge-success{background:#1d7a3a;color:#fff}
.byp-badge-accent{background:#ffd700;color:#1a1a1a}
.byp-badge-category{background:#56abe8;color:#0b2540}
.byp-icon-button,.byp-button{display:inline-flex;align-items:center;justify-content:center;gap:.5rem;border:1px solid transparent;border-radius:.5rem;font:inherit;font-weight:600;cursor:pointer;white-space:nowrap;transition:background .15s ease}
.byp-icon-button{min-height:2rem;min-width:2rem;padding:0;font-size:.875rem;background:var(--c-surface);color:var(--c-text);border-color:var(--c-border)}
.byp-icon-button:hover{background:var(--c-bg)}
.byp-icon-button-icon{display:inline-flex}
.byp-icon-button svg{width:1.25rem;height:1.25rem;flex:none}
.byp-button{flex:1;min-height:2.5rem;padding:0 1rem;font-size:1rem}
.byp-button-primary{background:#0057b7;color:#fff}
.byp-button-primary:hover{background:#003f87}
.byp-card-offer{position:absolute;left:0;bottom:.75rem;margin:0;display:inline-flex;align-items:center;gap:.35rem;padding:.25rem .75rem .25rem .6rem;border-radius:0 9999px 9999px 0;background:#ffd700;color:#1a1a1a;font-weight:800;font-size:.875rem;box-shadow:var(--c-shadow-sm)}
.byp-card-contacts{position:absolute;z-index:auto;right:.5rem;bottom:.5rem;display:flex;gap:.35rem;opacity:0;transform:translateY(.25rem);transition:opacity .15s ease,transform .15s ease}
.byp-card:hover .byp-card-contacts,.byp-card:focus-within .byp-card-contacts{opacity:1;transform:none}
@media (hover:none){.byp-card-contacts{opacity:1;transform:none}}
.byp-card-contact{display:inline-grid;place-items:center;width:2.25rem;height:2.25rem;border-radius:9999px;background:var(--c-surface);color:#0057b7;border:1px solid var(--c-border);box-shadow:var(--c-shadow-sm)}
.byp-card-contact:hover{background:#0057b7;color:#fff}
.byp-card-contact svg{width:1.1rem;height:1.1rem}
.byp-card-body{display:flex;flex-direction:column;gap:.5rem;padding:1rem;flex:1}
.byp-card-title{font-size:1.125rem;margin:0;line-height:1.2}
.byp-fallback{display:inline-block;align-self:flex-start;border:1px solid var(--c-border);border-radius:9999px;padding:0 .45rem;font-size:.75rem;font-weight:600;line-height:1.5;color:var(--c-muted);white-space:nowrap}
.byp-rating{display:inline-flex;align-items:center;gap:.4rem;font-size:.875rem}
.byp-rating-stars{position:relative;display:inline-flex;line-height:0;color:var(--c-border)}
.byp-rating-stars svg{flex:none;width:1rem;height:1rem;fill:currentColor;stroke:none}
.byp-rating-filled{position:absolute;inset:0 auto 0 0;display:inline-flex;overflow:hidden;color:#e0a800}
.byp-rating-value{font-weight:700}
.byp-rating-count{color:var(--c-muted)}
.byp-card-status{margin:0;display:flex;gap:.35rem;align-items:center;font-size:.875rem;font-weight:600;color:var(--c-muted)}
.byp-card-status.byp-open{color:var(--c-text)}
.byp-card-status svg{flex:none}
.byp-card-description{margin:0;color:var(--c-muted);display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden}
.byp-card-address{margin:auto 0 0;display:flex;gap:.35rem;align-items:flex-start;font-size:.875rem}
.byp-card-address svg{flex:none;margin-top:.15rem}
.byp-card-footer{display:flex;gap:.5rem;padding:0 1rem 1rem}
.byp-card-contacts.byp-raised{z-index:1}
.byp-community-card{position:relative;cursor:pointer}
.byp-community-card:hover,.byp-community-card:focus-within{transform:translateY(-2px)}
@media (prefers-reduced-motion:reduce){.byp-community-card:hover,.byp-community-card:focus-within{transform:none}}
.byp-community-email{position:relative;z-index:1;align-self:flex-start;display:inline-flex;gap:.35rem;align-items:center;font-size:.875rem;color:var(--c-link);overflow-wrap:anywhere}
.byp-community-email svg{flex:none;width:1rem;height:1rem}
.byp-community-links{list-style:none;margin:auto 0 0;padding:0;display:flex;flex-wrap:wrap;gap:.35rem}
.byp-community-links a{position:relative;z-index:1;display:inline-flex;align-items:center;gap:.25rem;max-width:100%;padding:.15rem .6rem;border-radius:9999px;border:1px solid var(--c-border);font-size:.75rem;color:var(--c-link);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.byp-community-links svg{flex:none;width:.8rem;height:.8rem}
.byp-badge-outline{background:transparent;color:inherit;border-color:var(--c-border)}
.byp-learn-more::after{content:'';position:absolute;inset:0}
.byp-badge-default{background:#0057b7;color:#fff}
ul.byp-post-cards{grid-template-columns:1fr}
@media (min-width:640px){ul.byp-post-cards{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media (min-width:1024px){ul.byp-post-cards{grid-template-columns:repeat(3,minmax(0,1fr))}}
.byp-post-card{cursor:pointer}
.byp-post-badges{display:flex;flex-wrap:wrap;gap:.35rem}
.byp-post-badges svg{width:.9em;height:.9em}
.byp-post-title button{all:unset;cursor:pointer;color:var(--c-text)}
.byp-post-title button:focus-visible{outline:2px solid #0057b7;outline-offset:2px}
html[data-theme='dark'] .byp-post-title button:focus-visible{outline-color:#ffd700}
.byp-card-description .byp-fallback{margin-inline-start:.4rem;vertical-align:middle}
.byp-post-meta{margin:0;display:flex;gap:.35rem;align-items:flex-start;font-size:.875rem}
.byp-post-meta svg{flex:none;margin-top:.1rem}
.byp-post-links{margin-top:auto;display:flex;flex-wrap:wrap;gap:.75rem;font-size:.875rem}
.byp-post-links a{display:inline-flex;align-items:center;gap:.3rem;color:var(--c-link);overflow-wrap:anywhere}
.byp-vh{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
`
  .trim()
  .replace(/\n/g, '');

/** The id of the card's `<style>`: the served page's, or the one the app adds. */
export const CARD_CSS_ID = 'byp-card-css';

/**
 * A served list (issue 29, point 2): the cards' look once, then the `<ul>` of the list's first
 * cards, each an `<li data-key>` of its item, marked with the list's key and language.
 */
export function servedCardListHtml<Item extends { id: string }>(
  items: readonly Item[],
  lang: ContentLanguage,
  listKey: string,
  card: (item: Item, index: number) => Html,
  className = 'byp-cards',
): string {
  const cards = items.map((item, index) => htmlH('li', { 'data-key': item.id }, card(item, index)));
  return (
    `<style id="${CARD_CSS_ID}">${CARD_CSS}</style>` +
    htmlH('ul', { className, [SERVED_LIST_ATTR]: listKey, 'data-lang': lang }, ...cards).html
  );
}

/** The first page of a list of businesses as the page's HTML serves it (svc-catalog). */
export function servedBusinessCardsHtml(
  businesses: readonly BusinessCardData[],
  lang: ContentLanguage,
  listKey: string,
): string {
  return servedCardListHtml(businesses, lang, listKey, (business) =>
    businessCardView(htmlH, { business, lang }),
  );
}
