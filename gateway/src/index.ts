export * from './files';
export * from './host';
export * from './render';
export * from './route-lists';
export * from './settings';
