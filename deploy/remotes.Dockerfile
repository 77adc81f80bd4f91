# Remotes image: the five remotes' builds (browser files, and the server bundle `server/render.js` of the areas that
# render on the server: marketing, training), published into the gateways' versioned deployments folder
# (gateway/src/deployments.ts, server-render.ts, scripts/deploy-remote.sh). The gateway image holds no remote's
# code: this one-shot is also the baseline deployment (compose service `remotes` before the gateway; in Kubernetes
# the gateway pods wait for it). It is a one-shot: run with the shared deployments volume
# at /deploy (compose service `remotes`, the Kubernetes Job `remotes-deploy`), it copies each build to
# /deploy/<area>/<VERSION>/ and switches <area>/current; the gateways serve it within a second, without a restart.
# AREAS (build arg and env) limits both the build and the publish to some areas: one area can ship on its own.
#   docker build -f deploy/remotes.Dockerfile --build-arg VERSION=2026-11-27.1 -t officefit-remotes:2026-11-27.1 .
ARG NODE_IMAGE=node:20.19-bookworm-slim

FROM ${NODE_IMAGE} AS build
ARG AREAS="training community shop marketing admin"
ENV PNPM_HOME=/pnpm \
    CI=true
ENV PATH=$PNPM_HOME:$PATH
RUN corepack enable && corepack prepare pnpm@9.15.9 --activate
WORKDIR /src
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
RUN pnpm fetch
COPY . .
RUN filters="" && for area in $AREAS; do filters="$filters --filter mf-$area..."; done \
    && pnpm install --offline --frozen-lockfile $filters \
    && pnpm $filters run build \
    && for area in $AREAS; do mkdir -p "/out/remotes/$area" && cp -a "mf-$area/dist/." "/out/remotes/$area/"; done \
    && cp scripts/deploy-remote.sh /out/deploy-remote.sh

# bash, coreutils-like busybox and nothing else: the image only copies files
FROM bash:5.2
ARG VERSION=dev
ARG AREAS="training community shop marketing admin"
ENV VERSION=${VERSION} \
    AREAS=${AREAS} \
    REMOTES_DEPLOY_DIR=/deploy
COPY --from=build /out /opt/officefit
# owned by the unprivileged user, so a fresh named volume mounted here is writable too
RUN mkdir -p /deploy && chown 1000:1000 /deploy
USER 1000:1000
HEALTHCHECK NONE
# deploy-remote.sh writes a version folder once and switches `current` with one rename
ENTRYPOINT ["bash", "-c", "set -e; for area in $AREAS; do /opt/officefit/deploy-remote.sh \"$area\" \"$VERSION\" \"/opt/officefit/remotes/$area\"; done", "--"]
