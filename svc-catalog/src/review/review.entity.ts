import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A visitor's review (spec section 3); pending (isApproved 0) until an admin approves it. */
@Entity({ name: 'review' })
export class ReviewEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid')
  businessId!: string;

  @Column('text')
  userName!: string;

  @Column('smallint', { default: 5 })
  rating!: number;

  @Column('text')
  comment!: string;

  @Column('smallint', { default: 0 })
  isApproved!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
