#!/bin/sh
# docker-entrypoint-initdb.d script (runs once, on an empty data directory): one login role and
# one schema per service, each role owning only its schema: it may connect and use its schema, and
# nothing else (no CREATE on the database, no rights in another service's schema). pg_trgm lives in
# public, where the roles may only use it. Passwords come from the keygen volume / Secret.
# docker-compose.yml and the local Kubernetes overlay run this same file.
set -eu
for role in catalog content auth; do
    password=$(cat "/secrets/${role}-db-password")
    psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
        -v role="$role" -v password="$password" -v db="$POSTGRES_DB" <<'SQL'
CREATE ROLE :"role" WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD :'password';
GRANT CONNECT ON DATABASE :"db" TO :"role";
CREATE SCHEMA IF NOT EXISTS :"role" AUTHORIZATION :"role";
ALTER ROLE :"role" IN DATABASE :"db" SET search_path = :"role";
GRANT USAGE ON SCHEMA public TO :"role";
SQL
done
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" -v db="$POSTGRES_DB" <<'SQL'
REVOKE ALL ON DATABASE :"db" FROM PUBLIC;
REVOKE ALL ON SCHEMA public FROM PUBLIC;
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
SQL
