# Sourced by the test script: installs Debian's chromium, postgresql and faketime when missing (needs root or sudo).
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
command -v faketime >/dev/null 2>&1 || need+=(faketime)
if [ ${#need[@]} -gt 0 ]; then
  echo "› installing ${need[*]} from Debian's packages"
  SUDO=""
  [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
PG_BIN=$(dirname "$(ls /usr/lib/postgresql/*/bin/initdb | sort -V | tail -1)")
export PG_BIN
