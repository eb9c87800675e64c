import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PhotoController, PhotoModule } from '@byp/nest-common';

/** POST /api/communities/photos and GET /api/communities/photos/:file (nest-common's photo routes). */
@ApiTags('photos')
@Controller('api/communities/photos')
export class CommunityPhotoController extends PhotoController {}

/** Communities own this service's photos: a photo shows while its community is approved. */
export const CommunityPhotoModule = PhotoModule.forOwner(
  { kind: 'community', table: 'community' },
  CommunityPhotoController,
);
