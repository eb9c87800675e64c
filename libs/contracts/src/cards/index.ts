export * from './markup';
export * from './icons';
export * from './contact-links';
export * from './served-list';
export * from './business-card';
