import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CommunityController } from './community.controller';
import { CommunityEntity } from './community.entity';
import { CommunityService } from './community.service';
import { CommunityPhotoModule } from '../photos/community-photo.module';

@Module({
  imports: [TypeOrmModule.forFeature([CommunityEntity]), CommunityPhotoModule],
  controllers: [CommunityController],
  providers: [CommunityService],
  exports: [CommunityService],
})
export class CommunityModule {}
