#!/usr/bin/env bash
# docs/deploy.md's "Plain Node with systemd", walked as root on a fresh Debian 12 (minbase) by
# `scripts/check-docker.sh --deploy-walk`, which runs this inside a container with the repository
# mounted read-only at /repo. The commands are taken from the page itself, not copied here, so
# the page is what is tested. What a container cannot be, and what stands in for it:
#   - Node 20: Debian 12's nodejs is 18 and NodeSource is not reachable here; the base image has
#     this machine's Node at /usr/local/bin, linked at /usr/bin/node where NodeSource puts it.
#   - systemd is not PID 1: the unit file is checked with `systemd-analyze verify`, and the
#     server is started as the unit says (user, folder, environment, StateDirectory).
#   - apt does not start PostgreSQL without systemd: pg_ctlcluster does (on its socket only).
#   - PORT: a free port of the machine's (host network), given in the environment, which wins.
# Exit 0 when Faena runs, answers, has no demo account or mailbox, and the page's first
# administrator command works.
set -euo pipefail
PORT="${WALK_PORT:?}"
DOC=/repo/docs/deploy.md
export DEBIAN_FRONTEND=noninteractive
say() { printf '\n--- %s\n' "$1"; }

# The first ```bash / ```ini block after a heading of deploy.md.
block() { # block <heading> <language> [nth]
  awk -v heading="$1" -v lang="$2" -v nth="${3:-1}" '
    $0 == heading { inside = 1; next }
    inside && /^## / { exit }
    inside && $0 == "```" lang { n++; if (n == nth) { take = 1; next } }
    take && $0 == "```" { exit }
    take { print }
  ' "$DOC"
}

say "what a fresh Debian 12 needs before the page (sudo, curl, systemd-analyze)"
apt-get update -qq
apt-get install -y -qq sudo curl ca-certificates openssl systemd >/dev/null
ln -sf /usr/local/bin/node /usr/bin/node
ln -sf /usr/local/bin/npm /usr/bin/npm
# This machine reaches the npm registry through its own certificate authority (the base image's
# NODE_EXTRA_CA_CERTS): sudo must pass it on to the faena user's npm.
[ -z "${NODE_EXTRA_CA_CERTS:-}" ] || echo 'Defaults env_keep += "NODE_EXTRA_CA_CERTS"' >/etc/sudoers.d/faena-walk

say "the page's install commands"
INSTALL="$(block '## Plain Node with systemd' bash 1)"
[ -n "$INSTALL" ] || { echo "deploy.md: no se encontró el bloque de instalación"; exit 1; }
# Debian 12: git and postgresql from Debian, Node from the stand-in above (the page says to use
# NodeSource's node_20.x there); PostgreSQL started after its install, as systemd would.
INSTALL="$(printf '%s\n' "$INSTALL" | sed \
  -e "s#<Faena's repository>#/repo#g" \
  -e 's#sudo apt-get install -y git postgresql nodejs npm#sudo apt-get install -y -qq git postgresql >/dev/null \&\& start_postgres#')"
echo "$INSTALL"
# The repository is mounted from the machine: git asks to be told it is trusted.
printf '[safe]\n\tdirectory = /repo\n' >/etc/gitconfig
# The container shares the machine's network, where another PostgreSQL holds port 5432 (so apt
# made this cluster on 5433): back to 5432 as on a fresh machine, on its socket only (the page's
# DATABASE_URL uses the socket), with no TCP port to clash.
start_postgres() {
  sed -i -e 's/^port = .*/port = 5432/' -e "s/^#\?listen_addresses = .*/listen_addresses = ''/" \
    /etc/postgresql/15/main/postgresql.conf
  pg_ctlcluster 15 main start
}
export -f start_postgres
bash -euo pipefail -c "$INSTALL" || {
  pg_lsclusters || true
  tail -n 30 /var/log/postgresql/*.log || true
  exit 1
}

say "the page's systemd unit"
block '## Plain Node with systemd' ini 1 >/etc/systemd/system/faena.service
cat /etc/systemd/system/faena.service
systemd-analyze verify /etc/systemd/system/faena.service
# What StateDirectory=faena does when systemd starts the unit.
install -d -o faena -g faena /var/lib/faena

say "the server, as the unit starts it"
cd /opt/faena
sudo -u faena env NODE_ENV=production PORT="$PORT" node scripts/start.mjs >/tmp/faena.log 2>&1 &
SERVER=$!
BASE="http://127.0.0.1:$PORT"
for _ in $(seq 1 120); do
  curl -fsS "$BASE/api/health" >/dev/null 2>&1 && break
  kill -0 "$SERVER" 2>/dev/null || { cat /tmp/faena.log; exit 1; }
  sleep 1
done
curl -fsS "$BASE/api/health"
echo
grep -q 'Faena está en marcha en https://faena.example.org' /tmp/faena.log || { cat /tmp/faena.log; exit 1; }

say "a reachable install: no demo account, no development mailbox; an account and its first administrator"
# Node's fetch, not curl: PUBLIC_URL is https, so the cookies are Secure and curl would keep them
# from this plain-HTTP address.
EMAIL="operadora-$$@prueba.es"
GRANT="$(block '## The first administrator' bash 1 | grep systemd | sed 's/ *#.*//')"
GRANT="${GRANT//tu@correo.es/$EMAIL}"
echo "$GRANT"
BASE="$BASE" EMAIL="$EMAIL" GRANT="$GRANT" node --input-type=module -e '
  import { execSync } from "node:child_process";
  const { BASE, EMAIL, GRANT } = process.env;
  const post = (url, body, cookie) => fetch(BASE + url, { method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
  const cookieOf = (res) => res.headers.getSetCookie().map((l) => l.split(";")[0]).join("; ");
  const expect = (what, ok) => { console.log((ok ? "ok    " : "FALLO ") + what); if (!ok) process.exitCode = 1; };
  expect("sin cuenta de demostración", (await post("/api/auth/sign-in", { email: "carmen.ruiz@faena.demo", password: "campo-abierto-2026" })).status === 401);
  expect("sin buzón de desarrollo", (await fetch(BASE + "/api/dev/mailbox")).status === 404);
  const password = "contraseña-de-la-operadora";
  const up = await post("/api/auth/sign-up", { firstName: "Ana", lastName: "Operadora", email: EMAIL, password, role: "property_owner", acceptTerms: true });
  expect("alta de una cuenta", up.status === 201);
  execSync(GRANT, { stdio: "inherit", shell: "/bin/bash" });
  const signIn = await post("/api/auth/sign-in", { email: EMAIL, password });
  const profile = await (await fetch(BASE + "/api/profile", { headers: { cookie: cookieOf(signIn) } })).json();
  expect("la cuenta es la primera administradora", profile.isAdmin === true);
'
kill -TERM "$SERVER"
wait "$SERVER" || true
echo "recorrido de docs/deploy.md: bien"
