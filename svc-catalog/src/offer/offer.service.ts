import { randomUUID } from 'node:crypto';
import { HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type SelectQueryBuilder } from 'typeorm';
import { MESSAGES, type ContentLanguage } from '@byp/contracts';
import { ApiException, KeyedBatcher } from '@byp/nest-common';
import { BusinessEntity } from '../business/business.entity';
import { DISPLAY_NAME } from '../business/business-search-columns';
import { requireOneLanguage, slot } from '../content-language/bilingual';
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
  async listCurrent(query: ListOffersQuery, lang: ContentLanguage): Promise<OfferResponseDto[]> {
    const qb = this.withBusinessName(lang)
      .where('o.isActive = 1')
      .andWhere('o.validUntil > now()')
      .andWhere('b.isApproved = 1')
      .orderBy('o.validUntil', 'ASC')
      .addOrderBy('o.id', 'ASC');
    if (query.businessId) qb.andWhere('o.businessId = :businessId', { businessId: query.businessId });
    return this.withNames(qb, lang);
  }

  /** Admin: every offer, expired and inactive ones included, latest ending first. */
  async listAll(lang: ContentLanguage): Promise<OfferResponseDto[]> {
    return this.withNames(
      this.withBusinessName(lang).orderBy('o.validUntil', 'DESC').addOrderBy('o.id', 'ASC'),
      lang,
    );
  }

  async create(dto: CreateOfferDto, lang: ContentLanguage): Promise<OfferResponseDto> {
    if (!(await this.businesses.existsBy({ id: dto.businessId }))) {
      throw validationFailed('businessId', OFFER_MESSAGES.unknownBusiness);
    }
    const offer = this.offers.create({
      id: randomUUID(),
      businessId: dto.businessId,
      title: slot(dto.title),
      titleUk: slot(dto.titleUk),
      description: slot(dto.description),
      descriptionUk: slot(dto.descriptionUk),
      discountPercentage: dto.discountPercentage ?? null,
      discountAmount: dto.discountAmount ?? null,
      validFrom: dto.validFrom ? new Date(dto.validFrom) : new Date(),
      validUntil: new Date(dto.validUntil),
      isActive: dto.isActive ?? 1,
      maxRedemptions: dto.maxRedemptions ?? null,
      currentRedemptions: 0,
    });
    this.checkConsistency(offer);
    return toOfferResponse(await this.offers.save(offer), lang);
  }

  /** Changes the fields sent; null or '' clears one language of a text, as long as the other stays. */
  async update(id: string, dto: UpdateOfferDto, lang: ContentLanguage): Promise<OfferResponseDto> {
    const offer = await this.offers.findOneBy({ id });
    if (!offer) throw new NotFoundException(OFFER_NOT_FOUND);
    const { validFrom, validUntil, title, titleUk, description, descriptionUk, ...rest } = dto;
    for (const [key, value] of Object.entries(rest)) {
      if (value !== undefined) (offer as unknown as Record<string, unknown>)[key] = value;
    }
    for (const [key, value] of Object.entries({ title, titleUk, description, descriptionUk }))
      if (value !== undefined)
        offer[key as 'title' | 'titleUk' | 'description' | 'descriptionUk'] = slot(value);
    requireOneLanguage([
      { path: 'title', message: MESSAGES.required, en: offer.title, uk: offer.titleUk },
      { path: 'description', message: MESSAGES.required, en: offer.description, uk: offer.descriptionUk },
    ]);
    if (validFrom !== undefined) offer.validFrom = new Date(validFrom);
    if (validUntil !== undefined) offer.validUntil = new Date(validUntil);
    this.checkConsistency(offer);
    return toOfferResponse(await this.offers.save(offer), lang);
  }

  async remove(id: string): Promise<void> {
    const result = await this.offers.delete({ id });
    if (!result.affected) throw new NotFoundException(OFFER_NOT_FOUND);
  }

  /**
   * Claims of one offer that arrive together are granted together (KeyedBatcher): one transaction
   * locks the offer row (SELECT … FOR UPDATE), grants as many as are left and adds them to the
   * counter with one UPDATE. Replicas and batches queue on that row lock and each re-reads the
   * counter it holds, so the counter can never pass maxRedemptions; 200 claims at once are a few
   * transactions instead of 200 waits for the previous claim's row lock and commit.
   */
  async claim(id: string, lang: ContentLanguage): Promise<OfferResponseDto> {
    return toOfferResponse(await this.claims.run(id), lang);
  }

  private readonly claims = new KeyedBatcher<OfferEntity>((id, size) => this.claimBatch(id, size));

  /** Answers `size` claims of one offer in arrival order: the offer after each grant, or why not. */
  private claimBatch(id: string, size: number): Promise<Array<OfferEntity | Error>> {
    return this.offers.manager.transaction(async (tx) => {
      const { entities, raw } = await tx
        .getRepository(OfferEntity)
        .createQueryBuilder('o')
        .addSelect(`"o"."validUntil" > now()`, 'notExpired')
        .addSelect(
          `EXISTS (SELECT 1 FROM "catalog"."business" b WHERE b.id = "o"."businessId" AND b."isApproved" = 1)`,
          'businessApproved',
        )
        .where('o.id = :id', { id })
        .setLock('pessimistic_write')
        .getRawAndEntities<{ notExpired: boolean; businessApproved: boolean }>();
      const offer = entities[0];
      const refusal =
        !offer || !raw[0].businessApproved
          ? new NotFoundException(OFFER_NOT_FOUND)
          : !raw[0].notExpired
            ? new ApiException(HttpStatus.CONFLICT, CLAIM_ERRORS.expired)
            : !offer.isActive
              ? new ApiException(HttpStatus.CONFLICT, CLAIM_ERRORS.inactive)
              : undefined;
      if (refusal) return Array.from({ length: size }, () => refusal);
      const left =
        offer.maxRedemptions === null ? size : Math.max(0, offer.maxRedemptions - offer.currentRedemptions);
      const granted = Math.min(size, left);
      let claimed = offer;
      if (granted > 0) {
        const result = await tx
          .createQueryBuilder()
          .update(OfferEntity)
          .set({ currentRedemptions: () => `"currentRedemptions" + ${granted}` })
          .where('id = :id', { id })
          .returning('*')
          .execute();
        claimed = (result.raw as OfferEntity[])[0];
      }
      const before = claimed.currentRedemptions - granted;
      return Array.from({ length: size }, (_, i) =>
        i < granted
          ? { ...claimed, currentRedemptions: before + i + 1 }
          : new ApiException(HttpStatus.CONFLICT, CLAIM_ERRORS.fullyRedeemed),
      );
    });
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

  /** Offers joined to their business, whose name is read in `lang` (else the other language). */
  private withBusinessName(lang: ContentLanguage): SelectQueryBuilder<OfferEntity> {
    return this.offers
      .createQueryBuilder('o')
      .innerJoin(BusinessEntity, 'b', 'b.id = o.businessId')
      .addSelect(DISPLAY_NAME[lang], 'businessName');
  }

  private async withNames(
    qb: SelectQueryBuilder<OfferEntity>,
    lang: ContentLanguage,
  ): Promise<OfferResponseDto[]> {
    const { entities, raw } = await qb.getRawAndEntities<{ businessName: string }>();
    return entities.map((offer, i) => toOfferResponse(offer, lang, raw[i].businessName));
  }
}
