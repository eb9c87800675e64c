import { Module } from '@nestjs/common';
import { ModerationLogModule } from '@byp/nest-common';
import { ContentActivityController } from './moderation-log.controller';

/**
 * svc-content's use of @byp/nest-common's moderation log: its activity route. The shared module is
 * global: the community and post services record their admin actions through ModerationLogService
 * (ModerationLogService.moderated: the change and its line in one transaction) and their controllers name the admin with @AdminActor().
 */
@Module({
  imports: [ModerationLogModule],
  controllers: [ContentActivityController],
})
export class ContentModerationLogModule {}
