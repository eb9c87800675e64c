import {
  Get,
  Header,
  HttpCode,
  Injectable,
  NotFoundException,
  Param,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiProperty,
} from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import type { Request, Response } from 'express';
import { PHOTO_LIMITS, type UploadedPhoto } from '@byp/contracts';
import { AdminGuard } from '../admin.guard';
import { RateLimit } from '../rate-limit/rate-limit';
import { PhotoRefused } from './photo-pipeline';
import { PHOTO_NOT_FOUND, photoError, PhotoStore } from './photo.store';
import { readCappedBody } from './upload-body';

/** A served photo never changes (its URL is its content's hash): kept a year, never revalidated. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export class PhotoUploadQuery {
  @ApiProperty({ description: 'The form uploading (a UUID the browser picks): at most 8 photos each' })
  @IsUUID('all', { message: 'draft must be a UUID' })
  draft!: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const MEDIA_TYPES = { webp: 'image/webp', jpg: 'image/jpeg' } as const;

/**
 * `POST <prefix>?draft=` (the photo's bytes as the body, any image type; the bytes decide) and
 * `GET <prefix>/:file`. Each service extends it with @Controller(prefix) from the route table
 * (api/businesses/photos, api/communities/photos) and its module provides PhotoStore for its
 * owner table (PhotoModule.forOwner).
 */
@Injectable()
export abstract class PhotoController {
  constructor(
    protected readonly photos: PhotoStore,
    private readonly admins: AdminGuard,
  ) {}

  @Post()
  @RateLimit('public-write')
  @HttpCode(201)
  @ApiOperation({ summary: 'Upload one photo (JPEG, PNG, WebP or HEIC, at most 10 MB) for a form' })
  @ApiConsumes('image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/octet-stream')
  @ApiCreatedResponse({ description: '{ url, width, height }: the url goes in heroImage or galleryImages' })
  @ApiBadRequestResponse({ description: 'Not a photo, too many pixels, a polyglot file' })
  @ApiPayloadTooLargeResponse({ description: 'Over 10 MB' })
  async upload(@Query() query: PhotoUploadQuery, @Req() req: Request): Promise<UploadedPhoto> {
    let bytes: Buffer;
    try {
      bytes = await readCappedBody(req, PHOTO_LIMITS.maxBytes);
    } catch (error) {
      if (error instanceof PhotoRefused) throw photoError(error);
      throw error;
    }
    return this.photos.upload(query.draft, bytes);
  }

  @Get(':file')
  @Header('Cache-Control', IMMUTABLE_CACHE)
  @ApiOperation({
    summary: 'A photo file (<hash>.jpg, <hash>.webp, <hash>-card.jpg, <hash>-card.webp)',
    description:
      'Public once its owner is approved; before that to an admin, and (`?draft=`) to the form that uploaded it',
  })
  @ApiProduces('image/webp', 'image/jpeg')
  async file(@Param('file') file: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    // A pending row's photos are an admin's to see (moderation), with no cache keeping them.
    const admin = req.headers.authorization ? (await this.admins.adminOf(req)) !== null : false;
    // The form that uploaded a photo previews it by its draft id (a phone's HEIC is a file the
    // browser cannot show itself); the draft id is the uploading browser's own random UUID.
    const draft = typeof req.query.draft === 'string' && UUID.test(req.query.draft) ? req.query.draft : null;
    const photo = await this.photos.file(file, admin, draft);
    if (!photo) throw new NotFoundException(PHOTO_NOT_FOUND);
    res.setHeader('Content-Type', MEDIA_TYPES[photo.format]);
    res.setHeader('Cache-Control', photo.public ? IMMUTABLE_CACHE : 'private, no-store');
    res.setHeader('Content-Length', String(photo.bytes.length));
    res.end(photo.bytes);
  }
}
