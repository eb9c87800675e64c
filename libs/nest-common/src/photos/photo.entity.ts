import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { PhotoFormat, PhotoVariant } from '@byp/contracts';

/**
 * An uploaded photo (issue 26), in the schema of the service that owns what it shows: svc-catalog's
 * for businesses, svc-content's for communities. `ownerId` is null until the submission or edit
 * that uses it is saved (then it belongs to that row and is visible only while the row is approved).
 */
@Entity({ name: 'photo' })
export class PhotoEntity {
  @PrimaryColumn('uuid')
  id!: string;

  /** Content hash of the encoded files; the public URLs are made of it. Not unique: two uploads of one picture. */
  @Column('text')
  hash!: string;

  /** The form that uploaded it (chosen by the browser): at most PHOTO_LIMITS.perOwner per draft. */
  @Column('uuid')
  draft!: string;

  @Column('uuid', { nullable: true })
  ownerId!: string | null;

  @Column('integer')
  width!: number;

  @Column('integer')
  height!: number;

  @Column('timestamptz', { default: () => 'now()' })
  createdAt!: Date;
}

/** One encoded size and format of a photo: the bytes a URL serves. */
@Entity({ name: 'photo_file' })
export class PhotoFileEntity {
  @PrimaryColumn('uuid')
  photoId!: string;

  @PrimaryColumn('text')
  variant!: PhotoVariant;

  @PrimaryColumn('text')
  format!: PhotoFormat;

  @Column('integer')
  width!: number;

  @Column('integer')
  height!: number;

  @Column('bytea')
  bytes!: Buffer;
}
