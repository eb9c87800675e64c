import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { numericColumn } from '@byp/nest-common';

/** A business's offer (spec section 3). Exactly one of discountPercentage / discountAmount (pounds) is set. */
@Entity({ name: 'offer' })
export class OfferEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid')
  businessId!: string;

  /** English title and description (null where only Ukrainian was given; issue 23). */
  @Column('text', { nullable: true })
  title!: string | null;

  @Column('text', { nullable: true })
  titleUk!: string | null;

  @Column('text', { nullable: true })
  description!: string | null;

  @Column('text', { nullable: true })
  descriptionUk!: string | null;

  @Column('integer', { nullable: true })
  discountPercentage!: number | null;

  @Column('numeric', { precision: 10, scale: 2, nullable: true, transformer: numericColumn })
  discountAmount!: number | null;

  @Column('timestamptz')
  validFrom!: Date;

  @Column('timestamptz')
  validUntil!: Date;

  @Column('smallint', { default: 1 })
  isActive!: number;

  @Column('integer', { nullable: true })
  maxRedemptions!: number | null;

  @Column('integer', { default: 0 })
  currentRedemptions!: number;

  /** The secret that lets a business check and mark this offer's claim codes (issue 28). Admin-only. */
  @Column('text', { select: true })
  verificationKey!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
