/**
 * A DO block running `statements` (format() strings taking pg_trgm's schema as %I) where pg_trgm
 * is installed, and nothing where it is not (AddBusinessSearchIndexes installs it when it can).
 */
export const withTrigrams = (statements: string[]) => `
  DO $$
  DECLARE trgm_schema text;
  BEGIN
    SELECT n.nspname INTO trgm_schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
     WHERE e.extname = 'pg_trgm';
    IF trgm_schema IS NULL THEN RETURN; END IF;
    ${statements.map((sql) => `EXECUTE format('${sql}', trgm_schema);`).join('\n    ')}
  END $$`;
