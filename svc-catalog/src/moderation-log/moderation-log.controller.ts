import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AdminRoute,
  ModerationLogEntryDto,
  ModerationLogQuery,
  ModerationLogService,
} from '@byp/nest-common';
import { CatalogStatsDto, CatalogStatsService } from './catalog-stats';

/** The admin dashboard's catalog figures and activity; registered before BusinessController's /:id. */
@ApiTags('moderation')
@Controller('api/businesses')
export class ModerationLogController {
  constructor(
    private readonly log: ModerationLogService,
    private readonly figures: CatalogStatsService,
  ) {}

  @Get('activity')
  @AdminRoute()
  @ApiOperation({
    summary: "Admin: the catalog's moderation log (businesses, reviews, offers), newest first",
  })
  @ApiOkResponse({ type: [ModerationLogEntryDto] })
  activity(@Query() query: ModerationLogQuery): Promise<ModerationLogEntryDto[]> {
    return this.log.latest(query.limit);
  }

  @Get('stats')
  @AdminRoute()
  @ApiOperation({ summary: 'Admin: business totals (verified, premium, pending) and pending reviews' })
  @ApiOkResponse({ type: CatalogStatsDto })
  stats(): Promise<CatalogStatsDto> {
    return this.figures.stats();
  }
}
