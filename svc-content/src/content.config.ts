import { ServiceConfig } from '@byp/nest-common';

export class ContentConfig extends ServiceConfig {}
