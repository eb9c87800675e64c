import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ModeratedEntity, ModerationAction } from '@byp/contracts';

/** One admin action on a community or post (issue 12's activity feed). Never updated, only appended. */
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
}
