import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AdminRoute,
  ModerationLogEntryDto,
  ModerationLogQuery,
  ModerationLogService,
} from '@byp/nest-common';

/**
 * svc-content's whole moderation log (communities and posts) under one route of the route table,
 * GET /api/communities/activity, so the gateway's admin map needs no new tree.
 */
@ApiTags('moderation')
@Controller('api/communities')
export class ModerationLogController {
  constructor(private readonly log: ModerationLogService) {}

  @Get('activity')
  @AdminRoute()
  @ApiOperation({ summary: "Admin: svc-content's moderation log (communities and posts), newest first" })
  @ApiOkResponse({ type: [ModerationLogEntryDto] })
  activity(@Query() query: ModerationLogQuery): Promise<ModerationLogEntryDto[]> {
    return this.log.latest(query.limit);
  }
}
