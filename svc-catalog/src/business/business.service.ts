import { randomUUID } from 'node:crypto';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository } from 'typeorm';
import { BUSINESS_CATEGORIES } from '@byp/contracts';
import { containsPattern } from '@byp/nest-common';
import { BusinessEntity } from './business.entity';
import { BusinessReadCache, type CachedJson } from './business-read-cache';
import {
  listBusinessesForAdmin,
  type AdminBusinessesQuery,
  type AdminBusinessPageDto,
} from './admin-business-query';
import {
  toBusinessResponse,
  type BusinessResponseDto,
  type CategoryCountDto,
  type CreateBusinessDto,
  type CreatePublicBusinessDto,
  type ListBusinessesQuery,
  type UpdateBusinessDto,
} from './business.dto';

export const BUSINESS_NOT_FOUND = 'Business not found';

/** What a visitor's category search term is compared with: the id, and the label where it differs. */
const CATEGORY_SEARCH_TEXT = BUSINESS_CATEGORIES.map((c) => ({
  category: c,
  text: c === 'business' ? 'business services' : c,
}));

/** The columns of a public answer, read by listPublic under these names. */
const PUBLIC_COLUMNS = [
  'id',
  'name',
  'description',
  'category',
  'address',
  'area',
  'website',
  'phone',
  'email',
  'instagram',
  'tiktok',
  'heroImage',
  'galleryImages',
  'latitude',
  'longitude',
  'averageRating',
  'totalReviews',
  'isVerified',
  'isPremium',
  'isApproved',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof BusinessEntity)[];

/** Drops keys whose value is undefined, so a PATCH touches only what was sent. */
function sentFields<T extends object>(dto: T): Partial<T> {
  return Object.fromEntries(Object.entries(dto).filter(([, v]) => v !== undefined)) as Partial<T>;
}

@Injectable()
export class BusinessService {
  constructor(
    @InjectRepository(BusinessEntity) private readonly businesses: Repository<BusinessEntity>,
    private readonly cache: BusinessReadCache,
  ) {}

  /**
   * listPublic serialized. Browsing (the whole list, a category, their pages) comes from
   * BusinessReadCache while no business was written since; a free-text search (q or location)
   * is built each time: such queries rarely repeat, and the cache's version lookup would only add
   * a round trip to each of them.
   */
  listPublicJson(query: ListBusinessesQuery): Promise<CachedJson> {
    if (query.q || query.location) return BusinessReadCache.serialize(() => this.listPublic(query));
    const key = JSON.stringify(['list', query.category, query.limit, query.offset]);
    return this.cache.json(key, () => this.listPublic(query));
  }

  /** countByCategory serialized, from BusinessReadCache while no business was written since. */
  countByCategoryJson(): Promise<CachedJson> {
    return this.cache.json('categories', () => this.countByCategory());
  }

  /**
   * Approved businesses matching the visitor's filters. Substring matches are LIKEs on the stored
   * lower-cased columns searchText (name, description) and placeText (address, area), which the
   * trigram GIN indexes serve (migration BusinessSearchText); the category part of `q` becomes an
   * IN list (nine values).
   */
  async listPublic(query: ListBusinessesQuery): Promise<BusinessResponseDto[]> {
    const qb = this.businesses.createQueryBuilder('b').where('b.isApproved = 1');
    if (query.q) {
      const term = query.q.toLowerCase();
      const pattern = containsPattern(term);
      const categories = CATEGORY_SEARCH_TEXT.filter((c) => c.text.includes(term)).map((c) => c.category);
      qb.andWhere(
        new Brackets((w) => {
          // searchText is lower(name + newline + description): one LIKE, one trigram index.
          if (term.includes('\n'))
            w.where('lower(b.name) LIKE :pattern', { pattern }).orWhere(
              'lower(b.description) LIKE :pattern',
              {
                pattern,
              },
            );
          else w.where('b."searchText" LIKE :pattern', { pattern });
          if (categories.length) w.orWhere('b.category IN (:...categories)', { categories });
        }),
      );
    }
    if (query.location) {
      const locationPattern = containsPattern(query.location);
      // placeText is lower(address + newline + area).
      if (query.location.includes('\n'))
        qb.andWhere(
          new Brackets((w) => {
            w.where('lower(b.address) LIKE :locationPattern', { locationPattern }).orWhere(
              'lower(b.area) LIKE :locationPattern',
              { locationPattern },
            );
          }),
        );
      else qb.andWhere('b."placeText" LIKE :locationPattern', { locationPattern });
    }
    if (query.category) qb.andWhere('b.category = :category', { category: query.category });
    qb.orderBy('b.isPremium', 'DESC').addOrderBy('b.name', 'ASC').addOrderBy('b.id', 'ASC');
    if (query.limit !== undefined) qb.limit(query.limit);
    if (query.offset !== undefined) qb.offset(query.offset);
    // Raw rows under the entity's property names: the same values TypeORM would hydrate (pg parses
    // dates, arrays and numbers; toBusinessResponse converts the numeric rating), without its
    // per-row entity transformer (up to 1,000 rows a request).
    qb.select([]);
    for (const column of PUBLIC_COLUMNS) qb.addSelect(`b.${column}`, column);
    return (await qb.getRawMany<BusinessEntity>()).map(toBusinessResponse);
  }

  /** Approved businesses per category, every category listed (zeros included) in display order. */
  async countByCategory(): Promise<CategoryCountDto[]> {
    const rows: { category: string; count: string }[] = await this.businesses
      .createQueryBuilder('b')
      .select('b.category', 'category')
      .addSelect('COUNT(*)', 'count')
      .where('b.isApproved = 1')
      .groupBy('b.category')
      .getRawMany();
    const counts = new Map(rows.map((r) => [r.category, Number(r.count)]));
    return BUSINESS_CATEGORIES.map((category) => ({ category, count: counts.get(category) ?? 0 }));
  }

  async getPublic(id: string): Promise<BusinessResponseDto> {
    const business = await this.businesses.findOneBy({ id, isApproved: 1 });
    if (!business) throw new NotFoundException(BUSINESS_NOT_FOUND);
    return toBusinessResponse(business);
  }

  /** Every business, pending ones first (they need the admin's attention), then newest; paged on request. */
  async listAll(query: AdminBusinessesQuery = {}): Promise<BusinessResponseDto[] | AdminBusinessPageDto> {
    return listBusinessesForAdmin(this.businesses, query);
  }

  /** A visitor's submission: always pending, never verified or premium, no rating yet. */
  async submitPublic(dto: CreatePublicBusinessDto): Promise<BusinessResponseDto> {
    return this.insert({ ...dto, isVerified: 0, isPremium: 0, isApproved: 0 });
  }

  /** An admin's business is approved unless the admin says otherwise. */
  async create(dto: CreateBusinessDto): Promise<BusinessResponseDto> {
    return this.insert({
      ...dto,
      isVerified: dto.isVerified ?? 0,
      isPremium: dto.isPremium ?? 0,
      isApproved: dto.isApproved ?? 1,
    });
  }

  async update(id: string, dto: UpdateBusinessDto): Promise<BusinessResponseDto> {
    const business = await this.businesses.findOneBy({ id });
    if (!business) throw new NotFoundException(BUSINESS_NOT_FOUND);
    this.businesses.merge(business, sentFields(dto) as Partial<BusinessEntity>);
    return toBusinessResponse(await this.businesses.save(business));
  }

  async approve(id: string): Promise<BusinessResponseDto> {
    return this.update(id, { isApproved: 1 });
  }

  async remove(id: string): Promise<void> {
    const result = await this.businesses.delete({ id });
    if (!result.affected) throw new NotFoundException(BUSINESS_NOT_FOUND);
  }

  private async insert(fields: CreateBusinessDto): Promise<BusinessResponseDto> {
    const business = this.businesses.create({
      id: randomUUID(),
      name: fields.name,
      description: fields.description,
      category: fields.category,
      address: fields.address,
      area: fields.area ?? null,
      website: fields.website ?? null,
      phone: fields.phone ?? null,
      email: fields.email ?? null,
      instagram: fields.instagram ?? null,
      tiktok: fields.tiktok ?? null,
      heroImage: fields.heroImage,
      galleryImages: fields.galleryImages ?? [],
      latitude: fields.latitude ?? null,
      longitude: fields.longitude ?? null,
      isVerified: fields.isVerified ?? 0,
      isPremium: fields.isPremium ?? 0,
      isApproved: fields.isApproved ?? 0,
    });
    return toBusinessResponse(await this.businesses.save(business));
  }
}
