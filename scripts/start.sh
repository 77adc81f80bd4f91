#!/usr/bin/env bash
# Installs, builds and starts the whole app (backend with embedded PostgreSQL + demo data, gateway, shell and
# every remote) on http://localhost:${PORT:-8080}.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-pnpm.sh
pnpm install --frozen-lockfile
pnpm build
exec node scripts/start.mjs
