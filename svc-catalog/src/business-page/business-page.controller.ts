import { Controller, Inject, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiTags, PickType } from '@nestjs/swagger';
import { type ContentLanguage, SERVED_CARDS, servedBusinessCardsHtml, servedListKey } from '@byp/contracts';
import {
  FirstCardsRoute,
  ItemBySlugRoute,
  ItemHeadRoute,
  ItemPages,
  sendHtmlFragment,
  SERVICE_CONFIG,
  SitemapPageQuery,
  SitemapPartRoute,
  SitemapPartsRoute,
  summary,
} from '@byp/nest-common';
import { LanguageQuery, ReadLanguage } from '../content-language/read-language';
import { BusinessResponseDto, ListBusinessesQuery } from '../business/business.dto';
import { BUSINESS_NOT_FOUND, BusinessService } from '../business/business.service';
import { sendJson, serializeJson } from '../business/json-answer';
import type { CatalogConfig } from '../catalog.config';
import { businessJsonLd } from './business-json-ld';
import { BusinessSlugService } from './business-slug.service';

/** The one filter a served list has: a category (`/?category=…`), or none (`/`). */
export class FirstCardsQuery extends PickType(ListBusinessesQuery, ['category', 'lang'] as const) {}

/**
 * Issue 25: a business by its address, its head for crawlers and link previews, and its part of the
 * sitemap (@byp/nest-common ItemPages). Declared before BusinessController, so /by-slug/… and
 * /sitemap.xml are not read as ids.
 */
@ApiTags('businesses')
@Controller('api/businesses')
export class BusinessPageController {
  private readonly pages: ItemPages<BusinessResponseDto>;

  constructor(
    slugs: BusinessSlugService,
    private readonly businesses: BusinessService,
    @Inject(SERVICE_CONFIG) config: CatalogConfig,
  ) {
    this.pages = new ItemPages(
      config.PUBLIC_URL.replace(/\/$/, ''),
      { api: '/api/businesses', page: '/business', list: '/', notFound: BUSINESS_NOT_FOUND },
      slugs,
      (slug, lang) => slugs.business(slug, lang),
    );
  }

  /**
   * Issue 29, point 2: the first cards of `/` or `/?category=…` as the page's HTML serves them, the
   * gateway's SSI include (gateway/snippets/page-composition-maps.conf, $first_cards_source). The
   * list's own query and order, approved businesses only, every text escaped (@byp/contracts'
   * card view); nothing at all when the list is empty (the app shows its empty state).
   */
  @FirstCardsRoute(
    "The first cards of the unsearched list (or a category's) as HTML, in the list's order, for the gateway to include in the page; the app adopts them",
  )
  async firstCards(
    @Query() query: FirstCardsQuery,
    @ReadLanguage() lang: ContentLanguage,
    @Res() res: Response,
  ): Promise<void> {
    const { rows } = await this.businesses.listPublic(
      { category: query.category, limit: SERVED_CARDS, offset: 0 },
      lang,
    );
    const key = servedListKey('businesses', lang, query.category);
    sendHtmlFragment(res, rows.length > 0 ? servedBusinessCardsHtml(rows, lang, key) : '');
  }

  @SitemapPartsRoute('sitemap-parts', 'businesses')
  sitemapParts(): Promise<string> {
    return this.pages.sitemapParts();
  }

  @SitemapPartRoute('sitemap.xml', 'businesses')
  sitemap(@Query() query: SitemapPageQuery): Promise<string> {
    return this.pages.sitemapPart(query.page);
  }

  @ItemBySlugRoute('by-slug/:slug', 'business', BusinessResponseDto)
  bySlug(
    @Param('slug') slug: string,
    @Query() _query: LanguageQuery,
    @ReadLanguage() lang: ContentLanguage,
    @Res() res: Response,
  ): Promise<void> {
    return this.pages.sendItem(res, slug, lang, (business) => sendJson(res, serializeJson(business)));
  }

  @ItemHeadRoute('by-slug/:slug/head', 'business', 'schema.org JSON-LD LocalBusiness')
  head(
    @Param('slug') slug: string,
    @Query() _query: LanguageQuery,
    @ReadLanguage() lang: ContentLanguage,
    @Res() res: Response,
  ): Promise<void> {
    return this.pages.sendHead(res, slug, lang, (business, url) => ({
      title: business.name,
      description: summary(business.description) ?? summary(business.address),
      image: business.heroImage,
      ogType: 'business.business',
      jsonLd: businessJsonLd(business, url, this.pages.origin),
    }));
  }
}
