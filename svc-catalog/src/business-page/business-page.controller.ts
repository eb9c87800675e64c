import { Controller, Get, Header, Inject, NotFoundException, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  ApiMovedPermanentlyResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { type ContentLanguage } from '@byp/contracts';
import {
  PublicCache,
  SERVICE_CONFIG,
  redirectToSlug,
  renderItemHead,
  sendItemHead,
  sitemapPartsXml,
  sitemapUrlsetXml,
  summary,
  pageUrl,
  SITEMAP_PART_SIZE,
  QueryInt,
} from '@byp/nest-common';
import { LanguageQuery, ReadLanguage } from '../content-language/read-language';
import { BusinessResponseDto } from '../business/business.dto';
import { BUSINESS_NOT_FOUND } from '../business/business.service';
import { sendJson, serializeJson } from '../business/json-answer';
import type { CatalogConfig } from '../catalog.config';
import { businessJsonLd } from './business-json-ld';
import { BusinessSlugService } from './business-slug.service';

export class SitemapPageQuery {
  @QueryInt(1, 10_000)
  page?: number;
}

const pagePathOf = (slug: string) => `/business/${slug}`;
const apiPathOf = (slug: string) => `/api/businesses/by-slug/${slug}`;

/**
 * Issue 25: a business by its address, its head for crawlers and link previews, and its part of the
 * sitemap. Declared before BusinessController, so /by-slug/… and /sitemap.xml are not read as ids.
 */
@ApiTags('businesses')
@Controller('api/businesses')
export class BusinessPageController {
  private readonly origin: string;

  constructor(
    private readonly slugs: BusinessSlugService,
    @Inject(SERVICE_CONFIG) config: CatalogConfig,
  ) {
    this.origin = config.PUBLIC_URL.replace(/\/$/, '');
  }

  @Get('sitemap-parts')
  @PublicCache()
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @ApiOperation({
    summary:
      "The sitemap index's <sitemap> entries for businesses (the gateway's /sitemap.xml includes them)",
  })
  @ApiProduces('application/xml')
  async sitemapParts(): Promise<string> {
    const { count, lastmod } = await this.slugs.approvedCount();
    return sitemapPartsXml(`${this.origin}/sitemaps/businesses.xml`, count, lastmod);
  }

  @Get('sitemap.xml')
  @PublicCache()
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @ApiOperation({ summary: 'One sitemap part: up to 50,000 approved businesses with lastmod' })
  @ApiProduces('application/xml')
  async sitemap(@Query() query: SitemapPageQuery): Promise<string> {
    const page = query.page ?? 1;
    const rows = await this.slugs.sitemapPage((page - 1) * SITEMAP_PART_SIZE, SITEMAP_PART_SIZE);
    if (page > 1 && rows.length === 0) throw new NotFoundException('Sitemap part not found');
    return sitemapUrlsetXml(
      rows.map((row) => ({ loc: pageUrl(this.origin, pagePathOf(row.slug), 'en'), lastmod: row.updatedAt })),
    );
  }

  @Get('by-slug/:slug')
  @PublicCache()
  @ApiOperation({ summary: 'An approved business by its slug; an old slug answers 301 to the new one' })
  @ApiOkResponse({ type: BusinessResponseDto })
  @ApiMovedPermanentlyResponse({ description: 'A renamed business: Location is its new address' })
  @ApiNotFoundResponse({ description: 'No approved business has this slug' })
  async bySlug(
    @Param('slug') slug: string,
    @Query() _query: LanguageQuery,
    @ReadLanguage() lang: ContentLanguage,
    @Res() res: Response,
  ): Promise<void> {
    const found = await this.slugs.find(slug, lang);
    if (!found) throw new NotFoundException(BUSINESS_NOT_FOUND);
    if ('movedTo' in found) {
      redirectToSlug(res, pagePathOf(found.movedTo), apiPathOf(found.movedTo));
      return;
    }
    await sendJson(res, serializeJson(found.business));
  }

  @Get('by-slug/:slug/head')
  @PublicCache()
  @ApiOperation({
    summary:
      "The business page's <head> tags (title, description, canonical, hreflang, Open Graph, Twitter, schema.org JSON-LD), included by the gateway into the page's HTML",
  })
  @ApiProduces('text/html')
  @ApiMovedPermanentlyResponse({ description: 'A renamed business' })
  @ApiNotFoundResponse({ description: 'No approved business has this slug' })
  async head(
    @Param('slug') slug: string,
    @Query() _query: LanguageQuery,
    @ReadLanguage() lang: ContentLanguage,
    @Res() res: Response,
  ): Promise<void> {
    const found = await this.slugs.find(slug, lang);
    if (!found) throw new NotFoundException(BUSINESS_NOT_FOUND);
    if ('movedTo' in found) {
      redirectToSlug(res, pagePathOf(found.movedTo), `${apiPathOf(found.movedTo)}/head`);
      return;
    }
    const { business } = found;
    const path = pagePathOf(business.slug);
    const html = renderItemHead({
      lang,
      origin: this.origin,
      path,
      title: business.name,
      description: summary(business.description) ?? summary(business.address),
      image: business.heroImage,
      ogType: 'business.business',
      jsonLd: businessJsonLd(business, pageUrl(this.origin, path, lang), this.origin),
    });
    sendItemHead(res, html, '/');
  }
}
