import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { type ContentLanguage } from '@byp/contracts';
import { SlugReader } from '@byp/nest-common';
import { toBusinessResponse, type BusinessResponseDto } from '../business/business.dto';
import { BusinessEntity } from '../business/business.entity';
import { BUSINESS_SLUGS } from '../migrations/1768000000000-business-slugs';

/** Businesses by their address (issue 25): the shared slug reads, and an approved business's answer. */
@Injectable()
export class BusinessSlugService extends SlugReader {
  constructor(@InjectRepository(BusinessEntity) private readonly businesses: Repository<BusinessEntity>) {
    super(businesses, BUSINESS_SLUGS);
  }

  async business(slug: string, lang: ContentLanguage): Promise<BusinessResponseDto | null> {
    const business = await this.businesses.findOneBy({ slug, isApproved: 1 });
    return business ? toBusinessResponse(business, lang) : null;
  }
}
