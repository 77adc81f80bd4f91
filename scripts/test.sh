#!/usr/bin/env bash
# Installs everything and runs every test: lint, types, the unit tests, the backend API tests on a real PostgreSQL
# server, every jest test (the backend's on embedded PGlite) under a shifted wall clock, the production build with
# its bundle and Lighthouse reports, and the end-to-end tests in Debian's Chromium through the real gateway and
# backend. Each backend API test runs once per database and once per clock (PostgreSQL at the real clock, PGlite at
# the shifted one), not on every pair: every pair took CI close to its 90-minute limit (docs/decisions).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-pnpm.sh
source scripts/lib/system-deps.sh
source scripts/lib/throwaway-postgres.sh
source scripts/lib/shifted-clock.sh
trap stop_pg EXIT

step() { printf '\n=== %s (at %d s) ===\n' "$1" "$SECONDS"; }

step "install"
pnpm install --frozen-lockfile

step "lint"
pnpm lint

step "typecheck"
pnpm typecheck

step "unit tests"
pnpm exec jest --ci --ignoreProjects backend

step "backend API tests (PostgreSQL server)"
start_pg
pnpm exec jest --ci --selectProjects backend
stop_pg

# Every test sets the clock it depends on: the unit and API tests once more at an awkward instant of the wall clock,
# 23:15 UTC on New Year's Eve, when Berlin is already in the next year (libfaketime moves the clock of jest, its
# workers and PGlite inside them).
step "unit and API tests under a shifted wall clock (backend on PGlite)"
run_at 2026-12-31T23:15:00Z pnpm exec jest --ci

step "build"
pnpm build

step "bundle report"
pnpm report:bundles

step "Lighthouse report (mobile preset: / and a signed-in /home)"
pnpm lighthouse

step "end-to-end tests (Chromium)"
pnpm test:e2e
