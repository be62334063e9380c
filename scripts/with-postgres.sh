#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throwaway PostgreSQL started here on 127.0.0.1
# (initdb in a temporary folder, as the `postgres` user when run as root), stopped afterwards.
# Usage: scripts/with-postgres.sh COMMAND [ARGS…]; exits with the command's status.
set -uo pipefail
PG_BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$PG_BIN" ]; then
  echo "PostgreSQL is not installed; installing Debian's postgresql…" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  PG_BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi
PG_DIR=$(mktemp -d /tmp/hearth-pg.XXXXXX)
PG_PORT=55432
while (echo >"/dev/tcp/127.0.0.1/$PG_PORT") 2>/dev/null; do PG_PORT=$((PG_PORT + 1)); done
mkdir -p "$PG_DIR/data" "$PG_DIR/run"
PG_USER=$(id -un)
if [ "$(id -u)" = 0 ]; then PG_USER=postgres; chown -R postgres "$PG_DIR"; fi
chmod 700 "$PG_DIR/data"
as_pg() { if [ "$(id -un)" = "$PG_USER" ]; then sh -c "$1"; else su "$PG_USER" -s /bin/sh -c "$1"; fi; }
stop_pg() { as_pg "$PG_BIN/pg_ctl -D $PG_DIR/data -m fast stop" >/dev/null 2>&1; rm -rf "$PG_DIR"; }
trap stop_pg EXIT

if ! as_pg "$PG_BIN/initdb -D $PG_DIR/data -U app --auth=trust -E UTF8 --locale=C.UTF-8" >"$PG_DIR/run/initdb.log" 2>&1 ||
  ! as_pg "$PG_BIN/pg_ctl -D $PG_DIR/data -l $PG_DIR/run/pg.log -w -o '-c listen_addresses=127.0.0.1 -p $PG_PORT -k $PG_DIR/run' start" >/dev/null; then
  echo "Could not start PostgreSQL:" >&2
  cat "$PG_DIR"/run/*.log >&2
  exit 1
fi
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PG_PORT" >&2
DATABASE_URL="postgres://app@127.0.0.1:$PG_PORT/postgres" "$@"
