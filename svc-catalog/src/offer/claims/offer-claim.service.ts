import { HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import type { ContentLanguage } from '@byp/contracts';
import { ApiException } from '@byp/nest-common';
import { BusinessEntity } from '../../business/business.entity';
import { DISPLAY_NAME } from '../../business/business-search-columns';
import { localized } from '../../content-language/bilingual';
import { OfferEntity } from '../offer.entity';
import { OFFER_NOT_FOUND } from '../offer.service';
import { normalizeClaimCode, sameKey } from './claim-code';
import { CLAIM_CODE_ERRORS, toOfferClaim, type CheckedClaimResponseDto } from './offer-claim.dto';
import { OfferClaimEntity } from './offer-claim.entity';

/**
 * The till's side of a claim (issue 28): whoever holds the offer's verification key (the
 * business, through the link the admin gives it; the admin, who sees every key) looks a code up
 * and marks it used, once.
 */
@Injectable()
export class OfferClaimService {
  constructor(
    @InjectRepository(OfferEntity) private readonly offers: Repository<OfferEntity>,
    @InjectRepository(OfferClaimEntity) private readonly claims: Repository<OfferClaimEntity>,
  ) {}

  async check(
    offerId: string,
    code: string,
    key: string,
    lang: ContentLanguage,
  ): Promise<CheckedClaimResponseDto> {
    const { offer, businessName } = await this.offerFor(offerId, key, lang);
    const claim = await this.claims.findOneBy({ offerId, code: normalizeClaimCode(code) });
    if (!claim) throw new ApiException(HttpStatus.NOT_FOUND, CLAIM_CODE_ERRORS.notFound);
    return this.answer(offer, businessName, claim, lang);
  }

  /** Marks the code used; a second time is a 409 whose answer still says when it was used. */
  async redeem(
    offerId: string,
    code: string,
    key: string,
    lang: ContentLanguage,
  ): Promise<CheckedClaimResponseDto> {
    const { offer, businessName } = await this.offerFor(offerId, key, lang);
    const normalized = normalizeClaimCode(code);
    // One conditional UPDATE: two tills marking the same code at once cannot both succeed.
    const result = await this.claims
      .createQueryBuilder()
      .update()
      .set({ redeemedAt: () => 'now()' })
      .where({ offerId, code: normalized, redeemedAt: IsNull() })
      .returning('*')
      .execute();
    const updated = (result.raw as OfferClaimEntity[])[0];
    if (updated) return this.answer(offer, businessName, updated, lang);
    const existing = await this.claims.findOneBy({ offerId, code: normalized });
    if (!existing) throw new ApiException(HttpStatus.NOT_FOUND, CLAIM_CODE_ERRORS.notFound);
    throw new ApiException(HttpStatus.CONFLICT, CLAIM_CODE_ERRORS.alreadyUsed, [
      { path: 'code', message: `${CLAIM_CODE_ERRORS.alreadyUsed} (${toOfferClaim(existing).redeemedAt})` },
    ]);
  }

  /** The offer and its business's name, once the key is its own (403 otherwise, 404 without offer). */
  private async offerFor(offerId: string, key: string, lang: ContentLanguage) {
    const { entities, raw } = await this.offers
      .createQueryBuilder('o')
      .innerJoin(BusinessEntity, 'b', 'b.id = o.businessId')
      .addSelect(DISPLAY_NAME[lang], 'businessName')
      .where('o.id = :offerId', { offerId })
      .getRawAndEntities<{ businessName: string }>();
    const offer = entities[0];
    if (!offer) throw new NotFoundException(OFFER_NOT_FOUND);
    if (!sameKey(key, offer.verificationKey))
      throw new ApiException(HttpStatus.FORBIDDEN, CLAIM_CODE_ERRORS.wrongKey);
    return { offer, businessName: raw[0].businessName };
  }

  private answer(
    offer: OfferEntity,
    businessName: string,
    claim: OfferClaimEntity,
    lang: ContentLanguage,
  ): CheckedClaimResponseDto {
    return {
      ...toOfferClaim(claim),
      offerId: offer.id,
      offerTitle: localized(offer.title, offer.titleUk, lang),
      businessName,
    };
  }
}
