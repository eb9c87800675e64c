import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PhotoController, PhotoModule } from '@byp/nest-common';

/** POST /api/businesses/photos and GET /api/businesses/photos/:file (nest-common's photo routes). */
@ApiTags('photos')
@Controller('api/businesses/photos')
export class BusinessPhotoController extends PhotoController {}

/** Businesses own this service's photos: a photo shows while its business is approved. */
export const BusinessPhotoModule = PhotoModule.forOwner(
  { kind: 'business', table: 'business' },
  BusinessPhotoController,
);
