import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AdminActor, AdminRoute, PublicCache, RateLimit, UuidParamPipe } from '@byp/nest-common';
import {
  CommunityResponseDto,
  CreatePublicCommunityDto,
  ListCommunitiesQuery,
  UpdateCommunityDto,
} from './community.dto';
import { COMMUNITY_NOT_FOUND, CommunityService } from './community.service';

const CommunityId = () => Param('id', new UuidParamPipe(COMMUNITY_NOT_FOUND));

@ApiTags('communities')
@Controller('api/communities')
export class CommunityController {
  constructor(private readonly communities: CommunityService) {}

  @Get()
  @PublicCache()
  @ApiOperation({ summary: 'Approved communities, optionally searched' })
  @ApiOkResponse({ type: [CommunityResponseDto] })
  @ApiBadRequestResponse({ description: 'Bad query parameter' })
  list(@Query() query: ListCommunitiesQuery): Promise<CommunityResponseDto[]> {
    return this.communities.listPublic(query);
  }

  @Get('all')
  @AdminRoute()
  @ApiOperation({ summary: 'Admin: every community, pending included' })
  @ApiOkResponse({ type: [CommunityResponseDto] })
  listAll(): Promise<CommunityResponseDto[]> {
    return this.communities.listAll();
  }

  @Post('public')
  @RateLimit('public-write')
  @ApiOperation({ summary: 'Submit a community for moderation (created pending)' })
  @ApiCreatedResponse({ type: CommunityResponseDto })
  @ApiBadRequestResponse({ description: 'Validation failed, or isApproved was sent' })
  submit(@Body() dto: CreatePublicCommunityDto): Promise<CommunityResponseDto> {
    return this.communities.submitPublic(dto);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @AdminRoute()
  @ApiOperation({ summary: 'Admin: approve a pending community' })
  @ApiOkResponse({ type: CommunityResponseDto })
  @ApiNotFoundResponse()
  approve(@CommunityId() id: string, @AdminActor() actor: string): Promise<CommunityResponseDto> {
    return this.communities.approve(id, actor);
  }

  @Patch(':id')
  @AdminRoute()
  @ApiOperation({ summary: 'Admin: change some fields (isApproved included)' })
  @ApiOkResponse({ type: CommunityResponseDto })
  @ApiBadRequestResponse({ description: 'Validation failed' })
  @ApiNotFoundResponse()
  update(
    @CommunityId() id: string,
    @Body() dto: UpdateCommunityDto,
    @AdminActor() actor: string,
  ): Promise<CommunityResponseDto> {
    return this.communities.update(id, dto, actor);
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
