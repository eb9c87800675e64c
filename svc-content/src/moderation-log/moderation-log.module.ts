import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ModerationLogController } from './moderation-log.controller';
import { ModerationLogEntity } from './moderation-log.entity';
import { ModerationLogService } from './moderation-log.service';

/** Global: communities and posts both record into it without importing it. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([ModerationLogEntity])],
  controllers: [ModerationLogController],
  providers: [ModerationLogService],
  exports: [ModerationLogService],
})
export class ModerationLogModule {}
