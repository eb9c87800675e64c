import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsInt, IsNotEmpty, IsNumber, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { LIMITS, MESSAGES, MESSAGE_CODES, type Offer } from '@byp/contracts';
import { Flag, IfSent, RequiredText } from '@byp/nest-common';
import type { OfferEntity } from './offer.entity';

export const OFFER_MESSAGES = {
  oneDiscount: 'Give either discountPercentage or discountAmount',
  untilAfterFrom: 'Must be later than validFrom',
  unknownBusiness: 'Business not found',
} as const;

const invalid = { message: MESSAGES.invalidInput, context: { code: MESSAGE_CODES.invalidInput } };
const tooSmall = { message: MESSAGES.tooSmall, context: { code: MESSAGE_CODES.tooSmall } };
const tooLarge = { message: MESSAGES.tooLarge, context: { code: MESSAGE_CODES.tooLarge } };
const required = { message: MESSAGES.required, context: { code: MESSAGE_CODES.required } };

export class ListOffersQuery {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only this business’s offers' })
  @IsOptional()
  @IsUUID('all', invalid)
  businessId?: string;
}

/** POST /api/offers (admin). Money is in pounds. */
export class CreateOfferDto {
  @ApiProperty({ format: 'uuid' })
  @IsNotEmpty(required)
  @IsUUID('all', invalid)
  businessId!: string;

  @ApiProperty()
  @RequiredText(MESSAGES.required, LIMITS.nameMax)
  title!: string;

  @ApiProperty()
  @RequiredText()
  description!: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, nullable: true })
  @IsOptional()
  @IsInt(invalid)
  @Min(1, tooSmall)
  @Max(100, tooLarge)
  discountPercentage?: number | null;

  @ApiPropertyOptional({ description: 'Pounds, up to 2 decimals', nullable: true })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, invalid)
  @Min(0.01, tooSmall)
  @Max(99_999_999, tooLarge)
  discountAmount?: number | null;

  @ApiPropertyOptional({ format: 'date-time', description: 'Defaults to now' })
  @IsOptional()
  @IsISO8601({ strict: true }, invalid)
  validFrom?: string;

  @ApiProperty({ format: 'date-time' })
  @IsNotEmpty(required)
  @IsISO8601({ strict: true }, invalid)
  validUntil!: string;

  @ApiPropertyOptional({ enum: [0, 1], default: 1 })
  @Flag()
  isActive?: number;

  @ApiPropertyOptional({ nullable: true, minimum: 1, description: 'null: unlimited' })
  @IsOptional()
  @IsInt(invalid)
  @Min(1, tooSmall)
  maxRedemptions?: number | null;
}

/** PATCH /api/offers/:id (admin). The redemption counter is not editable. */
export class UpdateOfferDto {
  @ApiPropertyOptional()
  @IfSent()
  @RequiredText(MESSAGES.required, LIMITS.nameMax)
  title?: string;

  @ApiPropertyOptional()
  @IfSent()
  @RequiredText()
  description?: string;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsInt(invalid)
  @Min(1, tooSmall)
  @Max(100, tooLarge)
  discountPercentage?: number | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, invalid)
  @Min(0.01, tooSmall)
  @Max(99_999_999, tooLarge)
  discountAmount?: number | null;

  @ApiPropertyOptional({ format: 'date-time' })
  @IfSent()
  @IsISO8601({ strict: true }, invalid)
  validFrom?: string;

  @ApiPropertyOptional({ format: 'date-time' })
  @IfSent()
  @IsISO8601({ strict: true }, invalid)
  validUntil?: string;

  @ApiPropertyOptional({ enum: [0, 1] })
  @Flag()
  isActive?: number;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsInt(invalid)
  @Min(1, tooSmall)
  maxRedemptions?: number | null;
}

export class OfferResponseDto implements Offer {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) businessId!: string;
  @ApiPropertyOptional() businessName?: string;
  @ApiProperty() title!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: Number, nullable: true }) discountPercentage!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Pounds' }) discountAmount!: number | null;
  @ApiProperty({ format: 'date-time' }) validFrom!: string;
  @ApiProperty({ format: 'date-time' }) validUntil!: string;
  @ApiProperty({ enum: [0, 1] }) isActive!: 0 | 1;
  @ApiProperty({ type: Number, nullable: true }) maxRedemptions!: number | null;
  @ApiProperty() currentRedemptions!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export function toOfferResponse(o: OfferEntity, businessName?: string): OfferResponseDto {
  return {
    id: o.id,
    businessId: o.businessId,
    ...(businessName !== undefined ? { businessName } : {}),
    title: o.title,
    description: o.description,
    discountPercentage: o.discountPercentage,
    discountAmount: o.discountAmount === null ? null : Number(o.discountAmount),
    validFrom: o.validFrom.toISOString(),
    validUntil: o.validUntil.toISOString(),
    isActive: o.isActive ? 1 : 0,
    maxRedemptions: o.maxRedemptions,
    currentRedemptions: o.currentRedemptions,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}
