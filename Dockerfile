# Faena's image: one process serving the web app and the API on PORT (3000), data in /data.
#   docker build -t faena .
#   docker run -p 3000:3000 -v faena-data:/data -e PUBLIC_URL=http://localhost:3000 faena
# compose.yaml runs it with PostgreSQL, an S3 store and Caddy in front (docs/deploy.md).
#
# BASE_IMAGE: any image with Node >= 20.19, npm and useradd (Debian-like). The default is the
# official one; CI builds its own from Debian packages because no registry is reachable there.
ARG BASE_IMAGE=node:20-bookworm-slim
# Where the runtime stage takes the build from: `build` (from the sources, below: the default) or
# `prebuilt` (the context is already a release; see that stage).
ARG BUILD=build

# --- build: every dependency, then the web (Vite), the server and its command-line scripts (tsup)
FROM ${BASE_IMAGE} AS build
WORKDIR /app
# The package files first: the layer with node_modules is reused while they do not change.
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY packages/db/package.json packages/db/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
# --prefer-offline: a base image that brings an npm cache is not asked again for every package.
RUN npm ci --prefer-offline --no-audit --no-fund
COPY . .
RUN npm run build
# The same lock with production dependencies only, from the npm cache the first install filled.
RUN rm -rf node_modules && npm ci --omit=dev --prefer-offline --no-audit --no-fund && npm cache clean --force

# --- prebuilt: a release made outside the image with the same lock (`npm run build`, then
# `npm ci --omit=dev` beside the build: `node scripts/check-release.mjs --release-dir DIR` makes
# one and checks it) as the build context, with --build-arg BUILD=prebuilt. CI builds its image
# so, from the build it has just tested, in a minute instead of six (docs/decisions/0021).
# BuildKit builds only the stages the target needs; the legacy builder builds both.
FROM scratch AS prebuilt
COPY . /app/

FROM ${BUILD} AS built

# --- runtime: the build and production dependencies, no sources, no compilers, not root
FROM ${BASE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    NPM_CONFIG_CACHE=/tmp/.npm \
    NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
RUN groupadd --system faena \
    && useradd --system --gid faena --home-dir /app --no-create-home --shell /usr/sbin/nologin faena \
    && mkdir -p /data && chown faena:faena /data
COPY --from=built /app/package.json /app/package-lock.json ./
COPY --from=built /app/node_modules node_modules
# Workspace packages: their package.json (Node reads "type" and the exports from them) and the
# migrations, read at run time; their code is bundled into apps/server/dist.
COPY --from=built /app/packages/shared/package.json packages/shared/
COPY --from=built /app/packages/db/package.json packages/db/
COPY --from=built /app/packages/db/migrations packages/db/migrations
COPY --from=built /app/apps/server/package.json apps/server/
COPY --from=built /app/apps/server/dist apps/server/dist
COPY --from=built /app/apps/web/dist apps/web/dist
# The catalogues the server reads its texts' translations from (apps/server/src/lib/i18n.ts).
COPY --from=built /app/apps/web/package.json apps/web/
COPY --from=built /app/apps/web/locales apps/web/locales
COPY --from=built /app/scripts/start.mjs /app/scripts/lib.mjs /app/scripts/run-server-script.mjs scripts/
USER faena
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# npm start without npm: start.mjs does not build in production and forwards SIGTERM to the server.
# The other commands: docker compose exec faena-1 npm run admin -- grant tu@correo.es (or migrate, seed).
CMD ["node", "scripts/start.mjs"]
