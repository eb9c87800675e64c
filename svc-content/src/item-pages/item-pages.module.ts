import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CommunityEntity } from '../communities/community.entity';
import { PostEntity } from '../posts/post.entity';
import { ContentSlugService } from './content-slug.service';
import { ItemPagesController } from './item-pages.controller';

/** Issue 25: addresses, page heads and sitemap parts of communities and posts. */
@Module({
  imports: [TypeOrmModule.forFeature([CommunityEntity, PostEntity])],
  controllers: [ItemPagesController],
  providers: [ContentSlugService],
})
export class ItemPagesModule {}
