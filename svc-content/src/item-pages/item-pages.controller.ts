import { Controller, Inject, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiTags } from '@nestjs/swagger';
import type { ContentLanguage } from '@byp/contracts';
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
import { CommunityResponseDto } from '../communities/community.dto';
import { COMMUNITY_NOT_FOUND } from '../communities/community.service';
import type { ContentConfig } from '../content.config';
import { AnswersInReadLanguage, ApiLangQuery, ReadLanguage } from '../content-language/read-language';
import { PostResponseDto } from '../posts/post.dto';
import { POST_NOT_FOUND } from '../posts/post.service';
import { communityJsonLd, eventJsonLd, newsJsonLd, postImage } from './content-json-ld';
import { ContentSlugService, type PostPage } from './content-slug.service';

/**
 * Issue 25: communities and posts by their address, their heads for crawlers and link previews,
 * and their parts of the sitemap (@byp/nest-common ItemPages). Its module is imported before the
 * communities' and posts', so /by-slug/… and /sitemap.xml are never read as ids.
 */
@ApiTags('item pages')
@AnswersInReadLanguage()
@Controller('api')
export class ItemPagesController {
  private readonly communities: ItemPages<CommunityResponseDto>;
  private readonly posts: ItemPages<PostPage>;

  constructor(slugs: ContentSlugService, @Inject(SERVICE_CONFIG) config: ContentConfig) {
    const origin = config.PUBLIC_URL.replace(/\/$/, '');
    this.communities = new ItemPages(
      origin,
      { api: '/api/communities', page: '/communities', list: '/communities', notFound: COMMUNITY_NOT_FOUND },
      slugs.communitySlugs,
      (slug, lang) => slugs.community(slug, lang),
    );
    this.posts = new ItemPages(
      origin,
      { api: '/api/posts', page: '/news-events', list: '/news-events', notFound: POST_NOT_FOUND },
      slugs.postSlugs,
      (slug, lang) => slugs.post(slug, lang),
    );
  }

  @SitemapPartsRoute('communities/sitemap-parts', 'communities')
  communitySitemapParts(): Promise<string> {
    return this.communities.sitemapParts();
  }

  @SitemapPartRoute('communities/sitemap.xml', 'communities')
  communitySitemap(@Query() query: SitemapPageQuery): Promise<string> {
    return this.communities.sitemapPart(query.page);
  }

  @SitemapPartsRoute('posts/sitemap-parts', 'news and events')
  postSitemapParts(): Promise<string> {
    return this.posts.sitemapParts();
  }

  @SitemapPartRoute('posts/sitemap.xml', 'posts')
  postSitemap(@Query() query: SitemapPageQuery): Promise<string> {
    return this.posts.sitemapPart(query.page);
  }

  @ItemBySlugRoute('communities/by-slug/:slug', 'community', CommunityResponseDto)
  @ApiLangQuery()
  community(
    @Param('slug') slug: string,
    @ReadLanguage() lang: ContentLanguage,
    @Res() res: Response,
  ): Promise<void> {
    return this.communities.sendItem(res, slug, lang, (community) => res.json(community));
  }

  @ItemHeadRoute('communities/by-slug/:slug/head', 'community', 'JSON-LD Organization')
  @ApiLangQuery()
  communityHead(
    @Param('slug') slug: string,
    @ReadLanguage() lang: ContentLanguage,
    @Res() res: Response,
  ): Promise<void> {
    return this.communities.sendHead(res, slug, lang, (community, url) => ({
      title: community.name,
      description: summary(community.description),
      image: community.heroImage,
      ogType: 'website',
      jsonLd: communityJsonLd(community, url, this.communities.origin),
    }));
  }

  @ItemBySlugRoute('posts/by-slug/:slug', 'post (news or event)', PostResponseDto)
  @ApiLangQuery()
  post(
    @Param('slug') slug: string,
    @ReadLanguage() lang: ContentLanguage,
    @Res() res: Response,
  ): Promise<void> {
    return this.posts.sendItem(res, slug, lang, (page) => res.json(page.post));
  }

  @ItemHeadRoute('posts/by-slug/:slug/head', 'post', 'JSON-LD Event or NewsArticle')
  @ApiLangQuery()
  postHead(
    @Param('slug') slug: string,
    @ReadLanguage() lang: ContentLanguage,
    @Res() res: Response,
  ): Promise<void> {
    return this.posts.sendHead(res, slug, lang, ({ post, organizer }, url) => {
      const isEvent = post.type === 'event';
      const origin = this.posts.origin;
      return {
        title: post.title,
        description: summary(post.body),
        image: postImage(post),
        ogType: isEvent ? 'website' : 'article',
        jsonLd: isEvent
          ? eventJsonLd(post, organizer, url, origin, lang)
          : newsJsonLd(post, url, origin, lang),
      };
    });
  }
}
