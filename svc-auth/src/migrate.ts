// `node dist/migrate.js`: this service's migrations as a step of their own (Kubernetes init
// container), so replicas can start with RUN_MIGRATIONS=false. Safe to run from several pods at once.
import 'reflect-metadata';
import { runMigrationsMain } from '@byp/nest-common';
import { migrations } from './migrations';

runMigrationsMain('auth', migrations);
