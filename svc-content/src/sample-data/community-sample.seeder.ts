import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SERVICE_CONFIG } from '@byp/nest-common';
import type { ContentConfig } from '../content.config';
import { CommunityEntity } from '../communities/community.entity';
import { SAMPLE_COMMUNITIES } from './community-samples';

/** Loads the sample communities into an empty community table when SEED_SAMPLE_DATA is on. */
@Injectable()
export class CommunitySampleSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(CommunitySampleSeeder.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.SEED_SAMPLE_DATA) return;
    const seeded = await this.seedIfEmpty();
    if (seeded) this.logger.log(`Loaded ${seeded} sample communities`);
  }

  /** Returns how many communities it inserted (0 when the table already had some). */
  async seedIfEmpty(now: Date = new Date()): Promise<number> {
    return this.dataSource.transaction(async (tx) => {
      // Two replicas starting together must not both seed.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('content.community-sample-data'))`);
      if ((await tx.count(CommunityEntity)) > 0) return 0;
      const rows = SAMPLE_COMMUNITIES.map(({ approved, ...sample }, index) => {
        // Older entries first, so "newest" orderings look natural.
        const createdAt = new Date(now.getTime() - (SAMPLE_COMMUNITIES.length - index) * 86_400_000);
        return tx.create(CommunityEntity, {
          id: randomUUID(),
          name: sample.name,
          description: sample.description,
          website: sample.website ?? null,
          contactEmail: sample.contactEmail ?? null,
          instagram: sample.instagram ?? null,
          tiktok: sample.tiktok ?? null,
          heroImage: sample.heroImage,
          links: sample.links ?? [],
          latitude: sample.latitude ?? null,
          longitude: sample.longitude ?? null,
          isApproved: approved ? 1 : 0,
          createdAt,
          updatedAt: createdAt,
        });
      });
      await tx.insert(CommunityEntity, rows);
      return rows.length;
    });
  }
}
