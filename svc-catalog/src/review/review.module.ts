import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BusinessEntity } from '../business/business.entity';
import { ReviewController } from './review.controller';
import { ReviewEntity } from './review.entity';
import { ReviewService } from './review.service';

@Module({
  imports: [TypeOrmModule.forFeature([ReviewEntity, BusinessEntity])],
  controllers: [ReviewController],
  providers: [ReviewService],
})
export class ReviewModule {}
