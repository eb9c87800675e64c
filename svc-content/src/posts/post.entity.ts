import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { OccurrenceChange, OrganizerType, PostType } from '@byp/contracts';
import { SearchKeyedEntity } from '../search/search-keyed.entity';

/**
 * A news item or an event (spec section 3). isApproved is a 0/1 smallint, as the API returns it.
 * Title and body are stored in English and Ukrainian, null where not given; the title has at
 * least one (issue 23).
 */
@Entity({ name: 'post' })
export class PostEntity extends SearchKeyedEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text')
  type!: PostType;

  @Column('text', { nullable: true })
  titleEn!: string | null;

  @Column('text', { nullable: true })
  titleUk!: string | null;

  /** The address, /news-events/{slug} (issue 25): made and kept by the database's trigger, never written by the app. */
  // `default` only so that TypeORM reads the trigger's value back after an insert (RETURNING);
  // the database has no default, and the app never writes the column.
  @Column({ type: 'text', insert: false, update: false, default: () => 'NULL' })
  slug!: string;

  @Column('text', { nullable: true })
  bodyEn!: string | null;

  @Column('text', { nullable: true })
  bodyUk!: string | null;

  @Column('text', { nullable: true })
  image!: string | null;

  @Column('timestamptz', { nullable: true })
  startAt!: Date | null;

  @Column('timestamptz', { nullable: true })
  endAt!: Date | null;

  @Column('text', { nullable: true })
  locationName!: string | null;

  @Column('text', { nullable: true })
  address!: string | null;

  @Column('double precision', { nullable: true })
  latitude!: number | null;

  @Column('double precision', { nullable: true })
  longitude!: number | null;

  @Column('text', { nullable: true })
  externalUrl!: string | null;

  @Column('text', { default: 'public' })
  organizerType!: OrganizerType;

  @Column('uuid', { nullable: true })
  organizerId!: string | null;

  @Column('text', { nullable: true })
  contactEmail!: string | null;

  @Column('boolean', { default: false })
  isOnline!: boolean;

  /** An RFC 5545 RRULE value (issue 27); DTSTART is startAt in Europe/London. Null: a single event. */
  @Column('text', { nullable: true })
  recurrenceRule!: string | null;

  /** The series' cancelled and moved dates (EXDATE / RECURRENCE-ID in the feeds). */
  @Column('jsonb', { default: () => "'[]'" })
  recurrenceExceptions!: OccurrenceChange[];

  /** 0 = pending moderation (hidden from visitors), 1 = public. */
  @Column('smallint', { default: 0 })
  isApproved!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;

  /** Search finds a post by its titles in both languages, and by its texts. */
  protected searchSources() {
    return { names: [this.titleEn, this.titleUk], texts: [this.bodyEn, this.bodyUk] };
  }
}
