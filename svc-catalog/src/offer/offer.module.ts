import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BusinessEntity } from '../business/business.entity';
import { OfferController } from './offer.controller';
import { OfferEntity } from './offer.entity';
import { OfferService } from './offer.service';

@Module({
  imports: [TypeOrmModule.forFeature([OfferEntity, BusinessEntity])],
  controllers: [OfferController],
  providers: [OfferService],
})
export class OfferModule {}
