import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import {
  MESSAGES,
  MESSAGE_CODES,
  type CheckedClaim,
  type ClaimedOffer,
  type OfferClaim,
} from '@byp/contracts';
import { RequiredText } from '@byp/nest-common';
import { OfferResponseDto } from '../offer.dto';
import type { OfferClaimEntity } from './offer-claim.entity';

const invalid = { message: MESSAGES.invalidInput, context: { code: MESSAGE_CODES.invalidInput } };

/** The claim refusals and verification answers, in English on the wire (the client translates them). */
export const CLAIM_CODE_ERRORS = {
  notFound: 'Claim code not found',
  wrongKey: 'Verification key is not valid',
  alreadyUsed: 'Claim code has already been used',
} as const;

/**
 * POST /api/offers/:id/claim. The body may be left out (the spec's contract: a bare POST claims);
 * the site sends the browser's claim token, so a second claim from that browser answers the first
 * code instead of taking another redemption.
 */
export class ClaimOfferDto {
  @ApiPropertyOptional({
    description: "The browser's claim token (16–128 URL-safe characters), kept in its storage",
    minLength: 16,
    maxLength: 128,
  })
  @IsOptional()
  @IsString(invalid)
  @Matches(/^[A-Za-z0-9_-]{16,128}$/, invalid)
  token?: string;
}

/** POST /api/offers/:id/claims/check and /redeem: the code the visitor shows and the offer's key. */
export class ClaimCheckDto {
  @ApiProperty({ example: 'ABCD-EFGH', description: 'Spaces, dashes and case are ignored' })
  @RequiredText(MESSAGES.required, 32)
  code!: string;

  @ApiProperty({ description: "The offer's verification key (from the business's verification link)" })
  @RequiredText(MESSAGES.required, 128)
  key!: string;
}

export class OfferClaimDto implements OfferClaim {
  @ApiProperty({ example: 'ABCDEFGH' }) code!: string;
  @ApiProperty({ format: 'date-time' }) claimedAt!: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) redeemedAt!: string | null;
}

export class ClaimOfferClaimDto extends OfferClaimDto {
  @ApiProperty({ description: "true: this token's earlier claim, not counted again" }) repeated!: boolean;
}

export class ClaimedOfferResponseDto extends OfferResponseDto implements ClaimedOffer {
  @ApiProperty({ type: ClaimOfferClaimDto }) claim!: ClaimOfferClaimDto;
}

export class CheckedClaimResponseDto extends OfferClaimDto implements CheckedClaim {
  @ApiProperty({ format: 'uuid' }) offerId!: string;
  @ApiProperty() offerTitle!: string;
  @ApiProperty() businessName!: string;
}

export function toOfferClaim(claim: OfferClaimEntity): OfferClaimDto {
  return {
    code: claim.code,
    claimedAt: new Date(claim.claimedAt).toISOString(),
    redeemedAt: claim.redeemedAt ? new Date(claim.redeemedAt).toISOString() : null,
  };
}
