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

/** The log line of one admin write: a record without its actor (moderated() adds it). */
export type ModerationLine = Omit<ModerationLogRecord, 'actor'>;

/** What a moderated write gives back: its result and its log line, or none when it changed nothing. */
export interface ModeratedResult<T> {
  result: T;
  line: ModerationLine | null;
}

/**
 * The service's moderation log (its own schema's moderation_log). ModerationLogModule is global,
 * so any module of the service may inject it. Every admin write goes through moderated(): the
 * change and its line commit together or not at all.
 */
@Injectable()
export class ModerationLogService {
  constructor(@InjectRepository(ModerationLogEntity) private readonly log: Repository<ModerationLogEntity>) {}

  /**
   * Runs an admin's write and appends its log line in one transaction. `write` makes every change
   * through the transaction's EntityManager it is given and returns its result with the line to
   * log (null when it changed nothing). When the write or the line fails, the transaction rolls
   * back: a failed write logs nothing, and a logged write is never missing.
   */
  moderated<T>(actor: string, write: (tx: EntityManager) => Promise<ModeratedResult<T>>): Promise<T> {
    return this.log.manager.transaction(async (tx) => {
      const { result, line } = await write(tx);
      if (line) await this.append(tx, { actor, ...line });
      return result;
    });
  }

  /** Newest first. */
  async latest(limit: number = MODERATION_LOG_DEFAULT_LIMIT): Promise<ModerationLogEntryDto[]> {
    const rows = await this.log.find({ order: { at: 'DESC', id: 'ASC' }, take: limit });
    return rows.map(toModerationLogEntry);
  }

  private async append(tx: EntityManager, entry: ModerationLogRecord): Promise<void> {
    await tx
      .getRepository(ModerationLogEntity)
      .insert({ id: randomUUID(), ...entry, count: entry.count ?? null });
  }
}
