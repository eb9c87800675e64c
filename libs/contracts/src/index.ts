export * from './categories';
export * from './errors';
export * from './messages';
export * from './business';
export * from './catalog';
export * from './routes';
export * from './moderation';
