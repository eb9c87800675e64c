import { randomUUID } from 'node:crypto';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, Repository } from 'typeorm';
import { containsPattern, ModerationLogService } from '@byp/nest-common';
import { CommunityEntity } from './community.entity';
import {
  toCommunityResponse,
  type CommunityResponseDto,
  type CreatePublicCommunityDto,
  type ListCommunitiesQuery,
  type UpdateCommunityDto,
} from './community.dto';

export const COMMUNITY_NOT_FOUND = 'Community not found';

/** Drops keys whose value is undefined, so a PATCH touches only what was sent. */
function sentFields<T extends object>(dto: T): Partial<T> {
  return Object.fromEntries(Object.entries(dto).filter(([, v]) => v !== undefined)) as Partial<T>;
}

@Injectable()
export class CommunityService {
  constructor(
    @InjectRepository(CommunityEntity) private readonly communities: Repository<CommunityEntity>,
    private readonly dataSource: DataSource,
    private readonly moderationLog: ModerationLogService,
  ) {}

  /** Approved communities by name; `q` is a case-insensitive substring of name, description or contact email. */
  async listPublic(query: ListCommunitiesQuery): Promise<CommunityResponseDto[]> {
    const qb = this.communities.createQueryBuilder('c').where('c.isApproved = 1');
    if (query.q) {
      const pattern = containsPattern(query.q);
      qb.andWhere(
        new Brackets((w) => {
          w.where('lower(c.name) LIKE :pattern', { pattern })
            .orWhere('lower(c.description) LIKE :pattern', { pattern })
            .orWhere('lower(c.contactEmail) LIKE :pattern', { pattern });
        }),
      );
    }
    qb.orderBy('c.name', 'ASC').addOrderBy('c.id', 'ASC');
    return (await qb.getMany()).map(toCommunityResponse);
  }

  /** Every community, pending first (they need the admin's attention), then newest. */
  async listAll(): Promise<CommunityResponseDto[]> {
    const all = await this.communities.find({ order: { isApproved: 'ASC', createdAt: 'DESC', id: 'ASC' } });
    return all.map(toCommunityResponse);
  }

  /** A visitor's submission is always pending (the DTO has no isApproved to send). */
  async submitPublic(dto: CreatePublicCommunityDto): Promise<CommunityResponseDto> {
    const community = this.communities.create({
      id: randomUUID(),
      name: dto.name,
      description: dto.description,
      website: dto.website ?? null,
      contactEmail: dto.contactEmail ?? null,
      instagram: dto.instagram ?? null,
      tiktok: dto.tiktok ?? null,
      heroImage: dto.heroImage,
      links: dto.links ?? [],
      latitude: dto.latitude ?? null,
      longitude: dto.longitude ?? null,
      isApproved: 0,
    });
    return toCommunityResponse(await this.communities.save(community));
  }

  /** Changes the fields sent and logs it; an empty body changes nothing and logs nothing. */
  async update(id: string, dto: UpdateCommunityDto, actor: string): Promise<CommunityResponseDto> {
    const changes = sentFields(dto) as Partial<CommunityEntity>;
    return this.dataSource.transaction(async (tx) => {
      const community = await this.lockedOrNotFound(tx.getRepository(CommunityEntity), id);
      if (Object.keys(changes).length === 0) return toCommunityResponse(community);
      tx.merge(CommunityEntity, community, changes);
      const saved = await tx.save(community);
      await this.moderationLog.record(
        { actor, action: 'updated', entityType: 'community', entityId: id, entityName: saved.name },
        tx,
      );
      return toCommunityResponse(saved);
    });
  }

  /** Makes a pending community public; approving an approved one is a no-op (nothing logged). */
  async approve(id: string, actor: string): Promise<CommunityResponseDto> {
    return this.dataSource.transaction(async (tx) => {
      const community = await this.lockedOrNotFound(tx.getRepository(CommunityEntity), id);
      if (community.isApproved === 1) return toCommunityResponse(community);
      community.isApproved = 1;
      const saved = await tx.save(community);
      await this.moderationLog.record(
        { actor, action: 'approved', entityType: 'community', entityId: id, entityName: saved.name },
        tx,
      );
      return toCommunityResponse(saved);
    });
  }

  async remove(id: string, actor: string): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const community = await this.lockedOrNotFound(tx.getRepository(CommunityEntity), id);
      await tx.delete(CommunityEntity, { id });
      await this.moderationLog.record(
        { actor, action: 'deleted', entityType: 'community', entityId: id, entityName: community.name },
        tx,
      );
    });
  }

  /** The row locked for this transaction, so two admins' actions on it are logged in the order they applied. */
  private async lockedOrNotFound(repo: Repository<CommunityEntity>, id: string): Promise<CommunityEntity> {
    const community = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!community) throw new NotFoundException(COMMUNITY_NOT_FOUND);
    return community;
  }
}
