#!/usr/bin/env bash
# `npm test`: system packages; the static checks, the unit tests and the one build side by side
# (none reads what another writes: the checks ignore build/ and .docusaurus/); as soon as the build
# is made, the checks over the build and the link check join them; then the browser tests, alone on
# the two cores (beside them the link checker's requests time out). The static checks, which have
# no clock, run at a lower priority: they fill the cycles the build and the tests leave free, and
# never slow a step that waits on a server. Steps side by side print their output in order once all
# have finished.
set -uo pipefail
cd "$(dirname "$0")/.."
export NODE_OPTIONS="${NODE_OPTIONS:-} --max-old-space-size=6144"
# The tests read the build made here, for the default base path.
unset BASE_URL
failures=0
# Failed steps other than the test tiers, whose reports count their own failures.
static_failures=0
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
names=()

count_failure() {
  failures=$((failures + 1))
  case "$1" in "unit tests"* | "checks over the build"* | "browser tests"*) ;; *) static_failures=$((static_failures + 1)) ;; esac
}

step() {
  local name="$1"; shift
  echo "::: ${name}"
  local start=$SECONDS
  if "$@"; then echo "::: ${name}: ok ($((SECONDS - start)) s)"; else echo "::: ${name}: FAILED"; count_failure "$name"; fi
}

# Starts a step in the background; `finish_parallel` prints it and counts it.
parallel_step() {
  local name="$1"; shift
  local index=${#names[@]}
  names+=("$name")
  (
    start=$SECONDS
    if "$@" >"$logs/$index.out" 2>&1; then echo "ok ($((SECONDS - start)) s)" >"$logs/$index.status"; else echo "FAILED" >"$logs/$index.status"; fi
  ) &
  last_step_pid=$!
  last_step_status="$logs/$index.status"
}

# A step with no time limit of its own, at a lower priority than the build and the tests.
background_step() {
  local name="$1"; shift
  parallel_step "$name" nice -n 10 "$@"
}

finish_parallel() {
  wait
  for index in "${!names[@]}"; do
    echo "::: ${names[$index]}"
    cat "$logs/$index.out"
    local status
    status="$(cat "$logs/$index.status")"
    echo "::: ${names[$index]}: ${status}"
    [ "$status" = FAILED ] && count_failure "${names[$index]}"
  done
  names=()
}

rm -rf test-results && mkdir -p test-results
vitest_report() { echo "--reporter=default --reporter=json --outputFile.json=test-results/$1.json"; }

step "system packages" bash scripts/ensure-system-deps.sh

parallel_step "build (default base path)" npx docusaurus build --out-dir build
build_pid=$last_step_pid
build_status=$last_step_status
# shellcheck disable=SC2046 # the reporter flags are meant to split into words
parallel_step "unit tests (vitest)" npx vitest run --project unit $(vitest_report unit)
background_step "typecheck (tsc)" npx tsc
background_step "eslint" npx eslint .
background_step "prettier" npx prettier --check .
background_step "markdownlint" npx markdownlint-cli2
background_step "spell check (cspell, docs/)" npx cspell --no-progress
background_step "openapi lint (redocly)" npm run --silent lint:openapi
if [ -x ../shared/tools/check-originality ]; then
  background_step "originality" ../shared/tools/check-originality docs src static openapi
else
  echo "::: originality: skipped (../shared/tools/check-originality is not on this machine)"
fi
wait "$build_pid"
# Without the build the rest would only add failures to read through.
if [ "$(cat "$build_status")" = FAILED ]; then
  build_failed=1
  echo "::: checks over the build, link check, browser tests: not run, because the build failed (its output is below)"
else
  build_failed=0
  # shellcheck disable=SC2046
  parallel_step "checks over the build (vitest)" npx vitest run --project build $(vitest_report build)
  parallel_step "link check (linkinator, served build)" node scripts/check-links.mjs
fi
finish_parallel

if [ "$build_failed" = 0 ]; then
  # Pick free ports (default 4173-4176) so a leftover server cannot block the run.
  export TEST_PORT_BASE="${TEST_PORT_BASE:-$(node scripts/find-free-ports.mjs 4173 4)}"
  step "browser tests (playwright, ports from ${TEST_PORT_BASE})" npx playwright test
fi

node scripts/print-test-summary.mjs "$static_failures" unit=test-results/unit.json build=test-results/build.json \
  browser=test-results/results.json
[ "$failures" -eq 0 ]
