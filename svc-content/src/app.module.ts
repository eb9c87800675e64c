import { Module, type DynamicModule } from '@nestjs/common';
import { loadConfig, ModerationLogEntity, PHOTO_ENTITIES, ServiceCommonModule } from '@byp/nest-common';
import { CommunityEntity } from './communities/community.entity';
import { CommunityModule } from './communities/community.module';
import { ContentConfig } from './content.config';
import { migrations } from './migrations';
import { ContentModerationLogModule } from './moderation-log/moderation-log.module';
import { PostEntity } from './posts/post.entity';
import { PostModule } from './posts/post.module';
import { ItemPagesModule } from './item-pages/item-pages.module';
import { CommunitySampleDataModule } from './sample-data/community-sample-data.module';
import { PostSampleDataModule } from './sample-data/post-sample-data.module';
import { ROUTES } from './routes';

export const SERVICE = {
  name: 'content',
  routes: ROUTES,
  title: 'svc-content',
  description: 'Communities and posts (news and events) with moderation',
  // Photo uploads (issue 26): the body is the file, read and capped by the photo controller.
  fileBodyRoutes: ['/api/communities/photos'],
};

export const ENTITIES = [ModerationLogEntity, CommunityEntity, PostEntity, ...PHOTO_ENTITIES];

@Module({})
export class AppModule {
  static register(env: NodeJS.ProcessEnv = process.env): DynamicModule {
    const config = loadConfig(ContentConfig, env);
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
        // Before the communities module: its static /activity route must precede any /:id.
        ContentModerationLogModule,
        // Issue 25: its /by-slug/… and /sitemap.xml must precede the posts' and communities' /:id routes.
        ItemPagesModule,
        CommunityModule,
        CommunitySampleDataModule,
        PostModule,
        PostSampleDataModule,
      ],
    };
  }
}
