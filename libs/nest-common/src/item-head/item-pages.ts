import { applyDecorators, Get, Header, NotFoundException, type Type } from '@nestjs/common';
import {
  ApiMovedPermanentlyResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { PublicCache } from '../cache-headers';
import type { SlugReader } from '../slugs/slug-reader';
import { QueryInt } from '../validators';
import {
  pageUrl,
  redirectToSlug,
  renderItemHead,
  sendItemHead,
  type HeadLanguage,
  type ItemHead,
} from './item-head';
import { SITEMAP_PART_SIZE, sitemapPartsXml, sitemapUrlsetXml } from './sitemap';

/**
 * Issue 25: what every owner of items with addresses serves the same way (svc-catalog's businesses,
 * svc-content's communities and posts): an item by its slug, its head for crawlers and link
 * previews, its sitemap parts. A service keeps only what differs: how it reads an item, how it
 * answers one, and the head's content (title, description, image, JSON-LD).
 */

/** `?page=` of a sitemap part. */
export class SitemapPageQuery {
  @QueryInt(1, 10_000)
  page?: number;
}

/** Where a kind of item lives. */
export interface ItemPageKind {
  /** The API's prefix, e.g. /api/businesses (its sitemap parts are /sitemaps/businesses.xml). */
  api: string;
  /** The pages' prefix, e.g. /business. */
  page: string;
  /** The list page served behind an item's page, e.g. /. */
  list: string;
  /** The 404's message for a slug no approved item has. */
  notFound: string;
}

/** The parts of an item's head only its owner knows; renderItemHead adds the rest. */
export type ItemHeadContent = Pick<ItemHead, 'title' | 'description' | 'image' | 'ogType' | 'jsonLd'>;

export class ItemPages<T> {
  constructor(
    /** The site's origin (PUBLIC_URL), without a trailing slash. */
    readonly origin: string,
    private readonly kind: ItemPageKind,
    private readonly slugs: SlugReader,
    /** The approved item with this slug, in the service's own shape, or null. */
    private readonly load: (slug: string, lang: HeadLanguage) => Promise<T | null>,
  ) {}

  pagePath(slug: string): string {
    return `${this.kind.page}/${slug}`;
  }

  private apiPath(slug: string): string {
    return `${this.kind.api}/by-slug/${slug}`;
  }

  /** The item, or null when the answer is sent already (301 to an old slug's new address); 404 for none. */
  private async found(res: Response, slug: string, lang: HeadLanguage, apiRoute = ''): Promise<T | null> {
    const found = await this.slugs.lookup(slug, (each) => this.load(each, lang));
    if (!found) throw new NotFoundException(this.kind.notFound);
    if ('movedTo' in found) {
      redirectToSlug(res, this.pagePath(found.movedTo), `${this.apiPath(found.movedTo)}${apiRoute}`);
      return null;
    }
    return found.item;
  }

  /** GET <api>/by-slug/:slug: the item, sent by `send`. */
  async sendItem(res: Response, slug: string, lang: HeadLanguage, send: (item: T) => unknown): Promise<void> {
    const item = await this.found(res, slug, lang);
    if (item !== null) await send(item);
  }

  /** GET <api>/by-slug/:slug/head: the item's head, or its page for the gateway's page request. */
  async sendHead(
    res: Response,
    slug: string,
    lang: HeadLanguage,
    content: (item: T, pageUrl: string) => ItemHeadContent,
  ): Promise<void> {
    const item = await this.found(res, slug, lang, '/head');
    if (item === null) return;
    const path = this.pagePath(slug);
    const html = renderItemHead({
      lang,
      origin: this.origin,
      path,
      ...content(item, pageUrl(this.origin, path, lang)),
    });
    sendItemHead(res, html, this.kind.list);
  }

  /** GET <api>/sitemap-parts: the sitemap index's entries of this kind's parts. */
  async sitemapParts(): Promise<string> {
    const { count, lastmod } = await this.slugs.approvedCount();
    const name = this.kind.api.slice(this.kind.api.lastIndexOf('/') + 1);
    return sitemapPartsXml(`${this.origin}/sitemaps/${name}.xml`, count, lastmod);
  }

  /** GET <api>/sitemap.xml?page=N: one part; a page past the last is 404 (the first is never). */
  async sitemapPart(page = 1): Promise<string> {
    const rows = await this.slugs.sitemapPage((page - 1) * SITEMAP_PART_SIZE, SITEMAP_PART_SIZE);
    if (page > 1 && rows.length === 0) throw new NotFoundException('Sitemap part not found');
    return sitemapUrlsetXml(
      rows.map((row) => ({
        loc: pageUrl(this.origin, this.pagePath(row.slug), 'en'),
        lastmod: row.updatedAt,
      })),
    );
  }
}

const xmlRoute = (path: string, summary: string) =>
  applyDecorators(
    Get(path),
    PublicCache(),
    Header('Content-Type', 'application/xml; charset=utf-8'),
    ApiOperation({ summary }),
    ApiProduces('application/xml'),
  );

/** The route of a kind's sitemap index entries (`<noun plural>/sitemap-parts`). */
export const SitemapPartsRoute = (path: string, plural: string) =>
  xmlRoute(
    path,
    `The sitemap index's <sitemap> entries for ${plural} (the gateway's /sitemap.xml includes them)`,
  );

/** The route of one sitemap part (`…/sitemap.xml?page=`). */
export const SitemapPartRoute = (path: string, plural: string) =>
  xmlRoute(path, `One sitemap part: up to 50,000 approved ${plural} with lastmod`);

/** The route of an item by its slug. */
export const ItemBySlugRoute = (path: string, noun: string, type: Type<unknown>) =>
  applyDecorators(
    Get(path),
    PublicCache(),
    ApiOperation({ summary: `An approved ${noun} by its slug; an old slug answers 301 to the new one` }),
    ApiOkResponse({ type }),
    ApiMovedPermanentlyResponse({ description: `A renamed ${noun}: Location is its new address` }),
    ApiNotFoundResponse({ description: `No approved ${noun} has this slug` }),
  );

/** The route of an item's head fragment; `jsonLd` names its JSON-LD type. */
export const ItemHeadRoute = (path: string, noun: string, jsonLd: string) =>
  applyDecorators(
    Get(path),
    PublicCache(),
    ApiOperation({
      summary: `The ${noun} page's <head> tags (title, description, canonical, hreflang, Open Graph, Twitter, ${jsonLd}), included by the gateway into the page's HTML`,
    }),
    ApiProduces('text/html'),
    ApiMovedPermanentlyResponse({ description: `A renamed ${noun}: Location is its new address` }),
    ApiNotFoundResponse({ description: `No approved ${noun} has this slug` }),
  );
