# syntax=docker/dockerfile:1
# Portcall as one container image: the API server with the built web app inside. Node 22 LTS (the
# README and docs/decisions.md "Node.js"); the same image runs every node of a deployment.
# docker build -t portcall . && docker compose -f deploy/compose.yaml up (docs/deploy.md)
ARG NODE_IMAGE=node:22-bookworm-slim

# ---- build: every dependency, then the web app (Vite, precompressed copies) ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY packages/contracts/package.json packages/contracts/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY packages/contracts packages/contracts
COPY web web
RUN NODE_ENV=production npm run build -w web

# ---- runtime dependencies: the server workspace's only (no Vite, React or test tools) ----
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --workspace server --no-audit --no-fund && npm cache clean --force

# ---- the image ----
FROM ${NODE_IMAGE}
# The offline attachment translator (TRANSLATION_PROVIDER unset): Debian's Apertium and the pairs
# `npm start` installs (scripts/lib.mjs APERTIUM_PACKAGES).
RUN apt-get update \
 && apt-get install -y --no-install-recommends apertium apertium-eng-spa apertium-eng-cat apertium-en-gl \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/web/dist
WORKDIR /app
COPY --from=runtime-deps /app ./
COPY tsconfig.base.json ./
COPY packages/contracts packages/contracts
COPY server/tsconfig.json server/
COPY server/migrations server/migrations
COPY server/seed server/seed
COPY server/src server/src
COPY --from=build /app/web/dist web/dist
# The data folder belongs to the unprivileged user the server runs as (the image's `node`, uid 1000):
# files when S3 is not configured, the generated token key when TOKEN_SIGNING_KEY is not set.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is the main process, so SIGTERM reaches the server's graceful shutdown (npm in between
# would not pass it on); run with an init (compose `init: true`) to reap stray children. tsx runs the
# TypeScript sources as `npm start` does.
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "server/src/main.ts"]
