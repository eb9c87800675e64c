import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ModerationLogController } from './moderation-log.controller';
import { ModerationLogEntity } from './moderation-log.entity';
import { ModerationLogInterceptor } from './record-moderation';
import { ModerationLogService } from './moderation-log.service';

/** Global: the business, review and offer controllers record through @RecordModeration() without importing it. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([ModerationLogEntity])],
  controllers: [ModerationLogController],
  providers: [ModerationLogService, ModerationLogInterceptor],
  exports: [ModerationLogService, ModerationLogInterceptor],
})
export class ModerationLogModule {}
