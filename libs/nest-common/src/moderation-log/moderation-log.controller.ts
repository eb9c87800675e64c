import { Get, Injectable, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminRoute } from '../cache-headers';
import { ModerationLogEntryDto, ModerationLogQuery } from './moderation-log.dto';
import { ModerationLogService } from './moderation-log.service';

/**
 * GET <prefix>/activity, the service's moderation log. Each service extends it with its own
 * @Controller(prefix) from the route table (/api/businesses, /api/communities), registered before
 * any /:id route of that prefix. Marked injectable only so that its constructor's parameter types
 * are recorded for the subclasses that declare no constructor.
 */
@Injectable()
export abstract class ModerationLogController {
  constructor(protected readonly log: ModerationLogService) {}

  @Get('activity')
  @AdminRoute()
  @ApiOperation({
    summary: "Admin: this service's moderation log (who approved, edited or deleted what), newest first",
  })
  @ApiOkResponse({ type: [ModerationLogEntryDto] })
  activity(@Query() query: ModerationLogQuery): Promise<ModerationLogEntryDto[]> {
    return this.log.latest(query.limit);
  }
}
