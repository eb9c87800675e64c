import {
  BeforeInsert,
  BeforeUpdate,
  Column,
  CreateDateColumn,
  Entity,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { BusinessCategory } from '@byp/contracts';
import { numericColumn, searchNamesKey, searchTextKey } from '@byp/nest-common';

/**
 * A business listing (spec section 3). Flags are 0/1 smallints, as the API returns them.
 * Name and description are bilingual (issue 23): `name`/`description` hold English, `nameUk`/
 * `descriptionUk` Ukrainian; at least one of each pair is set (null where a language is missing).
 */
@Entity({ name: 'business' })
export class BusinessEntity {
  @PrimaryColumn('uuid')
  id!: string;

  /** English name (the spec's field); null when only the Ukrainian one was given. */
  @Column('text', { nullable: true })
  name!: string | null;

  @Column('text', { nullable: true })
  nameUk!: string | null;

  /**
   * The business's address, /business/{slug} (issue 25): made and kept by the database's trigger
   * (migration BusinessSlugs), never written by the app.
   */
  // `default` only so that TypeORM reads the trigger's value back after an insert (RETURNING);
  // the database has no default, and the app never writes the column.
  @Column({ type: 'text', insert: false, update: false, default: () => 'NULL' })
  slug!: string;

  /** English description; null when only the Ukrainian one was given. */
  @Column('text', { nullable: true })
  description!: string | null;

  @Column('text', { nullable: true })
  descriptionUk!: string | null;

  /** Search keys of both names and of names + descriptions (nest-common search); never returned. */
  @Column('text', { select: false })
  searchNames!: string;

  @Column('text', { select: false })
  searchText!: string;

  @Column('text')
  category!: BusinessCategory;

  @Column('text')
  address!: string;

  @Column('text', { nullable: true })
  area!: string | null;

  @Column('text', { nullable: true })
  website!: string | null;

  @Column('text', { nullable: true })
  phone!: string | null;

  @Column('text', { nullable: true })
  email!: string | null;

  @Column('text', { nullable: true })
  instagram!: string | null;

  @Column('text', { nullable: true })
  tiktok!: string | null;

  @Column('text')
  heroImage!: string;

  @Column('text', { array: true, default: () => "'{}'" })
  galleryImages!: string[];

  @Column('double precision', { nullable: true })
  latitude!: number | null;

  @Column('double precision', { nullable: true })
  longitude!: number | null;

  /** OpenStreetMap opening_hours value (issue 26), checked by its parser on every write; null = unknown. */
  @Column('text', { nullable: true })
  openingHours!: string | null;

  /** Mean of approved review ratings, one decimal; kept in step with reviews by ReviewService. */
  @Column('numeric', { precision: 2, scale: 1, default: 0, transformer: numericColumn })
  averageRating!: number;

  @Column('integer', { default: 0 })
  totalReviews!: number;

  @Column('smallint', { default: 0 })
  isVerified!: number;

  @Column('smallint', { default: 0 })
  isPremium!: number;

  /** 0 = pending moderation (hidden from visitors), 1 = public. */
  @Column('smallint', { default: 0 })
  isApproved!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;

  /** Keeps the search keys in step with the texts on every save (inserts and updates). */
  @BeforeInsert()
  @BeforeUpdate()
  refreshSearchKeys(): void {
    this.searchNames = businessSearchNames(this);
    this.searchText = businessSearchText(this);
  }
}

type BusinessTexts = Pick<BusinessEntity, 'name' | 'nameUk' | 'description' | 'descriptionUk'>;
export const businessSearchNames = (b: BusinessTexts): string => searchNamesKey(b.name, b.nameUk);
export const businessSearchText = (b: BusinessTexts): string =>
  searchTextKey(b.name, b.nameUk, b.description, b.descriptionUk);
