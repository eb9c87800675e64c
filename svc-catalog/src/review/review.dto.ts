import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { LIMITS, MESSAGES, MESSAGE_CODES, type Review } from '@byp/contracts';
import { RequiredText } from '@byp/nest-common';
import type { ReviewEntity } from './review.entity';

/** POST /api/businesses/:id/reviews: a visitor's review, created pending. */
export class CreateReviewDto {
  @ApiProperty({ minLength: 1 })
  @RequiredText(MESSAGES.required, 100)
  userName!: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 5, default: 5 })
  @IsOptional()
  @IsInt({ message: MESSAGES.invalidInput, context: { code: MESSAGE_CODES.invalidInput } })
  @Min(1, { message: MESSAGES.tooSmall, context: { code: MESSAGE_CODES.tooSmall } })
  @Max(5, { message: MESSAGES.tooLarge, context: { code: MESSAGE_CODES.tooLarge } })
  rating: number = 5;

  @ApiProperty({ minLength: 1 })
  @RequiredText(MESSAGES.required, LIMITS.textMax)
  comment!: string;
}

export class ReviewResponseDto implements Review {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) businessId!: string;
  @ApiPropertyOptional({ description: 'On the admin pending list' }) businessName?: string;
  @ApiProperty() userName!: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating!: number;
  @ApiProperty() comment!: string;
  @ApiProperty({ enum: [0, 1] }) isApproved!: 0 | 1;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export function toReviewResponse(r: ReviewEntity, businessName?: string): ReviewResponseDto {
  return {
    id: r.id,
    businessId: r.businessId,
    ...(businessName !== undefined ? { businessName } : {}),
    userName: r.userName,
    rating: r.rating,
    comment: r.comment,
    isApproved: r.isApproved ? 1 : 0,
    createdAt: r.createdAt.toISOString(),
  };
}
