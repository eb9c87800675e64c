export * from './photo.entity';
export * from './photo-tables';
export * from './photo-pipeline';
export * from './photo.store';
export * from './photo.controller';
export * from './photo.module';
export * from './upload-body';
