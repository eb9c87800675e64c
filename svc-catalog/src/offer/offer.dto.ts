import { ApiProperty, ApiPropertyOptional, IntersectionType, PartialType } from '@nestjs/swagger';
import { IsISO8601, IsInt, IsNotEmpty, IsNumber, IsOptional, IsUUID, Max, Min } from 'class-validator';
import {
  LIMITS,
  MESSAGES,
  MESSAGE_CODES,
  type ContentLanguage,
  type I18nText,
  type Offer,
} from '@byp/contracts';
import { Flag, RequiredText } from '@byp/nest-common';
import { LanguageQuery } from '../content-language/read-language';
import {
  ApiI18nText,
  EnglishUnlessUkrainianGiven,
  i18nText,
  IfGiven,
  localized,
} from '../content-language/bilingual';
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

export class ListOffersQuery extends LanguageQuery {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only this business’s offers' })
  @IsOptional()
  @IsUUID('all', invalid)
  businessId?: string;
}

/**
 * An offer's fields with the rules every write applies. Money is in pounds. PATCH takes any subset
 * of them (UpdateOfferDto); POST adds the business and its own date rules (CreateOfferDto).
 */
class OfferFields {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'English title; may be left out (on update: null or empty clears it) when titleUk has text',
  })
  @EnglishUnlessUkrainianGiven('titleUk')
  @RequiredText(MESSAGES.required, LIMITS.nameMax)
  title?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'Ukrainian title' })
  @IfGiven()
  @RequiredText(MESSAGES.required, LIMITS.nameMax)
  titleUk?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description:
      'English description; may be left out (on update: null or empty clears it) when descriptionUk has text',
  })
  @EnglishUnlessUkrainianGiven('descriptionUk')
  @RequiredText()
  description?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'Ukrainian description' })
  @IfGiven()
  @RequiredText()
  descriptionUk?: string | null;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, nullable: true })
  @IsOptional()
  @IsInt(invalid)
  @Min(1, tooSmall)
  @Max(100, tooLarge)
  discountPercentage?: number | null;

  @ApiPropertyOptional({ type: Number, description: 'Pounds, up to 2 decimals', nullable: true })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, invalid)
  @Min(0.01, tooSmall)
  @Max(99_999_999, tooLarge)
  discountAmount?: number | null;

  @ApiPropertyOptional({ format: 'date-time' })
  @IsISO8601({ strict: true }, invalid)
  validFrom?: string;

  @ApiProperty({ format: 'date-time' })
  @IsISO8601({ strict: true }, invalid)
  validUntil!: string;

  @ApiPropertyOptional({ enum: [0, 1], description: 'Active (1) when left out on create' })
  @Flag()
  isActive?: number;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 1, description: 'null: unlimited' })
  @IsOptional()
  @IsInt(invalid)
  @Min(1, tooSmall)
  maxRedemptions?: number | null;
}

/** What POST adds to the dates: validFrom may be left out or null (now), validUntil is required. */
class OfferDatesOnCreate {
  @ApiPropertyOptional({ format: 'date-time', description: 'Defaults to now' })
  @IsOptional()
  validFrom?: string;

  @IsNotEmpty(required)
  validUntil!: string;
}

/**
 * POST /api/offers (admin). A 400's `details` list businessId (its own field) first, then
 * OfferFields in their order: IntersectionType keeps it, and OfferDatesOnCreate only adds rules to
 * fields already listed.
 */
export class CreateOfferDto extends IntersectionType(OfferFields, OfferDatesOnCreate) {
  @ApiProperty({ format: 'uuid' })
  @IsNotEmpty(required)
  @IsUUID('all', invalid)
  businessId!: string;
}

/**
 * PATCH /api/offers/:id (admin): any subset of the offer's fields but the business (the redemption
 * counter is not editable). Only a field left out is skipped (skipNullProperties: false), so null
 * cannot blank a required one, nor either date.
 */
export class UpdateOfferDto extends PartialType(OfferFields, { skipNullProperties: false }) {}

export class OfferResponseDto implements Offer {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) businessId!: string;
  @ApiPropertyOptional({
    description: 'On lists: the business name in the language asked for, else the other',
  })
  businessName?: string;
  @ApiProperty({ description: 'In the language asked for (lang, Accept-Language, en), else the other' })
  title!: string;
  @ApiProperty({ description: 'In the language asked for, else the other' }) description!: string;
  @ApiI18nText('Both titles; null where that language is missing') titleI18n!: I18nText;
  @ApiI18nText('Both descriptions; null where that language is missing') descriptionI18n!: I18nText;
  @ApiProperty({ type: Number, nullable: true }) discountPercentage!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Pounds' }) discountAmount!: number | null;
  @ApiProperty({ format: 'date-time' }) validFrom!: string;
  @ApiProperty({ format: 'date-time' }) validUntil!: string;
  @ApiProperty({ enum: [0, 1] }) isActive!: 0 | 1;
  @ApiProperty({ type: Number, nullable: true }) maxRedemptions!: number | null;
  @ApiProperty() currentRedemptions!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiPropertyOptional({
    description: "Admin answers only: the secret for the business's claim-code checks (issue 28)",
  })
  verificationKey?: string;
}

/** An offer as the API returns it, its texts in `lang` (else the other language). */
export function toOfferResponse(
  o: OfferEntity,
  lang: ContentLanguage,
  businessName?: string,
  { withKey = false }: { withKey?: boolean } = {},
): OfferResponseDto {
  return {
    id: o.id,
    businessId: o.businessId,
    ...(businessName !== undefined ? { businessName } : {}),
    title: localized(o.title, o.titleUk, lang),
    description: localized(o.description, o.descriptionUk, lang),
    titleI18n: i18nText(o.title, o.titleUk),
    descriptionI18n: i18nText(o.description, o.descriptionUk),
    discountPercentage: o.discountPercentage,
    discountAmount: o.discountAmount === null ? null : Number(o.discountAmount),
    validFrom: o.validFrom.toISOString(),
    validUntil: o.validUntil.toISOString(),
    isActive: o.isActive ? 1 : 0,
    maxRedemptions: o.maxRedemptions,
    currentRedemptions: o.currentRedemptions,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
    ...(withKey ? { verificationKey: o.verificationKey } : {}),
  };
}
