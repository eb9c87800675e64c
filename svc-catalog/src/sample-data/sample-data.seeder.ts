import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { SERVICE_CONFIG } from '@byp/nest-common';
import type { CatalogConfig } from '../catalog.config';
import { BusinessEntity } from '../business/business.entity';
import { OfferEntity } from '../offer/offer.entity';
import { ReviewEntity } from '../review/review.entity';
import { SAMPLE_BUSINESSES, ratingOf } from './sample-data';

/** Loads the sample businesses, reviews and offers into an empty catalog when SEED_SAMPLE_DATA is on. */
@Injectable()
export class SampleDataSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(SampleDataSeeder.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: CatalogConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.SEED_SAMPLE_DATA) return;
    const seeded = await this.seedIfEmpty();
    if (seeded) this.logger.log(`Loaded ${seeded} sample businesses`);
  }

  /** Returns how many businesses it inserted (0 when the catalog already had some). */
  async seedIfEmpty(now: Date = new Date()): Promise<number> {
    return this.dataSource.transaction(async (tx) => {
      // Two replicas starting together must not both seed.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('catalog.sample-data'))`);
      if ((await tx.count(BusinessEntity)) > 0) return 0;
      await this.insertAll(tx, now);
      return SAMPLE_BUSINESSES.length;
    });
  }

  private async insertAll(tx: EntityManager, now: Date): Promise<void> {
    for (const [index, sample] of SAMPLE_BUSINESSES.entries()) {
      const { reviews = [], offers = [], isVerified, isPremium, ...fields } = sample;
      // Older entries first, so "newest" orderings look natural.
      const createdAt = new Date(now.getTime() - (SAMPLE_BUSINESSES.length - index) * 86_400_000);
      const business = tx.create(BusinessEntity, {
        ...fields,
        id: randomUUID(),
        website: fields.website ?? null,
        phone: fields.phone ?? null,
        email: fields.email ?? null,
        instagram: fields.instagram ?? null,
        tiktok: fields.tiktok ?? null,
        galleryImages: fields.galleryImages ?? [],
        latitude: fields.latitude ?? null,
        longitude: fields.longitude ?? null,
        ...ratingOf(reviews),
        isVerified: isVerified ? 1 : 0,
        isPremium: isPremium ? 1 : 0,
        isApproved: 1,
        createdAt,
        updatedAt: createdAt,
      });
      await tx.insert(BusinessEntity, business);
      if (reviews.length) {
        await tx.insert(
          ReviewEntity,
          reviews.map((r) => ({
            id: randomUUID(),
            businessId: business.id,
            userName: r.userName,
            rating: r.rating,
            comment: r.comment,
            isApproved: r.approved === false ? 0 : 1,
            createdAt: new Date(now.getTime() - r.daysAgo * 86_400_000),
          })),
        );
      }
      if (offers.length) {
        await tx.insert(
          OfferEntity,
          offers.map((o) => ({
            id: randomUUID(),
            businessId: business.id,
            title: o.title,
            description: o.description,
            discountPercentage: o.discountPercentage ?? null,
            discountAmount: o.discountAmount ?? null,
            validFrom: new Date(now.getTime() + o.startsInHours * 3_600_000),
            validUntil: new Date(now.getTime() + o.endsInHours * 3_600_000),
            isActive: o.isActive === false ? 0 : 1,
            maxRedemptions: o.maxRedemptions ?? null,
            currentRedemptions: o.currentRedemptions ?? 0,
          })),
        );
      }
    }
  }
}
