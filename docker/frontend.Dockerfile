# syntax=docker/dockerfile:1
# One recipe for the shell and the three remotes; the build arguments name the package:
#   docker build -f docker/frontend.Dockerfile --build-arg PACKAGE=mf-news -t byp/mf-news .
#   docker build -f docker/frontend.Dockerfile --build-arg PACKAGE=shell --build-arg STATIC_SPA=true -t byp/shell .
# Static files behind unprivileged nginx; the gateway in front sets cache, security and CORS
# headers, and serves /config.json (the remotes' URLs), so a remote is redeployed without
# rebuilding the shell. The image builds only PACKAGE and the libs it depends on.
ARG NODE_IMAGE=node:22.12.0-bookworm-slim
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

# The static server block comes from the template `npm start` uses too (gateway/static.conf.template).
# STATIC_SPA=true (the shell): unknown paths answer index.html, for client-side routes.
FROM ${NGINX_IMAGE} AS conf
ARG STATIC_SPA=false
USER root
COPY gateway/render.sh gateway/static.conf.template /render/
RUN STATIC_LISTEN=8080 STATIC_ROOT=/usr/share/nginx/html STATIC_SPA=${STATIC_SPA} \
    sh /render/render.sh static /render/default.conf

FROM ${NGINX_IMAGE} AS runtime
COPY --from=conf /render/default.conf /etc/nginx/conf.d/default.conf
COPY --from=build /dist /usr/share/nginx/html
# nginx-unprivileged: uid 101, port 8080, pid and temp files in /tmp (read-only root file system).
USER 101
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
    CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
