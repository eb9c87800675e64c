import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EmptyTableSeeder } from '@byp/nest-common';
import { CommunityEntity } from '../communities/community.entity';
import { SAMPLE_COMMUNITIES } from './community-samples';

/** Loads the sample communities into an empty community table when SEED_SAMPLE_DATA is on. */
@Injectable()
export class CommunitySampleSeeder extends EmptyTableSeeder {
  protected readonly table = CommunityEntity;
  protected readonly lockKey = 'content.community-sample-data';
  protected readonly rowsName = 'sample communities';

  protected async insert(tx: EntityManager, now: Date): Promise<number> {
    const rows = SAMPLE_COMMUNITIES.map(({ approved, ...sample }, index) => {
      // Older entries first, so "newest" orderings look natural.
      const createdAt = new Date(now.getTime() - (SAMPLE_COMMUNITIES.length - index) * 86_400_000);
      return tx.create(CommunityEntity, {
        id: randomUUID(),
        nameEn: sample.name,
        nameUk: sample.nameUk ?? null,
        descriptionEn: sample.description ?? null,
        descriptionUk: sample.descriptionUk ?? null,
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
  }
}
