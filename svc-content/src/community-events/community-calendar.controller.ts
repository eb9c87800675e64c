import { Controller, Get, Header, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Response } from 'express';
import type { Repository } from 'typeorm';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { ContentLanguage } from '@byp/contracts';
import { PublicCache, SERVICE_CONFIG, UuidParamPipe } from '@byp/nest-common';
import { CommunityEntity } from '../communities/community.entity';
import { COMMUNITY_NOT_FOUND } from '../communities/community.service';
import type { ContentConfig } from '../content.config';
import { i18nText } from '../content-language/bilingual-text';
import {
  AnswersInReadLanguage,
  ApiLangQuery,
  LanguageFromParamOnly,
  localized,
  ReadLanguage,
} from '../content-language/read-language';
import { calendarFileName } from '../posts/calendar-file';
import { PostService } from '../posts/post.service';

/**
 * A community's own iCalendar feed (issue 27): its approved events, repeating ones with their
 * rules, named after the community. The events are posts that name the community as organiser.
 */
@ApiTags('communities')
@AnswersInReadLanguage()
@Controller('api/communities')
export class CommunityCalendarController {
  private readonly origin: string;

  constructor(
    private readonly posts: PostService,
    @InjectRepository(CommunityEntity) private readonly communities: Repository<CommunityEntity>,
    @Inject(SERVICE_CONFIG) config: ContentConfig,
  ) {
    this.origin = config.PUBLIC_URL.replace(/\/$/, '');
  }

  @Get(':id/calendar.ics')
  @PublicCache()
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @LanguageFromParamOnly()
  @ApiLangQuery()
  @ApiOperation({
    summary: "An approved community's events as an iCalendar feed (Europe/London); English unless lang=uk",
  })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ schema: { type: 'string' } })
  @ApiNotFoundResponse({ description: 'Unknown or pending community (JSON error)' })
  async calendar(
    @Param('id', new UuidParamPipe(COMMUNITY_NOT_FOUND)) id: string,
    @ReadLanguage() lang: ContentLanguage,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const community = await this.communities.findOneBy({ id, isApproved: 1 });
    if (!community) throw new NotFoundException(COMMUNITY_NOT_FOUND);
    const name = localized(i18nText(community.nameEn, community.nameUk), lang);
    res.setHeader('Content-Disposition', `inline; filename="${calendarFileName(name)}"`);
    // Loaded on the first feed request, as the posts' feeds are (an idle service does not carry them).
    const { buildEventsCalendar } = await import('../posts/post-feeds');
    return buildEventsCalendar({ origin: this.origin }, await this.posts.approvedEvents(id), lang, name);
  }
}
