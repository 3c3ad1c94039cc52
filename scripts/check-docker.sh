#!/usr/bin/env bash
# The Docker check of .ci/run: no image registry is reachable from CI, so it builds a base image
# from Debian packages (debootstrap, bookworm minbase) with this machine's Node and npm copied in
# (bookworm's nodejs is 18; Faena needs >= 20.19), builds Faena's image on it
# (--build-arg BASE_IMAGE=faena-ci-base), starts it on a fresh volume and checks the container's
# HEALTHCHECK, /api/health, that it does not run as root, a sign-up, a sign-in and
# `npm run admin -- grant` inside it.
#
# With --prebuilt DIR (what .ci/run does) the image's runtime stage takes the release CI has
# just built and checked (scripts/check-release.mjs --release-dir DIR) instead of building it
# again from the sources inside the image (--build-arg BUILD=prebuilt; docs/decisions/0021):
# about a minute instead of six. Without it, the Dockerfile's whole build runs, as a user's
# `docker build .` does.
#
# It runs its own dockerd (data, socket and pid under one temporary folder) and stops it at the
# end, whatever happens. Where dockerd cannot start it prints why and counts as skipped.
#
#   scripts/check-docker.sh [--prebuilt DIR | --deploy-walk] [report.json]
#
# --deploy-walk builds no image: it follows docs/deploy.md's "Plain Node with systemd" as root in
# a container of the Debian base (scripts/deploy-walk.sh, on this repository's last commit), to
# show the page gets a fresh Debian to a running Faena with no demo account. About 6 minutes (npm
# ci and the build inside); run by hand when the page or the release changes.
# Exit: 0 passed or skipped, 1 failed. Budget: 10 minutes (.ci/run wraps it in `timeout`; 15 on
# a machine whose cache has no Debian tree yet, when debootstrap runs).
# FAENA_CI_CACHE (default /var/cache/faena-ci) keeps the Debian tree and the .deb files between runs.
set -uo pipefail
cd "$(dirname "$0")/.."
PREBUILT=""
WALK=""
if [ "${1:-}" = --deploy-walk ]; then
  WALK=1
  shift
elif [ "${1:-}" = --prebuilt ]; then
  PREBUILT="$(cd "${2:?falta la carpeta de la release}" && pwd)"
  shift 2
fi
REPORT="${1:-}"
CACHE="${FAENA_CI_CACHE:-/var/cache/faena-ci}"
WORK="$(mktemp -d /tmp/faena-docker-XXXXXX)"
SOCK="$WORK/docker.sock"
export DOCKER_HOST="unix://$SOCK"
# BuildKit, built into docker.io's 20.10 client and daemon, builds only the stages the image needs
# (the legacy builder builds every stage). A newer client elsewhere on PATH would want the buildx
# plugin for it: Debian's own client is used when it is there.
export DOCKER_BUILDKIT=1
DOCKER_CLI=docker
[ -x /usr/bin/docker ] && DOCKER_CLI=/usr/bin/docker
docker() { "$DOCKER_CLI" "$@"; }
BASE=faena-ci-base
IMAGE=faena:ci
NAME="faena-ci-$$"
VOLUME="faena-ci-data-$$"
PASSED=0
FAILED=0
DOCKERD_PID=""
started=$(date +%s)

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo -n "$@"; fi; }
elapsed() { echo "$(($(date +%s) - started)) s"; }
report() {
  [ -n "$REPORT" ] || return 0
  mkdir -p "$(dirname "$REPORT")"
  printf '{"numPassedTests":%d,"numFailedTests":%d,"numPendingTests":%d}\n' "$PASSED" "$FAILED" "$1" >"$REPORT"
}
check() { # check <name> <command…>: runs the command, counts and prints the outcome
  local name="$1"
  shift
  if "$@"; then
    PASSED=$((PASSED + 1))
    echo "ok    $name ($(elapsed))"
  else
    FAILED=$((FAILED + 1))
    echo "FALLO $name ($(elapsed))"
    return 1
  fi
}
give_up() { # give_up <reason>: a failure that ends the check
  echo "FALLO $1"
  FAILED=$((FAILED + 1))
  report 0
  exit 1
}
skip() {
  echo "Docker: se omite — $1"
  report 1
  cleanup
  exit 0
}
cleanup() {
  if [ -n "$DOCKERD_PID" ] && kill -0 "$DOCKERD_PID" 2>/dev/null; then
    docker rm -f "$NAME" >/dev/null 2>&1
    docker volume rm "$VOLUME" >/dev/null 2>&1
    as_root kill "$DOCKERD_PID"
    for _ in $(seq 1 30); do kill -0 "$DOCKERD_PID" 2>/dev/null || break; sleep 1; done
    kill -0 "$DOCKERD_PID" 2>/dev/null && as_root kill -9 "$DOCKERD_PID"
  fi
  DOCKERD_PID=""
  # Whatever dockerd left mounted under its folder (overlay layers, its own bind mounts).
  grep -o " $WORK/[^ ]*" /proc/mounts 2>/dev/null | sort -r | while read -r mount; do as_root umount -l "$mount"; done
  # Deleting dockerd's layers took minutes on the busy CI machine: done in the background, out
  # of the step's time limit (nothing reads the folder again).
  if [ -d "$WORK" ]; then
    as_root setsid rm -rf "$WORK" </dev/null >/dev/null 2>&1 &
  fi
}
trap 'cleanup' EXIT
trap 'echo "Docker: interrumpido"; exit 1' INT TERM

# --- 1. docker.io and debootstrap from Debian, and a dockerd of our own
if ! command -v dockerd >/dev/null || ! command -v debootstrap >/dev/null; then
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq docker.io debootstrap >"$WORK/apt.log" 2>&1 ||
    { as_root apt-get update -qq >/dev/null 2>&1 && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq docker.io debootstrap >"$WORK/apt.log" 2>&1; } ||
    skip "no se pudieron instalar docker.io y debootstrap: $(tail -1 "$WORK/apt.log")"
fi
start_dockerd() { # start_dockerd [extra flags…]: waits up to 30 s for it to answer
  as_root dockerd --data-root "$WORK/data" --exec-root "$WORK/exec" --host "unix://$SOCK" \
    --pidfile "$WORK/dockerd.pid" --iptables=false --ip6tables=false --bridge=none "$@" >"$WORK/dockerd.log" 2>&1 &
  local launched=$!
  for _ in $(seq 1 30); do
    if docker info >/dev/null 2>&1; then
      DOCKERD_PID=$(cat "$WORK/dockerd.pid")
      return 0
    fi
    kill -0 "$launched" 2>/dev/null || return 1 # it gave up: its log says why
    sleep 1
  done
  as_root pkill -F "$WORK/dockerd.pid" 2>/dev/null
  sleep 2
  return 1
}
why_not() { grep -iE 'level=(fatal|error)|failed|error' "$WORK/dockerd.log" | tail -1 | cut -c1-300; }
if ! start_dockerd; then
  first="$(why_not)"
  echo "dockerd no arrancó con el almacenamiento por defecto ($first); se prueba con vfs"
  start_dockerd --storage-driver=vfs || skip "dockerd no arranca en esta máquina: $(why_not)"
fi
echo "dockerd $(docker version --format '{{.Server.Version}}') en marcha, almacenamiento $(docker info --format '{{.Driver}}') ($(elapsed))"

# --- 2. the base image from Debian packages, with this machine's Node and npm
ROOTFS="$WORK/rootfs"
# debootstrap takes about 7 minutes on a busy CI machine: its result (Debian only, before Node
# is added) is kept in the cache for a week, and the .deb files for when it is made again.
DEBIAN_TAR="$CACHE/bookworm-minbase.tar"
as_root mkdir -p "$CACHE/debs" "$ROOTFS"
if [ -n "$(find "$DEBIAN_TAR" -mtime -7 2>/dev/null)" ]; then
  as_root tar -C "$ROOTFS" -xf "$DEBIAN_TAR" || give_up "no se pudo desempaquetar $DEBIAN_TAR"
  echo "Debian bookworm (minbase) de la caché $DEBIAN_TAR ($(elapsed))"
else
  as_root debootstrap --variant=minbase --cache-dir="$CACHE/debs" bookworm "$ROOTFS" http://deb.debian.org/debian \
    >"$WORK/debootstrap.log" 2>&1 || give_up "debootstrap: $(tail -3 "$WORK/debootstrap.log")"
  as_root tar -C "$ROOTFS" -cf "$DEBIAN_TAR.new" . && as_root mv "$DEBIAN_TAR.new" "$DEBIAN_TAR"
  echo "Debian bookworm (minbase) con debootstrap ($(elapsed))"
fi
NODE_BIN="$(readlink -f "$(command -v node)")"
NPM_DIR="$(npm root -g)/npm"
as_root mkdir -p "$ROOTFS/usr/local/bin" "$ROOTFS/usr/local/lib/node_modules"
as_root cp "$NODE_BIN" "$ROOTFS/usr/local/bin/node"
as_root cp -a "$NPM_DIR" "$ROOTFS/usr/local/lib/node_modules/npm"
as_root ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$ROOTFS/usr/local/bin/npm"
as_root ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$ROOTFS/usr/local/bin/npx"
IMPORT_ENV=(-c 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin')
# This machine reaches the npm registry through its own certificate authorities: the image
# builds with the same ones (the official node image needs none of this).
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -f "$NODE_EXTRA_CA_CERTS" ]; then
  as_root mkdir -p "$ROOTFS/etc/ssl/certs"
  as_root cp "$NODE_EXTRA_CA_CERTS" "$ROOTFS/etc/ssl/certs/faena-ci-extra-ca.crt"
  IMPORT_ENV+=(-c 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/faena-ci-extra-ca.crt')
fi
import_base() { as_root tar -C "$ROOTFS" -c . | docker import "${IMPORT_ENV[@]}" - "$BASE" >/dev/null; }
# The npm cache of this machine (filled by .ci/run's npm ci) goes into the base image, so the
# build's `npm ci --prefer-offline` does not fetch every package's metadata again (the lock has
# no "resolved" addresses). The runtime stage inherits it too: only in this CI image.
NPM_CACHE="$(npm config get cache 2>/dev/null)/_cacache"
if [ -z "$PREBUILT" ] && [ -d "$NPM_CACHE" ]; then
  as_root mkdir -p "$ROOTFS/root/.npm"
  as_root cp -al "$NPM_CACHE" "$ROOTFS/root/.npm/_cacache" 2>/dev/null || as_root cp -a "$NPM_CACHE" "$ROOTFS/root/.npm/_cacache"
fi
check "imagen base de paquetes de Debian (debootstrap bookworm + node $("$NODE_BIN" --version))" import_base || give_up "docker import"
as_root rm -rf "$ROOTFS"

# --- the walk through docs/deploy.md instead of an image
if [ -n "$WALK" ]; then
  WALK_PORT=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
  walk() {
    docker run --rm --network host -e WALK_PORT="$WALK_PORT" -v "$(pwd):/repo:ro" "$BASE" \
      bash /repo/scripts/deploy-walk.sh >"$WORK/walk.log" 2>&1
  }
  check "docs/deploy.md, Node con systemd, en un Debian 12 nuevo" walk || grep -vE '^(npm warn|ESM|CJS) ' "$WORK/walk.log" | tail -80
  grep -E '^(ok|FALLO) ' "$WORK/walk.log"
  echo "Docker: $PASSED bien, $FAILED mal ($(elapsed))"
  report 0
  [ "$FAILED" = 0 ]
  exit
fi

# --- 3. Faena's image on it
if [ -n "$PREBUILT" ]; then
  BUILD_ARGS=(--build-arg BUILD=prebuilt -f "$(pwd)/Dockerfile" "$PREBUILT")
  WHAT="docker build --build-arg BASE_IMAGE=$BASE --build-arg BUILD=prebuilt (la release de $PREBUILT)"
else
  BUILD_ARGS=(.)
  WHAT="docker build --build-arg BASE_IMAGE=$BASE (desde el código)"
fi
build_image() {
  docker build --progress=plain --network host --build-arg BASE_IMAGE="$BASE" -t "$IMAGE" "${BUILD_ARGS[@]}" >"$WORK/build.log" 2>&1
}
if ! check "$WHAT" build_image; then
  tail -30 "$WORK/build.log"
  FAILED=$((FAILED - 1)) # counted by check already
  give_up "docker build"
fi
echo "imagen $IMAGE: $(docker image inspect --format '{{.Size}}' $IMAGE | awk '{printf "%.0f MB", $1/1e6}')"

# --- 4. started on a fresh volume (the embedded database), as `docker run` would
PORT=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
BASE_URL="http://127.0.0.1:$PORT"
docker volume create "$VOLUME" >/dev/null
docker run -d --name "$NAME" --network host -v "$VOLUME:/data" \
  -e PORT="$PORT" -e PUBLIC_URL="$BASE_URL" -e LOG_LEVEL=warn "$IMAGE" >/dev/null
healthy() {
  for _ in $(seq 1 120); do
    curl -fsS "$BASE_URL/api/health" >/dev/null 2>&1 && return 0
    [ "$(docker inspect --format '{{.State.Running}}' "$NAME")" = true ] || return 1
    sleep 1
  done
  return 1
}
check "el contenedor responde en /api/health" healthy || docker logs --tail 30 "$NAME"
not_root() { [ "$(docker exec "$NAME" id -u)" != 0 ]; }
check "el servidor no se ejecuta como root" not_root
docker_healthy() { # the image's own HEALTHCHECK (its first probe comes after its 30 s interval)
  for _ in $(seq 1 60); do
    [ "$(docker inspect --format '{{.State.Health.Status}}' "$NAME")" = healthy ] && return 0
    sleep 2
  done
  return 1
}
check "HEALTHCHECK de la imagen: healthy" docker_healthy

EMAIL="docker-$$@prueba.es"
PASSWORD='contraseña-segura-del-contenedor'
COOKIES="$WORK/cookies.txt"
signup() {
  [ "$(curl -sS -o /dev/null -w '%{http_code}' -H 'content-type: application/json' \
    -d "{\"firstName\":\"Ana\",\"lastName\":\"Contenedor\",\"email\":\"$EMAIL\",\"password\":\"$PASSWORD\",\"role\":\"property_owner\",\"acceptTerms\":true}" \
    "$BASE_URL/api/auth/sign-up")" = 201 ]
}
signin() {
  [ "$(curl -sS -o /dev/null -w '%{http_code}' -c "$COOKIES" -H 'content-type: application/json' \
    -d "{\"email\":\"$EMAIL\",\"password\":\"$PASSWORD\"}" "$BASE_URL/api/auth/sign-in")" = 200 ] &&
    curl -fsS -b "$COOKIES" "$BASE_URL/api/profile" | grep -q "\"email\":\"$EMAIL\""
}
grant() { # the grant ends the account's sessions: the next sign-in carries the new rights
  docker exec "$NAME" npm run admin --silent -- grant "$EMAIL" && signin &&
    curl -fsS -b "$COOKIES" "$BASE_URL/api/profile" | grep -q '"isAdmin":true'
}
# A reachable start (HOST=0.0.0.0 in the image) is production: no demo account, no dev mailbox.
no_demo() {
  [ "$(curl -sS -o /dev/null -w '%{http_code}' -H 'content-type: application/json' \
    -d '{"email":"carmen.ruiz@faena.demo","password":"campo-abierto-2026"}' "$BASE_URL/api/auth/sign-in")" = 401 ] &&
    [ "$(curl -sS -o /dev/null -w '%{http_code}' "$BASE_URL/api/dev/mailbox")" = 404 ]
}
check "sin cuentas de demostración ni buzón de desarrollo" no_demo
check "alta de una cuenta" signup
check "inicio de sesión" signin
check "npm run admin -- grant dentro del contenedor" grant
stopped() {
  docker stop -t 20 "$NAME" >/dev/null && [ "$(docker inspect --format '{{.State.ExitCode}}' "$NAME")" = 0 ]
}
check "docker stop: el servidor se cierra limpio" stopped

echo "Docker: $PASSED bien, $FAILED mal ($(elapsed))"
report 0
[ "$FAILED" = 0 ]
