import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import type { ModeratedEntity, ModerationAction } from '@byp/contracts';
import { BusinessEntity } from '../business/business.entity';
import { OfferEntity } from '../offer/offer.entity';
import { ReviewEntity } from '../review/review.entity';
import { ModerationLogEntity } from './moderation-log.entity';
import {
  MODERATION_LOG_DEFAULT_LIMIT,
  toModerationLogEntry,
  type CatalogStatsDto,
  type ModerationLogEntryDto,
} from './moderation-log.dto';

export interface ModerationLogRecord {
  actor: string;
  action: ModerationAction;
  entityType: ModeratedEntity;
  entityId: string;
  entityName: string;
  count?: number;
}

/** svc-catalog's moderation log and the dashboard's figures. */
@Injectable()
export class ModerationLogService {
  constructor(
    @InjectRepository(ModerationLogEntity) private readonly log: Repository<ModerationLogEntity>,
    private readonly dataSource: DataSource,
  ) {}

  async record(entry: ModerationLogRecord): Promise<void> {
    await this.log.insert({ id: randomUUID(), ...entry, count: entry.count ?? null });
  }

  /** Newest first. */
  async latest(limit: number = MODERATION_LOG_DEFAULT_LIMIT): Promise<ModerationLogEntryDto[]> {
    const rows = await this.log.find({ order: { at: 'DESC', id: 'ASC' }, take: limit });
    return rows.map(toModerationLogEntry);
  }

  /**
   * How a log line names an item: a business by its name, an offer by its title, a review by its
   * author and business ("Olena on Kalyna Bakery"). Undefined when the item does not exist.
   */
  async nameOf(entityType: ModeratedEntity, id: string): Promise<string | undefined> {
    if (entityType === 'business') {
      return (
        await this.dataSource.getRepository(BusinessEntity).findOne({ where: { id }, select: { name: true } })
      )?.name;
    }
    if (entityType === 'offer') {
      return (
        await this.dataSource.getRepository(OfferEntity).findOne({ where: { id }, select: { title: true } })
      )?.title;
    }
    if (entityType === 'review') {
      const row = await this.dataSource
        .getRepository(ReviewEntity)
        .createQueryBuilder('r')
        .innerJoin(BusinessEntity, 'b', 'b.id = r.businessId')
        .select('r.userName', 'userName')
        .addSelect('b.name', 'businessName')
        .where('r.id = :id', { id })
        .getRawOne<{ userName: string; businessName: string }>();
      return row ? `${row.userName} → ${row.businessName}` : undefined;
    }
    return undefined;
  }

  /** One query: every business figure by conditional counts, plus the pending reviews. */
  async stats(): Promise<CatalogStatsDto> {
    const business = await this.dataSource
      .getRepository(BusinessEntity)
      .createQueryBuilder('b')
      .select('COUNT(*)', 'total')
      .addSelect('COUNT(*) FILTER (WHERE b.isVerified = 1)', 'verified')
      .addSelect('COUNT(*) FILTER (WHERE b.isPremium = 1)', 'premium')
      .addSelect('COUNT(*) FILTER (WHERE b.isApproved = 0)', 'pending')
      .getRawOne<{ total: string; verified: string; premium: string; pending: string }>();
    const pendingReviews = await this.dataSource.getRepository(ReviewEntity).countBy({ isApproved: 0 });
    return {
      totalBusinesses: Number(business?.total ?? 0),
      verifiedBusinesses: Number(business?.verified ?? 0),
      premiumBusinesses: Number(business?.premium ?? 0),
      pendingBusinesses: Number(business?.pending ?? 0),
      pendingReviews,
    };
  }
}
