#!/usr/bin/env bash
# The whole test suite (README's test command runs this after `npm ci`), cheapest first:
# system packages, static checks, unit tests, one production build, checks over the build in
# Node, a link check of the served build, then the browser tests.
set -uo pipefail
cd "$(dirname "$0")/.."
export NODE_OPTIONS="${NODE_OPTIONS:-} --max-old-space-size=6144"
# The tests read the build made here, for the default base path.
unset BASE_URL
failures=0
step() {
  local name="$1"; shift
  echo "::: ${name}"
  if "$@"; then echo "::: ${name}: ok"; else echo "::: ${name}: FAILED"; failures=$((failures + 1)); fi
}

step "system packages" bash scripts/ensure-system-deps.sh
step "typecheck (tsc)" npx tsc
step "eslint" npx eslint .
step "prettier" npx prettier --check .
step "markdownlint" npx markdownlint-cli2
step "spell check (cspell, docs/)" npx cspell --no-progress
step "openapi lint (redocly)" npx redocly lint openapi/accounting-system.yaml --format=summary
if [ -x ../shared/tools/check-originality ]; then
  step "originality" ../shared/tools/check-originality docs src static openapi
else
  echo "::: originality: skipped (../shared/tools/check-originality is not on this machine)"
fi
rm -rf test-results && mkdir -p test-results
vitest_json() { echo "--reporter=default --reporter=json --outputFile.json=test-results/$1.json"; }
# shellcheck disable=SC2046 # the reporter flags are meant to split into words
step "unit tests (vitest)" npx vitest run --project unit $(vitest_json unit)
step "build (base /argo-accounting/)" npx docusaurus build --out-dir build
# shellcheck disable=SC2046
step "checks over the build (vitest)" npx vitest run --project build $(vitest_json build)
step "link check (linkinator, served build)" node scripts/check-links.mjs

# Pick free ports (default 4173-4176) so a leftover server cannot block the run.
export TEST_PORT_BASE="${TEST_PORT_BASE:-$(node scripts/find-free-ports.mjs 4173 4)}"
echo "::: browser tests (playwright, ports from ${TEST_PORT_BASE})"
npx playwright test
pw_status=$?
node scripts/print-test-summary.mjs "$failures" unit=test-results/unit.json build=test-results/build.json \
  browser=test-results/results.json
[ "$pw_status" -eq 0 ] && [ "$failures" -eq 0 ]
