import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { DataSource } from 'typeorm';
import {
  BUSINESS_CSV_COLUMNS,
  MAX_CSV_IMPORT_ROWS,
  MESSAGES,
  normaliseCsvHeader,
  OPENING_HOURS_EXAMPLE,
  type BulkImportResult,
} from '@byp/contracts';
import { ApiException, ModerationLogService } from '@byp/nest-common';
import { BusinessEntity, businessSearchNames, businessSearchText } from './business.entity';
import { validateCsvRecord, type CsvBusiness } from './business-csv.validator';

export const MAX_IMPORT_ROWS = MAX_CSV_IMPORT_ROWS;

const TEMPLATE_EXAMPLE = {
  name: 'Example Café',
  description: 'Ukrainian breakfasts and pastries, open daily.',
  category: 'dining',
  address: '1 Example Street, London E1 6AN',
  phone: '020 7946 0000',
  email: 'hello@example.com',
  instagram: '@examplecafe',
  tiktok: '',
  heroimage: 'https://images.unsplash.com/photo-1517248135467-4c7edcad34c4?w=800',
  galleryimages:
    'https://images.unsplash.com/photo-1414235077428-338989a2e8c0?w=800;https://images.unsplash.com/photo-1504674900247-0877df9cc836?w=800',
  isverified: '0',
  ispremium: '0',
  name_uk: 'Приклад Кафе',
  description_uk: 'Українські сніданки та випічка, працюємо щодня.',
  area: 'Shoreditch',
  website: 'https://example.com',
  latitude: '51.5246',
  longitude: '-0.0794',
  opening_hours: `${OPENING_HOURS_EXAMPLE}; PH off`,
} satisfies Record<(typeof BUSINESS_CSV_COLUMNS)[number], string>;

/**
 * Files start with a UTF-8 byte order mark: without it Excel reads the file in the system's code
 * page and shows 'CafÃ©' and mojibake for Cyrillic. The import skips it (csv-parse `bom`).
 */
const UTF8_BOM = '\uFEFF';

/**
 * Spreadsheet apps run cells starting with these as formulas (CSV injection); a leading apostrophe
 * keeps them text. A plain number (a negative longitude) and a social handle ('@examplecafe': an
 * @ and handle characters only, nothing a spreadsheet can run) are no formulas and stay as typed.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;
const HANDLE = /^@[\p{L}\p{N}._]+$/u;
export const safeCell = (value: string): string =>
  FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) && !HANDLE.test(value) ? `'${value}` : value;

/** Rows of the export fetched (and written) at a time. */
const EXPORT_BATCH = 1000;

/** The approved businesses in the export's order, the columns it writes. */
const EXPORT_SELECT = `
  SELECT b."name", b."description", b."category", b."address", b."phone", b."email", b."instagram",
         b."tiktok", b."heroImage", b."galleryImages", b."isVerified", b."isPremium", b."nameUk",
         b."descriptionUk", b."area", b."website", b."latitude", b."longitude", b."openingHours"
    FROM "catalog"."business" b
   WHERE b."isApproved" = 1
   ORDER BY coalesce(b."name", b."nameUk") ASC, b."id" ASC`;

type ExportRow = Pick<
  BusinessEntity,
  | 'name'
  | 'description'
  | 'category'
  | 'address'
  | 'phone'
  | 'email'
  | 'instagram'
  | 'tiktok'
  | 'heroImage'
  | 'galleryImages'
  | 'isVerified'
  | 'isPremium'
  | 'nameUk'
  | 'descriptionUk'
  | 'area'
  | 'website'
  | 'latitude'
  | 'longitude'
  | 'openingHours'
>;

/** One business as the export's cells, in BUSINESS_CSV_COLUMNS order, formulas neutralised. */
const exportCells = (b: ExportRow): string[] =>
  [
    b.name ?? '',
    b.description ?? '',
    b.category,
    b.address,
    b.phone ?? '',
    b.email ?? '',
    b.instagram ?? '',
    b.tiktok ?? '',
    b.heroImage,
    (b.galleryImages ?? []).join(';'),
    String(b.isVerified),
    String(b.isPremium),
    b.nameUk ?? '',
    b.descriptionUk ?? '',
    b.area ?? '',
    b.website ?? '',
    b.latitude === null ? '' : String(b.latitude),
    b.longitude === null ? '' : String(b.longitude),
    b.openingHours ?? '',
  ].map(safeCell);

/** Resolves once `out` can take more, or has closed (then the export stops). */
const drained = (out: NodeJS.WritableStream): Promise<void> =>
  new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });

function invalidCsv(message: string): ApiException {
  return new ApiException(HttpStatus.BAD_REQUEST, MESSAGES.validationFailed, [{ path: 'csv', message }]);
}

/**
 * The import's INSERT: approved, unrated businesses from one array per column (the
 * gallery as JSON text per row, unnest would flatten a text[][]). 10,000 rows are one statement
 * with 22 parameters, where TypeORM's multi-row INSERT bound one parameter per column and row.
 */
const INSERT_ROWS = `
  INSERT INTO "catalog"."business"
    ("id", "name", "description", "category", "address", "area", "website", "phone", "email",
     "instagram", "tiktok", "heroImage", "galleryImages", "isVerified", "isPremium", "isApproved",
     "nameUk", "descriptionUk", "searchNames", "searchText", "latitude", "longitude", "openingHours")
  SELECT r."id", r."name", r."description", r."category", r."address", r."area", r."website",
         r."phone", r."email", r."instagram", r."tiktok", r."heroImage",
         ARRAY(SELECT g.url FROM jsonb_array_elements_text(r."gallery") WITH ORDINALITY AS g(url, n) ORDER BY g.n),
         r."isVerified", r."isPremium", 1, r."nameUk", r."descriptionUk", r."searchNames", r."searchText",
         r."latitude", r."longitude", r."openingHours"
    FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::jsonb[],
                $14::smallint[], $15::smallint[], $16::text[], $17::text[], $18::text[], $19::text[],
                $20::float8[], $21::float8[], $22::text[])
      AS r("id", "name", "description", "category", "address", "area", "website", "phone", "email",
           "instagram", "tiktok", "heroImage", "gallery", "isVerified", "isPremium",
           "nameUk", "descriptionUk", "searchNames", "searchText", "latitude", "longitude", "openingHours")`;

/** CSV import, export and template of spec sections 3-5. */
@Injectable()
export class BusinessCsvService {
  private readonly logger = new Logger(BusinessCsvService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly moderationLog: ModerationLogService,
  ) {}

  /**
   * Validates every row, then stores all valid rows in one transaction (all or none of them) with
   * one log line that names the first and counts them.
   */
  async import(csv: string, actor: string): Promise<BulkImportResult> {
    const records = this.parse(csv);
    const results = records.map((record, index) => validateCsvRecord(record, index + 2));
    const valid = results.flatMap((r) => (r.ok ? [{ row: r.row, business: r.business }] : []));
    const failed = results.flatMap((r) => (r.ok ? [] : [{ row: r.row, name: r.name, errors: r.errors }]));

    const rows = valid.map(({ row, business }) => ({ row, id: randomUUID(), business }));
    const created = rows.map(({ row, id, business }) => ({
      row,
      id,
      name: business.name ?? business.nameUk ?? '',
    }));
    if (rows.length === 0) return { created, failed };
    // One statement (so all rows or none) whose parameters are one array per column: Postgres
    // unnests them into rows. Ids are made here, so nothing needs reading back.
    await this.moderationLog.moderated(actor, async (tx) => {
      const column = <K extends keyof CsvBusiness>(key: K) => rows.map((r) => r.business[key] ?? null);
      // The trigram indexes' pending lists (GIN fastupdate) would otherwise fill at 4 MB and be
      // merged inside this statement, several times for 10,000 rows; they take the whole import
      // and are merged once, right after it (flushSearchIndexes). A third less time per import.
      await tx.query(`SET LOCAL gin_pending_list_limit = '64MB'`);
      await tx.query(INSERT_ROWS, [
        rows.map((r) => r.id),
        column('name'),
        column('description'),
        column('category'),
        column('address'),
        column('area'),
        column('website'),
        column('phone'),
        column('email'),
        column('instagram'),
        column('tiktok'),
        column('heroImage'),
        rows.map((r) => JSON.stringify(r.business.galleryImages ?? [])),
        column('isVerified'),
        column('isPremium'),
        column('nameUk'),
        column('descriptionUk'),
        rows.map((r) => businessSearchNames(r.business)),
        rows.map((r) => businessSearchText(r.business)),
        column('latitude'),
        column('longitude'),
        column('openingHours'),
      ]);
      const [first] = created;
      return {
        result: undefined,
        line: {
          action: 'imported',
          entityType: 'business',
          entityId: first.id,
          entityName: first.name,
          count: created.length,
        },
      };
    });
    void this.flushSearchIndexes();
    return { created, failed };
  }

  /**
   * The search's GIN indexes (trigrams, words) take an import's rows into their pending list
   * (GIN fastupdate), which every search then reads through until autovacuum merges it: after
   * 10,000 rows a search read ~20 times the pages it reads on a merged index. Merged right after
   * the import, in the background (the answer does not wait for it; a search meanwhile is still
   * correct). Every GIN index of the table, found by its access method: a list of names went stale
   * when later migrations replaced the indexes it named.
   */
  private async flushSearchIndexes(): Promise<void> {
    try {
      await this.dataSource.query(
        `SELECT gin_clean_pending_list(i.indexrelid)
           FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
          WHERE i.indrelid = '"catalog"."business"'::regclass AND a.amname = 'gin'`,
      );
    } catch (error) {
      this.logger.warn(`Merging the search indexes' pending lists failed: ${String(error)}`);
    }
  }

  /**
   * Approved businesses (what visitors see) in the template's columns, English name order: every
   * field the import takes, so export-then-import gives the same businesses (issue 28). Written as
   * it is read (issue 29): a Postgres cursor in one read-only transaction (one snapshot, one sort)
   * fetched EXPORT_BATCH rows at a time, each batch written to `out` before the next is fetched
   * (waiting for 'drain' when the client reads slower), so memory holds one batch, not the file.
   * The bytes are those of the whole file built at once: the BOM, the header, then the same rows.
   * Stops when `out` closes early (the admin cancelled the download).
   */
  async exportTo(
    out: NodeJS.WritableStream & { destroyed?: boolean; writableEnded?: boolean },
  ): Promise<void> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    let open = false;
    try {
      await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      open = true;
      await runner.query(`DECLARE business_export NO SCROLL CURSOR FOR ${EXPORT_SELECT}`);
      let first = true;
      for (;;) {
        const rows: ExportRow[] = await runner.query(`FETCH ${EXPORT_BATCH} FROM business_export`);
        const text = stringify(rows.map(exportCells), { header: first, columns: [...BUSINESS_CSV_COLUMNS] });
        const chunk = first ? UTF8_BOM + text : text;
        first = false;
        if (out.destroyed) return;
        if (chunk && !out.write(chunk)) await drained(out);
        if (rows.length < EXPORT_BATCH) break;
      }
    } finally {
      if (open) await runner.query('ROLLBACK').catch(() => undefined);
      await runner.release();
    }
  }

  /** The export as one string (exportTo into memory): for callers that want the file whole. */
  async export(): Promise<string> {
    const chunks: string[] = [];
    const sink = new Writable({
      decodeStrings: false,
      write(chunk: string, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    await this.exportTo(sink);
    return chunks.join('');
  }

  template(): string {
    return UTF8_BOM + stringify([TEMPLATE_EXAMPLE], { header: true, columns: [...BUSINESS_CSV_COLUMNS] });
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
}
