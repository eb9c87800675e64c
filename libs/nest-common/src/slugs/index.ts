export * from './slug-sql';
export * from './slug-reader';
