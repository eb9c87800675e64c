export * from './files';
export * from './host';
export * from './render';
export * from './route-lists';
export * from './settings';
export { serviceRouteListFiles, SERVICE_PACKAGES } from './published-routes';
