#!/usr/bin/env bash
# Every test (npm test): prepares the machine (tests/setup-machine.sh: Chromium,
# the local PostgreSQL), then unit and API integration tests (vitest, on PGlite
# and, when TEST_DATABASE_URL is set, PostgreSQL), the type check, ESLint and
# Prettier's check, the production build (npm run build) and its first JavaScript per page (at most
# 130 KB gzip, bench/route-js.mjs), then the browser tests (Playwright, three
# projects, against the built server run with node), then the HTML check: the W3C Nu HTML Checker
# over the server HTML of every page the browser tests loaded (tests/html-check.mjs). Ends with
# one totals line, after the time each phase took.
set -u
cd "$(dirname "$0")/.."
rm -rf tests/.tmp reports && mkdir -p reports

phases=""
# phase NAME COMMAND...: runs it, notes how long it took; answers its status.
phase() {
  local name=$1 start=$SECONDS rc=0
  shift
  "$@" || rc=$?
  phases+="$(printf '%-12s %5d s' "$name" $((SECONDS - start)))"$'\n'
  return $rc
}

phase setup source tests/setup-machine.sh

status=0
phase vitest npx vitest run --reporter=default --reporter=json --outputFile=reports/vitest.json || status=1
phase tsc npx tsc || status=1
phase tsc-mp npx tsc -p miniprogram || status=1
phase eslint npx eslint . || status=1
phase prettier npx prettier --check --log-level warn . || status=1
if ! phase build npm run build; then
  status=1
elif [ "$BROWSER_READY" != 1 ]; then
  echo "browser tests not run: no Chromium (see [setup] above)" >&2
  status=1
else
  # Every page's first JavaScript within the budget (issue 9: 130 KB gzip); it names the pages over.
  phase js-budget node bench/route-js.mjs --max-kb 130 >/dev/null || status=1
  phase playwright npx playwright test || status=1
  if [ "$JAVA_READY" != 1 ]; then
    echo "HTML check not run: no Java (see [setup] above)" >&2
    status=1
  else
    phase html-check node tests/html-check.mjs --report reports/html.json "tests/.tmp/html/${E2E_PORT:-3300}" || status=1
  fi
fi

echo "phases:"
printf '%s' "$phases"
printf '%-12s %5d s\n' total "$SECONDS"
node tests/summarize.mjs reports/vitest.json reports/e2e.json reports/html.json || status=1
exit $status
