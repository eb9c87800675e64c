# syntax=docker/dockerfile:1
# One recipe for the shell and the three remotes; the build arguments name the package:
#   docker build -f docker/frontend.Dockerfile --build-arg PACKAGE=mf-news -t byp/mf-news .
#   docker build -f docker/frontend.Dockerfile --build-arg PACKAGE=shell --build-arg STATIC_SPA=true -t byp/shell .
# Static files behind unprivileged nginx; the gateway in front sets cache, security and CORS
# headers, and serves /config.json (the remotes' URLs), so a remote is redeployed without
# rebuilding the shell. The image builds only PACKAGE and the libs it depends on.
ARG NODE_IMAGE=node:22.23.3-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.27.3-alpine

FROM ${NODE_IMAGE} AS subset
ARG PACKAGE
WORKDIR /repo
COPY . .
RUN node docker/workspace-subset.mjs "${PACKAGE:?build argument PACKAGE names the frontend, e.g. mf-news}" frontend /subset

FROM ${NODE_IMAGE} AS build
ARG PACKAGE
WORKDIR /app
COPY --from=subset /subset/manifests/ ./
RUN npm install --no-audit --no-fund
COPY --from=subset /subset/sources/ ./
RUN npm run build -w "${PACKAGE}" && mv "${PACKAGE}/dist" /dist

# brotli_static, for the .br twins the build writes beside the .gz ones: the official image has no
# brotli module, so it is built here against this very nginx (its source at $NGINX_VERSION, set by
# the image, and --with-compat), the way nginx's own docker-nginx "modules" recipe adds one. Only
# the static module (no brotli library: it sends files as they are); pinned to a commit.
FROM ${NGINX_IMAGE} AS brotli
ARG NGX_BROTLI_COMMIT=a71f9312c2deb28875acc7bacfdd5695a111aa53
USER root
WORKDIR /build
RUN apk add --no-cache --virtual .build-deps gcc libc-dev make linux-headers pcre2-dev zlib-dev curl \
    && curl -fsSL -o nginx.tar.gz "https://nginx.org/download/nginx-${NGINX_VERSION}.tar.gz" \
    && curl -fsSL -o ngx_brotli.tar.gz "https://github.com/google/ngx_brotli/archive/${NGX_BROTLI_COMMIT}.tar.gz" \
    && tar -xzf nginx.tar.gz && tar -xzf ngx_brotli.tar.gz \
    && cd "nginx-${NGINX_VERSION}" \
    && ./configure --with-compat --add-dynamic-module="/build/ngx_brotli-${NGX_BROTLI_COMMIT}/static" \
    && make modules \
    && cp objs/ngx_http_brotli_static_module.so /build/

# The gateway's renderer (gateway/src, TypeScript), built as gateway/Dockerfile builds it.
FROM ${NODE_IMAGE} AS renderer
WORKDIR /repo
COPY . .
RUN node docker/workspace-subset.mjs gateway service /subset
WORKDIR /app
RUN cp -r /subset/manifests/. ./ && npm install --no-audit --no-fund \
    && cp -r /subset/sources/. ./ && npm run build -w gateway

# The static server block comes from the template `npm start` uses too (gateway/static.conf.template).
# STATIC_SPA=true (the shell): unknown paths answer index.html, for client-side routes. The module
# file is in place, so the renderer turns brotli_static on; nginx.conf (the image's own) loads it.
FROM ${NODE_IMAGE} AS conf
ARG STATIC_SPA=false
COPY --from=brotli /build/ngx_http_brotli_static_module.so /usr/lib/nginx/modules/
COPY --from=brotli /etc/nginx/nginx.conf /render/image-nginx.conf
COPY --from=renderer /app/gateway/dist /render/dist
COPY gateway/static.conf.template /render/
RUN STATIC_LISTEN=8080 STATIC_ROOT=/usr/share/nginx/html STATIC_SPA=${STATIC_SPA} \
    NGINX_BROTLI_STATIC_MODULE=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so \
    node /render/dist/cli.js static /render/default.conf \
    && grep -q '^ *brotli_static on;' /render/default.conf \
    && { echo 'load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;'; cat /render/image-nginx.conf; } >/render/nginx.conf

FROM ${NGINX_IMAGE} AS runtime
COPY --from=brotli /build/ngx_http_brotli_static_module.so /usr/lib/nginx/modules/
COPY --from=conf /render/nginx.conf /etc/nginx/nginx.conf
COPY --from=conf /render/default.conf /etc/nginx/conf.d/default.conf
COPY --from=build /dist /usr/share/nginx/html
# nginx-unprivileged: uid 101, port 8080, pid and temp files in /tmp (read-only root file system).
USER 101
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
    CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
