export * from './uploadPhoto';
export * from './PhotoUploader';
export * from './moveItem';
export * from './FormPhotos';
export * from './PendingPhotos';
export * from './usePhotoPreviews';
