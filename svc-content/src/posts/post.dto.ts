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
import type { PostEntity } from './post.entity';

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

/** GET /api/posts?type=event|news */
export class ListPostsQuery {
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

  @ApiProperty({ minLength: 1 })
  @RequiredText(MESSAGES.required, LIMITS.nameMax)
  title!: string;

  @ApiProperty({ minLength: 1 })
  @RequiredText()
  body!: string;

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

  @ApiProperty({ minLength: 1 })
  @RequiredText(MESSAGES.required, LIMITS.nameMax)
  title!: string;

  @ApiProperty({ minLength: LIMITS.newsBodyMin })
  @TextOfAtLeast(LIMITS.newsBodyMin)
  body!: string;

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

/** PATCH /api/posts/:id (admin form, spec section 5): any subset; required fields cannot be blanked. */
export class UpdatePostDto {
  @ApiPropertyOptional({ enum: POST_TYPES })
  @IfSent()
  @OneOf(POST_TYPES)
  type?: PostType;

  @ApiPropertyOptional({ enum: ORGANIZER_TYPES })
  @IfSent()
  @OneOf(ORGANIZER_TYPES)
  organizerType?: OrganizerType;

  @ApiPropertyOptional()
  @IfSent()
  @RequiredText(MESSAGES.required, LIMITS.nameMax)
  title?: string;

  @ApiPropertyOptional()
  @IfSent()
  @RequiredText()
  body?: string;

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
  @ApiProperty() title!: string;
  @ApiProperty() body!: string;
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

export function toPostResponse(p: PostEntity): PostResponseDto {
  return {
    id: p.id,
    type: p.type,
    title: p.title,
    body: p.body,
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
