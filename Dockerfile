# syntax=docker/dockerfile:1
# Atelier Plans: the compiled server with both front ends, run as a non-root user.
# Build: docker build -t atelier-plans .   Guide: docs/production.md (Containers).

ARG NODE_IMAGE=node:20.20-bookworm-slim

# Workspace manifests and npm 11, shared by the two install stages below.
FROM ${NODE_IMAGE} AS base
ARG NPM_VERSION=11.19.1
RUN npm install --global --no-audit --no-fund npm@${NPM_VERSION}
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/admin/package.json apps/admin/
COPY packages/domain/package.json packages/domain/
COPY packages/ui/package.json packages/ui/

# Every package (build tools included): apps/web's postinstall runs patch-package with apps/web/patches.
FROM base AS build
COPY apps/web/patches apps/web/patches
RUN npm ci --no-audit --no-fund
COPY . .
# apps/server/dist/main.js, apps/web/build and apps/admin/dist.
RUN npm run build

# Runtime packages only. No install scripts are needed: the one in apps/web patches a build tool, and
# the native packages (sharp, argon2, esbuild for tsx) come as prebuilt optional dependencies.
FROM base AS deps
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app ./
# The server bundle and the built front ends; the server and domain sources stay for the SQL migrations
# and the command-line tools (npm run admin:create, backup, restore run them through tsx).
COPY --from=build /app/tsconfig.base.json ./
COPY --from=build /app/packages/domain/tsconfig.json packages/domain/
COPY --from=build /app/packages/domain/src packages/domain/src
COPY --from=build /app/apps/server/tsconfig.json apps/server/
COPY --from=build /app/apps/server/src apps/server/src
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/build apps/web/build
COPY --from=build /app/apps/admin/dist apps/admin/dist
# DATA_DIR: backups, the image cache, and the embedded database when DATABASE_URL is unset.
RUN mkdir -p /data && chown node:node /data && chmod 0700 /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Plain node as PID 1: it receives SIGTERM itself and shuts down cleanly (within 4 s). The flags are
# scripts/build-server.mjs's serverNodeFlags (decision 059).
CMD ["node", "--enable-source-maps", "--max-semi-space-size=8", "--heap-growing-percent=30", "apps/server/dist/main.js"]
