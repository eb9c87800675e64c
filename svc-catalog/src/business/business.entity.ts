import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { BusinessCategory } from '@byp/contracts';
import { numericColumn } from '@byp/nest-common';

/** A business listing (spec section 3). Flags are 0/1 smallints, as the API returns them. */
@Entity({ name: 'business' })
export class BusinessEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text')
  name!: string;

  @Column('text')
  description!: string;

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
}
