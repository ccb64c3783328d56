#!/usr/bin/env bash
# npm test: lint and typecheck, the unit and API tests, then the web build, the browser tests
# in shards and the production stack's failure tests (nginx, two API processes, a primary and a
# streaming standby; about a minute); one after another (run side by side on two cores, the API tests' slowest files went
# past their 30 s timeouts). Stops at the first part that fails; says how long each part took.
set -uo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
part() {
  local name=$1 t status
  shift
  t=$(date +%s)
  "$@"
  status=$?
  echo "== $name took $(( $(date +%s) - t )) s (exit $status) =="
  [ "$status" -eq 0 ] || { echo "== npm test failed in: $name =="; exit "$status"; }
}
part "lint and typecheck" sh scripts/lint-and-typecheck.sh
part "unit and API tests" npx vitest run
part "web build" npm run -s build
part "browser tests" bash scripts/e2e-shards.sh
part "production stack failure tests" npx vitest run -c vitest.stack.config.ts
echo "== npm test took $(( $(date +%s) - start )) s =="
