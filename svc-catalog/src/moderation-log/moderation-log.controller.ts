import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminRoute, ModerationLogController, ModerationLogService } from '@byp/nest-common';
import { CatalogStatsDto, CatalogStatsService } from './catalog-stats';

/**
 * The admin dashboard's catalog figures and activity (businesses, reviews, offers); registered
 * before BusinessController's /:id.
 */
@ApiTags('moderation')
@Controller('api/businesses')
export class CatalogActivityController extends ModerationLogController {
  constructor(
    log: ModerationLogService,
    private readonly figures: CatalogStatsService,
  ) {
    super(log);
  }

  @Get('stats')
  @AdminRoute()
  @ApiOperation({ summary: 'Admin: business totals (verified, premium, pending) and pending reviews' })
  @ApiOkResponse({ type: CatalogStatsDto })
  stats(): Promise<CatalogStatsDto> {
    return this.figures.stats();
  }
}
