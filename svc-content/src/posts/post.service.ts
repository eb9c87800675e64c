import { randomUUID } from 'node:crypto';
import { HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import {
  MESSAGES,
  POST_MESSAGES,
  POST_MESSAGE_CODES,
  readingOrder,
  type ContentLanguage,
  type PostType,
} from '@byp/contracts';
import { ApiException, ModerationLogService, type SearchOutcome } from '@byp/nest-common';
import { bilingualChanges, submittedPair, withoutBilingual } from '../content-language/bilingual-text';
import { acceptedPatch, type PatchBody } from '../content-language/patch-body.pipe';
import { CommunityEntity } from '../communities/community.entity';
import { i18nText } from '../content-language/bilingual-text';
import { contentSearchWords, countedPage, locationMatch, searchContent } from '../search/content-search';
import { PostEntity } from './post.entity';
import { seriesMovedTo, seriesOf } from './recurrence/series';
import {
  endsBeforeStart,
  POST_TEXTS,
  postLogName,
  toPostResponse,
  type CommunityNames,
  type CreatePublicPostDto,
  ListPostsQuery,
  type PostResponseDto,
  type UpdatePostDto,
} from './post.dto';

export const POST_NOT_FOUND = 'Post not found';

const orNull = <T>(value: T | null | undefined): T | null =>
  value === undefined || value === null || (value as unknown) === '' ? null : value;
const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null);

/** The lists' order after any other (addOrderBy): events by start, then newest first. */
const inListOrder = (qb: SelectQueryBuilder<PostEntity>) =>
  qb.addOrderBy('p.startAt', 'ASC', 'NULLS LAST').addOrderBy('p.createdAt', 'DESC').addOrderBy('p.id', 'ASC');

@Injectable()
export class PostService {
  constructor(
    @InjectRepository(PostEntity) private readonly posts: Repository<PostEntity>,
    @InjectRepository(CommunityEntity) private readonly communities: Repository<CommunityEntity>,
    private readonly moderationLog: ModerationLogService,
  ) {}

  /**
   * The posts of a list: approved only, or all; of one type, or both; of one community, or any;
   * at a place, or anywhere.
   */
  private listed(approvedOnly: boolean, type?: PostType, community?: string, location?: string) {
    const qb = this.posts.createQueryBuilder('p');
    if (approvedOnly) qb.where('p.isApproved = 1');
    if (type) qb.andWhere('p.type = :type', { type });
    if (location) {
      const place = locationMatch('p', location, ['p."locationName"', 'p.address']);
      qb.andWhere(place.sql, place.params);
    }
    if (community) {
      qb.andWhere("p.organizerType = 'community' AND p.organizerId = :community", { community });
    }
    return qb;
  }

  /** The approved communities the posts name, for their `community` (one query for a list). */
  private async communityNames(posts: PostEntity[], tx?: EntityManager): Promise<CommunityNames> {
    const ids = [
      ...new Set(
        posts.filter((p) => p.organizerType === 'community' && p.organizerId).map((p) => p.organizerId!),
      ),
    ];
    if (ids.length === 0) return new Map();
    const repo = tx ? tx.getRepository(CommunityEntity) : this.communities;
    const rows = await repo.find({
      where: { id: In(ids), isApproved: 1 },
      select: { id: true, nameEn: true, nameUk: true },
    });
    return new Map(rows.map((c) => [c.id, i18nText(c.nameEn, c.nameUk)]));
  }

  /** Posts as the API returns them, with the names of their communities. */
  private async responses(posts: PostEntity[], lang: ContentLanguage, tx?: EntityManager) {
    const names = await this.communityNames(posts, tx);
    const now = new Date();
    return posts.map((p) => toPostResponse(p, lang, names, now));
  }

  private async response(post: PostEntity, lang: ContentLanguage, tx?: EntityManager) {
    return (await this.responses([post], lang, tx))[0];
  }

  /**
   * A post may name the community that runs it (issue 27): an approved community, and only with
   * organizerType 'community'.
   */
  private async checkCommunity(organizerType: string, organizerId: string | null, tx?: EntityManager) {
    if (!organizerId) return;
    const repo = tx ? tx.getRepository(CommunityEntity) : this.communities;
    const known = organizerType === 'community' && (await repo.existsBy({ id: organizerId, isApproved: 1 }));
    if (!known) {
      throw new ApiException(HttpStatus.BAD_REQUEST, MESSAGES.validationFailed, [
        {
          path: 'organizerId',
          message: POST_MESSAGES.unknownCommunity,
          code: POST_MESSAGE_CODES.unknownCommunity,
        },
      ]);
    }
  }

  /**
   * Posts in the order the spec gives the admin lists, used for the public ones too: events with a
   * start by start ascending, then everything else newest first.
   */
  private ordered(approvedOnly: boolean, type?: PostType) {
    return inListOrder(this.listed(approvedOnly, type));
  }

  /**
   * Approved posts in list order; with `q`, those the shared search finds, best match first; with
   * `location`, only those at that place (issue 28); with `limit`/`offset`, one page of them (the
   * order ends on the id, so pages neither overlap nor skip). `total`: the matches on all pages.
   */
  async listPublic(
    query: ListPostsQuery,
    lang: ContentLanguage,
  ): Promise<SearchOutcome<PostResponseDto> & { total: number }> {
    const visible = () => this.listed(true, query.type, query.community, query.location);
    const { rows, didYouMean, total } = query.q
      ? await searchContent(
          query.q,
          {
            manager: this.posts.manager,
            alias: 'p',
            words: contentSearchWords('post'),
            visible,
            thenOrder: inListOrder,
            suggestionOf: (p) => toPostResponse(p, lang).title,
          },
          query,
        )
      : { ...(await countedPage(() => inListOrder(visible()), query)), didYouMean: null };
    return { rows: await this.responses(rows, lang), didYouMean, total };
  }

  /**
   * The first items of /news-events' default view, the 'All' tab (issue 29, point 2), as the page
   * orders them: every approved event and the news' first page, in the tab's reading order
   * (@byp/contracts' readingOrder: upcoming events by date, then news newest first), the first
   * `count` of them.
   */
  async firstOfAllTab(lang: ContentLanguage, count: number, now = new Date()): Promise<PostResponseDto[]> {
    const page = (query: Partial<ListPostsQuery>) =>
      this.listPublic(Object.assign(new ListPostsQuery(), query), lang).then(({ rows }) => rows);
    const [events, news] = await Promise.all([
      page({ type: 'event' }),
      page({ type: 'news', limit: count, offset: 0 }),
    ]);
    return [...readingOrder(events, now).current, ...news].slice(0, count);
  }

  async listAll(lang: ContentLanguage): Promise<PostResponseDto[]> {
    return this.responses(await this.ordered(false).getMany(), lang);
  }

  /** Approved events with a start (of one community, or all), for the calendar feeds. */
  approvedEvents(community?: string): Promise<PostEntity[]> {
    return inListOrder(this.listed(true, 'event', community))
      .andWhere('p.startAt IS NOT NULL')
      .getMany();
  }

  /** One approved event (404 for news, pending or unknown posts: visitors cannot tell them apart). */
  async approvedEvent(id: string): Promise<PostEntity> {
    const post = await this.posts.findOneBy({ id, isApproved: 1, type: 'event' });
    if (!post?.startAt) throw new NotFoundException(POST_NOT_FOUND);
    return post;
  }

  /** Approved news, newest first, for the RSS feed. */
  approvedNews(limit = 50): Promise<PostEntity[]> {
    return this.posts.find({
      where: { isApproved: 1, type: 'news' },
      order: { createdAt: 'DESC', id: 'ASC' },
      take: limit,
    });
  }

  /** A visitor's event or news item: always pending, whatever was sent. */
  async submitPublic(dto: CreatePublicPostDto, lang: ContentLanguage): Promise<PostResponseDto> {
    const event = dto.type === 'event' ? dto : undefined;
    const news = dto.type === 'news' ? dto : undefined;
    const isOnline = event?.isOnline ?? false;
    const title = submittedPair(dto, 'title');
    const body = submittedPair(dto, 'body');
    const organizerType = dto.organizerType ?? 'public';
    const organizerId = orNull(dto.organizerId);
    await this.checkCommunity(organizerType, organizerId);
    const startAt = dateOrNull(event?.startAt);
    const post = this.posts.create({
      id: randomUUID(),
      type: dto.type,
      titleEn: title.en,
      titleUk: title.uk,
      bodyEn: body.en,
      bodyUk: body.uk,
      image: orNull(news?.image),
      startAt,
      endAt: dateOrNull(event?.endAt),
      ...seriesOf(startAt, event?.recurrence),
      locationName: orNull(event?.locationName),
      address: isOnline ? null : orNull(event?.address),
      latitude: null,
      longitude: null,
      externalUrl: orNull(dto.externalUrl),
      organizerType,
      organizerId,
      contactEmail: orNull(dto.contactEmail),
      isOnline,
      isApproved: 0,
    });
    return this.response(await this.posts.save(post), lang);
  }

  /** As for communities: one language may be cleared while the other stays; one 400 lists every problem. */
  async update(
    id: string,
    patch: PatchBody<UpdatePostDto>,
    actor: string,
    lang: ContentLanguage,
  ): Promise<PostResponseDto> {
    return this.moderationLog.moderated(actor, async (tx) => {
      const post = await this.lockedPost(tx, id);
      const texts = bilingualChanges(POST_TEXTS, post, patch.raw);
      const dto = acceptedPatch(patch, texts.details);
      const sent = withoutBilingual(POST_TEXTS, dto);
      // As for communities: an empty PATCH changes and logs nothing.
      if (Object.keys(sent).length === 0 && Object.keys(texts.changes).length === 0) {
        return { result: await this.response(post, lang, tx), line: null };
      }
      const { startAt, endAt, recurrence, ...rest } = sent;
      const oldStart = post.startAt;
      tx.merge(PostEntity, post, { ...rest, ...texts.changes } as Partial<PostEntity>);
      if (startAt !== undefined) post.startAt = dateOrNull(startAt);
      if (endAt !== undefined) post.endAt = dateOrNull(endAt);
      // The whole series: a new pattern as sent, or the stored one from a moved start.
      if (recurrence !== undefined) {
        Object.assign(post, seriesOf(post.startAt, recurrence, post.recurrenceExceptions));
      } else if (post.startAt?.getTime() !== oldStart?.getTime()) {
        Object.assign(post, seriesMovedTo(post.startAt, oldStart, post));
      }
      if (rest.organizerId !== undefined || rest.organizerType !== undefined) {
        await this.checkCommunity(post.organizerType, post.organizerId, tx);
      }
      // The body alone cannot see the stored start: check the pair as it will be stored.
      if (endsBeforeStart(post.startAt, post.endAt)) {
        throw new ApiException(HttpStatus.BAD_REQUEST, MESSAGES.validationFailed, [
          { path: 'endAt', message: POST_MESSAGES.endBeforeStart, code: POST_MESSAGE_CODES.endBeforeStart },
        ]);
      }
      const saved = await tx.save(post);
      return {
        result: await this.response(saved, lang, tx),
        line: { action: 'updated', entityType: 'post', entityId: id, entityName: postLogName(saved) },
      };
    });
  }

  async approve(id: string, actor: string, lang: ContentLanguage): Promise<PostResponseDto> {
    return this.moderationLog.moderated(actor, async (tx) => {
      const post = await this.lockedPost(tx, id);
      // As for communities: approving an approved post changes nothing and logs nothing.
      if (post.isApproved === 1) return { result: await this.response(post, lang, tx), line: null };
      post.isApproved = 1;
      const saved = await tx.save(post);
      return {
        result: await this.response(saved, lang, tx),
        line: { action: 'approved', entityType: 'post', entityId: id, entityName: postLogName(saved) },
      };
    });
  }

  async remove(id: string, actor: string): Promise<void> {
    await this.moderationLog.moderated(actor, async (tx) => {
      const post = await this.lockedPost(tx, id);
      await tx.delete(PostEntity, { id });
      return {
        result: undefined,
        line: { action: 'deleted', entityType: 'post', entityId: id, entityName: postLogName(post) },
      };
    });
  }

  private async lockedPost(tx: EntityManager, id: string): Promise<PostEntity> {
    const post = await tx.findOne(PostEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!post) throw new NotFoundException(POST_NOT_FOUND);
    return post;
  }
}
