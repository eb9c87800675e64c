#!/bin/sh
# Renders the gateway's nginx configuration from environment variables.
#
#   render.sh gateway OUT_DIR   nginx.conf + snippets/ into OUT_DIR (start nginx with
#                               nginx -p OUT_DIR -c OUT_DIR/nginx.conf -g 'daemon off;')
#   render.sh static OUT_FILE   one static server block for a frontend dist
#
# The same script runs for `npm start` (scripts/lib/gateway.mjs) and in the gateway and
# frontend images, so there is one template and one renderer. envsubst always gets an
# explicit variable list: nginx's own $host, $uri, ... must survive.
set -eu

here=$(cd "$(dirname "$0")" && pwd)

die() {
    echo "render.sh: $*" >&2
    exit 1
}

# Values end up inside nginx directives or quoted strings: refuse characters that could
# break out of them.
require_plain() { # name value: used as a bare nginx directive argument
    case "$2" in
        *[\;\{\}\'\"\$\\\`\ ]* | *"
"*) die "$1 contains a character that is not allowed: $2" ;;
    esac
}

require_quotable() { # name value: used inside a quoted nginx string (and JSON)
    case "$2" in
        *[\'\"\$\\\`]* | *"
"*) die "$1 contains a character that is not allowed: $2" ;;
    esac
}

json_escape() { # JSON string body; backslash and double quote are refused by require_plain
    printf '%s' "$1"
}

# https://{a-c}.tiles.example/{z}/{x}/{y}.png -> https://*.tiles.example
origin_of() {
    case "$1" in
        http://* | https://*)
            printf '%s' "$1" | sed -E 's#^(https?://[^/]+).*#\1#; s#\{[^}]*\}#*#g'
            ;;
    esac
}

# Precompressed .br twins (brotli_static) need Debian's libnginx-mod-http-brotli-static; without
# the module file the configuration simply has no brotli, and gzip_static still applies.
: "${NGINX_BROTLI_STATIC_MODULE=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so}"
require_quotable NGINX_BROTLI_STATIC_MODULE "$NGINX_BROTLI_STATIC_MODULE"
brotli_static_available() {
    [ -n "$NGINX_BROTLI_STATIC_MODULE" ] && [ -f "$NGINX_BROTLI_STATIC_MODULE" ]
}

# nginx's own version (the official images set NGINX_VERSION; else ask the binary).
nginx_version() {
    if [ -n "${NGINX_VERSION:-}" ]; then
        printf '%s' "$NGINX_VERSION"
        return
    fi
    for binary in nginx /usr/sbin/nginx; do
        version=$("$binary" -v 2>&1 | sed -n 's#^nginx version: [^/]*/\([0-9.]*\).*#\1#p') || true
        if [ -n "$version" ]; then
            printf '%s' "$version"
            return
        fi
    done
}

# `server ... resolve` in an upstream group: nginx 1.27.3 and later.
nginx_resolves_upstream_names() {
    version=$(nginx_version)
    major=$(printf '%s' "$version" | cut -d. -f1)
    minor=$(printf '%s' "$version" | cut -d. -f2)
    patch=$(printf '%s' "$version" | cut -d. -f3)
    case "$major$minor$patch" in '' | *[!0-9]*) return 1 ;; esac
    [ "$major" -gt 1 ] || { [ "$minor" -gt 27 ] || { [ "$minor" -eq 27 ] && [ "$patch" -ge 3 ]; }; }
}

# Each service is an upstream group with keep-alive connections: without them nginx opens a TCP
# connection per proxied request, which costs a Node service more CPU than its cheapest handlers
# (docs/performance.md). The frontends are static files from nginx, cheap to connect to; in
# `npm start` they are server blocks of this nginx, where idle pooled connections would count in
# $connections_active, the micro-cache's busy gate. An address literal (npm start, the tests) is fixed; a
# host name (containers) is re-resolved at run time, with `resolve` where nginx has it (the
# image's 1.27), else per request through a variable as before, without keep-alive.
# Idle connections close after 4 s, before Node's 5 s keepAliveTimeout could close one under a
# request in flight, and each carries at most 1,000 requests (nginx's default), so new replicas
# get their share. UPSTREAM_KEEPALIVE=0: a new connection per request, the groups are not rendered.
# Sets UPSTREAM_GROUPS and, per upstream, NAME_TARGET for proxy_pass.
render_upstream_groups() {
    UPSTREAM_GROUPS=""
    resolves=false
    if nginx_resolves_upstream_names; then resolves=true; fi
    [ "$UPSTREAM_KEEPALIVE" -gt 0 ] || resolves=none
    for name in SHELL MF_DIRECTORY MF_NEWS MF_ADMIN; do
        eval "${name}_TARGET=\${${name}_UPSTREAM}"
    done
    for name in CATALOG CONTENT AUTH; do
        eval "address=\${${name}_UPSTREAM}"
        group=$(printf 'byp_%s' "$name" | tr 'A-Z' 'a-z')
        case "$resolves:$address" in
            none:*) server="" ;;
            *:[0-9]*.[0-9]*.[0-9]*.[0-9]*:[0-9]* | *:\[*\]:[0-9]* | *:localhost:[0-9]*) server="server $address;" ;;
            *) if [ "$resolves" = true ]; then server="server $address resolve;"; else server=""; fi ;;
        esac
        if [ -z "$server" ]; then
            eval "${name}_TARGET=\$address"
            continue
        fi
        eval "${name}_TARGET=\$group"
        UPSTREAM_GROUPS="$UPSTREAM_GROUPS    upstream $group {
        zone $group 64k;
        $server
        keepalive $UPSTREAM_KEEPALIVE;
        keepalive_timeout 4s;
    }
"
    done
}

render_gateway() {
    out=$1
    : "${PORT:=8080}"
    : "${CATALOG_UPSTREAM:=127.0.0.1:3001}"
    : "${CONTENT_UPSTREAM:=127.0.0.1:3002}"
    : "${AUTH_UPSTREAM:=127.0.0.1:3003}"
    : "${SHELL_UPSTREAM:=127.0.0.1:4000}"
    : "${MF_DIRECTORY_UPSTREAM:=127.0.0.1:4001}"
    : "${MF_NEWS_UPSTREAM:=127.0.0.1:4002}"
    : "${MF_ADMIN_UPSTREAM:=127.0.0.1:4003}"
    : "${RESOLVER:=}"
    [ -n "${MAP_TILE_URL:-}" ] || MAP_TILE_URL='https://{a-c}.basemaps.cartocdn.com/light_all/{z}/{x}/{y}.png'
    [ -n "${MAP_ATTRIBUTION:-}" ] || MAP_ATTRIBUTION='© OpenStreetMap contributors © CARTO'
    : "${REMOTE_DIRECTORY_URL:=/mf/directory/remoteEntry.js}"
    : "${REMOTE_NEWS_URL:=/mf/news/remoteEntry.js}"
    : "${REMOTE_ADMIN_URL:=/mf/admin/remoteEntry.js}"
    : "${CORS_ORIGINS:=}"
    : "${CLIENT_MAX_BODY_SIZE:=2m}"
    : "${PROXY_TIMEOUT:=60s}"
    : "${LOGIN_RATE_LIMIT:=10r/s}"
    : "${LOGIN_RATE_BURST:=20}"
    : "${API_MICRO_CACHE_SECONDS:=1}"
    : "${API_MICRO_CACHE_STALE_SECONDS:=1}"
    : "${API_MICRO_CACHE_MAX_SIZE:=64m}"
    : "${API_MICRO_CACHE_BUSY_CONNECTIONS:=48}"
    : "${UPSTREAM_KEEPALIVE:=128}"
    : "${NGINX_RUNTIME_DIR:=$out}"
    : "${NGINX_ACCESS_LOG:=/dev/stdout}"
    : "${NGINX_ERROR_LOG:=stderr}"
    : "${NGINX_MIME_TYPES:=/etc/nginx/mime.types}"
    : "${NGINX_WORKER_PROCESSES:=auto}"
    : "${NGINX_USER:=}"

    for name in MAP_TILE_URL MAP_ATTRIBUTION REMOTE_DIRECTORY_URL REMOTE_NEWS_URL \
        REMOTE_ADMIN_URL CORS_ORIGINS NGINX_RUNTIME_DIR NGINX_ACCESS_LOG NGINX_ERROR_LOG \
        NGINX_MIME_TYPES; do
        eval "value=\${$name}"
        require_quotable "$name" "$value"
    done
    for name in PORT CATALOG_UPSTREAM CONTENT_UPSTREAM AUTH_UPSTREAM SHELL_UPSTREAM \
        MF_DIRECTORY_UPSTREAM MF_NEWS_UPSTREAM MF_ADMIN_UPSTREAM RESOLVER CLIENT_MAX_BODY_SIZE PROXY_TIMEOUT LOGIN_RATE_LIMIT LOGIN_RATE_BURST \
        API_MICRO_CACHE_SECONDS API_MICRO_CACHE_STALE_SECONDS API_MICRO_CACHE_MAX_SIZE \
        API_MICRO_CACHE_BUSY_CONNECTIONS NGINX_WORKER_PROCESSES; do
        eval "value=\${$name}"
        require_plain "$name" "$value"
    done

    for name in API_MICRO_CACHE_SECONDS API_MICRO_CACHE_STALE_SECONDS; do
        eval "value=\${$name}"
        case "$value" in '' | *[!0-9]*) die "$name must be a number of seconds: $value" ;; esac
    done
    case "$UPSTREAM_KEEPALIVE" in
        '' | *[!0-9]* | ????*) die "UPSTREAM_KEEPALIVE must be a number of connections below 1000: $UPSTREAM_KEEPALIVE" ;;
    esac
    case "$API_MICRO_CACHE_BUSY_CONNECTIONS" in
        '' | *[!0-9]* | ?????*) die "API_MICRO_CACHE_BUSY_CONNECTIONS must be a number below 10000: $API_MICRO_CACHE_BUSY_CONNECTIONS" ;;
    esac
    # nginx maps cannot compare numbers: list the quiet values of $connections_active
    # (0 .. API_MICRO_CACHE_BUSY_CONNECTIONS - 1) for maps.conf's $api_gateway_busy.
    API_MICRO_CACHE_QUIET_MAP=""
    quiet=0
    while [ "$quiet" -lt "$API_MICRO_CACHE_BUSY_CONNECTIONS" ]; do
        API_MICRO_CACHE_QUIET_MAP="$API_MICRO_CACHE_QUIET_MAP    $quiet 0;
"
        quiet=$((quiet + 1))
    done

    if [ -z "$RESOLVER" ]; then
        RESOLVER=$(awk '$1 == "nameserver" { print $2; exit }' /etc/resolv.conf 2>/dev/null || true)
        [ -n "$RESOLVER" ] || RESOLVER=127.0.0.11
    fi
    case "$RESOLVER" in
        *:*:*) case "$RESOLVER" in \[*) ;; *) RESOLVER="[$RESOLVER]" ;; esac ;;
    esac

    render_upstream_groups

    case "$NGINX_USER" in *[\;\{\}\'\"\$\\\`]*) die "NGINX_USER is not a user name: $NGINX_USER" ;; esac
    NGINX_USER_DIRECTIVE=""
    [ -z "$NGINX_USER" ] || NGINX_USER_DIRECTIVE="user $NGINX_USER;"
    if [ "$NGINX_ACCESS_LOG" = off ]; then
        NGINX_ACCESS_LOG_DIRECTIVE="access_log off;"
    else
        NGINX_ACCESS_LOG_DIRECTIVE="access_log \"$NGINX_ACCESS_LOG\" gateway_json;"
    fi

    # The local static servers (npm start) are server blocks of this nginx: the module is loaded
    # here, and render_static turns brotli_static on under the same condition.
    NGINX_LOAD_MODULES=""
    if brotli_static_available; then
        NGINX_LOAD_MODULES="load_module \"$NGINX_BROTLI_STATIC_MODULE\";"
    fi

    CONFIG_JSON=$(printf '{"remotes":{"directory":"%s","news":"%s","admin":"%s"},"map":{"tileUrl":"%s","attribution":"%s"}}' \
        "$(json_escape "$REMOTE_DIRECTORY_URL")" "$(json_escape "$REMOTE_NEWS_URL")" \
        "$(json_escape "$REMOTE_ADMIN_URL")" "$(json_escape "$MAP_TILE_URL")" \
        "$(json_escape "$MAP_ATTRIBUTION")")

    # Remotes served from another origin must be allowed to run and to be fetched.
    remote_origins=""
    for url in "$REMOTE_DIRECTORY_URL" "$REMOTE_NEWS_URL" "$REMOTE_ADMIN_URL"; do
        origin=$(origin_of "$url")
        [ -z "$origin" ] || remote_origins="$remote_origins $origin"
    done
    tile_origin=$(origin_of "$MAP_TILE_URL")
    CONTENT_SECURITY_POLICY="default-src 'self'; script-src 'self'$remote_origins; style-src 'self' 'unsafe-inline'; img-src 'self' data: https: $tile_origin; font-src 'self' data:; connect-src 'self'$remote_origins; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

    CORS_ORIGIN_MAP=""
    for origin in $(printf '%s' "$CORS_ORIGINS" | tr ',' ' '); do
        CORS_ORIGIN_MAP="$CORS_ORIGIN_MAP    \"$origin\" \$http_origin;
"
    done

    export PORT CATALOG_TARGET CONTENT_TARGET AUTH_TARGET SHELL_TARGET \
        MF_DIRECTORY_TARGET MF_NEWS_TARGET MF_ADMIN_TARGET UPSTREAM_GROUPS RESOLVER CLIENT_MAX_BODY_SIZE \
        PROXY_TIMEOUT LOGIN_RATE_LIMIT LOGIN_RATE_BURST API_MICRO_CACHE_SECONDS \
        API_MICRO_CACHE_STALE_SECONDS API_MICRO_CACHE_MAX_SIZE API_MICRO_CACHE_QUIET_MAP NGINX_RUNTIME_DIR NGINX_ERROR_LOG NGINX_MIME_TYPES NGINX_WORKER_PROCESSES NGINX_USER_DIRECTIVE \
        NGINX_ACCESS_LOG_DIRECTIVE NGINX_LOAD_MODULES CONFIG_JSON CONTENT_SECURITY_POLICY CORS_ORIGIN_MAP

    vars='${PORT} ${CATALOG_TARGET} ${CONTENT_TARGET} ${AUTH_TARGET} ${SHELL_TARGET}
${MF_DIRECTORY_TARGET} ${MF_NEWS_TARGET} ${MF_ADMIN_TARGET} ${UPSTREAM_GROUPS} ${RESOLVER}
${CLIENT_MAX_BODY_SIZE} ${PROXY_TIMEOUT} ${LOGIN_RATE_LIMIT} ${LOGIN_RATE_BURST}
${API_MICRO_CACHE_SECONDS} ${API_MICRO_CACHE_STALE_SECONDS} ${API_MICRO_CACHE_MAX_SIZE} ${API_MICRO_CACHE_QUIET_MAP}
${NGINX_RUNTIME_DIR} ${NGINX_ERROR_LOG} ${NGINX_MIME_TYPES} ${NGINX_WORKER_PROCESSES} ${NGINX_USER_DIRECTIVE} ${NGINX_ACCESS_LOG_DIRECTIVE}
${NGINX_LOAD_MODULES} ${CONFIG_JSON}
${CONTENT_SECURITY_POLICY} ${CORS_ORIGIN_MAP}'

    mkdir -p "$out/snippets" "$out/frontends"
    for dir in client_body proxy fastcgi uwsgi scgi; do
        mkdir -p "$NGINX_RUNTIME_DIR/temp/$dir"
    done
    mkdir -p "$NGINX_RUNTIME_DIR/cache/api"
    # The micro-cache's gzip server listens here (snippets/api-gzip.conf). A socket left behind
    # by a killed nginx (a container restart keeps /tmp) would make bind() fail.
    rm -f "$NGINX_RUNTIME_DIR/api-gzip.sock"
    envsubst "$vars" <"$here/nginx.conf.template" >"$out/nginx.conf"
    for file in "$here"/snippets/*.conf; do
        envsubst "$vars" <"$file" >"$out/snippets/$(basename "$file")"
    done
}

render_static() {
    out=$1
    : "${STATIC_LISTEN:=8080}"
    : "${STATIC_ROOT:=/usr/share/nginx/html}"
    : "${STATIC_SPA:=false}"
    require_plain STATIC_LISTEN "$STATIC_LISTEN"
    require_quotable STATIC_ROOT "$STATIC_ROOT"
    if [ "$STATIC_SPA" = true ]; then STATIC_FALLBACK=/index.html; else STATIC_FALLBACK==404; fi
    # The builds write name.br beside name.gz (webpack.federation.js); the module is loaded by the
    # nginx.conf around this server block (the gateway's, or static-nginx.conf in the image).
    STATIC_BROTLI="# brotli_static: no module at $NGINX_BROTLI_STATIC_MODULE, gzip_static only"
    if brotli_static_available; then STATIC_BROTLI="brotli_static on;"; fi
    export STATIC_LISTEN STATIC_ROOT STATIC_FALLBACK STATIC_BROTLI
    mkdir -p "$(dirname "$out")"
    envsubst '${STATIC_LISTEN} ${STATIC_ROOT} ${STATIC_FALLBACK} ${STATIC_BROTLI}' <"$here/static.conf.template" >"$out"
}

case "${1:-}" in
    gateway) [ $# -eq 2 ] || die "usage: render.sh gateway OUT_DIR"; render_gateway "$2" ;;
    static) [ $# -eq 2 ] || die "usage: render.sh static OUT_FILE"; render_static "$2" ;;
    *) die "usage: render.sh gateway OUT_DIR | render.sh static OUT_FILE" ;;
esac
