import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import type { ContentLanguage } from '@byp/contracts';
import { LanguageQuery, ReadLanguage } from '../content-language/read-language';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AdminActor, AdminRoute, PublicCache, RateLimit } from '@byp/nest-common';
import { UuidParamPipe } from '@byp/nest-common';
import { BUSINESS_NOT_FOUND } from '../business/business.service';
import { CreateReviewDto, ReviewResponseDto } from './review.dto';
import { REVIEW_NOT_FOUND, ReviewService } from './review.service';

const BusinessId = () => Param('id', new UuidParamPipe(BUSINESS_NOT_FOUND));
const ReviewId = () => Param('reviewId', new UuidParamPipe(REVIEW_NOT_FOUND));

/** Reviews live under /api/businesses; the /reviews/... admin paths are registered before BusinessController's /:id. */
@ApiTags('reviews')
@Controller('api/businesses')
export class ReviewController {
  constructor(private readonly reviews: ReviewService) {}

  @Get('reviews/pending')
  @AdminRoute()
  @ApiOperation({ summary: 'Admin: reviews waiting for moderation' })
  @ApiOkResponse({ type: [ReviewResponseDto] })
  pending(
    @Query() _language: LanguageQuery,
    @ReadLanguage() lang: ContentLanguage,
  ): Promise<ReviewResponseDto[]> {
    return this.reviews.listPending(lang);
  }

  @Post('reviews/:reviewId/approve')
  @HttpCode(200)
  @AdminRoute()
  @ApiOperation({ summary: "Admin: approve a review and refresh the business's rating" })
  @ApiOkResponse({ type: ReviewResponseDto })
  @ApiNotFoundResponse()
  approve(@ReviewId() reviewId: string, @AdminActor() actor: string): Promise<ReviewResponseDto> {
    return this.reviews.approve(reviewId, actor);
  }

  @Delete('reviews/:reviewId')
  @HttpCode(204)
  @AdminRoute()
  @ApiOperation({ summary: 'Admin: delete a review' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  remove(@ReviewId() reviewId: string, @AdminActor() actor: string): Promise<void> {
    return this.reviews.remove(reviewId, actor);
  }

  @Get(':id/reviews')
  @PublicCache()
  @ApiOperation({ summary: 'Approved reviews of a business, newest first' })
  @ApiOkResponse({ type: [ReviewResponseDto] })
  @ApiNotFoundResponse()
  list(@BusinessId() id: string): Promise<ReviewResponseDto[]> {
    return this.reviews.listApproved(id);
  }

  @Post(':id/reviews')
  @RateLimit('public-write')
  @ApiOperation({ summary: 'Submit a review (created pending)' })
  @ApiCreatedResponse({ type: ReviewResponseDto })
  @ApiBadRequestResponse({ description: 'Validation failed' })
  @ApiNotFoundResponse()
  submit(@BusinessId() id: string, @Body() dto: CreateReviewDto): Promise<ReviewResponseDto> {
    return this.reviews.submit(id, dto);
  }
}
