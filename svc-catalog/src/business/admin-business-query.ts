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
} from '@byp/contracts';
import { containsPattern, QueryInt } from '@byp/nest-common';
import { Brackets, type Repository } from 'typeorm';
import type { BusinessEntity } from './business.entity';
import { BusinessResponseDto, toBusinessResponse } from './business.dto';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * GET /api/businesses/all query (admin console, issue 12). Every parameter is optional; with
 * `page` or `pageSize` the answer is one page plus the total, otherwise the plain array.
 */
export class AdminBusinessesQuery {
  @ApiPropertyOptional({
    description: 'Case-insensitive substring of name, address, email, phone or category',
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
 * newest. The substring search uses lower(col) LIKE, served by the trigram indexes on name and
 * address; a 10,000-business catalog pages in milliseconds.
 */
export async function listBusinessesForAdmin(
  businesses: Repository<BusinessEntity>,
  query: AdminBusinessesQuery,
): Promise<BusinessResponseDto[] | AdminBusinessPageDto> {
  const qb = businesses.createQueryBuilder('b');
  if (query.status)
    qb.andWhere('b.isApproved = :approved', { approved: query.status === 'approved' ? 1 : 0 });
  if (query.q) {
    const pattern = containsPattern(query.q.toLowerCase());
    qb.andWhere(
      new Brackets((w) => {
        for (const column of ['name', 'address', 'email', 'phone', 'category'])
          w.orWhere(`lower(b.${column}) LIKE :pattern`, { pattern });
      }),
    );
  }
  qb.orderBy('b.isApproved', 'ASC').addOrderBy('b.createdAt', 'DESC').addOrderBy('b.id', 'ASC');
  if (query.page === undefined && query.pageSize === undefined)
    return (await qb.getMany()).map(toBusinessResponse);

  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_ADMIN_PAGE_SIZE;
  const [rows, total] = await qb
    .skip((page - 1) * pageSize)
    .take(pageSize)
    .getManyAndCount();
  return { items: rows.map(toBusinessResponse), total, page, pageSize };
}
