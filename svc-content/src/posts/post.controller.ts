import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Inject,
  Param,
  Patch,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import type { Response } from 'express';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import {
  AdminActor,
  AdminRoute,
  PublicCache,
  RateLimit,
  SERVICE_CONFIG,
  UuidParamPipe,
} from '@byp/nest-common';
import type { ContentConfig } from '../content.config';
import {
  CreatePublicEventDto,
  CreatePublicNewsDto,
  ListPostsQuery,
  PostResponseDto,
  UpdatePostDto,
  type CreatePublicPostDto,
} from './post.dto';
import type { FeedSite } from './post-feeds';

/**
 * The feed builders (feed, ical-generator and their XML and date libraries) load on the first
 * feed request: an idle service does not carry them (issue 13, idle RSS).
 */
const feeds = () => import('./post-feeds');
import { POST_NOT_FOUND, PostService } from './post.service';
import { PublicPostBodyPipe } from './public-post-body.pipe';

const PostId = () => Param('id', new UuidParamPipe(POST_NOT_FOUND));

/** A file name from a title: letters, digits and dashes only. */
const fileNameOf = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .toLowerCase()
    .slice(0, 60) || 'event';

/** Static paths (all, calendar.ics, feed.xml, public) are declared before /:id so they are matched first. */
@ApiTags('posts')
@ApiExtraModels(CreatePublicEventDto, CreatePublicNewsDto)
@Controller('api/posts')
export class PostController {
  private readonly site: FeedSite;

  constructor(
    private readonly posts: PostService,
    @Inject(SERVICE_CONFIG) config: ContentConfig,
  ) {
    this.site = {
      origin: config.PUBLIC_URL.replace(/\/$/, ''),
      title: 'Blue & Yellow Pages: News & Events',
      description: 'News and events of Ukrainian businesses and communities across the UK',
    };
  }

  @Get()
  @PublicCache()
  @ApiOperation({
    summary: 'Approved posts, optionally of one type (events by start, then news newest first)',
  })
  @ApiOkResponse({ type: [PostResponseDto] })
  @ApiBadRequestResponse({ description: 'type is neither event nor news' })
  list(@Query() query: ListPostsQuery): Promise<PostResponseDto[]> {
    return this.posts.listPublic(query.type);
  }

  @Get('all')
  @AdminRoute()
  @ApiOperation({ summary: 'Admin: every post, pending included' })
  @ApiOkResponse({ type: [PostResponseDto] })
  listAll(): Promise<PostResponseDto[]> {
    return this.posts.listAll();
  }

  @Get('calendar.ics')
  @PublicCache()
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Content-Disposition', 'inline; filename="news-and-events.ics"')
  @ApiOperation({ summary: 'iCalendar feed of approved events (Europe/London), for calendar subscriptions' })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ schema: { type: 'string' } })
  async calendar(): Promise<string> {
    return (await feeds()).buildEventsCalendar(this.site, await this.posts.approvedEvents(), this.site.title);
  }

  @Get('feed.xml')
  @PublicCache()
  @Header('Content-Type', 'application/rss+xml; charset=utf-8')
  @ApiOperation({ summary: 'RSS 2.0 feed of approved news, newest first' })
  @ApiProduces('application/rss+xml')
  @ApiOkResponse({ schema: { type: 'string' } })
  async feed(): Promise<string> {
    return (await feeds()).buildNewsFeed(this.site, await this.posts.approvedNews());
  }

  @Post('public')
  @RateLimit('public-write')
  @ApiOperation({ summary: 'Submit an event or a news item for moderation (created pending)' })
  @ApiBody({
    schema: {
      oneOf: [{ $ref: getSchemaPath(CreatePublicEventDto) }, { $ref: getSchemaPath(CreatePublicNewsDto) }],
    },
  })
  @ApiCreatedResponse({ type: PostResponseDto })
  @ApiBadRequestResponse({ description: 'Validation failed, or a moderation field was sent' })
  submit(@Body(PublicPostBodyPipe) dto: CreatePublicPostDto): Promise<PostResponseDto> {
    return this.posts.submitPublic(dto);
  }

  @Get(':id/calendar.ics')
  @PublicCache()
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @ApiOperation({ summary: "One approved event as an .ics file ('Add to calendar')" })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ schema: { type: 'string' } })
  @ApiNotFoundResponse({ description: 'Unknown, pending or not an event' })
  async eventCalendar(@PostId() id: string, @Res({ passthrough: true }) res: Response): Promise<string> {
    const event = await this.posts.approvedEvent(id);
    res.setHeader('Content-Disposition', `attachment; filename="${fileNameOf(event.title)}.ics"`);
    return (await feeds()).buildEventsCalendar(this.site, [event], event.title);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @AdminRoute()
  @ApiOperation({ summary: 'Admin: approve a pending post' })
  @ApiOkResponse({ type: PostResponseDto })
  @ApiNotFoundResponse()
  approve(@PostId() id: string, @AdminActor() actor: string): Promise<PostResponseDto> {
    return this.posts.approve(id, actor);
  }

  @Patch(':id')
  @AdminRoute()
  @ApiOperation({ summary: 'Admin: change some fields (isApproved included)' })
  @ApiOkResponse({ type: PostResponseDto })
  @ApiNotFoundResponse()
  update(
    @PostId() id: string,
    @Body() dto: UpdatePostDto,
    @AdminActor() actor: string,
  ): Promise<PostResponseDto> {
    return this.posts.update(id, dto, actor);
  }

  @Delete(':id')
  @HttpCode(204)
  @AdminRoute()
  @ApiOperation({ summary: 'Admin: delete a post' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  remove(@PostId() id: string, @AdminActor() actor: string): Promise<void> {
    return this.posts.remove(id, actor);
  }
}
