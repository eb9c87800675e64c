import { randomUUID } from 'node:crypto';
import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { DataSource, Repository } from 'typeorm';
import {
  BUSINESS_CSV_COLUMNS,
  MAX_CSV_IMPORT_ROWS,
  MESSAGES,
  normaliseCsvHeader,
  type BulkImportResult,
} from '@byp/contracts';
import { ApiException } from '@byp/nest-common';
import { BusinessEntity } from './business.entity';
import { validateCsvRecord, type CsvBusiness } from './business-csv.validator';

export const MAX_IMPORT_ROWS = MAX_CSV_IMPORT_ROWS;

const TEMPLATE_EXAMPLE = {
  name: 'Example Café',
  description: 'Ukrainian breakfasts and pastries, open daily.',
  category: 'dining',
  address: '1 Example Street, London E1 6AN',
  phone: '020 7946 0000',
  email: '{email}',
  instagram: '@examplecafe',
  tiktok: '',
  heroimage: 'https://images.unsplash.com/photo-1517248135467-4c7edcad34c4?w=800',
  galleryimages:
    'https://images.unsplash.com/photo-1414235077428-338989a2e8c0?w=800;https://images.unsplash.com/photo-1504674900247-0877df9cc836?w=800',
  isverified: 'false',
  ispremium: 'false',
};

/**
 * Spreadsheet apps run cells starting with these as formulas (CSV injection); a leading apostrophe
 * keeps them text. A plain number (a negative longitude) is no formula and stays as it is.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;
export const safeCell = (value: string): string =>
  FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;

function invalidCsv(message: string): ApiException {
  return new ApiException(HttpStatus.BAD_REQUEST, MESSAGES.validationFailed, [{ path: 'csv', message }]);
}

/** CSV import, export and template of spec sections 3-5. */
@Injectable()
export class BusinessCsvService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(BusinessEntity) private readonly businesses: Repository<BusinessEntity>,
  ) {}

  /** Validates every row, then stores all valid rows in one transaction (all or none of them). */
  async import(csv: string): Promise<BulkImportResult> {
    const records = this.parse(csv);
    const results = records.map((record, index) => validateCsvRecord(record, index + 2));
    const valid = results.flatMap((r) => (r.ok ? [{ row: r.row, business: r.business }] : []));
    const failed = results.flatMap((r) => (r.ok ? [] : [{ row: r.row, name: r.name, errors: r.errors }]));

    const rows = valid.map(({ row, business }) => ({ row, entity: this.toEntity(business) }));
    await this.dataSource.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += 500) {
        // Ids are made here, so nothing needs reading back: no RETURNING, no per-entity merge.
        await tx
          .createQueryBuilder()
          .insert()
          .into(BusinessEntity)
          .values(rows.slice(i, i + 500).map((r) => r.entity))
          .updateEntity(false)
          .execute();
      }
    });
    return { created: rows.map(({ row, entity }) => ({ row, id: entity.id, name: entity.name })), failed };
  }

  /** Approved businesses (what visitors see) in the template's columns. */
  async export(): Promise<string> {
    const businesses = await this.businesses.find({
      where: { isApproved: 1 },
      order: { name: 'ASC', id: 'ASC' },
    });
    const rows = businesses.map((b) =>
      [
        b.name,
        b.description,
        b.category,
        b.address,
        b.phone ?? '',
        b.email ?? '',
        b.instagram ?? '',
        b.tiktok ?? '',
        b.heroImage,
        b.galleryImages.join(';'),
        String(b.isVerified),
        String(b.isPremium),
      ].map(safeCell),
    );
    return stringify(rows, { header: true, columns: [...BUSINESS_CSV_COLUMNS] });
  }

  template(): string {
    return stringify([TEMPLATE_EXAMPLE], { header: true, columns: [...BUSINESS_CSV_COLUMNS] });
  }

  private parse(csv: string): Record<string, string>[] {
    let records: Record<string, string>[];
    try {
      records = parse(csv, {
        bom: true,
        columns: (header: string[]) => header.map(normaliseCsvHeader),
        skip_empty_lines: true,
        skip_records_with_empty_values: true,
        relax_column_count: true,
        trim: true,
      });
    } catch (error) {
      throw invalidCsv(error instanceof Error ? error.message : 'Invalid CSV');
    }
    if (records.length > MAX_IMPORT_ROWS) throw invalidCsv(`At most ${MAX_IMPORT_ROWS} rows per import`);
    return records;
  }

  private toEntity(business: CsvBusiness): BusinessEntity {
    return this.businesses.create({
      ...business,
      id: randomUUID(),
      latitude: null,
      longitude: null,
      averageRating: 0,
      totalReviews: 0,
      isApproved: 1,
    });
  }
}
