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
import type { ContentLanguage } from '@byp/contracts';
import {
  PublicCache,
  QueryInt,
  SERVICE_CONFIG,
  SITEMAP_PART_SIZE,
  pageUrl,
  redirectToSlug,
  renderItemHead,
  sendItemHead,
  sitemapPartsXml,
  sitemapUrlsetXml,
  summary,
} from '@byp/nest-common';
import { CommunityResponseDto } from '../communities/community.dto';
import { COMMUNITY_NOT_FOUND } from '../communities/community.service';
import type { ContentConfig } from '../content.config';
import { AnswersInReadLanguage, ApiLangQuery, ReadLanguage } from '../content-language/read-language';
import { PostResponseDto } from '../posts/post.dto';
import { POST_NOT_FOUND } from '../posts/post.service';
import { communityJsonLd, eventJsonLd, newsJsonLd, postImage } from './content-json-ld';
import { ContentSlugService } from './content-slug.service';

export class SitemapPageQuery {
  @QueryInt(1, 10_000)
  page?: number;
}

type Kind = 'community' | 'post';

/** Per kind: its API prefix, its page path and the list page behind an item's page. */
const KINDS: Record<Kind, { api: string; page: string; list: string }> = {
  community: { api: '/api/communities', page: '/communities', list: '/communities' },
  post: { api: '/api/posts', page: '/news-events', list: '/news-events' },
};

const pagePathOf = (kind: Kind, slug: string) => `${KINDS[kind].page}/${slug}`;
const apiPathOf = (kind: Kind, slug: string) => `${KINDS[kind].api}/by-slug/${slug}`;

/**
 * Issue 25: communities and posts by their address, their heads for crawlers and link previews,
 * and their parts of the sitemap. Its module is imported before the communities' and posts', so
 * /by-slug/… and /sitemap.xml are never read as ids.
 */
@ApiTags('item pages')
@AnswersInReadLanguage()
@Controller('api')
export class ItemPagesController {
  private readonly origin: string;

  constructor(
    private readonly slugs: ContentSlugService,
    @Inject(SERVICE_CONFIG) config: ContentConfig,
  ) {
    this.origin = config.PUBLIC_URL.replace(/\/$/, '');
  }

  private async parts(kind: Kind): Promise<string> {
    const { count, lastmod } = await this.slugs.approvedCount(kind);
    return sitemapPartsXml(`${this.origin}/sitemaps/${KINDS[kind].api.slice(5)}.xml`, count, lastmod);
  }

  private async part(kind: Kind, page = 1): Promise<string> {
    const rows = await this.slugs.sitemapPage(kind, (page - 1) * SITEMAP_PART_SIZE, SITEMAP_PART_SIZE);
    if (page > 1 && rows.length === 0) throw new NotFoundException('Sitemap part not found');
    return sitemapUrlsetXml(
      rows.map((row) => ({
        loc: pageUrl(this.origin, pagePathOf(kind, row.slug), 'en'),
        lastmod: row.updatedAt,
      })),
    );
  }

  @Get('communities/sitemap-parts')
  @PublicCache()
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @ApiOperation({
    summary:
      "The sitemap index's <sitemap> entries for communities (the gateway's /sitemap.xml includes them)",
  })
  @ApiProduces('application/xml')
  communitySitemapParts(): Promise<string> {
    return this.parts('community');
  }

  @Get('communities/sitemap.xml')
  @PublicCache()
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @ApiOperation({ summary: 'One sitemap part: up to 50,000 approved communities with lastmod' })
  @ApiProduces('application/xml')
  communitySitemap(@Query() query: SitemapPageQuery): Promise<string> {
    return this.part('community', query.page);
  }

  @Get('posts/sitemap-parts')
  @PublicCache()
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @ApiOperation({ summary: "The sitemap index's <sitemap> entries for news and events" })
  @ApiProduces('application/xml')
  postSitemapParts(): Promise<string> {
    return this.parts('post');
  }

  @Get('posts/sitemap.xml')
  @PublicCache()
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @ApiOperation({ summary: 'One sitemap part: up to 50,000 approved posts with lastmod' })
  @ApiProduces('application/xml')
  postSitemap(@Query() query: SitemapPageQuery): Promise<string> {
    return this.part('post', query.page);
  }

  @Get('communities/by-slug/:slug')
  @PublicCache()
  @ApiLangQuery()
  @ApiOperation({ summary: 'An approved community by its slug; an old slug answers 301 to the new one' })
  @ApiOkResponse({ type: CommunityResponseDto })
  @ApiMovedPermanentlyResponse({ description: 'A renamed community: Location is its new address' })
  @ApiNotFoundResponse({ description: 'No approved community has this slug' })
  async community(
    @Param('slug') slug: string,
    @ReadLanguage() lang: ContentLanguage,
    @Res() res: Response,
  ): Promise<void> {
    const found = await this.slugs.community(slug, lang);
    if (!found) throw new NotFoundException(COMMUNITY_NOT_FOUND);
    if ('movedTo' in found) {
      redirectToSlug(res, pagePathOf('community', found.movedTo), apiPathOf('community', found.movedTo));
      return;
    }
    res.json(found.item);
  }

  @Get('communities/by-slug/:slug/head')
  @PublicCache()
  @ApiLangQuery()
  @ApiOperation({
    summary:
      "The community page's <head> tags (title, description, canonical, hreflang, Open Graph, Twitter, JSON-LD Organization)",
  })
  @ApiProduces('text/html')
  @ApiNotFoundResponse({ description: 'No approved community has this slug' })
  async communityHead(
    @Param('slug') slug: string,
    @ReadLanguage() lang: ContentLanguage,
    @Res() res: Response,
  ): Promise<void> {
    const found = await this.slugs.community(slug, lang);
    if (!found) throw new NotFoundException(COMMUNITY_NOT_FOUND);
    if ('movedTo' in found) {
      redirectToSlug(
        res,
        pagePathOf('community', found.movedTo),
        `${apiPathOf('community', found.movedTo)}/head`,
      );
      return;
    }
    const community = found.item;
    const path = pagePathOf('community', community.slug);
    const html = renderItemHead({
      lang,
      origin: this.origin,
      path,
      title: community.name,
      description: summary(community.description),
      image: community.heroImage,
      ogType: 'website',
      jsonLd: communityJsonLd(community, pageUrl(this.origin, path, lang), this.origin),
    });
    sendItemHead(res, html, KINDS.community.list);
  }

  @Get('posts/by-slug/:slug')
  @PublicCache()
  @ApiLangQuery()
  @ApiOperation({
    summary: 'An approved post (news or event) by its slug; an old slug answers 301 to the new one',
  })
  @ApiOkResponse({ type: PostResponseDto })
  @ApiMovedPermanentlyResponse({ description: 'A renamed post: Location is its new address' })
  @ApiNotFoundResponse({ description: 'No approved post has this slug' })
  async post(
    @Param('slug') slug: string,
    @ReadLanguage() lang: ContentLanguage,
    @Res() res: Response,
  ): Promise<void> {
    const found = await this.slugs.post(slug, lang);
    if (!found) throw new NotFoundException(POST_NOT_FOUND);
    if ('movedTo' in found) {
      redirectToSlug(res, pagePathOf('post', found.movedTo), apiPathOf('post', found.movedTo));
      return;
    }
    res.json(found.item.post);
  }

  @Get('posts/by-slug/:slug/head')
  @PublicCache()
  @ApiLangQuery()
  @ApiOperation({
    summary:
      "The post page's <head> tags (title, description, canonical, hreflang, Open Graph, Twitter, JSON-LD Event or NewsArticle)",
  })
  @ApiProduces('text/html')
  @ApiNotFoundResponse({ description: 'No approved post has this slug' })
  async postHead(
    @Param('slug') slug: string,
    @ReadLanguage() lang: ContentLanguage,
    @Res() res: Response,
  ): Promise<void> {
    const found = await this.slugs.post(slug, lang);
    if (!found) throw new NotFoundException(POST_NOT_FOUND);
    if ('movedTo' in found) {
      redirectToSlug(res, pagePathOf('post', found.movedTo), `${apiPathOf('post', found.movedTo)}/head`);
      return;
    }
    const { post, organizer } = found.item;
    const path = pagePathOf('post', post.slug);
    const url = pageUrl(this.origin, path, lang);
    const isEvent = post.type === 'event';
    const html = renderItemHead({
      lang,
      origin: this.origin,
      path,
      title: post.title,
      description: summary(post.body),
      image: postImage(post),
      ogType: isEvent ? 'website' : 'article',
      jsonLd: isEvent
        ? eventJsonLd(post, organizer, url, this.origin, lang)
        : newsJsonLd(post, url, this.origin, lang),
    });
    sendItemHead(res, html, KINDS.post.list);
  }
}
