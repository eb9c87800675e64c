import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize } from 'class-validator';
import { LIMITS, MESSAGES, MESSAGE_CODES, type Community, type ContentLanguage } from '@byp/contracts';
import {
  Coordinate,
  Flag,
  HttpUrlList,
  IfSent,
  OptionalEmail,
  OptionalWebsiteUrl,
  OptionalText,
  RequiredHttpUrl,
  RequiredText,
  TextOfAtLeast,
} from '@byp/nest-common';
import {
  EnglishIfGiven,
  EnglishOrUkrainian,
  i18nText,
  TextIfGiven,
  type BilingualField,
} from '../content-language/bilingual-text';
import { I18nTextDto, localized } from '../content-language/read-language';
import { SearchableListQuery } from '../search/content-search';
import type { CommunityEntity } from './community.entity';

/** The community's texts in two languages (issue 23); both missing is the spec's 'Required'. */
export const COMMUNITY_TEXTS: readonly BilingualField[] = [
  { field: 'name', requiredMessage: MESSAGES.required },
  { field: 'description', requiredMessage: MESSAGES.required },
];

/** More links than anyone lists; keeps one submission from carrying thousands. */
export const COMMUNITY_LINKS_MAX = 20;

/** Additional-resources links: http(s) only, blanks dropped, duplicates ignored, at most 20. */
const CommunityLinks = () =>
  applyDecorators(
    HttpUrlList(),
    ArrayMaxSize(COMMUNITY_LINKS_MAX, {
      message: MESSAGES.tooLarge,
      context: { code: MESSAGE_CODES.tooLarge, max: COMMUNITY_LINKS_MAX },
    }),
  );

/** GET /api/communities query: `lang`, and `q` searching names, descriptions and contact email. */
export class ListCommunitiesQuery extends SearchableListQuery {}

/** The optional fields both bodies share (spec section 5: public community form, admin edit form). */
class CommunityOptionalFields {
  @ApiPropertyOptional({
    nullable: true,
    description: "http(s) URL or empty; without a scheme ('example.org') https:// is added",
  })
  @OptionalWebsiteUrl()
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

  @ApiPropertyOptional({
    nullable: true,
    maxLength: LIMITS.nameMax,
    description: "The place in words ('Leeds')",
  })
  @OptionalText(LIMITS.nameMax)
  placeName?: string | null;
}

/** POST /api/communities/public: the public form. isApproved is an unknown field here (400). */
export class CreatePublicCommunityDto extends CommunityOptionalFields {
  @ApiPropertyOptional({
    minLength: 1,
    maxLength: LIMITS.nameMax,
    description: 'The English name; this or `nameUk` is required',
  })
  @EnglishOrUkrainian('nameUk', RequiredText(MESSAGES.required, LIMITS.nameMax))
  name?: string;

  @ApiPropertyOptional({ maxLength: LIMITS.nameMax, description: 'The Ukrainian name; empty for none' })
  @TextIfGiven(LIMITS.nameMax)
  nameUk?: string | null;

  @ApiPropertyOptional({
    minLength: LIMITS.descriptionMin,
    description: 'The English description; this or `descriptionUk` is required',
  })
  @EnglishOrUkrainian('descriptionUk', TextOfAtLeast(LIMITS.descriptionMin))
  description?: string;

  @ApiPropertyOptional({
    minLength: LIMITS.descriptionMin,
    description: 'The Ukrainian description; empty for none',
  })
  @TextIfGiven(LIMITS.textMax, LIMITS.descriptionMin)
  descriptionUk?: string | null;

  @ApiProperty({ format: 'uri', description: 'http(s) URL' })
  @RequiredHttpUrl()
  heroImage!: string;

  @ApiPropertyOptional({
    type: [String],
    description: 'Photos after the hero image: URLs (uploaded or pasted)',
  })
  @HttpUrlList()
  galleryImages: string[] = [];

  @ApiPropertyOptional({ type: [String], maxItems: COMMUNITY_LINKS_MAX, description: 'http(s) URLs' })
  @CommunityLinks()
  links: string[] = [];
}

/**
 * PATCH /api/communities/:id: the admin edit form: any of the fields; heroImage is skipped only
 * when left out, so it cannot be blanked. One language of the name or description can be cleared
 * (null or empty) while the other stays. Plain `extends`, not a mapped type of the public form:
 * a 400 lists these fields before the optional ones, as it always has (class-validator lists a
 * class's own fields first), and the public form's name and hero image would come last.
 */
export class UpdateCommunityDto extends CommunityOptionalFields {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: LIMITS.nameMax,
    description: 'English name',
  })
  @EnglishIfGiven(RequiredText(MESSAGES.required, LIMITS.nameMax))
  name?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: LIMITS.nameMax,
    description: 'Ukrainian name',
  })
  @TextIfGiven(LIMITS.nameMax)
  nameUk?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'English description' })
  @EnglishIfGiven(RequiredText())
  description?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Ukrainian description' })
  @TextIfGiven()
  descriptionUk?: string | null;

  @ApiPropertyOptional({ format: 'uri', description: 'http(s) URL' })
  @IfSent()
  @RequiredHttpUrl()
  heroImage?: string;

  @ApiPropertyOptional({ type: [String] })
  @HttpUrlList()
  galleryImages?: string[];

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
  @ApiProperty({
    example: 'kozaky-fc-london',
    description: 'The page address is /communities/{slug} (issue 25)',
  })
  slug!: string;
  @ApiProperty({ description: 'In the language asked for (`lang`), else the other one' }) name!: string;
  @ApiProperty({ description: 'In the language asked for (`lang`), else the other one' })
  description!: string;
  @ApiProperty({ type: I18nTextDto }) nameI18n!: I18nTextDto;
  @ApiProperty({ type: I18nTextDto }) descriptionI18n!: I18nTextDto;
  @ApiProperty({ type: String, nullable: true }) website!: string | null;
  @ApiProperty({ type: String, nullable: true }) contactEmail!: string | null;
  @ApiProperty({ type: String, nullable: true }) instagram!: string | null;
  @ApiProperty({ type: String, nullable: true }) tiktok!: string | null;
  @ApiProperty() heroImage!: string;
  @ApiProperty({ type: [String] }) galleryImages!: string[];
  @ApiProperty({ type: [String] }) links!: string[];
  @ApiProperty({ type: Number, nullable: true }) latitude!: number | null;
  @ApiProperty({ type: Number, nullable: true }) longitude!: number | null;
  @ApiProperty({ type: String, nullable: true }) placeName!: string | null;
  @ApiProperty({ enum: [0, 1], description: 'Always 1 on the public list' }) isApproved!: 0 | 1;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

/** The name the moderation log records: English, else Ukrainian. */
export const communityLogName = (c: CommunityEntity): string => c.nameEn ?? c.nameUk ?? '';

export function toCommunityResponse(c: CommunityEntity, lang: ContentLanguage): CommunityResponseDto {
  const nameI18n = i18nText(c.nameEn, c.nameUk);
  const descriptionI18n = i18nText(c.descriptionEn, c.descriptionUk);
  return {
    id: c.id,
    slug: c.slug,
    name: localized(nameI18n, lang),
    description: localized(descriptionI18n, lang),
    nameI18n,
    descriptionI18n,
    website: c.website,
    contactEmail: c.contactEmail,
    instagram: c.instagram,
    tiktok: c.tiktok,
    heroImage: c.heroImage,
    galleryImages: c.galleryImages ?? [],
    links: c.links ?? [],
    latitude: c.latitude,
    longitude: c.longitude,
    placeName: c.placeName ?? null,
    isApproved: c.isApproved ? 1 : 0,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
