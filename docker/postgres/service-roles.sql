-- One login role and one schema per service (design: a service reads and writes only its own
-- schema). The role owns its schema and may connect to the database and use public (where the
-- extensions live); it may not create schemas or touch another service's. Run as the superuser in
-- the application database, once per service role, with two psql variables: role and password.
-- Safe to run again: an existing role keeps its grants and gets the password given.
-- The one copy of this SQL: `npm start` (scripts/lib/postgres.mjs binds the variables), and the
-- Postgres of docker-compose.yml and k8s/overlays/local (init-service-roles.sh runs psql) use it;
-- for a managed server run it the same way (docs/deploy.md).
-- Handed to the DO block (psql does not substitute inside it) as session settings; no columns, so
-- the password is never printed.
SELECT FROM set_config('byp.role', :'role', false) AS r, set_config('byp.password', :'password', false) AS p;

DO $$
DECLARE
  role_name text := current_setting('byp.role');
  password text := current_setting('byp.password');
  verb text := CASE WHEN EXISTS (SELECT FROM pg_roles WHERE rolname = role_name) THEN 'ALTER' ELSE 'CREATE' END;
BEGIN
  EXECUTE format('%s ROLE %I WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD %L', verb, role_name, password);
  EXECUTE format('GRANT CONNECT ON DATABASE %I TO %I', current_database(), role_name);
  EXECUTE format('CREATE SCHEMA IF NOT EXISTS %I AUTHORIZATION %I', role_name, role_name);
  EXECUTE format('ALTER ROLE %I IN DATABASE %I SET search_path = %I', role_name, current_database(), role_name);
  EXECUTE format('GRANT USAGE ON SCHEMA public TO %I', role_name);
  -- Nobody else connects or creates anything in public.
  EXECUTE format('REVOKE ALL ON DATABASE %I FROM PUBLIC', current_database());
END $$;

REVOKE ALL ON SCHEMA public FROM PUBLIC;
-- Installed by the superuser, used by the roles: trigram indexes for the directory's search, and
-- accent folding.
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;

SELECT FROM set_config('byp.password', '', false);
