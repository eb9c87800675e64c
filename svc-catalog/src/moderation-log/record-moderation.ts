import {
  applyDecorators,
  Injectable,
  SetMetadata,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { from, mergeMap, type Observable } from 'rxjs';
import { DataSource } from 'typeorm';
import type { BulkImportResult, ModeratedEntity, ModerationAction } from '@byp/contracts';
import { adminActorOf, isUuid, ModerationLogService, type AdminTokenClaims } from '@byp/nest-common';
import { BusinessEntity } from '../business/business.entity';
import { OfferEntity } from '../offer/offer.entity';
import { ReviewEntity } from '../review/review.entity';

interface Moderated {
  entityType: ModeratedEntity;
  action: ModerationAction;
  /** Route parameter that holds the item's id (default `id`). */
  param: string;
}

const MODERATED = 'catalog:moderated';

type AdminRequest = { admin?: AdminTokenClaims; params: Record<string, string> };

/**
 * Records the admin action of the handler it decorates into catalog.moderation_log, after the
 * handler succeeded (a failed action leaves no line). Deletions look the name up first, because
 * the item is gone afterwards. Decorating the route keeps the log out of the services' code.
 */
export const RecordModeration = (entityType: ModeratedEntity, action: ModerationAction, param = 'id') =>
  applyDecorators(
    SetMetadata(MODERATED, { entityType, action, param } satisfies Moderated),
    UseInterceptors(ModerationLogInterceptor),
  );

const isImportResult = (body: unknown): body is BulkImportResult =>
  typeof body === 'object' && body !== null && Array.isArray((body as BulkImportResult).created);

@Injectable()
export class ModerationLogInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly log: ModerationLogService,
    private readonly dataSource: DataSource,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const moderated = this.reflector.get<Moderated | undefined>(MODERATED, context.getHandler());
    if (!moderated) return next.handle();
    const req = context.switchToHttp().getRequest<AdminRequest>();
    const actor = adminActorOf(req);
    const { entityType, action } = moderated;
    const paramId = req.params[moderated.param];
    // Interceptors run before the route's UuidParamPipe: an id that is no UUID is its 404, not
    // a failed cast in this look-up.
    const nameBefore =
      action === 'deleted' && paramId && isUuid(paramId) ? await this.nameOf(entityType, paramId) : undefined;

    return next.handle().pipe(
      mergeMap((body: unknown) =>
        from(
          (async () => {
            if (isImportResult(body)) {
              const first = body.created[0];
              if (first) {
                await this.log.record({
                  actor,
                  action,
                  entityType,
                  entityId: first.id,
                  entityName: first.name,
                  count: body.created.length,
                });
              }
              return body;
            }
            const id = paramId ?? (body as { id?: string } | undefined)?.id;
            if (!id) return body;
            const entityName = nameBefore ?? (await this.nameOf(entityType, id)) ?? '';
            await this.log.record({ actor, action, entityType, entityId: id, entityName });
            return body;
          })(),
        ),
      ),
    );
  }

  /**
   * How a log line names an item: a business by its name, an offer by its title, a review by its
   * author and business ("Olena → Kalyna Bakery"). Undefined when the item does not exist.
   */
  private async nameOf(entityType: ModeratedEntity, id: string): Promise<string | undefined> {
    if (entityType === 'business') {
      // The log keeps one name: English, else the Ukrainian one (issue 23).
      const row = await this.dataSource
        .getRepository(BusinessEntity)
        .createQueryBuilder('b')
        .select('coalesce(b.name, b."nameUk")', 'name')
        .where('b.id = :id', { id })
        .getRawOne<{ name: string }>();
      return row?.name;
    }
    if (entityType === 'offer') {
      const row = await this.dataSource
        .getRepository(OfferEntity)
        .createQueryBuilder('o')
        .select('coalesce(o.title, o."titleUk")', 'title')
        .where('o.id = :id', { id })
        .getRawOne<{ title: string }>();
      return row?.title;
    }
    if (entityType === 'review') {
      const row = await this.dataSource
        .getRepository(ReviewEntity)
        .createQueryBuilder('r')
        .innerJoin(BusinessEntity, 'b', 'b.id = r.businessId')
        .select('r.userName', 'userName')
        .addSelect('coalesce(b.name, b."nameUk")', 'businessName')
        .where('r.id = :id', { id })
        .getRawOne<{ userName: string; businessName: string }>();
      return row ? `${row.userName} → ${row.businessName}` : undefined;
    }
    return undefined;
  }
}
