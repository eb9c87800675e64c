import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BusinessEntity } from '../business/business.entity';
import { OfferClaimController } from './claims/offer-claim.controller';
import { OfferClaimEntity } from './claims/offer-claim.entity';
import { OfferClaimService } from './claims/offer-claim.service';
import { OfferController } from './offer.controller';
import { OfferEntity } from './offer.entity';
import { OfferService } from './offer.service';

@Module({
  imports: [TypeOrmModule.forFeature([OfferEntity, OfferClaimEntity, BusinessEntity])],
  controllers: [OfferController, OfferClaimController],
  providers: [OfferService, OfferClaimService],
})
export class OfferModule {}
