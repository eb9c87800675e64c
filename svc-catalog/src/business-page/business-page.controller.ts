import { Controller, Inject, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiTags } from '@nestjs/swagger';
import { type ContentLanguage } from '@byp/contracts';
import {
  ItemBySlugRoute,
  ItemHeadRoute,
  ItemPages,
  SERVICE_CONFIG,
  SitemapPageQuery,
  SitemapPartRoute,
  SitemapPartsRoute,
  summary,
} from '@byp/nest-common';
import { LanguageQuery, ReadLanguage } from '../content-language/read-language';
import { BusinessResponseDto } from '../business/business.dto';
import { BUSINESS_NOT_FOUND } from '../business/business.service';
import { sendJson, serializeJson } from '../business/json-answer';
import type { CatalogConfig } from '../catalog.config';
import { businessJsonLd } from './business-json-ld';
import { BusinessSlugService } from './business-slug.service';

/**
 * Issue 25: a business by its address, its head for crawlers and link previews, and its part of the
 * sitemap (@byp/nest-common ItemPages). Declared before BusinessController, so /by-slug/… and
 * /sitemap.xml are not read as ids.
 */
@ApiTags('businesses')
@Controller('api/businesses')
export class BusinessPageController {
  private readonly pages: ItemPages<BusinessResponseDto>;

  constructor(slugs: BusinessSlugService, @Inject(SERVICE_CONFIG) config: CatalogConfig) {
    this.pages = new ItemPages(
      config.PUBLIC_URL.replace(/\/$/, ''),
      { api: '/api/businesses', page: '/business', list: '/', notFound: BUSINESS_NOT_FOUND },
      slugs,
      (slug, lang) => slugs.business(slug, lang),
    );
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
