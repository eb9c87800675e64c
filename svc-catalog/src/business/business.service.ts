import { randomUUID } from 'node:crypto';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { BUSINESS_CATEGORIES, MESSAGES, type ContentLanguage } from '@byp/contracts';
import {
  containsPattern,
  parseSearchQuery,
  searchInStages,
  searchMatch,
  searchRank,
  searchTiers,
  correctSearchQuery,
  type SearchQuery,
} from '@byp/nest-common';
import { localized, requireOneLanguage, slot } from '../content-language/bilingual';
import { BUSINESS_SEARCH_COLUMNS, BUSINESS_SEARCH_WORDS, DISPLAY_NAME } from './business-search-columns';
import { BusinessEntity } from './business.entity';
import { PhotoStore } from '@byp/nest-common';
import { serializeJson, type JsonAnswer } from './json-answer';
import { isOpenAt, openingSchedules } from './opening-hours';
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

/** A public list page and, for a search that found nothing, a close name ('Did you mean'). */
export interface BusinessListJson {
  answer: JsonAnswer;
  didYouMean: string | null;
}

/** The columns of a public answer, read by listPublic under these names. */
const PUBLIC_COLUMNS = [
  'id',
  'slug',
  'name',
  'nameUk',
  'description',
  'descriptionUk',
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
  'openingHours',
  'averageRating',
  'totalReviews',
  'isVerified',
  'isPremium',
  'isApproved',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof BusinessEntity)[];

/**
 * The list filters as the queries apply them: with openNow, `openHours` holds the distinct
 * opening_hours values that are open at the request's instant (see openHoursNow).
 */
type ListFilters = ListBusinessesQuery & { openHours?: readonly string[] };

/** Drops keys whose value is undefined, so a PATCH touches only what was sent. */
function sentFields<T extends object>(dto: T): Partial<T> {
  return Object.fromEntries(Object.entries(dto).filter(([, v]) => v !== undefined)) as Partial<T>;
}

@Injectable()
export class BusinessService {
  constructor(
    @InjectRepository(BusinessEntity) private readonly businesses: Repository<BusinessEntity>,
    private readonly photos: PhotoStore,
  ) {}

  /**
   * listPublic serialized, with the 'Did you mean' name of a search that found nothing. Nothing
   * is kept here: the gateway keeps the answer (docs/architecture.md, "Caching").
   */
  async listPublicJson(query: ListBusinessesQuery, lang: ContentLanguage): Promise<BusinessListJson> {
    const { rows, didYouMean } = await this.listPublic(query, lang);
    return { answer: serializeJson(rows), didYouMean };
  }

  /**
   * The distinct opening_hours values of approved businesses that are open at `now` (London
   * time). Businesses share few values, so each is evaluated once (its parse is kept) and the
   * list's query keeps only rows holding one of them: the filter joins any search, category,
   * location or page as one more condition, and every page and count stays exact.
   */
  private async openHoursNow(manager: EntityManager, now = new Date()): Promise<string[]> {
    const rows: { openingHours: string }[] = await manager.query(
      `SELECT DISTINCT "openingHours" FROM "catalog"."business"
        WHERE "isApproved" = 1 AND "openingHours" IS NOT NULL`,
    );
    return rows.map((row) => row.openingHours).filter((value) => isOpenAt(value, now));
  }

  /** countByCategory serialized. */
  async countByCategoryJson(): Promise<JsonAnswer> {
    return serializeJson(await this.countByCategory());
  }

  /**
   * Approved businesses matching the visitor's filters, texts in `lang`. Without `q`: premium
   * first, then by name in `lang`. With `q`: the shared search (nest-common search) in its stages,
   * matches ranked (exact name, name prefix, other name, description, category), then premium,
   * then name; a misspelt query is corrected word by word against business_search_word first. `location` stays a LIKE on placeText
   * (lower(address + newline + area)), served by its trigram index.
   */
  async listPublic(
    listQuery: ListBusinessesQuery,
    lang: ContentLanguage,
  ): Promise<{ rows: BusinessResponseDto[]; didYouMean: string | null }> {
    const query: ListFilters = listQuery.openNow
      ? { ...listQuery, openHours: await this.openHoursNow(this.businesses.manager) }
      : listQuery;
    if (query.openHours?.length === 0) return { rows: [], didYouMean: null };
    if (!query.q) {
      const qb = this.filtered(this.businesses.manager, query);
      qb.orderBy('b.isPremium', 'DESC').addOrderBy(DISPLAY_NAME[lang], 'ASC').addOrderBy('b.id', 'ASC');
      return { rows: await this.page(qb, query, lang), didYouMean: null };
    }
    const search = parseSearchQuery(query.q);
    if (!search.key) return { rows: [], didYouMean: null };
    const manager = this.businesses.manager;
    return searchInStages({
      query: search,
      firstPage: !query.offset,
      exact: async (q) => {
        const { ids, matched } = await this.exactPageIds(manager, query, q, lang);
        return { rows: await this.pageOf(manager, ids, lang), matched };
      },
      correct: () => correctSearchQuery(manager, BUSINESS_SEARCH_WORDS, search),
      suggest: async (corrected) => {
        const {
          ids: [id],
        } = await this.exactPageIds(manager, { ...query, limit: 1, offset: 0 }, corrected, lang);
        const row = id
          ? await manager
              .getRepository(BusinessEntity)
              .createQueryBuilder('b')
              .select('b.name', 'name')
              .addSelect('b."nameUk"', 'nameUk')
              .where('b.id = :id', { id })
              .getRawOne<{ name: string | null; nameUk: string | null }>()
          : undefined;
        return row ? localized(row.name, row.nameUk, lang) : null;
      },
    });
  }

  /** Approved businesses passing the location and category filters (no order, no columns yet). */
  private filtered(manager: EntityManager, query: ListFilters): SelectQueryBuilder<BusinessEntity> {
    const qb = manager.getRepository(BusinessEntity).createQueryBuilder('b').where('b.isApproved = 1');
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
    if (query.openHours) qb.andWhere('b."openingHours" = ANY(:openHours)', { openHours: query.openHours });
    return qb;
  }

  /**
   * The ids of one page of the exact search stage, in rank order, then premium, then name in
   * `lang`, and whether the stage matched any row. Both paths read the ids up to the page's end
   * (offset + limit) and drop those before the page here: a rank wholly before the page costs its
   * ids, not a second query, and an empty later page is known to follow matches without one.
   * With a location the place's trigram index narrows the rows to a few hundred: one ranked query
   * sorts them. Without one, rank by rank (searchTiers): each rank read in list order with its own
   * LIMIT (by an index-only scan of the order index when its matches are many), the next rank only
   * while the page is not full, so a common word's thousands of matches are never sorted.
   */
  private async exactPageIds(
    manager: EntityManager,
    query: ListFilters,
    search: SearchQuery,
    lang: ContentLanguage,
  ): Promise<{ ids: string[]; matched: boolean }> {
    const offset = query.offset ?? 0;
    const end = query.limit === undefined ? undefined : offset + query.limit;
    const ordered = (qb: SelectQueryBuilder<BusinessEntity>) =>
      qb.addOrderBy('b.isPremium', 'DESC').addOrderBy(DISPLAY_NAME[lang], 'ASC').addOrderBy('b.id', 'ASC');
    const readIds = async (qb: SelectQueryBuilder<BusinessEntity>) =>
      (await qb.getRawMany<{ id: string }>()).map((row) => row.id);
    const ids: string[] = [];
    if (query.location) {
      const match = searchMatch(BUSINESS_SEARCH_COLUMNS, search);
      const rank = searchRank(BUSINESS_SEARCH_COLUMNS, search);
      const qb = this.filtered(manager, query)
        .andWhere(match.sql, match.params)
        .setParameters(rank.params)
        .select('b.id', 'id')
        .orderBy(rank.sql, 'ASC');
      ids.push(...(await readIds(ordered(qb).limit(end))));
    } else {
      for (const tier of searchTiers(BUSINESS_SEARCH_COLUMNS, search)) {
        if (end !== undefined && ids.length >= end) break;
        const qb = this.filtered(manager, query).andWhere(tier.sql, tier.params).select('b.id', 'id');
        ids.push(...(await readIds(ordered(qb).limit(end === undefined ? undefined : end - ids.length))));
      }
    }
    return { ids: ids.slice(offset), matched: ids.length > 0 };
  }

  /** The public rows of `ids` (still approved), in that order. */
  private async pageOf(
    manager: EntityManager,
    ids: string[],
    lang: ContentLanguage,
  ): Promise<BusinessResponseDto[]> {
    if (!ids.length) return [];
    const rows = await this.page(this.filtered(manager, {}).andWhere('b.id IN (:...ids)', { ids }), {}, lang);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)).filter((row): row is BusinessResponseDto => row !== undefined);
  }

  /**
   * One page of a list as raw rows under the entity's property names: the same values TypeORM
   * would hydrate (pg parses dates, arrays and numbers; toBusinessResponse converts the numeric
   * rating), without its per-row entity transformer (up to 1,000 rows a request).
   */
  private async page(
    qb: SelectQueryBuilder<BusinessEntity>,
    query: ListBusinessesQuery,
    lang: ContentLanguage,
  ): Promise<BusinessResponseDto[]> {
    if (query.limit !== undefined) qb.limit(query.limit);
    if (query.offset !== undefined) qb.offset(query.offset);
    qb.select([]);
    for (const column of PUBLIC_COLUMNS) qb.addSelect(`b.${column}`, column);
    const scheduleOf = openingSchedules();
    return (await qb.getRawMany<BusinessEntity>()).map((b) => toBusinessResponse(b, lang, scheduleOf));
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

  async getPublic(id: string, lang: ContentLanguage): Promise<BusinessResponseDto> {
    const business = await this.businesses.findOneBy({ id, isApproved: 1 });
    if (!business) throw new NotFoundException(BUSINESS_NOT_FOUND);
    return toBusinessResponse(business, lang);
  }

  /** Every business, pending ones first (they need the admin's attention), then newest; paged on request. */
  async listAll(
    query: AdminBusinessesQuery,
    lang: ContentLanguage,
  ): Promise<BusinessResponseDto[] | AdminBusinessPageDto> {
    return listBusinessesForAdmin(this.businesses, query, lang);
  }

  /** A visitor's submission: always pending, never verified or premium, no rating yet. */
  async submitPublic(dto: CreatePublicBusinessDto, lang: ContentLanguage): Promise<BusinessResponseDto> {
    return this.insert({ ...dto, isVerified: 0, isPremium: 0, isApproved: 0 }, lang);
  }

  /** An admin's business is approved unless the admin says otherwise. */
  async create(dto: CreateBusinessDto, lang: ContentLanguage): Promise<BusinessResponseDto> {
    return this.insert(
      {
        ...dto,
        isVerified: dto.isVerified ?? 0,
        isPremium: dto.isPremium ?? 0,
        isApproved: dto.isApproved ?? 1,
      },
      lang,
    );
  }

  /** Changes the fields sent; null or '' clears one language of a text, as long as the other stays. */
  async update(id: string, dto: UpdateBusinessDto, lang: ContentLanguage): Promise<BusinessResponseDto> {
    const business = await this.businesses.findOneBy({ id });
    if (!business) throw new NotFoundException(BUSINESS_NOT_FOUND);
    const { name, nameUk, description, descriptionUk, ...rest } = sentFields(dto);
    this.businesses.merge(business, rest as Partial<BusinessEntity>);
    const texts = { name, nameUk, description, descriptionUk };
    for (const [key, value] of Object.entries(texts))
      if (key in dto && dto[key as keyof typeof texts] !== undefined)
        business[key as keyof typeof texts] = slot(value);
    requireOneLanguage([
      { path: 'name', message: MESSAGES.business.name, en: business.name, uk: business.nameUk },
      {
        path: 'description',
        message: MESSAGES.business.description,
        en: business.description,
        uk: business.descriptionUk,
      },
    ]);
    return toBusinessResponse(await this.saveWithPhotos(business), lang);
  }

  async approve(id: string, lang: ContentLanguage): Promise<BusinessResponseDto> {
    return this.update(id, { isApproved: 1 }, lang);
  }

  async remove(id: string): Promise<void> {
    const result = await this.businesses.delete({ id });
    if (!result.affected) throw new NotFoundException(BUSINESS_NOT_FOUND);
  }

  private async insert(fields: CreateBusinessDto, lang: ContentLanguage): Promise<BusinessResponseDto> {
    const business = this.businesses.create({
      id: randomUUID(),
      name: slot(fields.name),
      nameUk: slot(fields.nameUk),
      description: slot(fields.description),
      descriptionUk: slot(fields.descriptionUk),
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
      openingHours: fields.openingHours ?? null,
      isVerified: fields.isVerified ?? 0,
      isPremium: fields.isPremium ?? 0,
      isApproved: fields.isApproved ?? 0,
    });
    return toBusinessResponse(await this.saveWithPhotos(business), lang);
  }

  /** Saves the row and, in one transaction, makes its photos the uploaded ones its image URLs name. */
  private saveWithPhotos(business: BusinessEntity): Promise<BusinessEntity> {
    return this.businesses.manager.transaction(async (manager) => {
      const saved = await manager.save(business);
      await this.photos.syncOwner(manager, saved.id, [saved.heroImage, ...saved.galleryImages]);
      return saved;
    });
  }
}
