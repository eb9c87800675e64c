import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ApiProperty, OmitType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsInt, Max, Min, registerDecorator } from 'class-validator';
import type { Repository } from 'typeorm';
import {
  BUSINESS_CATEGORIES,
  MESSAGES,
  MESSAGE_CODES,
  type BusinessCategory,
  type ContentLanguage,
} from '@byp/contracts';
import { localized } from '../content-language/bilingual';
import {
  MAP_CELL_TABLE,
  MAP_GRID_BITS,
  MAP_VERSION_TABLE,
} from '../migrations/1770200000000-business-map-grid';
import { searchCondition } from './business-list-count';
import { ListBusinessesQuery } from './business.dto';
import { BusinessEntity } from './business.entity';
import { BusinessService, filterSql, type ListFilters } from './business.service';

/** The deepest zoom the map asks for; from MARKER_ZOOM on every business is a marker. */
export const MAP_MAX_ZOOM = 20;
export const MARKER_ZOOM = 16;
/** At most this many markers in one answer: a view holding more is clustered at any zoom. */
export const MAX_MARKERS = 500;
/**
 * A cluster cell is 64 px of the map at its zoom (256 px tiles): 2^(zoom + 2) cells across the
 * world. A view wider or taller than this many cells (a client asking a huge box at a deep zoom)
 * is grouped on the coarser grid that fits, so an answer stays a few thousand items at most.
 */
const CELL_BITS_OVER_ZOOM = 2;
const MAX_CELLS_ACROSS = 128;

/**
 * Wide views group stored cells this many grid levels finer than their own (8 × 8 stored cells
 * to a view cell), so the edge band read row by row is an eighth of a view cell wide; down to
 * SUMMARY_MIN_STEP (a quarter) where the finest stored level is reached.
 */
const SUMMARY_STEP = 3;
const SUMMARY_MIN_STEP = 2;
/** Degrees the edge band's index ranges reach past the stored cells' borders (float rounding). */
const EDGE_SLACK = 1e-7;
/**
 * The finest stored level: views up to zoom 13 (grid 15 + SUMMARY_MIN_STEP) read stored cells; a
 * deeper view's box holds few rows (~1/200 of London's at zoom 14). At 100,000 businesses in
 * London the cells are ~80,000 rows over all levels, built in a few hundred ms.
 */
const SUMMARY_FINEST = 17;

const MERCATOR_MAX_LATITUDE = 85.0511287798066;
/** Web-Mercator y of a latitude, 0 (north) to 1 (south), as the mapY column computes it. */
function mercatorY(lat: number): number {
  const clamped = Math.max(-MERCATOR_MAX_LATITUDE, Math.min(MERCATOR_MAX_LATITUDE, lat));
  const r = (clamped * Math.PI) / 180;
  return (1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2;
}

/** `west,south,east,north` in degrees: four numbers, west ≤ east, south ≤ north, on the globe. */
export function parseBbox(value: unknown): [number, number, number, number] | null {
  if (typeof value !== 'string') return null;
  const parts = value.split(',');
  if (parts.length !== 4 || parts.some((part) => !/^\s*-?\d+(\.\d+)?\s*$/.test(part))) return null;
  const [west, south, east, north] = parts.map(Number);
  const lonOk = (v: number) => v >= -180 && v <= 180;
  const latOk = (v: number) => v >= -90 && v <= 90;
  if (![west, east].every(lonOk) || ![south, north].every(latOk)) return null;
  if (west > east || south > north) return null;
  return [west, south, east, north];
}

function IsBbox(): PropertyDecorator {
  return (target, propertyKey) =>
    registerDecorator({
      name: 'isBbox',
      target: target.constructor,
      propertyName: propertyKey as string,
      options: { message: MESSAGES.invalidInput, context: { code: MESSAGE_CODES.invalidInput } },
      validator: { validate: (value: unknown) => parseBbox(value) !== null },
    });
}

const required = { message: MESSAGES.required, context: { code: MESSAGE_CODES.required } };

/** GET /api/businesses/map query: the view and its zoom, and the list's own filters (no paging). */
export class BusinessMapQuery extends OmitType(ListBusinessesQuery, ['limit', 'offset'] as const) {
  @ApiProperty({
    example: '-0.51,51.28,0.33,51.69',
    description:
      'The view: west,south,east,north in degrees (longitude -180..180, latitude -90..90, west ≤ east, south ≤ north; a view across the antimeridian asks twice). Anything else: 400 with code invalid_input.',
  })
  @IsDefined(required)
  @IsBbox()
  bbox!: string;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    maximum: MAP_MAX_ZOOM,
    description: 'The map zoom (256 px tiles)',
  })
  @IsDefined(required)
  @Type(() => Number)
  @IsInt({ message: MESSAGES.invalidInput, context: { code: MESSAGE_CODES.invalidInput } })
  @Min(0, { message: MESSAGES.tooSmall, context: { code: MESSAGE_CODES.tooSmall } })
  @Max(MAP_MAX_ZOOM, { message: MESSAGES.tooLarge, context: { code: MESSAGE_CODES.tooLarge } })
  zoom!: number;
}

export class MapClusterDto {
  @ApiProperty({
    example: 'c14/8185/5448',
    description: 'Stable for the zoom and the grid cell: c<grid bits>/<x>/<y>',
  })
  id!: string;
  @ApiProperty({ description: 'Mean longitude of the members' }) longitude!: number;
  @ApiProperty({ description: 'Mean latitude of the members' }) latitude!: number;
  @ApiProperty({ minimum: 2 }) count!: number;
  @ApiProperty({
    type: [Number],
    minItems: 4,
    maxItems: 4,
    example: [-0.12, 51.5, -0.1, 51.52],
    description: "The members' extent: west, south, east, north (zoom to it to open the cluster)",
  })
  bbox!: [number, number, number, number];
}

export class MapMarkerDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ description: 'In the language asked for, else the other' }) name!: string;
  @ApiProperty({ enum: BUSINESS_CATEGORIES }) category!: BusinessCategory;
  @ApiProperty() longitude!: number;
  @ApiProperty() latitude!: number;
  @ApiProperty({ type: Boolean }) isPremium!: boolean;
}

export class BusinessMapDto {
  @ApiProperty({ description: 'Approved businesses matching the filters with coordinates inside bbox' })
  total!: number;
  @ApiProperty({ type: [MapClusterDto] }) clusters!: MapClusterDto[];
  @ApiProperty({ type: [MapMarkerDto] }) markers!: MapMarkerDto[];
}

interface CellRow {
  cx: number;
  cy: number;
  n: number;
  longitude: number;
  latitude: number;
  west: number;
  south: number;
  east: number;
  north: number;
  id: string;
}

interface MarkerRow {
  id: string;
  slug: string;
  name: string | null;
  nameUk: string | null;
  category: BusinessCategory;
  longitude: number;
  latitude: number;
  isPremium: number;
}

const toMarker = (row: MarkerRow, lang: ContentLanguage): MapMarkerDto => ({
  id: row.id,
  slug: row.slug,
  name: localized(row.name, row.nameUk, lang),
  category: row.category,
  longitude: row.longitude,
  latitude: row.latitude,
  isPremium: Boolean(row.isPremium),
});

/** The grid a view is grouped on: 64 px cells at its zoom, coarser when the view spans too many. */
function gridBits(bbox: [number, number, number, number], zoom: number): number {
  const [west, , east] = bbox;
  const width = (east - west) / 360;
  const height = Math.abs(mercatorY(bbox[1]) - mercatorY(bbox[3]));
  let bits = Math.min(MAP_GRID_BITS, zoom + CELL_BITS_OVER_ZOOM);
  while (bits > 0 && Math.max(width, height) * 2 ** bits > MAX_CELLS_ACROSS) bits--;
  return bits;
}

/**
 * The map's view (issue 29): approved businesses matching the list's filters inside a bounding
 * box, grouped in Postgres on a Web-Mercator grid of the zoom (a cell is 64 px: the stored fine
 * grid `mapX`/`mapY` shifted right), a cell of one business a marker. From MARKER_ZOOM every
 * business is a marker, up to MAX_MARKERS (more are clustered as below).
 */
@Injectable()
export class BusinessMapService {
  constructor(
    @InjectRepository(BusinessEntity) private readonly businesses: Repository<BusinessEntity>,
    private readonly list: BusinessService,
  ) {}

  async view(mapQuery: BusinessMapQuery, lang: ContentLanguage): Promise<BusinessMapDto> {
    const bbox = parseBbox(mapQuery.bbox);
    if (!bbox) throw new Error('bbox was validated');
    const empty: BusinessMapDto = { total: 0, clusters: [], markers: [] };
    const query: ListFilters = await this.list.withOpenHours(mapQuery);
    if (query.openHours?.length === 0) return empty;
    const { manager } = this.businesses;
    const searched = await searchCondition(manager, query);
    if (searched === 'none') return empty;
    const search = searched?.match;
    const filters = filterSql(query);
    const [west, south, east, north] = bbox;
    const where = `${filters.sql}${search ? ` AND ${search.sql}` : ''}
        AND b.longitude BETWEEN :west AND :east AND b.latitude BETWEEN :south AND :north`;
    const params = { ...filters.params, ...(search?.params ?? {}), west, south, east, north };
    const run = async <T>(sql: string, extra: Record<string, unknown> = {}): Promise<T[]> => {
      const [text, values] = manager.connection.driver.escapeQueryWithParameters(sql, {
        ...params,
        ...extra,
      });
      return manager.query(text, values);
    };

    if (mapQuery.zoom >= MARKER_ZOOM) {
      const rows = await run<MarkerRow>(
        `SELECT b.id, b.slug, b.name, b."nameUk", b.category, b.longitude, b.latitude, b."isPremium"
           FROM "catalog"."business" b WHERE ${where}
          ORDER BY b."isPremium" DESC, b.id LIMIT ${MAX_MARKERS + 1}`,
      );
      if (rows.length <= MAX_MARKERS)
        return { total: rows.length, clusters: [], markers: rows.map((row) => toMarker(row, lang)) };
    }

    const bits = gridBits(bbox, mapQuery.zoom);
    const shift = MAP_GRID_BITS - bits;
    const unfiltered = !query.q && !query.category && !query.location && !query.openNow;
    const cells =
      (unfiltered && (await this.summarised(bbox, bits))) ||
      // Cells from the map index alone; then the few single-business cells' rows by id (one
      // statement joining them made the planner hash the whole table for a handful of rows).
      (await run<CellRow>(
        `SELECT b."mapX" >> ${shift} AS cx, b."mapY" >> ${shift} AS cy, count(*)::int AS n,
                avg(b.longitude) AS longitude, avg(b.latitude) AS latitude,
                min(b.longitude) AS west, min(b.latitude) AS south,
                max(b.longitude) AS east, max(b.latitude) AS north, any_value(b.id) AS id
           FROM "catalog"."business" b WHERE ${where}
          GROUP BY 1, 2
          ORDER BY n DESC, cy, cx`,
      ));
    const singles = cells.filter((cell) => cell.n === 1).map((cell) => cell.id);
    const rows: MarkerRow[] = singles.length
      ? await manager.query(
          `SELECT b.id, b.slug, b.name, b."nameUk", b.category, b.longitude, b.latitude, b."isPremium"
             FROM "catalog"."business" b WHERE b.id = ANY($1::uuid[])`,
          [singles],
        )
      : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const answer: BusinessMapDto = { total: 0, clusters: [], markers: [] };
    for (const cell of cells) {
      answer.total += cell.n;
      const single = cell.n === 1 ? byId.get(cell.id) : undefined;
      if (single) {
        answer.markers.push(toMarker(single, lang));
        continue;
      }
      answer.clusters.push({
        id: `c${bits}/${cell.cx}/${cell.cy}`,
        longitude: cell.longitude,
        latitude: cell.latitude,
        count: cell.n,
        bbox: [cell.west, cell.south, cell.east, cell.north],
      });
    }
    return answer;
  }

  /**
   * A wide unfiltered view's cells from the stored cells (business_map_cell) SUMMARY_STEP levels
   * finer than the view's grid (SUMMARY_MIN_STEP at the deepest): those wholly inside the box as
   * stored, plus the rows of the box's edge band (outside those cells, inside the box) read one by one; the same sums,
   * extents and counts as grouping every row. Undefined when the view is narrow (its rows are
   * few) or the cells cannot be made fresh now (another request is building them): then rows.
   */
  private async summarised(
    bbox: [number, number, number, number],
    bits: number,
  ): Promise<CellRow[] | undefined> {
    const level = Math.min(bits + SUMMARY_STEP, SUMMARY_FINEST);
    const step = level - bits;
    if (step < SUMMARY_MIN_STEP) return undefined;
    const [west, south, east, north] = bbox;
    const scale = 2 ** level;
    const ix0 = Math.ceil(((west + 180) / 360) * scale);
    const ix1 = Math.floor(((east + 180) / 360) * scale) - 1;
    const iy0 = Math.ceil(mercatorY(north) * scale);
    const iy1 = Math.floor(mercatorY(south) * scale) - 1;
    if (ix0 > ix1 || iy0 > iy1) return undefined;
    if (!(await this.freshCells())) return undefined;
    const cellShift = MAP_GRID_BITS - level;
    // The inner rectangle in fine-grid units, and just past it in degrees (an index range that
    // holds the edge band; the integer test decides, as the stored cells were grouped by it).
    const [x0, x1, y0, y1] = [
      ix0 << cellShift,
      (ix1 + 1) << cellShift,
      iy0 << cellShift,
      (iy1 + 1) << cellShift,
    ];
    // Index hints a little wider than the integer tests (EDGE_SLACK degrees), never narrower.
    const lonOf = (x: number) => (x / 2 ** MAP_GRID_BITS) * 360 - 180;
    const latOf = (y: number) =>
      (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / 2 ** MAP_GRID_BITS))) * 180) / Math.PI;
    const inBox = `b."isApproved" = 1 AND b.longitude BETWEEN $1 AND $3 AND b.latitude BETWEEN $2 AND $4`;
    const shift = MAP_GRID_BITS - bits;
    const row = `b."mapX" >> ${shift}, b."mapY" >> ${shift}, 1, b.longitude, b.latitude,
                 b.longitude, b.latitude, b.longitude, b.latitude, b.id
            FROM "catalog"."business" b WHERE ${inBox}`;
    const cells: CellRow[] = await this.businesses.manager.query(
      `WITH parts (cx, cy, n, "sumLon", "sumLat", west, south, east, north, id) AS (
         SELECT c.cx >> ${step}, c.cy >> ${step}, c.n, c."sumLon", c."sumLat",
                c.west, c.south, c.east, c.north, c."anyId"
           FROM "catalog"."${MAP_CELL_TABLE}" c
          WHERE c.level = $5 AND c.cx BETWEEN $6 AND $7 AND c.cy BETWEEN $8 AND $9
         UNION ALL SELECT ${row} AND b.longitude <= $14 AND b."mapX" < $10
         UNION ALL SELECT ${row} AND b.longitude >= $15 AND b."mapX" >= $11
         UNION ALL SELECT ${row} AND b.latitude >= $16 AND b."mapY" < $12 AND b."mapX" >= $10 AND b."mapX" < $11
         UNION ALL SELECT ${row} AND b.latitude <= $17 AND b."mapY" >= $13 AND b."mapX" >= $10 AND b."mapX" < $11)
       SELECT cx, cy, sum(n)::int AS n, sum("sumLon") / sum(n) AS longitude, sum("sumLat") / sum(n) AS latitude,
              min(west) AS west, min(south) AS south, max(east) AS east, max(north) AS north, any_value(id) AS id
         FROM parts GROUP BY cx, cy ORDER BY n DESC, cy, cx`,
      [
        west,
        south,
        east,
        north,
        level,
        ix0,
        ix1,
        iy0,
        iy1,
        x0,
        x1,
        y0,
        y1,
        lonOf(x0) + EDGE_SLACK,
        lonOf(x1) - EDGE_SLACK,
        latOf(y0) - EDGE_SLACK,
        latOf(y1) + EDGE_SLACK,
      ],
    );
    return cells;
  }

  /**
   * True when business_map_cell holds the businesses as they are (no map write since it was
   * built, at this service's levels). Else false, and the cells are built in the background
   * (rebuildCells): this view and the ones meanwhile read rows, none waits for the build.
   */
  private async freshCells(): Promise<boolean> {
    const [state]: { version: string; built: string; levels: number }[] = await this.businesses.manager.query(
      `SELECT "version", "built", "levels" FROM "catalog"."${MAP_VERSION_TABLE}"`,
    );
    if (state && state.version === state.built && state.levels === SUMMARY_FINEST) return true;
    if (!this.building)
      this.building = this.rebuildCells()
        .catch((error: unknown) => this.logger.warn(`Building the map cells failed: ${String(error)}`))
        .finally(() => {
          this.building = undefined;
        });
    return false;
  }

  /** The build in progress in this process, if any (one at a time; replicas take a lock). */
  private building?: Promise<void>;
  private readonly logger = new Logger(BusinessMapService.name);

  /**
   * Builds business_map_cell from the rows in one snapshot, under a lock only one replica takes
   * at a time. A map write committed meanwhile makes it fail on the version row (serialization
   * failure): nothing is kept, and the next wide view builds again.
   */
  async rebuildCells(): Promise<void> {
    const runner = this.businesses.manager.connection.createQueryRunner();
    await runner.connect();
    try {
      await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
      const [{ locked }]: { locked: boolean }[] = await runner.query(
        `SELECT pg_try_advisory_xact_lock(hashtext('catalog.business_map_cell')) AS locked`,
      );
      const [now]: { version: string; built: string; levels: number }[] = await runner.query(
        `SELECT "version", "built", "levels" FROM "catalog"."${MAP_VERSION_TABLE}"`,
      );
      if (!locked || (now.version === now.built && now.levels === SUMMARY_FINEST)) {
        await runner.query('ROLLBACK');
        return;
      }
      const finest = MAP_GRID_BITS - SUMMARY_FINEST;
      await runner.query(`DELETE FROM "catalog"."${MAP_CELL_TABLE}"`);
      await runner.query(
        `INSERT INTO "catalog"."${MAP_CELL_TABLE}"
         SELECT ${SUMMARY_FINEST}, b."mapX" >> ${finest}, b."mapY" >> ${finest}, count(*), sum(b.longitude),
                sum(b.latitude), min(b.longitude), min(b.latitude), max(b.longitude), max(b.latitude), any_value(b.id)
           FROM "catalog"."business" b
          WHERE b."isApproved" = 1 AND b.longitude IS NOT NULL AND b.latitude IS NOT NULL
          GROUP BY 2, 3`,
      );
      for (let level = SUMMARY_FINEST - 1; level >= SUMMARY_MIN_STEP; level--)
        await runner.query(
          `INSERT INTO "catalog"."${MAP_CELL_TABLE}"
           SELECT ${level}, c.cx >> 1, c.cy >> 1, sum(c.n), sum(c."sumLon"), sum(c."sumLat"),
                  min(c.west), min(c.south), max(c.east), max(c.north), any_value(c."anyId")
             FROM "catalog"."${MAP_CELL_TABLE}" c WHERE c.level = ${level + 1}
            GROUP BY 2, 3`,
        );
      await runner.query(`UPDATE "catalog"."${MAP_VERSION_TABLE}" SET "built" = $1, "levels" = $2`, [
        now.version,
        SUMMARY_FINEST,
      ]);
      await runner.query('COMMIT');
    } catch (error) {
      await runner.query('ROLLBACK').catch(() => undefined);
      // 40001: a map write committed meanwhile; 40P01: a deadlock with one. The next view builds.
      const code = (error as { code?: string }).code;
      if (code !== '40001' && code !== '40P01') throw error;
    } finally {
      await runner.release();
    }
  }
}
