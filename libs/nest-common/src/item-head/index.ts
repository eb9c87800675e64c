export * from './item-head';
export * from './sitemap';
export * from './item-pages';
