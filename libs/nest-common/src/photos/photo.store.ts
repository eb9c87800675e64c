import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  PHOTO_ERRORS,
  PHOTO_LIMITS,
  PHOTO_ROUTE_PREFIX,
  parsePhotoFileName,
  parsePhotoUrl,
  photoFileName,
  type PhotoOwnerKind,
  type UploadedPhoto,
} from '@byp/contracts';
import { ApiException } from '../api-exception.filter';
import { PhotoFileEntity, PhotoEntity } from './photo.entity';
import { PhotoRefused, processPhoto } from './photo-pipeline';

/** Which rows own this service's photos: the kind (route prefix) and the owner table, which has `isApproved`. */
export interface PhotoOwner {
  kind: PhotoOwnerKind;
  table: string;
}
export const PHOTO_OWNER = Symbol('PHOTO_OWNER');

/** Uploads not used by a saved form within this time are deleted (on the next upload). */
const UNUSED_UPLOAD_HOURS = 24;

/** A refused upload or photo list in the error shape: the message, and a detail with the code to translate. */
export function photoError(refusal: PhotoRefused): ApiException {
  const { message, code } = refusal.reason;
  return new ApiException(refusal.status, message, [{ path: 'photos', message, code }]);
}

export interface ServedPhoto {
  bytes: Buffer;
  format: 'webp' | 'jpg';
  /** False for a photo only an admin may see (its owner is pending, or it is not saved yet). */
  public: boolean;
}

/**
 * The photos of one service (its own `photo` and `photo_file` tables). Upload re-encodes and
 * stores a photo for a draft; saving the owner (a submission, an admin edit) claims the photos its
 * image URLs name and deletes the ones it no longer names; a file is served to everyone only
 * while its owner is approved, to an admin always.
 */
@Injectable()
export class PhotoStore {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(PHOTO_OWNER) private readonly owner: PhotoOwner,
  ) {}

  private async draftIsFull(manager: EntityManager, draft: string): Promise<boolean> {
    const count = await manager.getRepository(PhotoEntity).countBy({ draft });
    return count >= PHOTO_LIMITS.perOwner;
  }

  async upload(draft: string, bytes: Buffer): Promise<UploadedPhoto> {
    const full = new PhotoRefused(PHOTO_ERRORS.tooMany, 409);
    // Refused before the costly encoding; checked again under the draft's lock before storing.
    if (await this.draftIsFull(this.db.manager, draft)) throw photoError(full);
    let photo;
    try {
      photo = await processPhoto(bytes);
    } catch (error) {
      if (error instanceof PhotoRefused) throw photoError(error);
      throw error;
    }
    await this.db.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`photo-draft:${draft}`]);
      if (await this.draftIsFull(manager, draft)) throw photoError(full);
      const id = randomUUID();
      await manager.getRepository(PhotoEntity).insert({
        id,
        hash: photo.hash,
        draft,
        ownerId: null,
        width: photo.width,
        height: photo.height,
      });
      await manager
        .getRepository(PhotoFileEntity)
        .insert(photo.files.map((file) => ({ photoId: id, ...file })));
      await manager
        .createQueryBuilder()
        .delete()
        .from(PhotoEntity)
        .where(`"ownerId" IS NULL AND "createdAt" < now() - make_interval(hours => :hours)`, {
          hours: UNUSED_UPLOAD_HOURS,
        })
        .execute();
    });
    const wide = photo.files.find((f) => f.variant === 'wide')!;
    return {
      url: `${PHOTO_ROUTE_PREFIX[this.owner.kind]}/${photoFileName(photo.hash, 'wide', 'jpg')}`,
      width: wide.width,
      height: wide.height,
    };
  }

  /**
   * Makes the owner's photos exactly the uploaded ones its image URLs name (pasted URLs are left
   * alone): claims unclaimed uploads, keeps its own, deletes the ones no longer named (an admin
   * removing a photo). In the caller's transaction, so a refused save claims nothing.
   * More than PHOTO_LIMITS.perOwner, or an uploaded URL we have no photo for, is a 400.
   */
  async syncOwner(manager: EntityManager, ownerId: string, urls: readonly string[]): Promise<void> {
    const hashes = [
      ...new Set(
        urls
          .map((url) => parsePhotoUrl(url))
          .filter((p) => p !== null && p.kind === this.owner.kind)
          .map((p) => p!.hash),
      ),
    ];
    if (hashes.length > PHOTO_LIMITS.perOwner) throw photoError(new PhotoRefused(PHOTO_ERRORS.tooMany));
    const photos = manager.getRepository(PhotoEntity);
    const owned = new Set((await photos.findBy({ ownerId })).map((p) => p.hash));
    for (const hash of hashes) {
      if (owned.has(hash)) continue;
      const [claimable]: Array<{ id: string }> = await manager.query(
        `SELECT "id" FROM ${this.table('photo')}
          WHERE "hash" = $1 AND "ownerId" IS NULL
          ORDER BY "createdAt" DESC LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [hash],
      );
      if (claimable) await photos.update({ id: claimable.id }, { ownerId });
      // Already another row's photo (an admin reusing one): shown while that row's photo exists.
      else if (!(await photos.existsBy({ hash }))) throw photoError(new PhotoRefused(PHOTO_ERRORS.unknown));
    }
    await manager
      .createQueryBuilder()
      .delete()
      .from(PhotoEntity)
      .where('"ownerId" = :ownerId', { ownerId })
      .andWhere(hashes.length > 0 ? 'NOT ("hash" = ANY(:hashes))' : 'TRUE', { hashes })
      .execute();
  }

  /**
   * The file a public URL names: for visitors only while the owner is approved; admins see all;
   * the form that uploaded it (its `draft` id) sees its own uploads, to preview them.
   */
  async file(fileName: string, admin: boolean, draft: string | null = null): Promise<ServedPhoto | null> {
    const wanted = parsePhotoFileName(fileName);
    if (!wanted) return null;
    const rows: Array<{ bytes: Buffer; approved: boolean }> = await this.db.query(
      `SELECT f."bytes", COALESCE(o."isApproved" = 1, false) AS "approved"
         FROM ${this.table('photo_file')} f
         JOIN ${this.table('photo')} p ON p."id" = f."photoId"
         LEFT JOIN ${this.table(this.owner.table)} o ON o."id" = p."ownerId"
        WHERE p."hash" = $1 AND f."variant" = $2 AND f."format" = $3
          AND (o."isApproved" = 1 OR $4 OR p."draft" = $5::uuid)
        ORDER BY "approved" DESC
        LIMIT 1`,
      [wanted.hash, wanted.variant, wanted.format, admin, draft],
    );
    const row = rows[0];
    if (!row) return null;
    return { bytes: row.bytes, format: wanted.format, public: row.approved };
  }

  private table(name: string): string {
    const schema = (this.db.options as { schema?: string }).schema;
    return `"${schema}"."${name}"`;
  }
}

export const PHOTO_NOT_FOUND = 'Photo not found';
