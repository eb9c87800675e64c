import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ModerationLogEntity } from './moderation-log.entity';
import { ModerationLogService } from './moderation-log.service';

/**
 * The moderation log of a service that moderates. Global: every module of the service records
 * through ModerationLogService without importing it. The service also lists ModerationLogEntity
 * and CreateModerationLog1765100000000 among its own entities and migrations (its schema's table),
 * and registers its own activity controller (the route differs per service).
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([ModerationLogEntity])],
  providers: [ModerationLogService],
  exports: [ModerationLogService],
})
export class ModerationLogModule {}
