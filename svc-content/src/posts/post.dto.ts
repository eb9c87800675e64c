import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { IsBoolean, IsIn, IsOptional, IsUUID, ValidateIf, registerDecorator } from 'class-validator';
import {
  LIMITS,
  MESSAGES,
  ORGANIZER_TYPES,
  POST_MESSAGES,
  POST_MESSAGE_CODES,
  POST_TYPES,
  RECURRENCE_FREQUENCIES,
  type ContentLanguage,
  type I18nText,
  type OrganizerType,
  type Post,
  type PostCommunity,
  type PostOccurrence,
  type PostRecurrence,
  type PostType,
  type RecurrenceFrequency,
} from '@byp/contracts';
import {
  Coordinate,
  Flag,
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
import { endsBeforeStart, invalidInput, OneOf, OptionalDateTime, RequiredDateTime } from './post-fields';
import type { PostEntity } from './post.entity';
import {
  NestedRecurrence,
  OccurrenceChangeDto,
  PublicRecurrenceDto,
  RecurrenceDto,
} from './recurrence/recurrence.dto';
import { describeRule, expandOccurrences, occurrenceWindow } from './recurrence/recurrence-rule';

export { endsBeforeStart } from './post-fields';

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

  @ApiPropertyOptional({ format: 'uuid', description: 'Only the posts of this community (issue 27)' })
  @IsOptional()
  @IsUUID('all', invalidInput)
  community?: string;
}

/** The community that runs a post: an approved community's id, with organizerType 'community'. */
const CommunityId = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: String,
      nullable: true,
      format: 'uuid',
      description: "An approved community's id; organizerType must be 'community'",
    }),
    IsOptional(),
    IsUUID('all', invalidInput),
  );

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

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Required unless the event is online' })
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

  @NestedRecurrence(PublicRecurrenceDto)
  recurrence?: PublicRecurrenceDto | null;

  @CommunityId()
  organizerId?: string | null;
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

  @CommunityId()
  organizerId?: string | null;
}

export type CreatePublicPostDto = CreatePublicEventDto | CreatePublicNewsDto;

/**
 * A post's fields with the admin edit form's rules (spec section 5); the PATCH takes any subset
 * (UpdatePostDto). The public forms keep their own lists: each reports its fields in its own
 * order, which a shared list would change.
 */
class PostAdminFields {
  @ApiProperty({ enum: POST_TYPES })
  @OneOf(POST_TYPES)
  type!: PostType;

  @ApiProperty({ enum: ORGANIZER_TYPES })
  @OneOf(ORGANIZER_TYPES)
  organizerType!: OrganizerType;

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

  @CommunityId()
  organizerId?: string | null;

  @NestedRecurrence(RecurrenceDto)
  recurrence?: RecurrenceDto | null;

  @ApiPropertyOptional({ nullable: true })
  @OptionalEmail()
  contactEmail?: string | null;

  @ApiProperty()
  @IsBoolean(invalidInput)
  isOnline!: boolean;

  @ApiPropertyOptional({ enum: [0, 1] })
  @Flag()
  isApproved?: number;
}

/**
 * PATCH /api/posts/:id (admin): any subset of the fields. Only a field left out is skipped
 * (skipNullProperties: false), so null cannot blank a required one; one language of the title or
 * body can only be cleared while the other stays.
 */
export class UpdatePostDto extends PartialType(PostAdminFields, { skipNullProperties: false }) {}

/** How a post repeats, as the API returns it. */
class PostRecurrenceDto implements PostRecurrence {
  @ApiProperty({ enum: RECURRENCE_FREQUENCIES }) frequency!: RecurrenceFrequency;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) until!: string | null;
  @ApiProperty({ type: Number, nullable: true }) count!: number | null;
  @ApiProperty({ description: 'RFC 5545 RRULE value; DTSTART is startAt in Europe/London' }) rule!: string;
  @ApiProperty({ minimum: 0, maximum: 6, description: '0 = Sunday' }) weekday!: number;
  @ApiProperty({ type: Number, nullable: true, description: '1–4, or -1 for the last' }) weekOfMonth!:
    number | null;
  @ApiProperty({ type: Number, nullable: true }) dayOfMonth!: number | null;
  @ApiProperty({ type: [OccurrenceChangeDto] }) exceptions!: OccurrenceChangeDto[];
}

class PostOccurrenceDto implements PostOccurrence {
  @ApiProperty({ format: 'date-time' }) startAt!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) endAt!: string | null;
  @ApiProperty({ format: 'date-time', description: 'The start the rule gives this date' })
  occurrence!: string;
  @ApiProperty() moved!: boolean;
  @ApiProperty() cancelled!: boolean;
}

class PostCommunityDto implements PostCommunity {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: I18nTextDto }) nameI18n!: I18nTextDto;
}

/** A post as the API returns it. */
export class PostResponseDto implements Post {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({
    example: 'saturday-school-open-day',
    description: 'The page address is /news-events/{slug} (issue 25)',
  })
  slug!: string;
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
  @ApiPropertyOptional({ type: PostRecurrenceDto, nullable: true }) recurrence!: PostRecurrenceDto | null;
  @ApiPropertyOptional({ type: [PostOccurrenceDto] }) occurrences!: PostOccurrenceDto[];
  @ApiPropertyOptional({ type: PostCommunityDto, nullable: true }) community!: PostCommunityDto | null;
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

/** The community names a list of posts may show, by id (approved communities only). */
export type CommunityNames = ReadonlyMap<string, I18nText>;

/** How a post repeats and its dates around `now` (none for a single event). */
function recurrenceOf(p: PostEntity, now: Date) {
  if (!p.recurrenceRule || !p.startAt) return { recurrence: null, occurrences: [] };
  const exceptions = p.recurrenceExceptions ?? [];
  return {
    recurrence: describeRule(p.recurrenceRule, p.startAt, exceptions),
    occurrences: expandOccurrences(
      { startAt: p.startAt, endAt: p.endAt, rule: p.recurrenceRule, exceptions },
      occurrenceWindow(now),
    ),
  };
}

function communityOf(p: PostEntity, names: CommunityNames, lang: ContentLanguage): PostCommunityDto | null {
  const nameI18n = p.organizerType === 'community' && p.organizerId ? names.get(p.organizerId) : undefined;
  return nameI18n && p.organizerId ? { id: p.organizerId, name: localized(nameI18n, lang), nameI18n } : null;
}

export function toPostResponse(
  p: PostEntity,
  lang: ContentLanguage,
  communities: CommunityNames = new Map(),
  now = new Date(),
): PostResponseDto {
  return {
    id: p.id,
    slug: p.slug,
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
    ...recurrenceOf(p, now),
    community: communityOf(p, communities, lang),
  };
}
