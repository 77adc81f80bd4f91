# Sourced by the test script: run_at INSTANT COMMAND… runs a command with the wall clock moved to INSTANT (ISO 8601)
# by Debian's libfaketime, for every process the command starts (jest's workers, PGlite inside them, child
# servers). The clock keeps running from there; monotonic clocks (timers) stay real so that timeouts behave.
# The single-threaded library is preloaded directly: the faketime wrapper's default (libfaketimeMT with shared
# memory) made a jest run spin.
run_at() {
  local instant=$1
  shift
  local lib
  lib=$(dpkg -L libfaketime 2>/dev/null | grep '/libfaketime\.so\.1$' | head -1)
  [ -n "$lib" ] || { echo "libfaketime is missing (Debian package faketime)" >&2; return 1; }
  local offset=$(($(date -d "$instant" +%s) - $(date +%s)))
  echo "› wall clock moved to $instant (offset ${offset}s)"
  LD_PRELOAD="$lib" FAKETIME="+${offset}s" FAKETIME_DONT_FAKE_MONOTONIC=1 "$@"
}
