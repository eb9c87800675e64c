import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { type ContentLanguage, SERVED_CARDS, servedCommunityCardsHtml, servedListKey } from '@byp/contracts';
import {
  AdminActor,
  AdminRoute,
  FirstCardsRoute,
  PublicCache,
  RateLimit,
  sendHtmlFragment,
  setDidYouMeanHeader,
  UuidParamPipe,
} from '@byp/nest-common';
import { PatchBodyPipe, type PatchBody } from '../content-language/patch-body.pipe';
import {
  AnswersInReadLanguage,
  ApiLangQuery,
  ContentLanguageQuery,
  ReadLanguage,
} from '../content-language/read-language';
import { LIST_ANSWER_HEADERS, sendList } from '../search/content-search';
import {
  CommunityResponseDto,
  CreatePublicCommunityDto,
  ListCommunitiesQuery,
  UpdateCommunityDto,
} from './community.dto';
import { COMMUNITY_NOT_FOUND, CommunityService } from './community.service';

const CommunityId = () => Param('id', new UuidParamPipe(COMMUNITY_NOT_FOUND));

@ApiTags('communities')
@AnswersInReadLanguage()
@Controller('api/communities')
export class CommunityController {
  constructor(private readonly communities: CommunityService) {}

  @Get()
  @PublicCache()
  @ApiOperation({ summary: 'Approved communities, optionally searched and paged' })
  @ApiOkResponse({ type: [CommunityResponseDto], headers: LIST_ANSWER_HEADERS })
  @ApiBadRequestResponse({ description: 'Bad query parameter' })
  async list(
    @Query() query: ListCommunitiesQuery,
    @ReadLanguage() lang: ContentLanguage,
    @Res() res: Response,
  ): Promise<void> {
    const { rows, didYouMean, total } = await this.communities.listPublic(query, lang);
    setDidYouMeanHeader(res, didYouMean);
    sendList(res, rows, total);
  }

  /**
   * Issue 29, point 2: the first cards of /communities as the page's HTML serves them, the
   * gateway's SSI include (gateway/snippets/page-composition-maps.conf, $first_cards_source). The
   * list's own order, approved communities only, every text escaped (@byp/contracts' card view);
   * nothing at all when there is none (the app shows its empty state).
   */
  @FirstCardsRoute(
    "The first cards of the unsearched list as HTML, in the list's order, for the gateway to include in the page; the app adopts them",
  )
  async firstCards(
    @Query() _query: ContentLanguageQuery,
    @ReadLanguage() lang: ContentLanguage,
    @Res() res: Response,
  ): Promise<void> {
    const { rows } = await this.communities.listPublic(
      Object.assign(new ListCommunitiesQuery(), { limit: SERVED_CARDS, offset: 0 }),
      lang,
    );
    const key = servedListKey('communities', lang);
    sendHtmlFragment(res, rows.length > 0 ? servedCommunityCardsHtml(rows, lang, key) : '');
  }

  @Get('all')
  @AdminRoute()
  @ApiOperation({ summary: 'Admin: every community, pending included' })
  @ApiLangQuery()
  @ApiOkResponse({ type: [CommunityResponseDto] })
  listAll(@ReadLanguage() lang: ContentLanguage): Promise<CommunityResponseDto[]> {
    return this.communities.listAll(lang);
  }

  @Post('public')
  @RateLimit('public-write')
  @ApiOperation({ summary: 'Submit a community for moderation (created pending)' })
  @ApiLangQuery()
  @ApiCreatedResponse({ type: CommunityResponseDto })
  @ApiBadRequestResponse({ description: 'Validation failed, or isApproved was sent' })
  submit(
    @Body() dto: CreatePublicCommunityDto,
    @ReadLanguage() lang: ContentLanguage,
  ): Promise<CommunityResponseDto> {
    return this.communities.submitPublic(dto, lang);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @AdminRoute()
  @ApiOperation({ summary: 'Admin: approve a pending community' })
  @ApiLangQuery()
  @ApiOkResponse({ type: CommunityResponseDto })
  @ApiNotFoundResponse()
  approve(
    @CommunityId() id: string,
    @AdminActor() actor: string,
    @ReadLanguage() lang: ContentLanguage,
  ): Promise<CommunityResponseDto> {
    return this.communities.approve(id, actor, lang);
  }

  @Patch(':id')
  @AdminRoute()
  @ApiOperation({ summary: 'Admin: change some fields (isApproved included)' })
  @ApiLangQuery()
  @ApiBody({ type: UpdateCommunityDto })
  @ApiOkResponse({ type: CommunityResponseDto })
  @ApiBadRequestResponse({ description: 'Validation failed' })
  @ApiNotFoundResponse()
  update(
    @CommunityId() id: string,
    @Body(new PatchBodyPipe(UpdateCommunityDto)) patch: PatchBody<UpdateCommunityDto>,
    @AdminActor() actor: string,
    @ReadLanguage() lang: ContentLanguage,
  ): Promise<CommunityResponseDto> {
    return this.communities.update(id, patch, actor, lang);
  }

  @Delete(':id')
  @HttpCode(204)
  @AdminRoute()
  @ApiOperation({ summary: 'Admin: delete a community permanently' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  remove(@CommunityId() id: string, @AdminActor() actor: string): Promise<void> {
    return this.communities.remove(id, actor);
  }
}
