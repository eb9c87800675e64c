export * from './test-database';
export * from './keys';
export * from './service-app';
export * from './auth-server';
export * from './route-table';
export * from './until';
export * from './photos';
export * from './crawler-view';
