#!/bin/sh
# Renders the gateway configuration from the environment, then runs nginx in the foreground.
# RESOLVER defaults to the container's DNS server (Docker: 127.0.0.11; Kubernetes: the cluster DNS),
# so service names are looked up per request and nginx starts even while a service is down.
set -eu
: "${NGINX_RUNTIME_DIR:=/tmp/gateway}"
export NGINX_RUNTIME_DIR
sh /opt/gateway/render.sh gateway "$NGINX_RUNTIME_DIR"
exec nginx -e stderr -p "$NGINX_RUNTIME_DIR" -c "$NGINX_RUNTIME_DIR/nginx.conf" -g 'daemon off;'
