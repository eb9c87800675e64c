import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { ContentLanguage } from '@byp/contracts';
import { toCommunityResponse, type CommunityResponseDto } from '../communities/community.dto';
import { CommunityEntity } from '../communities/community.entity';
import { i18nText } from '../content-language/bilingual-text';
import { toPostResponse, type PostResponseDto } from '../posts/post.dto';
import { PostEntity } from '../posts/post.entity';

/** What a slug names: an approved item, the new slug of a renamed one, or nothing. */
export type SlugLookup<T> = { item: T } | { movedTo: string } | null;

/** A slug is lower-case letters and digits in words joined by '-' (the trigger's output). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;

export const isSlug = (slug: string): boolean => slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug);

/** The community that runs a post, for its page's JSON-LD (organizer). */
export interface PostOrganizer {
  name: string;
  slug: string;
}

/** Communities and posts by their address (issue 25): approved ones only, old slugs answered with the new one. */
@Injectable()
export class ContentSlugService {
  constructor(
    @InjectRepository(CommunityEntity) private readonly communities: Repository<CommunityEntity>,
    @InjectRepository(PostEntity) private readonly posts: Repository<PostEntity>,
  ) {}

  private async movedTo(table: 'community' | 'post', slug: string): Promise<string | null> {
    const rows: { slug: string }[] = await this.posts.query(
      `SELECT t."slug" FROM "content"."${table}_slug_history" h
         JOIN "content"."${table}" t ON t."id" = h."${table}Id"
        WHERE h."slug" = $1 AND t."isApproved" = 1`,
      [slug],
    );
    return rows[0]?.slug ?? null;
  }

  async community(slug: string, lang: ContentLanguage): Promise<SlugLookup<CommunityResponseDto>> {
    if (!isSlug(slug)) return null;
    const community = await this.communities.findOneBy({ slug, isApproved: 1 });
    if (community) return { item: toCommunityResponse(community, lang) };
    const movedTo = await this.movedTo('community', slug);
    return movedTo ? { movedTo } : null;
  }

  async post(
    slug: string,
    lang: ContentLanguage,
  ): Promise<SlugLookup<{ post: PostResponseDto; organizer: PostOrganizer | null }>> {
    if (!isSlug(slug)) return null;
    const post = await this.posts.findOneBy({ slug, isApproved: 1 });
    if (!post) {
      const movedTo = await this.movedTo('post', slug);
      return movedTo ? { movedTo } : null;
    }
    const organizers =
      post.organizerType === 'community' && post.organizerId
        ? await this.communities.find({
            where: { id: In([post.organizerId]), isApproved: 1 },
            select: { id: true, nameEn: true, nameUk: true, slug: true },
          })
        : [];
    const names = new Map(organizers.map((c) => [c.id, i18nText(c.nameEn, c.nameUk)]));
    const response = toPostResponse(post, lang, names);
    const organizer =
      organizers[0] && response.community
        ? { name: response.community.name, slug: organizers[0].slug }
        : null;
    return { item: { post: response, organizer } };
  }

  /** Approved items' slugs and last changes, for the sitemap, in slug order. */
  async sitemapPage(
    table: 'community' | 'post',
    offset: number,
    limit: number,
  ): Promise<{ slug: string; updatedAt: Date }[]> {
    return this.posts.query(
      `SELECT "slug", "updatedAt" FROM "content"."${table}" WHERE "isApproved" = 1 ORDER BY "slug" OFFSET $1 LIMIT $2`,
      [offset, limit],
    );
  }

  async approvedCount(table: 'community' | 'post'): Promise<{ count: number; lastmod: Date | null }> {
    const [row]: { count: string; lastmod: Date | null }[] = await this.posts.query(
      `SELECT count(*) AS "count", max("updatedAt") AS "lastmod" FROM "content"."${table}" WHERE "isApproved" = 1`,
    );
    return { count: Number(row.count), lastmod: row.lastmod };
  }
}
