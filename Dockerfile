# Production image (README "Docker"). The build stage installs the whole monorepo and builds it;
# the runtime stage gets only what `node dist/server.js` needs: the server's production
# dependencies (`pnpm deploy --prod`), its bundle and the web build. It runs as the unprivileged
# `node` user; the embedded database and uploads live in the /data volume.
#
# /app/package.json, /app/node_modules   @forma/server's production dependencies
# /app/dist                               server.js, trace-worker.js, admin-create.js (esbuild;
#                                         @forma/* workspace packages are bundled in)
# /app/web/dist                           the web app's TanStack Start build: client/ (the browser's
#                                         files) and server/server.js (self-contained)

FROM node:20-bookworm-slim AS build
ENV TURBO_TELEMETRY_DISABLED=1
RUN npm install -g pnpm@10.34.9
WORKDIR /repo
# The packages first (from the lockfile alone), so a source change does not download them again.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
RUN pnpm install --frozen-lockfile --offline
RUN pnpm exec turbo run build
# The server package with its production dependencies only. `--legacy`: pnpm 10 deploys from the
# lockfile only with inject-workspace-packages=true, which this workspace does not set.
RUN pnpm --filter @forma/server deploy --prod --legacy /prod/server

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST=/app/web/dist
WORKDIR /app
# Owned by root and read-only to the app; only /data is writable by it.
COPY --from=build /prod/server/package.json ./package.json
COPY --from=build /prod/server/node_modules ./node_modules
COPY --from=build /repo/apps/api/dist ./dist
COPY --from=build /repo/apps/web/dist ./web/dist
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# GET /api/health (503 when the database is unreachable) on the loopback, so HOST must include it
# (the default 0.0.0.0 does). Slim images have no curl: Node's own fetch.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"]
CMD ["node", "dist/server.js"]
