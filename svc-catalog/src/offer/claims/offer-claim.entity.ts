import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One granted claim of an offer: the code the visitor shows at the till (issue 28). */
@Entity({ name: 'offer_claim' })
export class OfferClaimEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid')
  offerId!: string;

  /** 8 characters of CLAIM_CODE_ALPHABET, unique within the offer. */
  @Column('text')
  code!: string;

  /** SHA-256 of the browser's claim token; null for a claim sent without one. */
  @Column('text', { nullable: true })
  tokenHash!: string | null;

  /** The address that claimed (the per-address limit counts elsewhere; kept to look into abuse). */
  @Column('text')
  clientAddress!: string;

  @Column('timestamptz')
  claimedAt!: Date;

  @Column('timestamptz', { nullable: true })
  redeemedAt!: Date | null;
}
