export * from './markup';
export * from './icons';
export * from './contact-links';
export * from './served-list';
export * from './business-card';
export * from './link-label';
export * from './community-card';
export * from './post-card';
