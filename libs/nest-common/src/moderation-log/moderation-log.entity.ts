import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ModeratedEntity, ModerationAction } from '@byp/contracts';

/**
 * One admin action (the dashboard's recent activity). Each service that moderates keeps this
 * table in its own schema and only ever appends to it: svc-catalog for businesses, reviews and
 * offers, svc-content for communities and posts.
 */
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

  /** 'imported' lines: how many items one import created (one line per import, not per row). */
  @Column('integer', { nullable: true })
  count!: number | null;
}
