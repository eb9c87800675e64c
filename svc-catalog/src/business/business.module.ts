import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BusinessController } from './business.controller';
import { BusinessPageController } from '../business-page/business-page.controller';
import { BusinessSlugService } from '../business-page/business-slug.service';
import { BusinessEntity } from './business.entity';
import { BusinessCsvService } from './business-csv.service';
import { BusinessService } from './business.service';
import { BusinessMapService } from './business-map';
import { BusinessPhotoModule } from '../photo/business-photo.module';

@Module({
  imports: [TypeOrmModule.forFeature([BusinessEntity]), BusinessPhotoModule],
  // The page controller first: its static paths (sitemap.xml, by-slug/…) must not be read as ids.
  controllers: [BusinessPageController, BusinessController],
  providers: [BusinessService, BusinessCsvService, BusinessSlugService, BusinessMapService],
  exports: [BusinessService],
})
export class BusinessModule {}
