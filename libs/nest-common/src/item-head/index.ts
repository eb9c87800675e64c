export * from './item-head';
export * from './sitemap';
