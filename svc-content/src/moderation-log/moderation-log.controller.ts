import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ModerationLogController } from '@byp/nest-common';

/**
 * svc-content's whole moderation log (communities and posts) under one route of the route table,
 * GET /api/communities/activity, so the gateway's admin map needs no new tree.
 */
@ApiTags('moderation')
@Controller('api/communities')
export class ContentActivityController extends ModerationLogController {}
