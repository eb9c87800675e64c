import { Module, type DynamicModule } from '@nestjs/common';
import { loadConfig, ModerationLogEntity, PHOTO_ENTITIES, ServiceCommonModule } from '@byp/nest-common';
import { BusinessEntity } from './business/business.entity';
import { BusinessModule } from './business/business.module';
import { CatalogConfig } from './catalog.config';
import { migrations } from './migrations';
import { CatalogModerationLogModule } from './moderation-log/moderation-log.module';
import { OfferClaimEntity } from './offer/claims/offer-claim.entity';
import { OfferEntity } from './offer/offer.entity';
import { OfferModule } from './offer/offer.module';
import { ReviewEntity } from './review/review.entity';
import { ReviewModule } from './review/review.module';
import { SampleDataModule } from './sample-data/sample-data.module';
import { ROUTES } from './routes';

export const SERVICE = {
  name: 'catalog',
  routes: ROUTES,
  title: 'svc-catalog',
  description: 'Businesses, offers and reviews of the Blue & Yellow Pages directory, with moderation',
  // A CSV import of 10,000 rows (issue 12) is one request of a few MB; every other route keeps 2 MB.
  largeBodyRoutes: ['/api/businesses/bulk'],
  // Photo uploads (issue 26): the body is the file, read and capped by the photo controller.
  fileBodyRoutes: ['/api/businesses/photos'],
};

export const ENTITIES = [
  BusinessEntity,
  OfferEntity,
  OfferClaimEntity,
  ReviewEntity,
  ModerationLogEntity,
  ...PHOTO_ENTITIES,
];

@Module({})
export class AppModule {
  static register(env: NodeJS.ProcessEnv = process.env): DynamicModule {
    const config = loadConfig(CatalogConfig, env);
    return {
      module: AppModule,
      imports: [
        ServiceCommonModule.forRoot({
          name: SERVICE.name,
          config,
          entities: ENTITIES,
          migrations,
          gatewayKeepsReads: true,
        }),
        // ReviewModule first: its /api/businesses/reviews/... routes must precede BusinessController's /:id.
        ReviewModule,
        // Its /api/businesses/activity and /stats must precede BusinessController's /:id too.
        CatalogModerationLogModule,
        BusinessModule,
        OfferModule,
        SampleDataModule,
      ],
    };
  }
}
