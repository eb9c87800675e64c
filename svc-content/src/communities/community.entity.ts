import {
  BeforeInsert,
  BeforeUpdate,
  Column,
  CreateDateColumn,
  Entity,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';
import { searchNamesKey, searchTextKey } from '@byp/nest-common';

/**
 * A Ukrainian community group (spec section 3). isApproved is a 0/1 smallint, as the API returns
 * it. Name and description are stored in English and Ukrainian, null where not given; each has
 * at least one (issue 23).
 */
@Entity({ name: 'community' })
export class CommunityEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text', { nullable: true })
  nameEn!: string | null;

  @Column('text', { nullable: true })
  nameUk!: string | null;

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

  @Column('text', { array: true, default: () => "'{}'" })
  links!: string[];

  @Column('double precision', { nullable: true })
  latitude!: number | null;

  @Column('double precision', { nullable: true })
  longitude!: number | null;

  /** 0 = pending moderation (hidden from visitors), 1 = public and shown as Verified. */
  @Column('smallint', { default: 0 })
  isApproved!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;

  /** Search keys (issue 23, see content-search.ts): the names, and names, descriptions and contact email. */
  @Column('text', { default: '' })
  searchNames!: string;

  @Column('text', { default: '' })
  searchText!: string;

  /** Keeps the search keys in step with the texts on every save. */
  @BeforeInsert()
  @BeforeUpdate()
  refreshSearchKeys(): void {
    this.searchNames = searchNamesKey(this.nameEn, this.nameUk);
    this.searchText = searchTextKey(
      this.nameEn,
      this.nameUk,
      this.descriptionEn,
      this.descriptionUk,
      this.contactEmail,
    );
  }
}
