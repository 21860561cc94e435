#!/usr/bin/env bash
# The whole test suite (README's test command runs this after `npm ci`):
# system packages, static checks, the OpenAPI lint, two production builds and the browser tests.
set -uo pipefail
cd "$(dirname "$0")/.."
export NODE_OPTIONS="${NODE_OPTIONS:-} --max-old-space-size=6144"
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
fi
step "build (base /argo-accounting/)" npx docusaurus build --out-dir build
step "build (base /docs-preview/, test pages)" env BASE_URL=/docs-preview/ DOCS_TEST_PAGES=true npx docusaurus build --out-dir build-preview

# Pick free ports (default 4173-4176) so a leftover server cannot block the run.
export TEST_PORT_BASE="${TEST_PORT_BASE:-$(node scripts/find-free-ports.mjs 4173 4)}"
echo "::: browser tests (playwright, ports from ${TEST_PORT_BASE})"
npx playwright test
pw_status=$?
node scripts/print-test-summary.mjs test-results/results.json "$failures"
[ "$pw_status" -eq 0 ] && [ "$failures" -eq 0 ]
