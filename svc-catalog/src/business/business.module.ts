import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BusinessController } from './business.controller';
import { BusinessEntity } from './business.entity';
import { BusinessCsvService } from './business-csv.service';
import { BusinessService } from './business.service';
import { BusinessPhotoModule } from '../photo/business-photo.module';

@Module({
  imports: [TypeOrmModule.forFeature([BusinessEntity]), BusinessPhotoModule],
  controllers: [BusinessController],
  providers: [BusinessService, BusinessCsvService],
  exports: [BusinessService],
})
export class BusinessModule {}
