import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  ADMIN_BUSINESS_STATUSES,
  ADMIN_PAGE_SIZE_MAX,
  MESSAGES,
  MESSAGE_CODES,
  type AdminBusinessPage,
  type AdminBusinessStatus,
  type ContentLanguage,
} from '@byp/contracts';
import { containsPattern, parseSearchQuery, QueryInt, searchMatch } from '@byp/nest-common';
import { LanguageQuery } from '../content-language/read-language';
import { Brackets, type Repository } from 'typeorm';
import type { BusinessEntity } from './business.entity';
import { BUSINESS_SEARCH_COLUMNS } from './business-search-columns';
import { CONTACT_TEXT } from '../migrations/1770200100000-business-admin-indexes';
import { BusinessResponseDto, toBusinessResponse } from './business.dto';
import { openingSchedules } from './opening-hours';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * GET /api/businesses/all query (admin console, issue 12). Every parameter is optional; with
 * `page` or `pageSize` the answer is one page plus the total, otherwise the plain array.
 */
export class AdminBusinessesQuery extends LanguageQuery {
  @ApiPropertyOptional({
    description:
      'The directory search on names and descriptions (either language or script, category words), or a case-insensitive substring of address, email or phone',
  })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;

  @ApiPropertyOptional({ enum: ADMIN_BUSINESS_STATUSES })
  @IsOptional()
  @IsIn(ADMIN_BUSINESS_STATUSES, {
    message: MESSAGES.invalidInput,
    context: { code: MESSAGE_CODES.invalidInput },
  })
  status?: AdminBusinessStatus;

  @ApiPropertyOptional({ minimum: 1 })
  @QueryInt(1, 1_000_000)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: ADMIN_PAGE_SIZE_MAX, default: 25 })
  @QueryInt(1, ADMIN_PAGE_SIZE_MAX)
  pageSize?: number;
}

export class AdminBusinessPageDto implements AdminBusinessPage {
  @ApiProperty({ type: [BusinessResponseDto] }) items!: BusinessResponseDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

export const DEFAULT_ADMIN_PAGE_SIZE = 25;

/**
 * Every business matching the admin's filters, pending ones first (they need attention), then
 * newest. `q` is the directory's search (nest-common search: names and descriptions in either
 * language and script, category words; its trigram index) or a substring of a contact field.
 */
export async function listBusinessesForAdmin(
  businesses: Repository<BusinessEntity>,
  query: AdminBusinessesQuery,
  lang: ContentLanguage,
): Promise<BusinessResponseDto[] | AdminBusinessPageDto> {
  const qb = businesses.createQueryBuilder('b');
  if (query.status)
    qb.andWhere('b.isApproved = :approved', { approved: query.status === 'approved' ? 1 : 0 });
  if (query.q) {
    const pattern = containsPattern(query.q.toLowerCase());
    const search = parseSearchQuery(query.q);
    qb.andWhere(
      new Brackets((w) => {
        if (search.key) {
          const match = searchMatch(BUSINESS_SEARCH_COLUMNS, search);
          w.orWhere(match.sql, match.params);
        }
        // One LIKE on the contact text (its trigram index), unless q holds a line break, which
        // the text puts between the fields: then each field on its own.
        if (query.q?.includes('\n'))
          for (const column of ['address', 'email', 'phone'])
            w.orWhere(`lower(b.${column}) LIKE :pattern`, { pattern });
        else w.orWhere(`${CONTACT_TEXT('b')} LIKE :pattern`, { pattern });
      }),
    );
  }
  qb.orderBy('b.isApproved', 'ASC').addOrderBy('b.createdAt', 'DESC').addOrderBy('b.id', 'ASC');
  const scheduleOf = openingSchedules();
  if (query.page === undefined && query.pageSize === undefined)
    return (await qb.getMany()).map((b) => toBusinessResponse(b, lang, scheduleOf));

  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_ADMIN_PAGE_SIZE;
  // The page (a range of the admin order index) and a plain count(*) beside it: TypeORM's
  // getManyAndCount counts DISTINCT ids, a hash of every row at 100,000.
  const [rows, counted] = await Promise.all([
    qb
      .clone()
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getMany(),
    qb.clone().orderBy().select('COUNT(*)::int', 'n').getRawOne<{ n: number }>(),
  ]);
  const total = counted?.n ?? 0;
  return { items: rows.map((b) => toBusinessResponse(b, lang, scheduleOf)), total, page, pageSize };
}
