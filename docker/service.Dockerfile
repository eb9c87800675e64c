# syntax=docker/dockerfile:1
# One recipe for the three NestJS services; the build arguments name the package and its port:
#   docker build -f docker/service.Dockerfile --build-arg PACKAGE=svc-catalog --build-arg PORT=3001 -t byp/svc-catalog .
# The build context is the repository root. The image builds only PACKAGE and the libs it depends
# on (docker/workspace-subset.mjs), so a change elsewhere in the repository leaves its layers cached.
# Base images are exact versions; pin them by digest too in a registry you control (docs/deploy.md).
ARG NODE_IMAGE=node:22.23.3-bookworm-slim

# The workspace subset: re-runs on any change, but writes identical files unless PACKAGE's own
# files, its libs or the lock changed, and then every later stage is a cache hit.
FROM ${NODE_IMAGE} AS subset
ARG PACKAGE
WORKDIR /repo
COPY . .
RUN node docker/workspace-subset.mjs "${PACKAGE:?build argument PACKAGE names the service, e.g. svc-catalog}" service /subset

# argon2 (svc-auth) may compile from source when no prebuilt binary fits: node-gyp needs these.
FROM ${NODE_IMAGE} AS toolchain
RUN apt-get update \
    && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app

FROM toolchain AS build
COPY --from=subset /subset/manifests/ ./
RUN npm install --no-audit --no-fund
COPY --from=subset /subset/sources/ ./
# Libs first, in the root's order; then only each workspace's package.json and dist go on.
RUN npm run build --workspaces --if-present \
    && for dir in $(node -p "require('./package.json').workspaces.join(' ')"); do \
        mkdir -p "/runtime/$dir" && cp -r "$dir/package.json" "$dir/dist" "/runtime/$dir/"; \
    done

FROM toolchain AS runtime-deps
COPY --from=subset /subset/manifests/ ./
RUN npm install --no-audit --no-fund --omit=dev

FROM ${NODE_IMAGE} AS runtime
ARG PACKAGE
ARG PORT
# NODE_OPTIONS and the CMD's flags: the V8 flags of libs/nest-common/node-options.json (npm start
# passes the same; libs/nest-common/test/node-options.spec.ts keeps them equal). Node refuses
# --single-threaded-gc in NODE_OPTIONS, so the CMD passes it.
ENV NODE_ENV=production \
    NODE_OPTIONS="--max-semi-space-size=1" \
    PORT=${PORT} \
    HOST=0.0.0.0
WORKDIR /app
COPY --from=runtime-deps /app/package.json ./
COPY --from=runtime-deps /app/node_modules node_modules
COPY --from=build /runtime/ ./
WORKDIR /app/${PACKAGE}
# The base image's unprivileged user (uid 1000). Nothing is written outside /tmp: the root file
# system can be mounted read-only.
USER node
EXPOSE ${PORT}
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `node dist/migrate.js` runs the migrations alone (Kubernetes init container; RUN_MIGRATIONS=false on the service).
CMD ["node", "--single-threaded-gc", "dist/main.js"]
