import { randomUUID } from 'node:crypto';
import { HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import {
  MESSAGES,
  POST_MESSAGES,
  POST_MESSAGE_CODES,
  type ContentLanguage,
  type PostType,
} from '@byp/contracts';
import { ApiException, ModerationLogService, type SearchOutcome } from '@byp/nest-common';
import { bilingualChanges, submittedPair, withoutBilingual } from '../content-language/bilingual-text';
import { acceptedPatch, type PatchBody } from '../content-language/patch-body.pipe';
import { contentSearchWords, locationMatch, searchContent } from '../search/content-search';
import { PostEntity } from './post.entity';
import {
  endsBeforeStart,
  POST_TEXTS,
  postLogName,
  toPostResponse,
  type CreatePublicPostDto,
  type ListPostsQuery,
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
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly moderationLog: ModerationLogService,
  ) {}

  /** The posts of a list: approved only, or all; of one type, or both. */
  private listed(approvedOnly: boolean, type?: PostType, location?: string) {
    const qb = this.posts.createQueryBuilder('p');
    if (approvedOnly) qb.where('p.isApproved = 1');
    if (type) qb.andWhere('p.type = :type', { type });
    if (location) {
      const place = locationMatch('p', location, ['p."locationName"', 'p.address']);
      qb.andWhere(place.sql, place.params);
    }
    return qb;
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
   * `location`, only those at that place (issue 28).
   */
  async listPublic(query: ListPostsQuery, lang: ContentLanguage): Promise<SearchOutcome<PostResponseDto>> {
    const { rows, didYouMean } = query.q
      ? await searchContent(query.q, {
          manager: this.posts.manager,
          alias: 'p',
          words: contentSearchWords('post'),
          visible: () => this.listed(true, query.type, query.location),
          thenOrder: inListOrder,
          suggestionOf: (p) => toPostResponse(p, lang).title,
        })
      : {
          rows: await inListOrder(this.listed(true, query.type, query.location)).getMany(),
          didYouMean: null,
        };
    return { rows: rows.map((p) => toPostResponse(p, lang)), didYouMean };
  }

  async listAll(lang: ContentLanguage): Promise<PostResponseDto[]> {
    return (await this.ordered(false).getMany()).map((p) => toPostResponse(p, lang));
  }

  /** Approved events with a start, for the calendar feed. */
  approvedEvents(): Promise<PostEntity[]> {
    return this.ordered(true, 'event').andWhere('p.startAt IS NOT NULL').getMany();
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
    const post = this.posts.create({
      id: randomUUID(),
      type: dto.type,
      titleEn: title.en,
      titleUk: title.uk,
      bodyEn: body.en,
      bodyUk: body.uk,
      image: orNull(news?.image),
      startAt: dateOrNull(event?.startAt),
      endAt: dateOrNull(event?.endAt),
      locationName: orNull(event?.locationName),
      address: isOnline ? null : orNull(event?.address),
      latitude: null,
      longitude: null,
      externalUrl: orNull(dto.externalUrl),
      organizerType: dto.organizerType ?? 'public',
      organizerId: null,
      contactEmail: orNull(dto.contactEmail),
      isOnline,
      isApproved: 0,
    });
    return toPostResponse(await this.posts.save(post), lang);
  }

  /** As for communities: one language may be cleared while the other stays; one 400 lists every problem. */
  async update(
    id: string,
    patch: PatchBody<UpdatePostDto>,
    actor: string,
    lang: ContentLanguage,
  ): Promise<PostResponseDto> {
    return this.dataSource.transaction(async (tx) => {
      const post = await this.lockedPost(tx, id);
      const texts = bilingualChanges(POST_TEXTS, post, patch.raw);
      const dto = acceptedPatch(patch, texts.details);
      const sent = withoutBilingual(POST_TEXTS, dto);
      // As for communities: an empty PATCH changes and logs nothing.
      if (Object.keys(sent).length === 0 && Object.keys(texts.changes).length === 0) {
        return toPostResponse(post, lang);
      }
      const { startAt, endAt, ...rest } = sent;
      tx.merge(PostEntity, post, { ...rest, ...texts.changes } as Partial<PostEntity>);
      if (startAt !== undefined) post.startAt = dateOrNull(startAt);
      if (endAt !== undefined) post.endAt = dateOrNull(endAt);
      // The body alone cannot see the stored start: check the pair as it will be stored.
      if (endsBeforeStart(post.startAt, post.endAt)) {
        throw new ApiException(HttpStatus.BAD_REQUEST, MESSAGES.validationFailed, [
          { path: 'endAt', message: POST_MESSAGES.endBeforeStart, code: POST_MESSAGE_CODES.endBeforeStart },
        ]);
      }
      const saved = await tx.save(post);
      await this.moderationLog.record(
        { actor, action: 'updated', entityType: 'post', entityId: id, entityName: postLogName(saved) },
        tx,
      );
      return toPostResponse(saved, lang);
    });
  }

  async approve(id: string, actor: string, lang: ContentLanguage): Promise<PostResponseDto> {
    return this.dataSource.transaction(async (tx) => {
      const post = await this.lockedPost(tx, id);
      // As for communities: approving an approved post changes nothing and logs nothing.
      if (post.isApproved === 1) return toPostResponse(post, lang);
      post.isApproved = 1;
      const saved = await tx.save(post);
      await this.moderationLog.record(
        { actor, action: 'approved', entityType: 'post', entityId: id, entityName: postLogName(saved) },
        tx,
      );
      return toPostResponse(saved, lang);
    });
  }

  async remove(id: string, actor: string): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const post = await this.lockedPost(tx, id);
      await tx.delete(PostEntity, { id });
      await this.moderationLog.record(
        { actor, action: 'deleted', entityType: 'post', entityId: id, entityName: postLogName(post) },
        tx,
      );
    });
  }

  private async lockedPost(tx: EntityManager, id: string): Promise<PostEntity> {
    const post = await tx.findOne(PostEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!post) throw new NotFoundException(POST_NOT_FOUND);
    return post;
  }
}
