# Sourced by the start and test scripts: makes the pinned pnpm available on a machine that only has Node + npm.
PNPM_VERSION=9.15.9
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "› installing pnpm@$PNPM_VERSION"
  npm install -g "pnpm@$PNPM_VERSION" >/dev/null 2>&1 || true
fi
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  # No write access to the global prefix: run the pinned version through npx instead.
  pnpm() { npx -y "pnpm@$PNPM_VERSION" "$@"; }
fi
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
