#!/bin/sh
# Renders the gateway configuration from the environment, then runs nginx in the foreground.
# RESOLVER defaults to the container's DNS server (render.sh reads /etc/resolv.conf: Docker's
# 127.0.0.11, the cluster DNS in Kubernetes), so service names are looked up per request and nginx
# starts even while a service is down.
#
# GATEWAY_CONFIG_DIR (Kubernetes: the byp-gateway-nginx ConfigMap, gateway/kustomization.yaml)
# holds nginx.conf.template, render.sh and the snippets side by side, as a ConfigMap is flat; they
# are laid out like gateway/ here before rendering. Unset: the copies baked into the image.
set -eu
: "${NGINX_RUNTIME_DIR:=/tmp/gateway}"
export NGINX_RUNTIME_DIR
source_dir=/opt/gateway
if [ -n "${GATEWAY_CONFIG_DIR:-}" ]; then
    source_dir=/tmp/gateway-source
    rm -rf "$source_dir"
    mkdir -p "$source_dir/snippets"
    cp "$GATEWAY_CONFIG_DIR/nginx.conf.template" "$GATEWAY_CONFIG_DIR/render.sh" "$source_dir/"
    for file in "$GATEWAY_CONFIG_DIR"/*.conf; do
        cp "$file" "$source_dir/snippets/"
    done
fi
sh "$source_dir/render.sh" gateway "$NGINX_RUNTIME_DIR"
exec nginx -e stderr -p "$NGINX_RUNTIME_DIR" -c "$NGINX_RUNTIME_DIR/nginx.conf" -g 'daemon off;'
