import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Transform } from 'class-transformer';
import {
  BUSINESS_CATEGORIES,
  LIMITS,
  MESSAGES,
  MESSAGE_CODES,
  type Business,
  type BulkImportResult,
  type BusinessCategory,
  type CategoryCount,
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
  IfSent,
  QueryInt,
  RequiredHttpUrl,
} from '@byp/nest-common';
import { IsBusinessCategoryField, INVALID_CATEGORY_MESSAGE } from './business.validators';
import type { BusinessEntity } from './business.entity';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** GET /api/businesses query: every filter optional; no limit/offset means every match. */
export class ListBusinessesQuery {
  @ApiPropertyOptional({ description: 'Case-insensitive substring of name, description or category' })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;

  @ApiPropertyOptional({ description: 'Case-insensitive substring of address or area' })
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
}

/** POST /api/businesses/public: the public form (spec section 5). Moderation fields are unknown here (400). */
export class CreatePublicBusinessDto extends BusinessContactFields {
  @ApiProperty({ minLength: 1 })
  @RequiredText(MESSAGES.required, LIMITS.nameMax)
  name!: string;

  @ApiProperty({ minLength: LIMITS.descriptionMin })
  @TextOfAtLeast(LIMITS.descriptionMin)
  description!: string;

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

/** POST /api/businesses (admin): the stored schema's messages; the admin may set the flags. */
export class CreateBusinessDto extends BusinessContactFields {
  @ApiProperty()
  @RequiredText(MESSAGES.business.name, LIMITS.nameMax)
  name!: string;

  @ApiProperty()
  @RequiredText(MESSAGES.business.description)
  description!: string;

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

  @ApiPropertyOptional({ type: [String] })
  @HttpUrlList()
  galleryImages: string[] = [];

  @ApiPropertyOptional({ enum: [0, 1], default: 0, description: 'true/false are accepted too' })
  @Flag()
  isVerified?: number;

  @ApiPropertyOptional({ enum: [0, 1], default: 0 })
  @Flag()
  isPremium?: number;

  @ApiPropertyOptional({
    enum: [0, 1],
    default: 1,
    description: 'Admin-created businesses are approved unless 0 is sent',
  })
  @Flag()
  isApproved?: number;
}

/** PATCH /api/businesses/:id (admin): any subset of the admin fields; required ones cannot be blanked. */
export class UpdateBusinessDto extends BusinessContactFields {
  @ApiPropertyOptional()
  @IfSent()
  @RequiredText(MESSAGES.business.name, LIMITS.nameMax)
  name?: string;

  @ApiPropertyOptional()
  @IfSent()
  @RequiredText(MESSAGES.business.description)
  description?: string;

  @ApiPropertyOptional({ enum: BUSINESS_CATEGORIES })
  @IfSent()
  @IsBusinessCategoryField(MESSAGES.business.category)
  category?: BusinessCategory;

  @ApiPropertyOptional()
  @IfSent()
  @RequiredText(MESSAGES.business.address)
  address?: string;

  @ApiPropertyOptional({ nullable: true })
  @OptionalText(200)
  area?: string | null;

  @ApiPropertyOptional({ format: 'uri' })
  @IfSent()
  @RequiredHttpUrl(MESSAGES.business.heroImage)
  heroImage?: string;

  @ApiPropertyOptional({ type: [String] })
  @HttpUrlList()
  galleryImages?: string[];

  @ApiPropertyOptional({ enum: [0, 1] })
  @Flag()
  isVerified?: number;

  @ApiPropertyOptional({ enum: [0, 1] })
  @Flag()
  isPremium?: number;

  @ApiPropertyOptional({ enum: [0, 1] })
  @Flag()
  isApproved?: number;
}

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

/** A business as the API returns it. */
export class BusinessResponseDto implements Business {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
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

export function toBusinessResponse(b: BusinessEntity): BusinessResponseDto {
  return {
    id: b.id,
    name: b.name,
    description: b.description,
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
    averageRating: Number(b.averageRating),
    totalReviews: b.totalReviews,
    isVerified: flag(b.isVerified),
    isPremium: flag(b.isPremium),
    isApproved: flag(b.isApproved),
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}
