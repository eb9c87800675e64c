import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsObject,
  IsNotEmpty,
  IsOptional,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  MESSAGES,
  MESSAGE_CODES,
  RECURRENCE_FREQUENCIES,
  RECURRENCE_LIMITS,
  type RecurrenceFrequency,
} from '@byp/contracts';
import { invalidInput, OneOf, OptionalDateTime, RequiredDateTime } from '../post-fields';

/** One date of the series cancelled or moved (admin form). */
export class OccurrenceChangeDto {
  @ApiProperty({ format: 'date-time', description: "The date's start as the rule gives it" })
  @RequiredDateTime()
  occurrence!: string;

  @ApiPropertyOptional({ description: 'True: this date does not take place' })
  @IsOptional()
  @IsBoolean(invalidInput)
  cancelled?: boolean;

  @ApiPropertyOptional({ format: 'date-time', description: 'Moved: the new start' })
  @OptionalDateTime()
  startAt?: string | null;

  @ApiPropertyOptional({ format: 'date-time', nullable: true, description: 'Moved: the new end' })
  @OptionalDateTime()
  endAt?: string | null;
}

/** How an event repeats, as the public event form offers it (issue 27). */
export class PublicRecurrenceDto {
  @ApiProperty({ enum: RECURRENCE_FREQUENCIES })
  @IsNotEmpty({ message: MESSAGES.required, context: { code: MESSAGE_CODES.required } })
  @OneOf(RECURRENCE_FREQUENCIES)
  frequency!: RecurrenceFrequency;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    format: 'date',
    description: 'Last day (UK), inclusive',
  })
  @IsOptional()
  @Matches(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, invalidInput)
  until?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, maximum: RECURRENCE_LIMITS.countMax })
  @IsOptional()
  @IsInt(invalidInput)
  @Min(1, invalidInput)
  @Max(RECURRENCE_LIMITS.countMax, invalidInput)
  count?: number | null;
}

/** The admin form's repeat: the pattern and the changed single dates. */
export class RecurrenceDto extends PublicRecurrenceDto {
  @ApiPropertyOptional({ type: [OccurrenceChangeDto], maxItems: RECURRENCE_LIMITS.exceptionsMax })
  @IsOptional()
  @IsArray(invalidInput)
  @ArrayMaxSize(RECURRENCE_LIMITS.exceptionsMax, invalidInput)
  @ValidateNested({ each: true })
  @Type(() => OccurrenceChangeDto)
  exceptions?: OccurrenceChangeDto[];
}

/** A nested repeat object of the body (null or absent: a single event). */
export const NestedRecurrence = (dto: typeof PublicRecurrenceDto) =>
  applyDecorators(
    ApiPropertyOptional({
      type: dto,
      nullable: true,
      description: 'How the event repeats; none for one date',
    }),
    IsOptional(),
    IsObject(invalidInput),
    ValidateNested(),
    Type(() => dto),
  );
