import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { SearchKeyedEntity } from '../search/search-keyed.entity';

/**
 * A Ukrainian community group (spec section 3). isApproved is a 0/1 smallint, as the API returns
 * it. Name and description are stored in English and Ukrainian, null where not given; each has
 * at least one (issue 23).
 */
@Entity({ name: 'community' })
export class CommunityEntity extends SearchKeyedEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text', { nullable: true })
  nameEn!: string | null;

  @Column('text', { nullable: true })
  nameUk!: string | null;

  /** The address, /communities/{slug} (issue 25): made and kept by the database's trigger, never written by the app. */
  // `default` only so that TypeORM reads the trigger's value back after an insert (RETURNING);
  // the database has no default, and the app never writes the column.
  @Column({ type: 'text', insert: false, update: false, default: () => 'NULL' })
  slug!: string;

  @Column('text', { nullable: true })
  descriptionEn!: string | null;

  @Column('text', { nullable: true })
  descriptionUk!: string | null;

  @Column('text', { nullable: true })
  website!: string | null;

  @Column('text', { nullable: true })
  contactEmail!: string | null;

  /** As submitted: the leading @ is optional and stripped only for display. */
  @Column('text', { nullable: true })
  instagram!: string | null;

  @Column('text', { nullable: true })
  tiktok!: string | null;

  @Column('text')
  heroImage!: string;

  /** Photos after the hero image (issue 26); uploaded ones are rows of `photo` owned by this community. */
  @Column('text', { array: true, default: () => "'{}'" })
  galleryImages!: string[];

  @Column('text', { array: true, default: () => "'{}'" })
  links!: string[];

  @Column('double precision', { nullable: true })
  latitude!: number | null;

  @Column('double precision', { nullable: true })
  longitude!: number | null;

  /** The place in words, as submitted ('Leeds, Chapeltown'). */
  @Column('text', { nullable: true })
  placeName!: string | null;

  /** 0 = pending moderation (hidden from visitors), 1 = public and shown as Verified. */
  @Column('smallint', { default: 0 })
  isApproved!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;

  /** Search finds a community by its names in both languages, its descriptions and its contact email. */
  protected searchSources() {
    return {
      names: [this.nameEn, this.nameUk],
      texts: [this.descriptionEn, this.descriptionUk, this.contactEmail],
    };
  }
}
