import { Module } from '@nestjs/common';
import { ModerationLogModule } from '@byp/nest-common';
import { CatalogStatsService } from './catalog-stats';
import { CatalogActivityController } from './moderation-log.controller';

/**
 * svc-catalog's use of @byp/nest-common's moderation log: its activity and stats routes. The shared
 * module is global, so @RecordModeration() on the business, review and offer controllers finds
 * ModerationLogService without importing it.
 */
@Module({
  imports: [ModerationLogModule],
  controllers: [CatalogActivityController],
  providers: [CatalogStatsService],
})
export class CatalogModerationLogModule {}
