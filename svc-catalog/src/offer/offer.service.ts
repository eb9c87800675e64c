import { randomUUID } from 'node:crypto';
import { HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type SelectQueryBuilder } from 'typeorm';
import { MESSAGES } from '@byp/contracts';
import { ApiException } from '@byp/nest-common';
import { BusinessEntity } from '../business/business.entity';
import { OfferEntity } from './offer.entity';
import {
  OFFER_MESSAGES,
  toOfferResponse,
  type CreateOfferDto,
  type ListOffersQuery,
  type OfferResponseDto,
  type UpdateOfferDto,
} from './offer.dto';

export const OFFER_NOT_FOUND = 'Offer not found';
export const CLAIM_ERRORS = {
  fullyRedeemed: 'Offer has been fully redeemed',
  expired: 'Offer has expired',
  inactive: 'Offer is not active',
} as const;

function validationFailed(path: string, message: string): ApiException {
  return new ApiException(HttpStatus.BAD_REQUEST, MESSAGES.validationFailed, [{ path, message }]);
}

@Injectable()
export class OfferService {
  constructor(
    @InjectRepository(OfferEntity) private readonly offers: Repository<OfferEntity>,
    @InjectRepository(BusinessEntity) private readonly businesses: Repository<BusinessEntity>,
  ) {}

  /** Current offers (spec: isActive and validUntil in the future) of approved businesses, soonest to end first. */
  async listCurrent(query: ListOffersQuery): Promise<OfferResponseDto[]> {
    const qb = this.withBusinessName()
      .where('o.isActive = 1')
      .andWhere('o.validUntil > now()')
      .andWhere('b.isApproved = 1')
      .orderBy('o.validUntil', 'ASC')
      .addOrderBy('o.id', 'ASC');
    if (query.businessId) qb.andWhere('o.businessId = :businessId', { businessId: query.businessId });
    return this.withNames(qb);
  }

  /** Admin: every offer, expired and inactive ones included, latest ending first. */
  async listAll(): Promise<OfferResponseDto[]> {
    return this.withNames(this.withBusinessName().orderBy('o.validUntil', 'DESC').addOrderBy('o.id', 'ASC'));
  }

  async create(dto: CreateOfferDto): Promise<OfferResponseDto> {
    if (!(await this.businesses.existsBy({ id: dto.businessId }))) {
      throw validationFailed('businessId', OFFER_MESSAGES.unknownBusiness);
    }
    const offer = this.offers.create({
      id: randomUUID(),
      businessId: dto.businessId,
      title: dto.title,
      description: dto.description,
      discountPercentage: dto.discountPercentage ?? null,
      discountAmount: dto.discountAmount ?? null,
      validFrom: dto.validFrom ? new Date(dto.validFrom) : new Date(),
      validUntil: new Date(dto.validUntil),
      isActive: dto.isActive ?? 1,
      maxRedemptions: dto.maxRedemptions ?? null,
      currentRedemptions: 0,
    });
    this.checkConsistency(offer);
    return toOfferResponse(await this.offers.save(offer));
  }

  async update(id: string, dto: UpdateOfferDto): Promise<OfferResponseDto> {
    const offer = await this.offers.findOneBy({ id });
    if (!offer) throw new NotFoundException(OFFER_NOT_FOUND);
    const { validFrom, validUntil, ...rest } = dto;
    for (const [key, value] of Object.entries(rest)) {
      if (value !== undefined) (offer as unknown as Record<string, unknown>)[key] = value;
    }
    if (validFrom !== undefined) offer.validFrom = new Date(validFrom);
    if (validUntil !== undefined) offer.validUntil = new Date(validUntil);
    this.checkConsistency(offer);
    return toOfferResponse(await this.offers.save(offer));
  }

  async remove(id: string): Promise<void> {
    const result = await this.offers.delete({ id });
    if (!result.affected) throw new NotFoundException(OFFER_NOT_FOUND);
  }

  /**
   * One conditional UPDATE: Postgres serialises concurrent claims on the row and re-checks the
   * WHERE clause after each wait, so the counter can never pass maxRedemptions.
   */
  async claim(id: string): Promise<OfferResponseDto> {
    const result = await this.offers
      .createQueryBuilder()
      .update(OfferEntity)
      .set({ currentRedemptions: () => '"currentRedemptions" + 1' })
      .where('id = :id', { id })
      .andWhere('"isActive" = 1')
      .andWhere('"validUntil" > now()')
      .andWhere('("maxRedemptions" IS NULL OR "currentRedemptions" < "maxRedemptions")')
      .andWhere(
        `EXISTS (SELECT 1 FROM "catalog"."business" b WHERE b.id = "businessId" AND b."isApproved" = 1)`,
      )
      .returning('*')
      .execute();
    const [claimed] = result.raw as OfferEntity[];
    if (claimed) return toOfferResponse(claimed);
    throw await this.whyNotClaimable(id);
  }

  private async whyNotClaimable(id: string): Promise<Error> {
    const offer = await this.offers.findOneBy({ id });
    const business = offer && (await this.businesses.findOneBy({ id: offer.businessId, isApproved: 1 }));
    if (!offer || !business) return new NotFoundException(OFFER_NOT_FOUND);
    if (offer.validUntil.getTime() <= Date.now())
      return new ApiException(HttpStatus.CONFLICT, CLAIM_ERRORS.expired);
    if (!offer.isActive) return new ApiException(HttpStatus.CONFLICT, CLAIM_ERRORS.inactive);
    return new ApiException(HttpStatus.CONFLICT, CLAIM_ERRORS.fullyRedeemed);
  }

  /** Rules that span fields; the database's CHECK constraints back them up. */
  private checkConsistency(offer: OfferEntity): void {
    const discounts = [offer.discountPercentage, offer.discountAmount].filter(
      (d) => d !== null && d !== undefined,
    );
    if (discounts.length !== 1) throw validationFailed('discountPercentage', OFFER_MESSAGES.oneDiscount);
    if (offer.validUntil.getTime() <= offer.validFrom.getTime()) {
      throw validationFailed('validUntil', OFFER_MESSAGES.untilAfterFrom);
    }
    if (offer.maxRedemptions !== null && offer.currentRedemptions > offer.maxRedemptions) {
      throw validationFailed('maxRedemptions', MESSAGES.tooSmall);
    }
  }

  private withBusinessName(): SelectQueryBuilder<OfferEntity> {
    return this.offers
      .createQueryBuilder('o')
      .innerJoin(BusinessEntity, 'b', 'b.id = o.businessId')
      .addSelect('b.name', 'businessName');
  }

  private async withNames(qb: SelectQueryBuilder<OfferEntity>): Promise<OfferResponseDto[]> {
    const { entities, raw } = await qb.getRawAndEntities<{ businessName: string }>();
    return entities.map((offer, i) => toOfferResponse(offer, raw[i].businessName));
  }
}
