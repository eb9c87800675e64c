import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { ContentLanguage } from '@byp/contracts';
import { RateLimit, UuidParamPipe } from '@byp/nest-common';
import { ReadLanguage } from '../../content-language/read-language';
import { OFFER_NOT_FOUND } from '../offer.service';
import { CheckedClaimResponseDto, ClaimCheckDto } from './offer-claim.dto';
import { OfferClaimService } from './offer-claim.service';

const OfferId = () => Param('id', new UuidParamPipe(OFFER_NOT_FOUND));

/**
 * Checking claim codes at the till. Public routes gated by the offer's verification key (in the
 * body, never the URL, so it stays out of access logs): a business has no login.
 */
@ApiTags('offers')
@Controller('api/offers/:id/claims')
export class OfferClaimController {
  constructor(private readonly claims: OfferClaimService) {}

  @Post('check')
  @RateLimit('claim')
  @HttpCode(200)
  @ApiOperation({ summary: "Look a claim code up (the offer's verification key required)" })
  @ApiOkResponse({ type: CheckedClaimResponseDto })
  @ApiForbiddenResponse({ description: "'Verification key is not valid'" })
  @ApiNotFoundResponse({ description: "'Offer not found' or 'Claim code not found'" })
  check(
    @OfferId() id: string,
    @Body() dto: ClaimCheckDto,
    @ReadLanguage() lang: ContentLanguage,
  ): Promise<CheckedClaimResponseDto> {
    return this.claims.check(id, dto.code, dto.key, lang);
  }

  @Post('redeem')
  @RateLimit('claim')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark a claim code used, once' })
  @ApiOkResponse({ type: CheckedClaimResponseDto })
  @ApiForbiddenResponse({ description: "'Verification key is not valid'" })
  @ApiNotFoundResponse({ description: "'Offer not found' or 'Claim code not found'" })
  @ApiConflictResponse({ description: "'Claim code has already been used'" })
  redeem(
    @OfferId() id: string,
    @Body() dto: ClaimCheckDto,
    @ReadLanguage() lang: ContentLanguage,
  ): Promise<CheckedClaimResponseDto> {
    return this.claims.redeem(id, dto.code, dto.key, lang);
  }
}
