import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Transform } from 'class-transformer';
import {
  BUSINESS_CATEGORIES,
  LIMITS,
  MESSAGES,
  MESSAGE_CODES,
  OPENING_HOURS_EXAMPLE,
  type Business,
  type BulkImportResult,
  type BusinessCategory,
  type CategoryCount,
  type ContentLanguage,
  type I18nText,
  type OpeningSchedule,
} from '@byp/contracts';
import {
  Flag,
  OptionalEmail,
  OptionalHttpUrl,
  OptionalText,
  RequiredText,
  TextOfAtLeast,
  HandlesNulCharactersItself,
  Coordinate,
  HttpUrlList,
  QueryInt,
  RequiredHttpUrl,
} from '@byp/nest-common';
import { IsBusinessCategoryField, INVALID_CATEGORY_MESSAGE } from './business.validators';
import type { BusinessEntity } from './business.entity';
import { LanguageQuery } from '../content-language/read-language';
import { OptionalOpeningHours, openingSchedules } from './opening-hours';
import {
  ApiI18nText,
  EnglishUnlessUkrainianGiven,
  i18nText,
  IfGiven,
  localized,
} from '../content-language/bilingual';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** GET /api/businesses query: every filter optional; no limit/offset means every match. */
export class ListBusinessesQuery extends LanguageQuery {
  @ApiPropertyOptional({
    maxLength: 200,
    description:
      'Search in either language and script: names and descriptions (en and uk, transliterated, case, apostrophes, ґ/г and ї/і/и folded, Kiev/Kyiv-style older spellings), category words in both languages, typos (pg_trgm word similarity). Ranked: exact name, name prefix, other name match, description, category. When nothing matches but a name is close, the answer has header X-Did-You-Mean.',
  })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;

  @ApiPropertyOptional({ maxLength: 200, description: 'Case-insensitive substring of address or area' })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  location?: string;

  @ApiPropertyOptional({ enum: BUSINESS_CATEGORIES })
  @IsOptional()
  @IsIn(BUSINESS_CATEGORIES, {
    message: INVALID_CATEGORY_MESSAGE,
    context: { code: MESSAGE_CODES.invalidCategory },
  })
  category?: BusinessCategory;

  @ApiPropertyOptional({
    type: Boolean,
    description:
      'true: only businesses open now by their openingHours, read in Europe/London time (unknown hours are left out)',
  })
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsOptional()
  @IsBoolean({ message: MESSAGES.invalidInput, context: { code: MESSAGE_CODES.invalidInput } })
  openNow?: boolean;

  @ApiPropertyOptional({ minimum: 1, maximum: 500 })
  @QueryInt(1, 500)
  limit?: number;

  @ApiPropertyOptional({ minimum: 0 })
  @QueryInt(0, 1_000_000_000)
  offset?: number;
}

/** The optional contact and location fields every business body shares (public, admin create, update). */
abstract class BusinessContactFields {
  @ApiPropertyOptional({ nullable: true })
  @OptionalText(50)
  phone?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'A valid email or empty' })
  @OptionalEmail()
  email?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'http(s) URL or empty' })
  @OptionalHttpUrl()
  website?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @OptionalText(200)
  instagram?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @OptionalText(200)
  tiktok?: string | null;

  @ApiPropertyOptional({ nullable: true, minimum: -90, maximum: 90 })
  @Coordinate(90)
  latitude?: number | null;

  @ApiPropertyOptional({ nullable: true, minimum: -180, maximum: 180 })
  @Coordinate(180)
  longitude?: number | null;

  @ApiPropertyOptional({
    nullable: true,
    maxLength: LIMITS.openingHoursMax,
    example: `${OPENING_HOURS_EXAMPLE}; PH off`,
    description:
      'OpenStreetMap opening_hours (https://wiki.openstreetmap.org/wiki/Key:opening_hours), read in Europe/London time; PH is an English bank holiday. Empty or null: unknown. Invalid syntax is a 400 with code invalid_opening_hours.',
  })
  @OptionalOpeningHours()
  openingHours?: string | null;
}

/** POST /api/businesses/public: the public form (spec section 5). Moderation fields are unknown here (400). */
export class CreatePublicBusinessDto extends BusinessContactFields {
  @ApiPropertyOptional({ minLength: 1, description: 'English name; may be left out when nameUk is given' })
  @EnglishUnlessUkrainianGiven('nameUk')
  @RequiredText(MESSAGES.required, LIMITS.nameMax)
  name?: string;

  @ApiPropertyOptional({ minLength: 1, nullable: true, description: 'Ukrainian name' })
  @IfGiven()
  @RequiredText(MESSAGES.required, LIMITS.nameMax)
  nameUk?: string | null;

  @ApiPropertyOptional({
    minLength: LIMITS.descriptionMin,
    description: 'English description; may be left out when descriptionUk is given',
  })
  @EnglishUnlessUkrainianGiven('descriptionUk')
  @TextOfAtLeast(LIMITS.descriptionMin)
  description?: string;

  @ApiPropertyOptional({
    minLength: LIMITS.descriptionMin,
    nullable: true,
    description: 'Ukrainian description',
  })
  @IfGiven()
  @TextOfAtLeast(LIMITS.descriptionMin)
  descriptionUk?: string | null;

  @ApiProperty({ enum: BUSINESS_CATEGORIES })
  @IsBusinessCategoryField()
  category!: BusinessCategory;

  @ApiProperty({ minLength: 1 })
  @RequiredText()
  address!: string;

  @ApiProperty({ minLength: 1 })
  @RequiredText()
  area!: string;

  @ApiProperty({ format: 'uri', description: 'http(s) URL' })
  @RequiredHttpUrl()
  heroImage!: string;

  @ApiPropertyOptional({ type: [String], description: 'http(s) URLs; duplicates are ignored' })
  @HttpUrlList()
  galleryImages: string[] = [];
}

/**
 * POST /api/businesses (admin): the stored schema's messages; the admin may set the flags. PATCH
 * takes any subset of these fields (UpdateBusinessDto). No property initialisers here: a PartialType
 * copies them, and a default would overwrite the stored value on every PATCH that leaves it out.
 */
export class CreateBusinessDto extends BusinessContactFields {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'English name; may be left out (on update: null or empty clears it) when nameUk has text',
  })
  @EnglishUnlessUkrainianGiven('nameUk')
  @RequiredText(MESSAGES.business.name, LIMITS.nameMax)
  name?: string | null;

  @ApiPropertyOptional({
    nullable: true,
    description: 'Ukrainian name; null or empty for none if name has text',
  })
  @IfGiven()
  @RequiredText(MESSAGES.business.name, LIMITS.nameMax)
  nameUk?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description:
      'English description; may be left out (on update: null or empty clears it) when descriptionUk has text',
  })
  @EnglishUnlessUkrainianGiven('descriptionUk')
  @RequiredText(MESSAGES.business.description)
  description?: string | null;

  @ApiPropertyOptional({
    nullable: true,
    description: 'Ukrainian description; null or empty for none if description has text',
  })
  @IfGiven()
  @RequiredText(MESSAGES.business.description)
  descriptionUk?: string | null;

  @ApiProperty({ enum: BUSINESS_CATEGORIES })
  @IsBusinessCategoryField(MESSAGES.business.category)
  category!: BusinessCategory;

  @ApiProperty()
  @RequiredText(MESSAGES.business.address)
  address!: string;

  @ApiPropertyOptional({ nullable: true })
  @OptionalText(200)
  area?: string | null;

  @ApiProperty({ format: 'uri' })
  @RequiredHttpUrl(MESSAGES.business.heroImage)
  heroImage!: string;

  @ApiPropertyOptional({ type: [String], description: 'http(s) URLs; duplicates are ignored' })
  @HttpUrlList()
  galleryImages?: string[];

  @ApiPropertyOptional({
    enum: [0, 1],
    description: '0 when left out on create; true/false are accepted too',
  })
  @Flag()
  isVerified?: number;

  @ApiPropertyOptional({ enum: [0, 1], description: '0 when left out on create' })
  @Flag()
  isPremium?: number;

  @ApiPropertyOptional({
    enum: [0, 1],
    description: 'Admin-created businesses are approved (1) unless 0 is sent',
  })
  @Flag()
  isApproved?: number;
}

/**
 * PATCH /api/businesses/:id (admin): any subset of the create fields. Only a field left out is
 * skipped (skipNullProperties: false), so null cannot blank a required one.
 */
export class UpdateBusinessDto extends PartialType(CreateBusinessDto, { skipNullProperties: false }) {}

/** POST /api/businesses/bulk: the text of a .csv file (the client checks the file name). */
@HandlesNulCharactersItself()
export class BulkImportDto {
  @ApiProperty({
    description: 'CSV text: header row, then one business per row',
    example: 'name,description,category,address\n...',
  })
  @IsNotEmpty({ message: MESSAGES.required, context: { code: MESSAGE_CODES.required } })
  @IsString({ message: MESSAGES.invalidText, context: { code: MESSAGE_CODES.invalidText } })
  // Just under the route's 16 MB body limit (LARGE_JSON_BODY_LIMIT): 10,000 rows of long text.
  @MaxLength(15_000_000, {
    message: MESSAGES.tooLong(15_000_000),
    context: { code: MESSAGE_CODES.tooLong, max: 15_000_000 },
  })
  csv!: string;
}

class BulkCreatedRowDto {
  @ApiProperty() row!: number;
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
}

class BulkFailedRowDto {
  @ApiProperty() row!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: [String], example: ['Name required', 'Invalid URL hero image'] }) errors!: string[];
}

export class BulkImportResultDto implements BulkImportResult {
  @ApiProperty({ type: [BulkCreatedRowDto] }) created!: BulkCreatedRowDto[];
  @ApiProperty({ type: [BulkFailedRowDto] }) failed!: BulkFailedRowDto[];
}

class OpeningScheduleDto implements OpeningSchedule {
  @ApiProperty({ format: 'date-time', description: 'London midnight starting yesterday' }) from!: string;
  @ApiProperty({ format: 'date-time', description: 'End of the window (8 days after today)' }) to!: string;
  @ApiProperty({
    type: 'array',
    items: { type: 'array', items: { type: 'integer' }, minItems: 2, maxItems: 2 },
    example: [[2100, 2640]],
    description: 'Open intervals [start, end) in minutes after from; one reaching to may go on',
  })
  open!: [number, number][];
}

/** A business as the API returns it. */
export class BusinessResponseDto implements Business {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'kalyna-bakery', description: 'The page address is /business/{slug} (issue 25)' })
  slug!: string;
  @ApiProperty({ description: 'In the language asked for (lang, Accept-Language, en), else the other' })
  name!: string;
  @ApiProperty({ description: 'In the language asked for, else the other' }) description!: string;
  @ApiI18nText('Both names; null where that language is missing') nameI18n!: I18nText;
  @ApiI18nText('Both descriptions; null where that language is missing') descriptionI18n!: I18nText;
  @ApiProperty({ enum: BUSINESS_CATEGORIES }) category!: BusinessCategory;
  @ApiProperty() address!: string;
  @ApiProperty({ type: String, nullable: true }) area!: string | null;
  @ApiProperty({ type: String, nullable: true }) website!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) instagram!: string | null;
  @ApiProperty({ type: String, nullable: true }) tiktok!: string | null;
  @ApiProperty() heroImage!: string;
  @ApiProperty({ type: [String] }) galleryImages!: string[];
  @ApiProperty({ type: Number, nullable: true }) latitude!: number | null;
  @ApiProperty({ type: Number, nullable: true }) longitude!: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: OPENING_HOURS_EXAMPLE,
    description: 'OpenStreetMap opening_hours; null when unknown',
  })
  openingHours!: string | null;
  @ApiProperty({
    type: OpeningScheduleDto,
    nullable: true,
    description: 'openingHours evaluated in Europe/London for yesterday to 8 days ahead; null when unknown',
  })
  openingSchedule!: OpeningSchedule | null;
  @ApiProperty({ example: 4.7, description: '0 to 5, one decimal' }) averageRating!: number;
  @ApiProperty() totalReviews!: number;
  @ApiProperty({ enum: [0, 1] }) isVerified!: 0 | 1;
  @ApiProperty({ enum: [0, 1] }) isPremium!: 0 | 1;
  @ApiProperty({ enum: [0, 1], description: 'Always 1 on public endpoints' }) isApproved!: 0 | 1;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class CategoryCountDto implements CategoryCount {
  @ApiProperty({ enum: BUSINESS_CATEGORIES }) category!: BusinessCategory;
  @ApiProperty() count!: number;
}

const flag = (value: number): 0 | 1 => (value ? 1 : 0);

/**
 * A business as the API returns it, its texts in `lang` (else the other language). A list passes
 * one `scheduleOf` for all its rows (each distinct opening_hours value evaluated once).
 */
export function toBusinessResponse(
  b: BusinessEntity,
  lang: ContentLanguage,
  scheduleOf = openingSchedules(),
): BusinessResponseDto {
  return {
    id: b.id,
    slug: b.slug,
    name: localized(b.name, b.nameUk, lang),
    description: localized(b.description, b.descriptionUk, lang),
    nameI18n: i18nText(b.name, b.nameUk),
    descriptionI18n: i18nText(b.description, b.descriptionUk),
    category: b.category,
    address: b.address,
    area: b.area,
    website: b.website,
    phone: b.phone,
    email: b.email,
    instagram: b.instagram,
    tiktok: b.tiktok,
    heroImage: b.heroImage,
    galleryImages: b.galleryImages ?? [],
    latitude: b.latitude,
    longitude: b.longitude,
    openingHours: b.openingHours ?? null,
    openingSchedule: scheduleOf(b.openingHours ?? null),
    averageRating: Number(b.averageRating),
    totalReviews: b.totalReviews,
    isVerified: flag(b.isVerified),
    isPremium: flag(b.isPremium),
    isApproved: flag(b.isApproved),
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}
