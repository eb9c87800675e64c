import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ModeratedEntity, ModerationAction } from '@byp/contracts';

/** One admin action on a business, review or offer (the dashboard's activity). Only ever appended. */
@Entity({ name: 'moderation_log' })
export class ModerationLogEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('timestamptz', { default: () => 'now()' })
  at!: Date;

  @Column('text')
  actor!: string;

  @Column('text')
  action!: ModerationAction;

  @Column('text')
  entityType!: ModeratedEntity;

  /** Not a foreign key: the line outlives a deleted item. */
  @Column('uuid')
  entityId!: string;

  @Column('text')
  entityName!: string;

  /** Imports: how many businesses one CSV import created (one line per import, not per row). */
  @Column('integer', { nullable: true })
  count!: number | null;
}
