import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsUUID,
  ValidateIf,
  registerDecorator,
} from 'class-validator';
import {
  LIMITS,
  MESSAGES,
  MESSAGE_CODES,
  ORGANIZER_TYPES,
  POST_MESSAGES,
  POST_MESSAGE_CODES,
  POST_TYPES,
  type ContentLanguage,
  type OrganizerType,
  type Post,
  type PostType,
} from '@byp/contracts';
import {
  Coordinate,
  Flag,
  IfSent,
  OptionalEmail,
  OptionalHttpUrl,
  OptionalText,
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
import type { PostEntity } from './post.entity';

/** The post's texts in two languages (issue 23); both missing is the spec's 'Required'. */
export const POST_TEXTS: readonly BilingualField[] = [
  { field: 'title', requiredMessage: MESSAGES.required },
  { field: 'body', requiredMessage: MESSAGES.required },
];

/** The title of both public forms: English, required unless the Ukrainian one is given. */
const PublicTitle = () =>
  applyDecorators(
    ApiPropertyOptional({
      minLength: 1,
      maxLength: LIMITS.nameMax,
      description: 'The English title; this or `titleUk` is required',
    }),
    EnglishOrUkrainian('titleUk', RequiredText(MESSAGES.required, LIMITS.nameMax)),
  );

const PublicTitleUk = () =>
  applyDecorators(
    ApiPropertyOptional({ maxLength: LIMITS.nameMax, description: 'The Ukrainian title; empty for none' }),
    TextIfGiven(LIMITS.nameMax),
  );

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const invalidInput = { message: MESSAGES.invalidInput, context: { code: MESSAGE_CODES.invalidInput } };

/** One of a fixed list ('Invalid input' otherwise). */
const OneOf = (values: readonly string[]) => IsIn(values as string[], invalidInput);

/** A required ISO 8601 date-time ('Required' when missing or blank). */
function RequiredDateTime() {
  return applyDecorators(
    Transform(trim),
    IsNotEmpty({ message: MESSAGES.required, context: { code: MESSAGE_CODES.required } }),
    IsISO8601({ strict: true }, invalidInput),
  );
}

/** An optional ISO 8601 date-time; empty or null means none. */
function OptionalDateTime() {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? null : trim({ value }))),
    IsOptional(),
    IsISO8601({ strict: true }, invalidInput),
  );
}

/** True when `end` is before `start` (both ISO strings or dates; a missing one never conflicts). */
export function endsBeforeStart(start: unknown, end: unknown): boolean {
  if (start === undefined || start === null || end === undefined || end === null) return false;
  const startMs = new Date(start as string).getTime();
  const endMs = new Date(end as string).getTime();
  return !Number.isNaN(startMs) && !Number.isNaN(endMs) && endMs < startMs;
}

/** endAt must not be before the body's startAt (spec section 5: endAt is optional). */
function NotBeforeStart(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'notBeforeStart',
      target: target.constructor,
      propertyName: propertyName as string,
      options: {
        message: POST_MESSAGES.endBeforeStart,
        context: { code: POST_MESSAGE_CODES.endBeforeStart },
      },
      validator: {
        validate: (value, args) => !endsBeforeStart((args?.object as { startAt?: unknown }).startAt, value),
      },
    });
}

/** 'public' unless one of the three organizer types is given. */
function OrganizerTypeField() {
  return applyDecorators(IsOptional(), OneOf(ORGANIZER_TYPES));
}

/** isOnline: a boolean (spec section 5). */
function OnlineFlag() {
  return applyDecorators(IsOptional(), IsBoolean(invalidInput));
}

/** GET /api/posts?type=event|news&q=…&lang=…: `q` searches titles and texts. */
export class ListPostsQuery extends SearchableListQuery {
  @ApiPropertyOptional({ enum: POST_TYPES })
  @IsOptional()
  @OneOf(POST_TYPES)
  type?: PostType;
}

/** The public event form (spec section 5). Moderation fields are unknown here (400). */
export class CreatePublicEventDto {
  @ApiProperty({ enum: ['event'] })
  @IsIn(['event'], invalidInput)
  type!: 'event';

  @ApiPropertyOptional({ enum: ORGANIZER_TYPES, default: 'public' })
  @OrganizerTypeField()
  organizerType?: OrganizerType;

  @PublicTitle()
  title?: string;

  @PublicTitleUk()
  titleUk?: string | null;

  @ApiPropertyOptional({ minLength: 1, description: 'The English text; this or `bodyUk` is required' })
  @EnglishOrUkrainian('bodyUk', RequiredText())
  body?: string;

  @ApiPropertyOptional({ description: 'The Ukrainian text; empty for none' })
  @TextIfGiven()
  bodyUk?: string | null;

  @ApiProperty({ format: 'date-time' })
  @RequiredDateTime()
  startAt!: string;

  @ApiPropertyOptional({ format: 'date-time', nullable: true, description: 'Not before startAt' })
  @OptionalDateTime()
  @NotBeforeStart()
  endAt?: string | null;

  @ApiPropertyOptional({ default: false })
  @OnlineFlag()
  isOnline?: boolean;

  @ApiPropertyOptional({ description: 'Required unless the event is online' })
  @ValidateIf(
    (post: CreatePublicEventDto, value) =>
      post.isOnline !== true || (value !== undefined && value !== null && value !== ''),
  )
  @RequiredText(MESSAGES.required, LIMITS.nameMax)
  locationName?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @OptionalText(500)
  address?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'A valid email or empty' })
  @OptionalEmail()
  contactEmail?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'http(s) URL or empty' })
  @OptionalHttpUrl()
  externalUrl?: string | null;
}

/** The public news form (spec section 5). */
export class CreatePublicNewsDto {
  @ApiProperty({ enum: ['news'] })
  @IsIn(['news'], invalidInput)
  type!: 'news';

  @ApiPropertyOptional({ enum: ORGANIZER_TYPES, default: 'public' })
  @OrganizerTypeField()
  organizerType?: OrganizerType;

  @PublicTitle()
  title?: string;

  @PublicTitleUk()
  titleUk?: string | null;

  @ApiPropertyOptional({
    minLength: LIMITS.newsBodyMin,
    description: 'The English text; this or `bodyUk` is required',
  })
  @EnglishOrUkrainian('bodyUk', TextOfAtLeast(LIMITS.newsBodyMin))
  body?: string;

  @ApiPropertyOptional({ minLength: LIMITS.newsBodyMin, description: 'The Ukrainian text; empty for none' })
  @TextIfGiven(LIMITS.textMax, LIMITS.newsBodyMin)
  bodyUk?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'http(s) URL or empty' })
  @OptionalHttpUrl()
  externalUrl?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'http(s) URL or empty' })
  @OptionalHttpUrl()
  image?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'A valid email or empty' })
  @OptionalEmail()
  contactEmail?: string | null;
}

export type CreatePublicPostDto = CreatePublicEventDto | CreatePublicNewsDto;

/**
 * PATCH /api/posts/:id (admin form, spec section 5): any subset; required fields cannot be
 * blanked, and one language of the title or body can only be cleared while the other stays.
 */
export class UpdatePostDto {
  @ApiPropertyOptional({ enum: POST_TYPES })
  @IfSent()
  @OneOf(POST_TYPES)
  type?: PostType;

  @ApiPropertyOptional({ enum: ORGANIZER_TYPES })
  @IfSent()
  @OneOf(ORGANIZER_TYPES)
  organizerType?: OrganizerType;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: LIMITS.nameMax,
    description: 'English title',
  })
  @EnglishIfGiven(RequiredText(MESSAGES.required, LIMITS.nameMax))
  title?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: LIMITS.nameMax,
    description: 'Ukrainian title',
  })
  @TextIfGiven(LIMITS.nameMax)
  titleUk?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'English text' })
  @EnglishIfGiven(RequiredText())
  body?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Ukrainian text' })
  @TextIfGiven()
  bodyUk?: string | null;

  @ApiPropertyOptional({ nullable: true, format: 'uri' })
  @OptionalHttpUrl()
  image?: string | null;

  @ApiPropertyOptional({ nullable: true, format: 'date-time' })
  @OptionalDateTime()
  startAt?: string | null;

  @ApiPropertyOptional({ nullable: true, format: 'date-time' })
  @OptionalDateTime()
  @NotBeforeStart()
  endAt?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @OptionalText(LIMITS.nameMax)
  locationName?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @OptionalText(500)
  address?: string | null;

  @ApiPropertyOptional({ nullable: true, minimum: -90, maximum: 90 })
  @Coordinate(90)
  latitude?: number | null;

  @ApiPropertyOptional({ nullable: true, minimum: -180, maximum: 180 })
  @Coordinate(180)
  longitude?: number | null;

  @ApiPropertyOptional({ nullable: true, format: 'uri' })
  @OptionalHttpUrl()
  externalUrl?: string | null;

  @ApiPropertyOptional({ nullable: true, format: 'uuid' })
  @IsOptional()
  @IsUUID('all', invalidInput)
  organizerId?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @OptionalEmail()
  contactEmail?: string | null;

  @ApiPropertyOptional()
  @IfSent()
  @IsBoolean(invalidInput)
  isOnline?: boolean;

  @ApiPropertyOptional({ enum: [0, 1] })
  @Flag()
  isApproved?: number;
}

/** A post as the API returns it. */
export class PostResponseDto implements Post {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: POST_TYPES }) type!: PostType;
  @ApiProperty({ description: 'In the language asked for (`lang`), else the other one' }) title!: string;
  @ApiProperty({ description: 'In the language asked for (`lang`), else the other one' }) body!: string;
  @ApiProperty({ type: I18nTextDto }) titleI18n!: I18nTextDto;
  @ApiProperty({ type: I18nTextDto }) bodyI18n!: I18nTextDto;
  @ApiProperty({ type: String, nullable: true }) image!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) startAt!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) endAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) locationName!: string | null;
  @ApiProperty({ type: String, nullable: true }) address!: string | null;
  @ApiProperty({ type: Number, nullable: true }) latitude!: number | null;
  @ApiProperty({ type: Number, nullable: true }) longitude!: number | null;
  @ApiProperty({ type: String, nullable: true }) externalUrl!: string | null;
  @ApiProperty({ enum: ORGANIZER_TYPES }) organizerType!: OrganizerType;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) organizerId!: string | null;
  @ApiProperty({ type: String, nullable: true }) contactEmail!: string | null;
  @ApiProperty() isOnline!: boolean;
  @ApiProperty({ enum: [0, 1], description: 'Always 1 on public endpoints' }) isApproved!: 0 | 1;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The title the moderation log records: English, else Ukrainian. */
export const postLogName = (p: PostEntity): string => p.titleEn ?? p.titleUk ?? '';

/** A post's title and body in `lang`, else the other language (the feeds' texts too). */
export function postTexts(p: PostEntity, lang: ContentLanguage) {
  const titleI18n = i18nText(p.titleEn, p.titleUk);
  const bodyI18n = i18nText(p.bodyEn, p.bodyUk);
  return { title: localized(titleI18n, lang), body: localized(bodyI18n, lang), titleI18n, bodyI18n };
}

export function toPostResponse(p: PostEntity, lang: ContentLanguage): PostResponseDto {
  return {
    id: p.id,
    type: p.type,
    ...postTexts(p, lang),
    image: p.image,
    startAt: iso(p.startAt),
    endAt: iso(p.endAt),
    locationName: p.locationName,
    address: p.address,
    latitude: p.latitude,
    longitude: p.longitude,
    externalUrl: p.externalUrl,
    organizerType: p.organizerType,
    organizerId: p.organizerId,
    contactEmail: p.contactEmail,
    isOnline: p.isOnline,
    isApproved: p.isApproved ? 1 : 0,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}
