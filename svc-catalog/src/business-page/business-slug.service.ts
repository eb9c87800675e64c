import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { type ContentLanguage } from '@byp/contracts';
import { toBusinessResponse, type BusinessResponseDto } from '../business/business.dto';
import { BusinessEntity } from '../business/business.entity';

/** What a slug names: an approved business, the new slug of a renamed one, or nothing. */
export type SlugLookup = { business: BusinessResponseDto } | { movedTo: string } | null;

/** A slug is lower-case letters and digits in words joined by '-' (the trigger's output). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;

/** Businesses by their address (issue 25): approved ones only, old slugs answered with the new one. */
@Injectable()
export class BusinessSlugService {
  constructor(@InjectRepository(BusinessEntity) private readonly businesses: Repository<BusinessEntity>) {}

  async find(slug: string, lang: ContentLanguage): Promise<SlugLookup> {
    if (slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug)) return null;
    const business = await this.businesses.findOneBy({ slug, isApproved: 1 });
    if (business) return { business: toBusinessResponse(business, lang) };
    const moved: { slug: string }[] = await this.businesses.query(
      `SELECT b."slug" FROM "catalog"."business_slug_history" h
         JOIN "catalog"."business" b ON b."id" = h."businessId"
        WHERE h."slug" = $1 AND b."isApproved" = 1`,
      [slug],
    );
    return moved[0] ? { movedTo: moved[0].slug } : null;
  }

  /** Every approved business's slug and last change, for the sitemap, in slug order. */
  async sitemapPage(offset: number, limit: number): Promise<{ slug: string; updatedAt: Date }[]> {
    return this.businesses.query(
      `SELECT "slug", "updatedAt" FROM "catalog"."business" WHERE "isApproved" = 1
        ORDER BY "slug" OFFSET $1 LIMIT $2`,
      [offset, limit],
    );
  }

  async approvedCount(): Promise<{ count: number; lastmod: Date | null }> {
    const [row]: { count: string; lastmod: Date | null }[] = await this.businesses.query(
      `SELECT count(*) AS "count", max("updatedAt") AS "lastmod" FROM "catalog"."business" WHERE "isApproved" = 1`,
    );
    return { count: Number(row.count), lastmod: row.lastmod };
  }
}
