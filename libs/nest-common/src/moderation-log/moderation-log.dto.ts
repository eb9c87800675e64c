import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ModeratedEntity, ModerationAction, ModerationLogEntry } from '@byp/contracts';
import { QueryInt } from '../validators';
import type { ModerationLogEntity } from './moderation-log.entity';

export const MODERATION_LOG_DEFAULT_LIMIT = 50;
export const MODERATION_LOG_MAX_LIMIT = 200;

/** The query of a service's activity route (GET /api/businesses/activity, /api/communities/activity). */
export class ModerationLogQuery {
  @ApiPropertyOptional({
    minimum: 1,
    maximum: MODERATION_LOG_MAX_LIMIT,
    default: MODERATION_LOG_DEFAULT_LIMIT,
  })
  @QueryInt(1, MODERATION_LOG_MAX_LIMIT)
  limit?: number;
}

const ACTIONS: ModerationAction[] = ['created', 'approved', 'updated', 'deleted', 'imported'];
const ENTITIES: ModeratedEntity[] = ['business', 'review', 'offer', 'community', 'post'];

export class ModerationLogEntryDto implements ModerationLogEntry {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({ description: "The admin's username" }) actor!: string;
  @ApiProperty({ enum: ACTIONS }) action!: ModerationAction;
  @ApiProperty({
    enum: ENTITIES,
    description:
      "One of this service's kinds: business, review or offer (svc-catalog); community or post (svc-content)",
  })
  entityType!: ModeratedEntity;
  @ApiProperty({ format: 'uuid' }) entityId!: string;
  @ApiProperty({ description: 'Name or title when the action happened' }) entityName!: string;
  @ApiPropertyOptional({ description: "Imports: how many items were created ('imported' lines only)" })
  count?: number;
}

export function toModerationLogEntry(row: ModerationLogEntity): ModerationLogEntryDto {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    entityName: row.entityName,
    ...(row.count === null ? {} : { count: row.count }),
  };
}
