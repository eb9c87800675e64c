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
import { type ContentLanguage, SERVED_CARDS, servedListKey, servedPostCardsHtml } from '@byp/contracts';
import {
  AdminActor,
  AdminRoute,
  FirstCardsRoute,
  PublicCache,
  RateLimit,
  sendHtmlFragment,
  SERVICE_CONFIG,
  setDidYouMeanHeader,
  UuidParamPipe,
} from '@byp/nest-common';
import type { ContentConfig } from '../content.config';
import { PatchBodyPipe, type PatchBody } from '../content-language/patch-body.pipe';
import {
  AnswersInReadLanguage,
  ApiLangQuery,
  ContentLanguageQuery,
  LanguageFromParamOnly,
  ReadLanguage,
} from '../content-language/read-language';
import { LIST_ANSWER_HEADERS, sendList } from '../search/content-search';
import {
  CreatePublicEventDto,
  CreatePublicNewsDto,
  ListPostsQuery,
  PostResponseDto,
  postTexts,
  UpdatePostDto,
  type CreatePublicPostDto,
} from './post.dto';
import type { FeedSite } from './post-feeds';
import { ImageFactsCache } from './image-facts';
import { calendarFileName } from './calendar-file';

/**
 * The feed builders (feed, ical-generator and their XML and date libraries) load on the first
 * feed request: an idle service does not carry them (issue 13, idle RSS).
 */
const feeds = () => import('./post-feeds');
import { POST_NOT_FOUND, PostService } from './post.service';
import { PublicPostBodyPipe } from './public-post-body.pipe';

const PostId = () => Param('id', new UuidParamPipe(POST_NOT_FOUND));

/** Static paths (all, calendar.ics, feed.xml, public) are declared before /:id so they are matched first. */
@ApiTags('posts')
@ApiExtraModels(CreatePublicEventDto, CreatePublicNewsDto)
@AnswersInReadLanguage()
@Controller('api/posts')
export class PostController {
  private readonly site: FeedSite;

  constructor(
    private readonly posts: PostService,
    private readonly imageFacts: ImageFactsCache,
    @Inject(SERVICE_CONFIG) config: ContentConfig,
  ) {
    this.site = { origin: config.PUBLIC_URL.replace(/\/$/, '') };
  }

  @Get()
  @PublicCache()
  @ApiOperation({
    summary:
      'Approved posts, optionally of one type (events by start, then news newest first) or searched (best match first), and paged',
  })
  @ApiOkResponse({ type: [PostResponseDto], headers: LIST_ANSWER_HEADERS })
  @ApiBadRequestResponse({ description: 'type is neither event nor news, or a bad lang, q, limit or offset' })
  async list(
    @Query() query: ListPostsQuery,
    @ReadLanguage() lang: ContentLanguage,
    @Res() res: Response,
  ): Promise<void> {
    const { rows, didYouMean, total } = await this.posts.listPublic(query, lang);
    setDidYouMeanHeader(res, didYouMean);
    sendList(res, rows, total);
  }

  /**
   * Issue 29, point 2: the first cards of /news-events (its 'All' tab) as the page's HTML serves
   * them, the gateway's SSI include (gateway/snippets/page-composition-maps.conf,
   * $first_cards_source): the tab's own reading order, approved posts only, every text escaped
   * (@byp/contracts' card view); nothing at all when there is none (the app shows its empty state).
   */
  @FirstCardsRoute(
    "The first cards of the 'All' tab as HTML, in its reading order, for the gateway to include in the page; the app adopts them",
  )
  async firstCards(
    @Query() _query: ContentLanguageQuery,
    @ReadLanguage() lang: ContentLanguage,
    @Res() res: Response,
  ): Promise<void> {
    const posts = await this.posts.firstOfAllTab(lang, SERVED_CARDS);
    const key = servedListKey('posts', lang);
    sendHtmlFragment(res, posts.length > 0 ? servedPostCardsHtml(posts, lang, key) : '');
  }

  @Get('all')
  @AdminRoute()
  @ApiOperation({ summary: 'Admin: every post, pending included' })
  @ApiLangQuery()
  @ApiOkResponse({ type: [PostResponseDto] })
  listAll(@ReadLanguage() lang: ContentLanguage): Promise<PostResponseDto[]> {
    return this.posts.listAll(lang);
  }

  @Get('calendar.ics')
  @PublicCache()
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Content-Disposition', 'inline; filename="news-and-events.ics"')
  @LanguageFromParamOnly()
  @ApiLangQuery()
  @ApiOperation({
    summary:
      'iCalendar feed of approved events (Europe/London), for calendar subscriptions; English unless lang=uk',
  })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ schema: { type: 'string' } })
  async calendar(@ReadLanguage() lang: ContentLanguage): Promise<string> {
    return (await feeds()).buildEventsCalendar(this.site, await this.posts.approvedEvents(), lang);
  }

  @Get('feed.xml')
  @PublicCache()
  @Header('Content-Type', 'application/rss+xml; charset=utf-8')
  @LanguageFromParamOnly()
  @ApiLangQuery()
  @ApiOperation({ summary: 'RSS 2.0 feed of approved news, newest first; English unless lang=uk' })
  @ApiProduces('application/rss+xml')
  @ApiOkResponse({ schema: { type: 'string' } })
  async feed(@ReadLanguage() lang: ContentLanguage): Promise<string> {
    const { buildNewsFeed, newsImageUrl } = await feeds();
    const news = await this.posts.approvedNews();
    const images = news.map((post) => newsImageUrl(this.site, post)).filter((url) => url !== undefined);
    return buildNewsFeed(this.site, news, lang, await this.imageFacts.factsOf(images));
  }

  @Post('public')
  @RateLimit('public-write')
  @ApiOperation({ summary: 'Submit an event or a news item for moderation (created pending)' })
  @ApiLangQuery()
  @ApiBody({
    schema: {
      oneOf: [{ $ref: getSchemaPath(CreatePublicEventDto) }, { $ref: getSchemaPath(CreatePublicNewsDto) }],
    },
  })
  @ApiCreatedResponse({ type: PostResponseDto })
  @ApiBadRequestResponse({ description: 'Validation failed, or a moderation field was sent' })
  submit(
    @Body(PublicPostBodyPipe) dto: CreatePublicPostDto,
    @ReadLanguage() lang: ContentLanguage,
  ): Promise<PostResponseDto> {
    return this.posts.submitPublic(dto, lang);
  }

  @Get(':id/calendar.ics')
  @PublicCache()
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @LanguageFromParamOnly()
  @ApiLangQuery()
  @ApiOperation({ summary: "One approved event as an .ics file ('Add to calendar'); English unless lang=uk" })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ schema: { type: 'string' } })
  @ApiNotFoundResponse({ description: 'Unknown, pending or not an event' })
  async eventCalendar(
    @PostId() id: string,
    @ReadLanguage() lang: ContentLanguage,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const event = await this.posts.approvedEvent(id);
    const { title } = postTexts(event, lang);
    res.setHeader('Content-Disposition', `attachment; filename="${calendarFileName(title)}"`);
    return (await feeds()).buildEventsCalendar(this.site, [event], lang, title);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @AdminRoute()
  @ApiOperation({ summary: 'Admin: approve a pending post' })
  @ApiLangQuery()
  @ApiOkResponse({ type: PostResponseDto })
  @ApiNotFoundResponse()
  approve(
    @PostId() id: string,
    @AdminActor() actor: string,
    @ReadLanguage() lang: ContentLanguage,
  ): Promise<PostResponseDto> {
    return this.posts.approve(id, actor, lang);
  }

  @Patch(':id')
  @AdminRoute()
  @ApiOperation({ summary: 'Admin: change some fields (isApproved included)' })
  @ApiLangQuery()
  @ApiBody({ type: UpdatePostDto })
  @ApiOkResponse({ type: PostResponseDto })
  @ApiBadRequestResponse({ description: 'Validation failed' })
  @ApiNotFoundResponse()
  update(
    @PostId() id: string,
    @Body(new PatchBodyPipe(UpdatePostDto)) patch: PatchBody<UpdatePostDto>,
    @AdminActor() actor: string,
    @ReadLanguage() lang: ContentLanguage,
  ): Promise<PostResponseDto> {
    return this.posts.update(id, patch, actor, lang);
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
