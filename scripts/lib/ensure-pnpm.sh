# Sourced by the start and test scripts: makes the pinned pnpm available on a machine that only has Node + npm.
PNPM_VERSION=9.15.9
has_pinned_pnpm() { command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; }
if ! has_pinned_pnpm; then
  echo "› installing pnpm@$PNPM_VERSION"
  npm install -g "pnpm@$PNPM_VERSION" >/dev/null 2>&1 || true
  hash -r
fi
if ! has_pinned_pnpm; then
  # No write access to the global prefix: install it into the repo's git-ignored .tools folder instead. A real
  # binary on PATH (not a shell function) so that package scripts calling pnpm find it too.
  npm install --prefix "$PWD/.tools" --no-save --no-audit --no-fund "pnpm@$PNPM_VERSION" >/dev/null
  export PATH="$PWD/.tools/node_modules/.bin:$PATH"
fi
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
