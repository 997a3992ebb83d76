#!/usr/bin/env bash
# Installs what the tests need and runs all of them: type checker, linter, unit and API tests
# (PGlite always, PostgreSQL when 127.0.0.1:5432 answers), browser tests in Debian chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
if compgen -G "e2e/*.spec.ts" >/dev/null && [ ! -x /usr/bin/chromium ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get -o DPkg::Lock::Timeout=600 update -qq
  apt-get -o DPkg::Lock::Timeout=600 install -y -qq chromium >/dev/null
fi
# The ICMP action driver's tests ping 127.0.0.1 with the system tools.
if ! command -v ping >/dev/null || ! command -v tracepath >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get -o DPkg::Lock::Timeout=600 update -qq
  apt-get -o DPkg::Lock::Timeout=600 install -y -qq iputils-ping iputils-tracepath >/dev/null
fi
# Real protocol peers of the feed tests (issue 16): an SNMP agent and snmptrap, Alertmanager, fping.
if ! command -v snmpd >/dev/null || ! command -v snmptrap >/dev/null || ! command -v prometheus-alertmanager >/dev/null || ! command -v fping >/dev/null || ! command -v logger >/dev/null || [ ! -e /usr/share/ieee-data/oui.txt ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get -o DPkg::Lock::Timeout=600 update -qq
  apt-get -o DPkg::Lock::Timeout=600 install -y -qq snmpd snmp prometheus-alertmanager fping bsdutils ieee-data >/dev/null
fi
# The docs' complete example (apps/api/test/docs-example.test.ts) runs its commands as written: curl, jq, openssl, unshare.
if ! command -v jq >/dev/null || ! command -v curl >/dev/null || ! command -v openssl >/dev/null || ! command -v unshare >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get -o DPkg::Lock::Timeout=600 update -qq
  apt-get -o DPkg::Lock::Timeout=600 install -y -qq jq curl openssl util-linux >/dev/null
fi
# The read-replica test (issue 20) runs its own primary (initdb) and a pg_basebackup -R standby of it.
if ! compgen -G "/usr/lib/postgresql/*/bin/pg_basebackup" >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get -o DPkg::Lock::Timeout=600 update -qq
  apt-get -o DPkg::Lock::Timeout=600 install -y -qq postgresql >/dev/null
fi
# Metrics from an existing collector stack (issue 31 item 3): a real Prometheus scraping a real snmp_exporter remote-writes to the console.
if ! command -v prometheus >/dev/null || ! command -v prometheus-snmp-exporter >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get -o DPkg::Lock::Timeout=600 update -qq
  apt-get -o DPkg::Lock::Timeout=600 install -y -qq prometheus prometheus-snmp-exporter >/dev/null
fi
# The load balancer in front of several API processes (issue 20): apps/api/test/cluster-harness.ts runs deploy/haproxy/haproxy.cfg.
if ! command -v haproxy >/dev/null && [ ! -x /usr/sbin/haproxy ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get -o DPkg::Lock::Timeout=600 update -qq
  apt-get -o DPkg::Lock::Timeout=600 install -y -qq haproxy >/dev/null
fi
# Each phase prints how long it took: the suite's budget is watched phase by phase.
SUITE_STARTED=$SECONDS
phase() {
  local started=$SECONDS
  "$@"
  echo "== phase '$*' took $((SECONDS - started)) s (suite so far $((SECONDS - SUITE_STARTED)) s)"
}
phase npm ci --no-audit --no-fund --loglevel=error
phase npm run build
# The type checker and the linter are independent: they share the two cores.
static_checks() {
  npm run typecheck &
  local typecheck=$!
  local lint=0
  npm run lint || lint=$?
  wait "$typecheck"
  return "$lint"
}
phase static_checks
phase npx vitest run
if compgen -G "e2e/*.spec.ts" >/dev/null; then phase npx playwright test; fi
