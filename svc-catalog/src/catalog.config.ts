import { ServiceConfig } from '@byp/nest-common';

/** svc-catalog reads only the shared variables (PORT, DATABASE_URL, JWT_PUBLIC_KEY, LOG_LEVEL, SEED_SAMPLE_DATA). */
export class CatalogConfig extends ServiceConfig {}
