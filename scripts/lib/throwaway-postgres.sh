# Sourced by the test script: start_pg starts a throwaway PostgreSQL cluster on loopback and exports
# DATABASE_URL; stop_pg removes it. Runs the server as the postgres user when we are root.
PG_DIR=""
start_pg() {
  PG_DIR=$(mktemp -d /tmp/officefit-pg.XXXXXX)
  local port=${PG_TEST_PORT:-54330}
  local as=()
  if [ "$(id -u)" = 0 ]; then
    chown postgres "$PG_DIR"
    as=(runuser -u postgres --)
  fi
  "${as[@]}" "$PG_BIN/initdb" -D "$PG_DIR/data" -A trust -U postgres >/dev/null
  "${as[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $PG_DIR -c fsync=off -c full_page_writes=off" start >/dev/null
  export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
}
stop_pg() {
  [ -n "$PG_DIR" ] || return 0
  local as=()
  [ "$(id -u)" = 0 ] && as=(runuser -u postgres --)
  "${as[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
  PG_DIR=""
  unset DATABASE_URL
}
