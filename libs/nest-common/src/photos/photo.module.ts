import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PhotoFileEntity, PhotoEntity } from './photo.entity';
import { PHOTO_OWNER, PhotoStore, type PhotoOwner } from './photo.store';

/**
 * A service's photos: PhotoStore for its owner table, and its PhotoController subclass (the route
 * prefix differs per service). The service also lists PHOTO_ENTITIES and a migration of its own
 * that calls createPhotoTables(db, ownerTable).
 */
@Module({})
export class PhotoModule {
  static forOwner(owner: PhotoOwner, controller: Type): DynamicModule {
    return {
      module: PhotoModule,
      imports: [TypeOrmModule.forFeature([PhotoEntity, PhotoFileEntity])],
      controllers: [controller],
      providers: [{ provide: PHOTO_OWNER, useValue: owner }, PhotoStore],
      exports: [PhotoStore],
    };
  }
}

export const PHOTO_ENTITIES = [PhotoEntity, PhotoFileEntity];
