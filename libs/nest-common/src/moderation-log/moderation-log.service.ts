import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import type { ModeratedEntity, ModerationAction } from '@byp/contracts';
import { ModerationLogEntity } from './moderation-log.entity';
import {
  MODERATION_LOG_DEFAULT_LIMIT,
  toModerationLogEntry,
  type ModerationLogEntryDto,
} from './moderation-log.dto';

export interface ModerationLogRecord {
  /** The admin's username (AdminActor() / adminActorOf()). */
  actor: string;
  action: ModerationAction;
  entityType: ModeratedEntity;
  entityId: string;
  /** The item's name or title now, because the item may later be deleted. */
  entityName: string;
  /** 'imported' lines only: how many items the import created (the line names the first). */
  count?: number;
}

/**
 * The service's moderation log (its own schema's moderation_log). ModerationLogModule is global,
 * so any module of the service may inject it. Pass the transaction's EntityManager to record() so
 * the line and the change commit together.
 */
@Injectable()
export class ModerationLogService {
  constructor(@InjectRepository(ModerationLogEntity) private readonly log: Repository<ModerationLogEntity>) {}

  /** Appends one line; inside `manager`'s transaction when given. */
  async record(entry: ModerationLogRecord, manager?: EntityManager): Promise<void> {
    const repository = manager ? manager.getRepository(ModerationLogEntity) : this.log;
    await repository.insert({ id: randomUUID(), ...entry, count: entry.count ?? null });
  }

  /** Newest first. */
  async latest(limit: number = MODERATION_LOG_DEFAULT_LIMIT): Promise<ModerationLogEntryDto[]> {
    const rows = await this.log.find({ order: { at: 'DESC', id: 'ASC' }, take: limit });
    return rows.map(toModerationLogEntry);
  }
}
