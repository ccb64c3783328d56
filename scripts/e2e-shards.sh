#!/usr/bin/env bash
# The browser suite in shards side by side, each against its own server and embedded database
# (E2E_PORT picks the port; the Playwright config makes a fresh data directory per process). One
# process left this 2-core machine mostly waiting (on pages, timers and the server), so two shards
# finish in far less than the time of one. The spec files are split by their measured time
# (scripts/e2e-split.mjs reads apps/web/e2e/durations.json; scripts/e2e-durations.mjs refreshes it),
# not by count as --shard does (that split took 13.1 and 9.6 minutes). Each shard's lines carry its
# number; the run fails if any shard fails. E2E_SHARDS=1 runs the suite as one process. Extra
# arguments go to every shard's `playwright test` (a file filter there narrows each shard's list).
# E2E_JSON_DIR=<dir> adds a JSON report per shard (<dir>/shard-<i>.json), from which
# `node scripts/e2e-durations.mjs <dir>/shard-*.json` refreshes the table.
# Measured: see .ci/run's header for the latest times.
set -uo pipefail
cd "$(dirname "$0")/.."
shards=${E2E_SHARDS:-2}
base=${E2E_BASE_PORT:-3210}
if [ "$shards" -le 1 ]; then exec npx playwright test -c apps/web/playwright.config.ts "$@"; fi
mapfile -t lists < <(node scripts/e2e-split.mjs "$shards") || exit 1
pids=()
for i in $(seq 1 "$shards"); do
  read -ra files <<< "${lists[$((i - 1))]}"
  [ "${#files[@]}" -gt 0 ] || continue
  json=()
  [ -z "${E2E_JSON_DIR:-}" ] || json=(--reporter=list,json)
  (E2E_PORT=$((base + i - 1)) PLAYWRIGHT_JSON_OUTPUT_NAME="${E2E_JSON_DIR:-.}/shard-$i.json" \
    npx playwright test -c apps/web/playwright.config.ts "${json[@]}" "${files[@]}" "$@" 2>&1 | sed -u "s/^/[shard $i] /") &
  pids+=($!)
done
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
exit $status
