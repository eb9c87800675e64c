import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AdminActor, AdminRoute, clientAddress, PublicCache, RateLimit } from '@byp/nest-common';
import type { ContentLanguage } from '@byp/contracts';
import { LanguageQuery, ReadLanguage } from '../content-language/read-language';
import { UuidParamPipe } from '@byp/nest-common';
import { ClaimedOfferResponseDto, ClaimOfferDto } from './claims/offer-claim.dto';
import { CreateOfferDto, ListOffersQuery, OfferResponseDto, UpdateOfferDto } from './offer.dto';
import { OFFER_NOT_FOUND, OfferService } from './offer.service';

const OfferId = () => Param('id', new UuidParamPipe(OFFER_NOT_FOUND));

@ApiTags('offers')
@Controller('api/offers')
export class OfferController {
  constructor(private readonly offers: OfferService) {}

  @Get()
  @PublicCache()
  @ApiOperation({
    summary: 'Current offers (active, not expired) with their business name, soonest to end first',
  })
  @ApiOkResponse({ type: [OfferResponseDto] })
  list(@Query() query: ListOffersQuery, @ReadLanguage() lang: ContentLanguage): Promise<OfferResponseDto[]> {
    return this.offers.listCurrent(query, lang);
  }

  @Get('all')
  @AdminRoute()
  @ApiOperation({ summary: 'Admin: every offer' })
  @ApiOkResponse({ type: [OfferResponseDto] })
  listAll(
    @Query() _language: LanguageQuery,
    @ReadLanguage() lang: ContentLanguage,
  ): Promise<OfferResponseDto[]> {
    return this.offers.listAll(lang);
  }

  @Post()
  @AdminRoute()
  @ApiOperation({ summary: 'Admin: create an offer' })
  @ApiCreatedResponse({ type: OfferResponseDto })
  @ApiBadRequestResponse({ description: 'Validation failed' })
  create(
    @Body() dto: CreateOfferDto,
    @ReadLanguage() lang: ContentLanguage,
    @AdminActor() actor: string,
  ): Promise<OfferResponseDto> {
    return this.offers.create(dto, lang, actor);
  }

  @Post(':id/claim')
  @RateLimit('claim')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Claim one redemption of an offer (atomic) and get its code; a known token gets its first code back',
  })
  @ApiOkResponse({
    type: ClaimedOfferResponseDto,
    description: 'The offer with its new redemption count, and the claim code',
  })
  @ApiNotFoundResponse()
  @ApiConflictResponse({
    description: "'Offer has been fully redeemed', 'Offer has expired' or 'Offer is not active'",
  })
  claim(
    @OfferId() id: string,
    @Body() dto: ClaimOfferDto,
    @Req() req: Request,
    @ReadLanguage() lang: ContentLanguage,
  ): Promise<ClaimedOfferResponseDto> {
    return this.offers.claim(id, lang, dto.token, clientAddress(req));
  }

  @Patch(':id')
  @AdminRoute()
  @ApiOperation({ summary: 'Admin: change an offer' })
  @ApiOkResponse({ type: OfferResponseDto })
  @ApiNotFoundResponse()
  update(
    @OfferId() id: string,
    @Body() dto: UpdateOfferDto,
    @ReadLanguage() lang: ContentLanguage,
    @AdminActor() actor: string,
  ): Promise<OfferResponseDto> {
    return this.offers.update(id, dto, lang, actor);
  }

  @Delete(':id')
  @HttpCode(204)
  @AdminRoute()
  @ApiOperation({ summary: 'Admin: delete an offer' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  remove(@OfferId() id: string, @AdminActor() actor: string): Promise<void> {
    return this.offers.remove(id, actor);
  }
}
