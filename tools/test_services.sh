#!/usr/bin/env bash
# A private PostgreSQL and Redis for the test command (`make test`): installed from Debian's
# packages when missing, started on ports of their own with their data under /tmp, and
# stopped again with `tools/test_services.sh stop`. Prints nothing but what goes wrong.
set -euo pipefail

PG_PORT="${TEST_PG_PORT:-54329}"
REDIS_PORT="${TEST_REDIS_PORT:-63799}"
PG_DIR="/tmp/rulesite-test-postgres-$PG_PORT"
REDIS_DIR="/tmp/rulesite-test-redis-$REDIS_PORT"

install_missing() {
    local wanted=()
    ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || wanted+=(postgresql)
    command -v redis-server >/dev/null || wanted+=(redis-server)
    if [ "${#wanted[@]}" -gt 0 ]; then
        apt-get update -q
        DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
            "${wanted[@]}"
    fi
}

# PostgreSQL refuses to run as root: as root, its own `postgres` user runs it.
as_postgres() {
    if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

start_postgres() {
    local bin
    bin="$(dirname "$(ls -d /usr/lib/postgresql/*/bin/initdb | sort -V | tail -1)")"
    if [ ! -f "$PG_DIR/PG_VERSION" ]; then
        rm -rf "$PG_DIR" && mkdir -p "$PG_DIR"
        [ "$(id -u)" = 0 ] && chown postgres "$PG_DIR"
        as_postgres "$bin/initdb" -D "$PG_DIR" -U rulesite -A trust --no-sync >/dev/null
    fi
    if ! as_postgres "$bin/pg_ctl" -D "$PG_DIR" status >/dev/null 2>&1; then
        as_postgres "$bin/pg_ctl" -D "$PG_DIR" -l "$PG_DIR/log" -w start -o \
            "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off" >/dev/null
    fi
    "$bin/psql" -h 127.0.0.1 -p "$PG_PORT" -U rulesite -d postgres -tAc \
        "SELECT 1 FROM pg_database WHERE datname = 'rulesite'" | grep -q 1 \
        || "$bin/createdb" -h 127.0.0.1 -p "$PG_PORT" -U rulesite rulesite
}

start_redis() {
    mkdir -p "$REDIS_DIR"
    redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && return
    redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --daemonize yes --save "" \
        --appendonly no --dir "$REDIS_DIR" --logfile "$REDIS_DIR/log" \
        --maxmemory 64mb --maxmemory-policy allkeys-lru
    for _ in $(seq 50); do redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && return; sleep 0.1; done
    echo "redis-server did not start (see $REDIS_DIR/log)" >&2
    exit 1
}

stop_all() {
    local bin
    bin="$(dirname "$(ls -d /usr/lib/postgresql/*/bin/initdb | sort -V | tail -1)")"
    [ -f "$PG_DIR/PG_VERSION" ] && as_postgres "$bin/pg_ctl" -D "$PG_DIR" -m fast stop \
        >/dev/null 2>&1 || true
    redis-cli -p "$REDIS_PORT" shutdown nosave >/dev/null 2>&1 || true
}

case "${1:-start}" in
    start) install_missing; start_postgres; start_redis ;;
    stop) stop_all ;;
    urls) echo "DATABASE_URL=postgres://rulesite@127.0.0.1:$PG_PORT/rulesite"
          echo "CACHE_URL=redis://127.0.0.1:$REDIS_PORT/0" ;;
    *) echo "usage: $0 [start|stop|urls]" >&2; exit 2 ;;
esac
