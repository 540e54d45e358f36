# Sourced by .ci/run: starts a throwaway Postgres server on 127.0.0.1 and exports
# TEST_DATABASE_URL for the server's tests against real Postgres (issue 3).
# Uses Debian's binaries (/usr/lib/postgresql/<version>/bin) with initdb into a temp folder, run
# as the postgres user when we are root (Postgres refuses to run as root).

tessera_pg_bin=""
for candidate in /usr/lib/postgresql/*/bin; do
  [ -x "$candidate/initdb" ] && tessera_pg_bin="$candidate"
done
if [ -z "$tessera_pg_bin" ]; then
  echo "postgres.sh: no Postgres binaries under /usr/lib/postgresql; TEST_DATABASE_URL not set" >&2
else
  tessera_pg_dir="$(mktemp -d /tmp/tessera-pg.XXXXXX)"
  tessera_pg_port="${TESSERA_PG_PORT:-54329}"
  # A port nobody listens on (a Postgres from an earlier run may still hold the first one).
  while (exec 3<>"/dev/tcp/127.0.0.1/$tessera_pg_port") 2>/dev/null; do
    tessera_pg_port=$((tessera_pg_port + 1))
  done
  tessera_pg_run=()
  if [ "$(id -u)" = "0" ]; then
    id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
    chown postgres "$tessera_pg_dir"
    tessera_pg_run=(runuser -u postgres --)
  fi
  "${tessera_pg_run[@]}" "$tessera_pg_bin/initdb" -D "$tessera_pg_dir/data" -U tessera \
    --auth=trust --encoding=UTF8 --no-locale >/dev/null
  # Durable defaults (fsync, synchronous_commit on): the benchmark measures a real server.
  "${tessera_pg_run[@]}" "$tessera_pg_bin/pg_ctl" -D "$tessera_pg_dir/data" -l "$tessera_pg_dir/log" \
    -w -o "-h 127.0.0.1 -p $tessera_pg_port -k $tessera_pg_dir -c max_connections=200" start >/dev/null
  export TEST_DATABASE_URL="postgres://tessera@127.0.0.1:$tessera_pg_port/postgres"
  echo "postgres.sh: Postgres on 127.0.0.1:$tessera_pg_port (TEST_DATABASE_URL set)"
fi
