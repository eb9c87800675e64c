import { Module } from '@nestjs/common';
import { ModerationLogModule } from '@byp/nest-common';
import { CatalogStatsService } from './catalog-stats';
import { CatalogActivityController } from './moderation-log.controller';

/**
 * svc-catalog's use of @byp/nest-common's moderation log: its activity and stats routes. The shared
 * module is global: the business, CSV, review and offer services write each admin action and its
 * line in one transaction (ModerationLogService.moderated) without importing it.
 */
@Module({
  imports: [ModerationLogModule],
  controllers: [CatalogActivityController],
  providers: [CatalogStatsService],
})
export class CatalogModerationLogModule {}
