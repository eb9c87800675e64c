import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CommunityCalendarController } from '../community-events/community-calendar.controller';
import { CommunityEntity } from '../communities/community.entity';
import { ImageFactsCache } from './image-facts';
import { PostController } from './post.controller';
import { PostEntity } from './post.entity';
import { PostService } from './post.service';

@Module({
  imports: [TypeOrmModule.forFeature([PostEntity, CommunityEntity])],
  controllers: [PostController, CommunityCalendarController],
  providers: [PostService, ImageFactsCache],
  exports: [PostService],
})
export class PostModule {}
