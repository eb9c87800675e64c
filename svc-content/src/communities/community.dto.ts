import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsOptional, IsString, MaxLength } from 'class-validator';
import { Transform } from 'class-transformer';
import { LIMITS, MESSAGES, MESSAGE_CODES, type Community } from '@byp/contracts';
import {
  Coordinate,
  Flag,
  HttpUrlList,
  IfSent,
  OptionalEmail,
  OptionalHttpUrl,
  OptionalText,
  RequiredHttpUrl,
  RequiredText,
  TextOfAtLeast,
} from '@byp/nest-common';
import type { CommunityEntity } from './community.entity';

/** More links than anyone lists; keeps one submission from carrying thousands. */
export const COMMUNITY_LINKS_MAX = 20;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Additional-resources links: http(s) only, blanks dropped, duplicates ignored, at most 20. */
const CommunityLinks = () =>
  applyDecorators(
    HttpUrlList(),
    ArrayMaxSize(COMMUNITY_LINKS_MAX, {
      message: MESSAGES.tooLarge,
      context: { code: MESSAGE_CODES.tooLarge, max: COMMUNITY_LINKS_MAX },
    }),
  );

/** GET /api/communities query. */
export class ListCommunitiesQuery {
  @ApiPropertyOptional({ description: 'Case-insensitive substring of name, description or contact email' })
  @Transform(trim)
  @IsOptional()
  @IsString({ message: MESSAGES.invalidText, context: { code: MESSAGE_CODES.invalidText } })
  @MaxLength(200, { message: MESSAGES.tooLong(200), context: { code: MESSAGE_CODES.tooLong, max: 200 } })
  q?: string;
}

/** The optional fields both bodies share (spec section 5: public community form, admin edit form). */
abstract class CommunityOptionalFields {
  @ApiPropertyOptional({ nullable: true, description: 'http(s) URL or empty' })
  @OptionalHttpUrl()
  website?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'A valid email or empty' })
  @OptionalEmail()
  contactEmail?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'Handle; the leading @ is optional' })
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

/** POST /api/communities/public: the public form. isApproved is an unknown field here (400). */
export class CreatePublicCommunityDto extends CommunityOptionalFields {
  @ApiProperty({ minLength: 1 })
  @RequiredText(MESSAGES.required, LIMITS.nameMax)
  name!: string;

  @ApiProperty({ minLength: LIMITS.descriptionMin })
  @TextOfAtLeast(LIMITS.descriptionMin)
  description!: string;

  @ApiProperty({ format: 'uri', description: 'http(s) URL' })
  @RequiredHttpUrl()
  heroImage!: string;

  @ApiPropertyOptional({ type: [String], maxItems: COMMUNITY_LINKS_MAX, description: 'http(s) URLs' })
  @CommunityLinks()
  links: string[] = [];
}

/** PATCH /api/communities/:id: the admin edit form; name, description and heroImage cannot be blanked. */
export class UpdateCommunityDto extends CommunityOptionalFields {
  @ApiPropertyOptional()
  @IfSent()
  @RequiredText(MESSAGES.required, LIMITS.nameMax)
  name?: string;

  @ApiPropertyOptional()
  @IfSent()
  @RequiredText()
  description?: string;

  @ApiPropertyOptional({ format: 'uri' })
  @IfSent()
  @RequiredHttpUrl()
  heroImage?: string;

  @ApiPropertyOptional({ type: [String], maxItems: COMMUNITY_LINKS_MAX })
  @CommunityLinks()
  links?: string[];

  @ApiPropertyOptional({ enum: [0, 1] })
  @Flag()
  isApproved?: number;
}

/** A community as the API returns it. */
export class CommunityResponseDto implements Community {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: String, nullable: true }) website!: string | null;
  @ApiProperty({ type: String, nullable: true }) contactEmail!: string | null;
  @ApiProperty({ type: String, nullable: true }) instagram!: string | null;
  @ApiProperty({ type: String, nullable: true }) tiktok!: string | null;
  @ApiProperty() heroImage!: string;
  @ApiProperty({ type: [String] }) links!: string[];
  @ApiProperty({ type: Number, nullable: true }) latitude!: number | null;
  @ApiProperty({ type: Number, nullable: true }) longitude!: number | null;
  @ApiProperty({ enum: [0, 1], description: 'Always 1 on the public list' }) isApproved!: 0 | 1;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export function toCommunityResponse(c: CommunityEntity): CommunityResponseDto {
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    website: c.website,
    contactEmail: c.contactEmail,
    instagram: c.instagram,
    tiktok: c.tiktok,
    heroImage: c.heroImage,
    links: c.links ?? [],
    latitude: c.latitude,
    longitude: c.longitude,
    isApproved: c.isApproved ? 1 : 0,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
