import { randomUUID } from 'node:crypto';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository, type EntityManager } from 'typeorm';
import type { ContentLanguage } from '@byp/contracts';
import { ModerationLogService, PhotoStore, type SearchOutcome } from '@byp/nest-common';
import { bilingualChanges, submittedPair, withoutBilingual } from '../content-language/bilingual-text';
import { acceptedPatch, type PatchBody } from '../content-language/patch-body.pipe';
import { contentSearchWords, countedPage, locationMatch, searchContent } from '../search/content-search';
import { CommunityEntity } from './community.entity';
import {
  COMMUNITY_TEXTS,
  communityLogName,
  toCommunityResponse,
  type CommunityResponseDto,
  type CreatePublicCommunityDto,
  type ListCommunitiesQuery,
  type UpdateCommunityDto,
} from './community.dto';

export const COMMUNITY_NOT_FOUND = 'Community not found';

/** The column a list is sorted by in `lang`: that language's name, else the other's. */
const nameIn = (lang: ContentLanguage) =>
  lang === 'uk' ? 'coalesce(c."nameUk", c."nameEn")' : 'coalesce(c."nameEn", c."nameUk")';

@Injectable()
export class CommunityService {
  constructor(
    @InjectRepository(CommunityEntity) private readonly communities: Repository<CommunityEntity>,
    private readonly dataSource: DataSource,
    private readonly moderationLog: ModerationLogService,
    private readonly photos: PhotoStore,
  ) {}

  /** The community's photos become the uploaded ones its images name (issue 26), in its save's transaction. */
  private syncPhotos(tx: EntityManager, community: CommunityEntity): Promise<void> {
    return this.photos.syncOwner(tx, community.id, [community.heroImage, ...(community.galleryImages ?? [])]);
  }

  /**
   * Approved communities by name in `lang`; with `q`, those the shared search finds in their
   * names, descriptions or contact email, best match first, or a close name to suggest; with
   * `location`, only those at that place; with `limit`/`offset`, one page of them. `total`: the
   * matches on all pages (X-Total-Count).
   */
  async listPublic(
    query: ListCommunitiesQuery,
    lang: ContentLanguage,
  ): Promise<SearchOutcome<CommunityResponseDto> & { total: number }> {
    const visible = () => {
      const qb = this.communities.createQueryBuilder('c').where('c.isApproved = 1');
      // Communities have no address: their place is in their names and descriptions.
      if (query.location) {
        const place = locationMatch('c', query.location);
        qb.andWhere(place.sql, place.params);
      }
      return qb;
    };
    const byName = <Q extends { addOrderBy: (sort: string, order: 'ASC') => Q }>(qb: Q) =>
      qb.addOrderBy(nameIn(lang), 'ASC').addOrderBy('c.id', 'ASC');
    const { rows, didYouMean, total } = query.q
      ? await searchContent(
          query.q,
          {
            manager: this.communities.manager,
            alias: 'c',
            words: contentSearchWords('community'),
            visible,
            thenOrder: byName,
            suggestionOf: (c) => toCommunityResponse(c, lang).name,
          },
          query,
        )
      : { ...(await countedPage(() => byName(visible()), query)), didYouMean: null };
    return { rows: rows.map((c) => toCommunityResponse(c, lang)), didYouMean, total };
  }

  /** Every community, pending first (they need the admin's attention), then newest. */
  async listAll(lang: ContentLanguage): Promise<CommunityResponseDto[]> {
    const all = await this.communities.find({ order: { isApproved: 'ASC', createdAt: 'DESC', id: 'ASC' } });
    return all.map((c) => toCommunityResponse(c, lang));
  }

  /** A visitor's submission is always pending (the DTO has no isApproved to send). */
  async submitPublic(dto: CreatePublicCommunityDto, lang: ContentLanguage): Promise<CommunityResponseDto> {
    const name = submittedPair(dto, 'name');
    const description = submittedPair(dto, 'description');
    const community = this.communities.create({
      id: randomUUID(),
      nameEn: name.en,
      nameUk: name.uk,
      descriptionEn: description.en,
      descriptionUk: description.uk,
      website: dto.website ?? null,
      contactEmail: dto.contactEmail ?? null,
      instagram: dto.instagram ?? null,
      tiktok: dto.tiktok ?? null,
      heroImage: dto.heroImage,
      galleryImages: dto.galleryImages ?? [],
      links: dto.links ?? [],
      latitude: dto.latitude ?? null,
      longitude: dto.longitude ?? null,
      placeName: dto.placeName ?? null,
      isApproved: 0,
    });
    const saved = await this.dataSource.transaction(async (tx) => {
      const row = await tx.save(community);
      await this.syncPhotos(tx, row);
      return row;
    });
    return toCommunityResponse(saved, lang);
  }

  /**
   * Changes the fields sent and logs it; an empty body changes nothing and logs nothing. One
   * language of a text may be cleared while the other stays; the 400 lists every problem at once.
   */
  async update(
    id: string,
    patch: PatchBody<UpdateCommunityDto>,
    actor: string,
    lang: ContentLanguage,
  ): Promise<CommunityResponseDto> {
    return this.moderationLog.moderated(actor, async (tx) => {
      const community = await this.lockedOrNotFound(tx.getRepository(CommunityEntity), id);
      const texts = bilingualChanges(COMMUNITY_TEXTS, community, patch.raw);
      const dto = acceptedPatch(patch, texts.details);
      const changes = {
        ...withoutBilingual(COMMUNITY_TEXTS, dto),
        ...texts.changes,
      } as Partial<CommunityEntity>;
      if (Object.keys(changes).length === 0)
        return { result: toCommunityResponse(community, lang), line: null };
      tx.merge(CommunityEntity, community, changes);
      const saved = await tx.save(community);
      await this.syncPhotos(tx, saved);
      return {
        result: toCommunityResponse(saved, lang),
        line: {
          action: 'updated',
          entityType: 'community',
          entityId: id,
          entityName: communityLogName(saved),
        },
      };
    });
  }

  /** Makes a pending community public; approving an approved one is a no-op (nothing logged). */
  async approve(id: string, actor: string, lang: ContentLanguage): Promise<CommunityResponseDto> {
    return this.moderationLog.moderated(actor, async (tx) => {
      const community = await this.lockedOrNotFound(tx.getRepository(CommunityEntity), id);
      if (community.isApproved === 1) return { result: toCommunityResponse(community, lang), line: null };
      community.isApproved = 1;
      const saved = await tx.save(community);
      return {
        result: toCommunityResponse(saved, lang),
        line: {
          action: 'approved',
          entityType: 'community',
          entityId: id,
          entityName: communityLogName(saved),
        },
      };
    });
  }

  async remove(id: string, actor: string): Promise<void> {
    await this.moderationLog.moderated(actor, async (tx) => {
      const community = await this.lockedOrNotFound(tx.getRepository(CommunityEntity), id);
      await tx.delete(CommunityEntity, { id });
      return {
        result: undefined,
        line: {
          action: 'deleted',
          entityType: 'community',
          entityId: id,
          entityName: communityLogName(community),
        },
      };
    });
  }

  /** The row locked for this transaction, so two admins' actions on it are logged in the order they applied. */
  private async lockedOrNotFound(repo: Repository<CommunityEntity>, id: string): Promise<CommunityEntity> {
    const community = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!community) throw new NotFoundException(COMMUNITY_NOT_FOUND);
    return community;
  }
}
