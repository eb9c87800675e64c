import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EmptyTableSeeder } from '@byp/nest-common';
import { BusinessEntity } from '../business/business.entity';
import { OfferEntity } from '../offer/offer.entity';
import { ReviewEntity } from '../review/review.entity';
import { SAMPLE_BUSINESSES, ratingOf } from './sample-data';
import { SAMPLE_OPENING_HOURS } from './sample-opening-hours';

/** Loads the sample businesses, reviews and offers into an empty catalog when SEED_SAMPLE_DATA is on. */
@Injectable()
export class SampleDataSeeder extends EmptyTableSeeder {
  protected readonly table = BusinessEntity;
  protected readonly lockKey = 'catalog.sample-data';
  protected readonly rowsName = 'sample businesses';

  protected async insert(tx: EntityManager, now: Date): Promise<number> {
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
        openingHours: SAMPLE_OPENING_HOURS[sample.name] ?? null,
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
            titleUk: o.titleUk,
            description: o.description,
            descriptionUk: o.descriptionUk,
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
    return SAMPLE_BUSINESSES.length;
  }
}
