import cyrillicToTranslit from 'cyrillic-to-translit-js';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 25: readable, unique, stable addresses (`/business/kalyna-bakery`). Slugs are made in the
 * database, by a trigger on the owner's table, so every way a row is written (the entity, the CSV
 * import, the bench's generator, a migration) gets one, and uniqueness is decided where the rows
 * are. The romanisation is the search's library's (cyrillic-to-translit-js, Ukraine's 2010
 * national standard): its table is read here, at migration time, and written into a SQL function,
 * so the database spells a Ukrainian-only name as the search does (Київ → kyiv, Щастя → shchastia).
 */

const ukrainianToLatin = cyrillicToTranslit({ preset: 'uk' });

/** Lower-case Cyrillic letters the names may hold (Ukrainian, plus the Russian-only ones). */
const LETTERS = 'абвгґдеєжзиіїйклмнопрстуфхцчшщьюяёыэъ';
/** What the standard writes for letters it does not cover (the library leaves them as they are). */
const NOT_IN_STANDARD: Record<string, string> = { ы: 'y', э: 'e', ъ: '' };
/** Latin letters with accents, folded (Café → cafe); no extension needed. */
const ACCENTED = 'àáâãäåāăąçćčďđèéêëēėęěìíîïīįıñńňòóôõöøōőùúûüūůűųýÿžźżšśşřŕłľĺţťğ';
const UNACCENTED = 'aaaaaaaaacccddeeeeeeeeiiiiiiinnnoooooooouuuuuuuuyyzzzsssrrlllttg';

/** Capital letters and their lower case, for lower() under any collation. */
const CAPITALS: [string, string][] = [...LETTERS, ...ACCENTED]
  .map((lower): [string, string] => [lower.toUpperCase(), lower])
  .filter(([upper, lower]) => upper.length === 1 && upper !== lower && !/[A-Z]/.test(upper));

/** The letter's romanisation at a word's start (Є → ye) and elsewhere (є → ie), from the library. */
function romanised(letter: string): { start: string; middle: string } {
  if (letter in NOT_IN_STANDARD) return { start: NOT_IN_STANDARD[letter], middle: NOT_IN_STANDARD[letter] };
  const start = ukrainianToLatin.transform(letter).toLowerCase();
  const middle = ukrainianToLatin.transform(`б${letter}`).slice(1).toLowerCase();
  return { start, middle };
}

const sqlString = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/** SQL statements computing `s := …` step by step: the body of slug_of(). */
export function slugOfSteps(): string[] {
  const steps: string[] = [
    // One form of each letter, apostrophes dropped (мʼясо → miaso, not mi-aso).
    // lower() folds only ASCII under the C locale: Cyrillic and accented capitals explicitly.
    `s := lower(coalesce(name, ''))`,
    `s := translate(s, ${sqlString(CAPITALS.map(([upper]) => upper).join(''))}, ${sqlString(CAPITALS.map(([, lower]) => lower).join(''))})`,
    `s := regexp_replace(s, ${sqlString("['’ʼ‘`´ʹ]")}, '', 'g')`,
  ];
  const word = 'a-z0-9а-яёіїєґ';
  const single: [string, string][] = [];
  for (const letter of LETTERS) {
    const { start, middle } = romanised(letter);
    if (start !== middle) {
      steps.push(
        `s := regexp_replace(s, ${sqlString(`(^|[^${word}])${letter}`)}, ${sqlString(`\\1${start}`)}, 'g')`,
      );
    }
    if (middle.length === 1) single.push([letter, middle]);
    else steps.push(`s := replace(s, ${sqlString(letter)}, ${sqlString(middle)})`);
  }
  steps.push(
    `s := translate(s, ${sqlString(single.map(([from]) => from).join(''))}, ${sqlString(single.map(([, to]) => to).join(''))})`,
    `s := translate(s, ${sqlString(ACCENTED)}, ${sqlString(UNACCENTED)})`,
    `s := replace(replace(replace(s, 'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe')`,
    `s := replace(s, '&', ' and ')`,
    `s := trim(both '-' from regexp_replace(s, '[^a-z0-9]+', '-', 'g'))`,
    `s := trim(both '-' from left(s, ${SLUG_MAX_BASE}))`,
  );
  return steps;
}

/** A slug's readable part is cut at this length (a suffix -2, -3… may follow). */
export const SLUG_MAX_BASE = 80;

/** The owner table and the columns a slug is made of (English first, else Ukrainian). */
export interface SlugTable {
  schema: string;
  table: string;
  /** The English name column, then the Ukrainian one. */
  nameColumns: readonly [string, string];
  /** Used when a name has no letter or digit at all ('★★★'). */
  fallback: string;
}

export const slugHistoryTable = (table: string) => `${table}_slug_history`;
/** The history's column naming the owner row: "businessId", "communityId", "postId". */
export const slugHistoryOwnerColumn = (table: string) => `${table}Id`;

/**
 * Adds `slug` (unique, never null once written) to the table, `<table>_slug_history` (old slugs
 * → the row, so a renamed item answers its old address with a 301), `<schema>.slug_of(text)` and
 * the trigger that keeps them:
 * - a new row gets the slug of its English name, else its Ukrainian one, with -2, -3… when that
 *   slug is taken (by another row, or as another row's old slug);
 * - a rename whose slug is the same (a case or punctuation change) keeps it; another keeps the old
 *   slug in the history and takes the new one (or its own old one back);
 * - slug assignment is serialised per table by a transaction-scoped advisory lock, so two
 *   submissions of one name at once get different slugs, not a unique violation.
 * Existing rows get theirs in order of creation, so the oldest keeps the plain name.
 */
export async function slugsUp(db: QueryRunner, target: SlugTable): Promise<void> {
  const { schema, table, nameColumns, fallback } = target;
  const [en, uk] = nameColumns;
  const history = slugHistoryTable(table);
  const owner = slugHistoryOwnerColumn(table);
  await db.query(`
    CREATE OR REPLACE FUNCTION "${schema}".slug_of(name text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE AS $fn$
    DECLARE s text;
    BEGIN
      ${slugOfSteps().join(';\n      ')};
      RETURN s;
    END
    $fn$`);
  await db.query(`ALTER TABLE "${schema}"."${table}" ADD COLUMN "slug" text COLLATE "C"`);
  await db.query(`
    CREATE TABLE "${schema}"."${history}" (
      "slug" text COLLATE "C" PRIMARY KEY,
      "${owner}" uuid NOT NULL REFERENCES "${schema}"."${table}" ("id") ON DELETE CASCADE,
      "createdAt" timestamptz NOT NULL DEFAULT now()
    )`);
  await db.query(`CREATE INDEX "${history}_owner_idx" ON "${schema}"."${history}" ("${owner}")`);
  await db.query(`
    CREATE OR REPLACE FUNCTION "${schema}"."${table}_assign_slug"() RETURNS trigger
    LANGUAGE plpgsql AS $fn$
    DECLARE
      base text;
      candidate text;
      n integer := 1;
    BEGIN
      IF TG_OP = 'UPDATE' AND NEW."slug" IS NOT NULL
         AND NEW."${en}" IS NOT DISTINCT FROM OLD."${en}"
         AND NEW."${uk}" IS NOT DISTINCT FROM OLD."${uk}" THEN
        NEW."slug" := OLD."slug";
        RETURN NEW;
      END IF;
      base := "${schema}".slug_of(coalesce(nullif(btrim(NEW."${en}"), ''), NEW."${uk}"));
      IF base IS NULL OR base = '' THEN
        base := ${sqlString(fallback)};
      END IF;
      -- The same words (a case or punctuation change): the address stays.
      IF TG_OP = 'UPDATE' AND OLD."slug" IS NOT NULL
         AND (OLD."slug" = base OR OLD."slug" ~ ('^' || base || '-[0-9]+$')) THEN
        NEW."slug" := OLD."slug";
        RETURN NEW;
      END IF;
      PERFORM pg_advisory_xact_lock(hashtext('${schema}.${table}.slug'));
      IF TG_OP = 'UPDATE' AND OLD."slug" IS NOT NULL THEN
        INSERT INTO "${schema}"."${history}" ("slug", "${owner}") VALUES (OLD."slug", OLD."id")
          ON CONFLICT ("slug") DO NOTHING;
      END IF;
      candidate := base;
      LOOP
        EXIT WHEN NOT EXISTS (SELECT 1 FROM "${schema}"."${table}" WHERE "slug" = candidate AND "id" <> NEW."id")
          AND NOT EXISTS (SELECT 1 FROM "${schema}"."${history}" WHERE "slug" = candidate AND "${owner}" <> NEW."id");
        IF n = 1 THEN
          -- Start past the suffixes already taken, so many rows of one name stay cheap.
          SELECT count(*) + 1 INTO n FROM "${schema}"."${table}" WHERE "slug" LIKE base || '-%';
        END IF;
        n := n + 1;
        candidate := base || '-' || n;
      END LOOP;
      -- One of this row's own old slugs, taken back: no longer a redirect.
      DELETE FROM "${schema}"."${history}" WHERE "slug" = candidate;
      NEW."slug" := candidate;
      RETURN NEW;
    END
    $fn$`);
  await db.query(`
    CREATE TRIGGER "${table}_assign_slug" BEFORE INSERT OR UPDATE ON "${schema}"."${table}"
    FOR EACH ROW EXECUTE FUNCTION "${schema}"."${table}_assign_slug"()`);
  // Existing rows, oldest first (the first of a name keeps it plain).
  await db.query(`
    DO $fill$
    DECLARE r record;
    BEGIN
      FOR r IN SELECT "id" FROM "${schema}"."${table}" ORDER BY "createdAt", "id" LOOP
        UPDATE "${schema}"."${table}" SET "slug" = NULL WHERE "id" = r."id";
      END LOOP;
    END
    $fill$`);
  await db.query(`ALTER TABLE "${schema}"."${table}" ALTER COLUMN "slug" SET NOT NULL`);
  await db.query(`CREATE UNIQUE INDEX "${table}_slug_key" ON "${schema}"."${table}" ("slug")`);
}

export async function slugsDown(db: QueryRunner, target: SlugTable): Promise<void> {
  const { schema, table } = target;
  await db.query(`DROP TRIGGER "${table}_assign_slug" ON "${schema}"."${table}"`);
  await db.query(`DROP FUNCTION "${schema}"."${table}_assign_slug"()`);
  await db.query(`DROP TABLE "${schema}"."${slugHistoryTable(table)}"`);
  await db.query(`ALTER TABLE "${schema}"."${table}" DROP COLUMN "slug"`);
  await db.query(`DROP FUNCTION IF EXISTS "${schema}".slug_of(text)`);
}

/**
 * The migration that gives `tables` their slugs (slugsUp, in order; slugsDown in reverse): each
 * service's slug migration is this with its own name and tables, so the steps live here once.
 */
export function slugsMigration(name: string, tables: readonly SlugTable[]): new () => MigrationInterface {
  return class SlugsMigration implements MigrationInterface {
    name = name;

    async up(db: QueryRunner): Promise<void> {
      for (const table of tables) await slugsUp(db, table);
    }

    async down(db: QueryRunner): Promise<void> {
      for (const table of [...tables].reverse()) await slugsDown(db, table);
    }
  };
}
