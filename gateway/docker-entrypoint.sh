#!/bin/sh
# Renders the gateway configuration from the environment (the renderer in /opt/gateway/dist), then
# runs nginx in the foreground. RESOLVER defaults to the container's DNS server (the renderer reads
# /etc/resolv.conf: Docker's 127.0.0.11, the cluster DNS in Kubernetes), so service names are
# looked up at run time and nginx starts even while a service is down.
#
# GATEWAY_CONFIG_DIR (Kubernetes: the byp-gateway-nginx ConfigMap, gateway/kustomization.yaml)
# holds nginx.conf.template, the snippets and the services' *.routes.json side by side, as a
# ConfigMap is flat. Unset: the copies baked into the image.
set -eu
: "${NGINX_RUNTIME_DIR:=/tmp/gateway}"
export NGINX_RUNTIME_DIR
GATEWAY_SOURCE_DIR="${GATEWAY_CONFIG_DIR:-/opt/gateway}" node /opt/gateway/dist/cli.js gateway "$NGINX_RUNTIME_DIR"
exec nginx -e stderr -p "$NGINX_RUNTIME_DIR" -c "$NGINX_RUNTIME_DIR/nginx.conf" -g 'daemon off;'
