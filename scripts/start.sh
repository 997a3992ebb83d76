#!/usr/bin/env bash
# Installs, builds and starts the console on the embedded database (./data) with the simulated
# fleet and the embedded sign-in. Running it again keeps the data.
set -euo pipefail
cd "$(dirname "$0")/.."
npm ci --no-audit --no-fund --loglevel=error
npm run build
exec node --import tsx apps/api/src/server.ts
