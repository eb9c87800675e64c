import { Module, type DynamicModule } from '@nestjs/common';
import { loadConfig, ServiceCommonModule } from '@byp/nest-common';
import { BusinessEntity } from './business/business.entity';
import { BusinessModule } from './business/business.module';
import { CatalogConfig } from './catalog.config';
import { migrations } from './migrations';
import { SampleDataModule } from './sample-data/sample-data.module';

export const SERVICE = {
  name: 'catalog',
  title: 'svc-catalog',
  description: 'Businesses, offers and reviews of the Blue & Yellow Pages directory, with moderation',
};

export const ENTITIES = [BusinessEntity];

@Module({})
export class AppModule {
  static register(env: NodeJS.ProcessEnv = process.env): DynamicModule {
    const config = loadConfig(CatalogConfig, env);
    return {
      module: AppModule,
      imports: [
        ServiceCommonModule.forRoot({ name: SERVICE.name, config, entities: ENTITIES, migrations }),
        BusinessModule,
        SampleDataModule,
      ],
    };
  }
}
