import { Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import type { CatalogStats } from '@byp/contracts';
import { BusinessEntity } from '../business/business.entity';
import { ReviewEntity } from '../review/review.entity';

export class CatalogStatsDto implements CatalogStats {
  @ApiProperty({ description: 'Every business, pending included' }) totalBusinesses!: number;
  @ApiProperty() verifiedBusinesses!: number;
  @ApiProperty() premiumBusinesses!: number;
  @ApiProperty({ description: 'Visitor submissions waiting for approval' }) pendingBusinesses!: number;
  @ApiProperty({ description: 'Visitor reviews waiting for approval' }) pendingReviews!: number;
}

/** The admin dashboard's catalog figures. */
@Injectable()
export class CatalogStatsService {
  constructor(private readonly dataSource: DataSource) {}

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
