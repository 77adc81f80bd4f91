#!/usr/bin/env bash
# Deploys one remote without touching the shell or the other areas (issue 17; gateway/src/deployments.ts).
#
#   scripts/deploy-remote.sh AREA VERSION [BUILD_DIR]   copy BUILD_DIR (default mf-AREA/dist) to
#                                                       $REMOTES_DEPLOY_DIR/AREA/VERSION and make it current
#   scripts/deploy-remote.sh rollback AREA              make the version that was current before this one current
#   scripts/deploy-remote.sh status [AREA]              the current version and the history of each area
#
# REMOTES_DEPLOY_DIR defaults to .deploy/remotes in the repository (the gateway's default too). A version folder is
# written once (a second deploy of the same version must bring the same files) and kept, so open tabs still load
# the chunks of the version they started with. The switch is one atomic rename of AREA/current; the gateway picks
# it up within a second and open tabs reload at their next route change. A build's `server/render.js` (marketing,
# training) switches the gateway's server rendering of that area with it (gateway/src/server-render.ts).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
deploy_dir=${REMOTES_DEPLOY_DIR:-$root/.deploy/remotes}

die() {
  echo "deploy-remote: $*" >&2
  exit 1
}
check_area() { [[ $1 =~ ^[a-z][a-z0-9-]{0,31}$ ]] || die "not an area name: '$1'"; }
check_version() { [[ $1 =~ ^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$ ]] || die "not a version name: '$1'"; }
current_of() { cat "$deploy_dir/$1/current" 2>/dev/null || true; }

switch_to() {
  local area=$1 version=$2
  printf '%s\n' "$version" >"$deploy_dir/$area/current.tmp.$$"
  mv -f "$deploy_dir/$area/current.tmp.$$" "$deploy_dir/$area/current"
  printf '%s %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$version" >>"$deploy_dir/$area/history"
  echo "$area: $version is current"
}

deploy() {
  local area=$1 version=$2 build=${3:-$root/mf-$1/dist}
  check_area "$area"
  check_version "$version"
  [ -f "$build/mf-manifest.json" ] || die "$build has no mf-manifest.json (build the remote first)"
  local target="$deploy_dir/$area/$version"
  mkdir -p "$deploy_dir/$area"
  if [ -e "$target" ]; then
    diff -rq "$build" "$target" >/dev/null || die "$area $version exists with other files; choose a new version"
  else
    local tmp="$deploy_dir/$area/.incoming.$$"
    rm -rf "$tmp"
    cp -a "$build/." "$tmp/"
    mv "$tmp" "$target"
  fi
  switch_to "$area" "$version"
}

rollback() {
  local area=$1
  check_area "$area"
  local current previous
  current=$(current_of "$area")
  [ -n "$current" ] || die "$area has no deployment"
  # the newest history entry before the last switch to the current version that names another version
  previous=$(awk -v cur="$current" '{ v[NR] = $2 } END {
      last = 0; for (i = 1; i <= NR; i++) if (v[i] == cur) last = i
      for (i = last - 1; i >= 1; i--) if (v[i] != cur) { print v[i]; exit }
    }' "$deploy_dir/$area/history")
  [ -n "$previous" ] || die "$area has no earlier version to roll back to"
  [ -d "$deploy_dir/$area/$previous" ] || die "$area $previous is no longer on disk"
  switch_to "$area" "$previous"
}

status() {
  local areas=("$@")
  if [ ${#areas[@]} -eq 0 ]; then
    [ -d "$deploy_dir" ] || { echo "no deployments in $deploy_dir"; return; }
    mapfile -t areas < <(ls "$deploy_dir")
  fi
  for area in "${areas[@]}"; do
    check_area "$area"
    echo "$area: current $(current_of "$area")"
    tail -n 5 "$deploy_dir/$area/history" 2>/dev/null | sed 's/^/  /'
  done
}

case "${1:-}" in
  rollback) [ $# -eq 2 ] || die "usage: $0 rollback AREA"; rollback "$2" ;;
  status) shift; status "$@" ;;
  "" | -h | --help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  *) [ $# -ge 2 ] && [ $# -le 3 ] || die "usage: $0 AREA VERSION [BUILD_DIR]"; deploy "$@" ;;
esac
