/** Injection token of the service's validated configuration (a ServiceConfig subclass). */
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
