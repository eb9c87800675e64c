#!/bin/sh
# docker-entrypoint-initdb.d script of the official postgres image (runs once, on an empty data
# directory), in docker-compose.yml and k8s/overlays/local: service-roles.sql for each service
# role, with the password keygen put in /secrets.
set -eu
for role in catalog content auth; do
    psql -v ON_ERROR_STOP=1 --no-psqlrc --quiet --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
        -v role="$role" -v password="$(cat "/secrets/${role}-db-password")" \
        -f /opt/byp-postgres/service-roles.sql
done
