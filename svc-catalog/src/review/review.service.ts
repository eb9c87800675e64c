import { randomUUID } from 'node:crypto';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import type { ContentLanguage } from '@byp/contracts';
import { ModerationLogService, type ModerationLine } from '@byp/nest-common';
import { BusinessEntity } from '../business/business.entity';
import { DISPLAY_NAME } from '../business/business-search-columns';
import { BUSINESS_NOT_FOUND } from '../business/business.service';
import { ReviewEntity } from './review.entity';
import { toReviewResponse, type CreateReviewDto, type ReviewResponseDto } from './review.dto';

export const REVIEW_NOT_FOUND = 'Review not found';

@Injectable()
export class ReviewService {
  constructor(
    @InjectRepository(ReviewEntity) private readonly reviews: Repository<ReviewEntity>,
    @InjectRepository(BusinessEntity) private readonly businesses: Repository<BusinessEntity>,
    private readonly moderationLog: ModerationLogService,
  ) {}

  /** Approved reviews of an approved business, newest first. */
  async listApproved(businessId: string): Promise<ReviewResponseDto[]> {
    await this.requireApprovedBusiness(businessId);
    const reviews = await this.reviews.find({
      where: { businessId, isApproved: 1 },
      order: { createdAt: 'DESC', id: 'ASC' },
    });
    return reviews.map((r) => toReviewResponse(r));
  }

  /** A visitor's review waits for moderation; it counts towards the rating only once approved. */
  async submit(businessId: string, dto: CreateReviewDto): Promise<ReviewResponseDto> {
    await this.requireApprovedBusiness(businessId);
    const review = this.reviews.create({
      id: randomUUID(),
      businessId,
      userName: dto.userName,
      rating: dto.rating ?? 5,
      comment: dto.comment,
      isApproved: 0,
    });
    return toReviewResponse(await this.reviews.save(review));
  }

  /** Admin: reviews waiting for moderation, oldest first, with their business's name in `lang`. */
  async listPending(lang: ContentLanguage): Promise<ReviewResponseDto[]> {
    const { entities, raw } = await this.reviews
      .createQueryBuilder('r')
      .innerJoin(BusinessEntity, 'b', 'b.id = r.businessId')
      .addSelect(DISPLAY_NAME[lang], 'businessName')
      .where('r.isApproved = 0')
      .orderBy('r.createdAt', 'ASC')
      .addOrderBy('r.id', 'ASC')
      .getRawAndEntities<{ businessName: string }>();
    return entities.map((r, i) => toReviewResponse(r, raw[i].businessName));
  }

  /** Approves a review and refreshes its business's rating in the same transaction. */
  async approve(reviewId: string, actor: string): Promise<ReviewResponseDto> {
    return this.moderationLog.moderated(actor, async (tx) => {
      const review = await this.lockReviewAndBusiness(tx, reviewId);
      review.isApproved = 1;
      await tx.update(ReviewEntity, { id: review.id }, { isApproved: 1 });
      await this.recomputeRating(tx, review.businessId);
      return { result: toReviewResponse(review), line: await this.logLine(tx, 'approved', review) };
    });
  }

  /** Deletes a review; if it was approved, its business's rating is refreshed in the same transaction. */
  async remove(reviewId: string, actor: string): Promise<void> {
    await this.moderationLog.moderated(actor, async (tx) => {
      const review = await this.lockReviewAndBusiness(tx, reviewId);
      const line = await this.logLine(tx, 'deleted', review);
      await tx.delete(ReviewEntity, { id: review.id });
      await this.recomputeRating(tx, review.businessId);
      return { result: undefined, line };
    });
  }

  /** A review's log line names it by its author and business ("Olena → Kalyna Bakery"). */
  private async logLine(
    tx: EntityManager,
    action: ModerationLine['action'],
    review: ReviewEntity,
  ): Promise<ModerationLine> {
    const business = await tx.findOneBy(BusinessEntity, { id: review.businessId });
    const businessName = business?.name ?? business?.nameUk ?? '';
    return {
      action,
      entityType: 'review',
      entityId: review.id,
      entityName: `${review.userName} → ${businessName}`,
    };
  }

  /**
   * Locks the business row before touching its reviews: the rating is then recomputed by a
   * statement that starts after any concurrent approval for the same business has committed.
   */
  private async lockReviewAndBusiness(tx: EntityManager, reviewId: string): Promise<ReviewEntity> {
    const found = await tx.findOneBy(ReviewEntity, { id: reviewId });
    if (!found) throw new NotFoundException(REVIEW_NOT_FOUND);
    await tx.query(`SELECT 1 FROM "catalog"."business" WHERE "id" = $1 FOR UPDATE`, [found.businessId]);
    const review = await tx.findOneBy(ReviewEntity, { id: reviewId });
    if (!review) throw new NotFoundException(REVIEW_NOT_FOUND);
    return review;
  }

  /** averageRating: mean of approved ratings rounded to one decimal (0 with none); totalReviews: their count. */
  private async recomputeRating(tx: EntityManager, businessId: string): Promise<void> {
    await tx.query(
      `UPDATE "catalog"."business" b
          SET "averageRating" = COALESCE(s.avg, 0), "totalReviews" = s.count, "updatedAt" = now()
         FROM (SELECT round(avg("rating")::numeric, 1) AS avg, count(*)::int AS count
                 FROM "catalog"."review" WHERE "businessId" = $1 AND "isApproved" = 1) s
        WHERE b."id" = $1`,
      [businessId],
    );
  }

  private async requireApprovedBusiness(businessId: string): Promise<void> {
    if (!(await this.businesses.existsBy({ id: businessId, isApproved: 1 }))) {
      throw new NotFoundException(BUSINESS_NOT_FOUND);
    }
  }
}
