export * from './slug-sql';
