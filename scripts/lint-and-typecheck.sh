#!/bin/sh
# Lint and typecheck side by side: each is one single-threaded process, and CI has two cores.
# Fails when either fails; each prints its own findings.
npm run -s lint &
lint=$!
npm run -s typecheck
typecheck=$?
wait "$lint"
lint_status=$?
[ "$typecheck" -eq 0 ] && [ "$lint_status" -eq 0 ]
