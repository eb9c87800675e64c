import { randomUUID } from 'node:crypto';
import { HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { MESSAGES, type ContentLanguage } from '@byp/contracts';
import {
  ApiException,
  KeyedBatcher,
  ModerationLogService,
  RateLimitService,
  TooManyRequestsException,
  type ModerationLine,
} from '@byp/nest-common';
import { BusinessEntity } from '../business/business.entity';
import { DISPLAY_NAME } from '../business/business-search-columns';
import { requireOneLanguage, slot } from '../content-language/bilingual';
import { OfferEntity } from './offer.entity';
import { hashClaimToken, newClaimCode, newVerificationKey } from './claims/claim-code';
import { OfferClaimEntity } from './claims/offer-claim.entity';
import { toOfferClaim, type ClaimedOfferResponseDto } from './claims/offer-claim.dto';
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

/** Who claims: the browser's token (hashed; null without one) and the client's address. */
interface Claimant {
  tokenHash: string | null;
  address: string;
}

/** A granted claim, or an earlier one of the same token (`repeated`, not counted again). */
interface ClaimOutcome {
  offer: OfferEntity;
  claim: OfferClaimEntity;
  repeated: boolean;
}

function validationFailed(path: string, message: string): ApiException {
  return new ApiException(HttpStatus.BAD_REQUEST, MESSAGES.validationFailed, [{ path, message }]);
}

@Injectable()
export class OfferService {
  constructor(
    @InjectRepository(OfferEntity) private readonly offers: Repository<OfferEntity>,
    @InjectRepository(BusinessEntity) private readonly businesses: Repository<BusinessEntity>,
    @InjectRepository(OfferClaimEntity) private readonly claimRows: Repository<OfferClaimEntity>,
    private readonly limits: RateLimitService,
    private readonly moderationLog: ModerationLogService,
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
      { withKey: true },
    );
  }

  async create(dto: CreateOfferDto, lang: ContentLanguage, actor: string): Promise<OfferResponseDto> {
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
      verificationKey: newVerificationKey(),
    });
    this.checkConsistency(offer);
    return this.moderationLog.moderated(actor, async (tx) => {
      const saved = await tx.save(offer);
      return {
        result: toOfferResponse(saved, lang, undefined, { withKey: true }),
        line: logLine('created', saved),
      };
    });
  }

  /** Changes the fields sent; null or '' clears one language of a text, as long as the other stays. */
  async update(
    id: string,
    dto: UpdateOfferDto,
    lang: ContentLanguage,
    actor: string,
  ): Promise<OfferResponseDto> {
    return this.moderationLog.moderated(actor, async (tx) => {
      const saved = await tx.save(this.changed(await lockedOrNotFound(tx, id), dto));
      return {
        result: toOfferResponse(saved, lang, undefined, { withKey: true }),
        line: logLine('updated', saved),
      };
    });
  }

  async remove(id: string, actor: string): Promise<void> {
    await this.moderationLog.moderated(actor, async (tx) => {
      const offer = await lockedOrNotFound(tx, id);
      await tx.delete(OfferEntity, { id });
      return { result: undefined, line: logLine('deleted', offer) };
    });
  }

  /** The offer with the fields sent applied; throws on a pair that does not fit. */
  private changed(offer: OfferEntity, dto: UpdateOfferDto): OfferEntity {
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
    return offer;
  }

  /**
   * Claims one redemption and gives its code (issue 28). A token that claimed this offer before
   * gets its first code back and is not counted again. A new claim (no token, or a new one) is
   * counted against the address's limit for this offer (RATE_LIMIT_CLAIM_PER_OFFER), so neither a
   * script without tokens nor one inventing tokens drains an offer from one address.
   *
   * Claims of one offer that arrive together are granted together (KeyedBatcher): one transaction
   * locks the offer row (SELECT … FOR UPDATE), grants as many as are left, inserts their codes and
   * adds them to the counter with one UPDATE. Replicas and batches queue on that row lock and each
   * re-reads the counter and the earlier claims it holds, so the counter can never pass
   * maxRedemptions and one token never gets two codes; 200 claims at once are a few transactions
   * instead of 200 waits for the previous claim's row lock and commit.
   */
  async claim(
    id: string,
    lang: ContentLanguage,
    token: string | undefined,
    address: string,
  ): Promise<ClaimedOfferResponseDto> {
    const tokenHash = token ? hashClaimToken(token) : null;
    const repeat = tokenHash !== null && (await this.claimRows.existsBy({ offerId: id, tokenHash }));
    if (!repeat) {
      const verdict = await this.limits.hit('claim-per-offer', `${address} ${id}`);
      if (!verdict.allowed) throw new TooManyRequestsException(verdict.retryAfterSeconds);
    }
    const { offer, claim, repeated } = await this.claims.run(id, { tokenHash, address });
    return { ...toOfferResponse(offer, lang), claim: { ...toOfferClaim(claim), repeated } };
  }

  private readonly claims = new KeyedBatcher<ClaimOutcome, Claimant>((id, size, claimants) =>
    this.claimBatch(id, claimants),
  );

  /** Answers the claims of one offer in arrival order: the claim and the offer after it, or why not. */
  private claimBatch(id: string, claimants: Claimant[]): Promise<Array<ClaimOutcome | Error>> {
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
      if (!offer || !raw[0].businessApproved)
        return claimants.map(() => new NotFoundException(OFFER_NOT_FOUND));
      // A token's earlier claim answers its code whatever the offer's state is now.
      const hashes = [...new Set(claimants.flatMap((c) => (c.tokenHash ? [c.tokenHash] : [])))];
      const earlier = hashes.length
        ? await tx.getRepository(OfferClaimEntity).findBy({ offerId: id, tokenHash: In(hashes) })
        : [];
      const byToken = new Map(earlier.map((claim) => [claim.tokenHash, claim]));
      const refusal = !raw[0].notExpired
        ? new ApiException(HttpStatus.CONFLICT, CLAIM_ERRORS.expired)
        : !offer.isActive
          ? new ApiException(HttpStatus.CONFLICT, CLAIM_ERRORS.inactive)
          : undefined;
      let left =
        offer.maxRedemptions === null
          ? Infinity
          : Math.max(0, offer.maxRedemptions - offer.currentRedemptions);
      const fresh: OfferClaimEntity[] = [];
      const codes = new Set<string>();
      const answers = claimants.map((claimant): { claim: OfferClaimEntity; nth: number } | Error => {
        const known = claimant.tokenHash ? byToken.get(claimant.tokenHash) : undefined;
        if (known) return { claim: known, nth: 0 };
        if (refusal) return refusal;
        if (left <= 0) return new ApiException(HttpStatus.CONFLICT, CLAIM_ERRORS.fullyRedeemed);
        left -= 1;
        let code: string;
        do code = newClaimCode();
        while (codes.has(code));
        codes.add(code);
        const claim = tx.getRepository(OfferClaimEntity).create({
          id: randomUUID(),
          offerId: id,
          code,
          tokenHash: claimant.tokenHash,
          clientAddress: claimant.address,
          claimedAt: new Date(),
          redeemedAt: null,
        });
        fresh.push(claim);
        if (claimant.tokenHash) byToken.set(claimant.tokenHash, claim);
        return { claim, nth: fresh.length };
      });
      let counted = offer;
      if (fresh.length > 0) {
        await tx.getRepository(OfferClaimEntity).insert(fresh);
        const result = await tx
          .createQueryBuilder()
          .update(OfferEntity)
          .set({ currentRedemptions: () => `"currentRedemptions" + ${fresh.length}` })
          .where('id = :id', { id })
          .returning('*')
          .execute();
        counted = (result.raw as OfferEntity[])[0];
      }
      const before = counted.currentRedemptions - fresh.length;
      // Each granted claim answers its own count, as if the claims had come one after another.
      return answers.map((answer) =>
        answer instanceof Error
          ? answer
          : answer.nth === 0
            ? { offer: counted, claim: answer.claim, repeated: true }
            : {
                offer: { ...counted, currentRedemptions: before + answer.nth },
                claim: answer.claim,
                repeated: false,
              },
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
    options: { withKey?: boolean } = {},
  ): Promise<OfferResponseDto[]> {
    const { entities, raw } = await qb.getRawAndEntities<{ businessName: string }>();
    return entities.map((offer, i) => toOfferResponse(offer, lang, raw[i].businessName, options));
  }
}

/** The row locked for the transaction, so two admins' actions on it are logged in the order they applied. */
async function lockedOrNotFound(tx: EntityManager, id: string): Promise<OfferEntity> {
  const offer = await tx.findOne(OfferEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  if (!offer) throw new NotFoundException(OFFER_NOT_FOUND);
  return offer;
}

/** An offer's log line names it by its title, English, else the Ukrainian one. */
const logLine = (action: ModerationLine['action'], offer: OfferEntity): ModerationLine => ({
  action,
  entityType: 'offer',
  entityId: offer.id,
  entityName: offer.title ?? offer.titleUk ?? '',
});
