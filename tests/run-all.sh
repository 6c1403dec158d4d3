#!/usr/bin/env bash
# Every test (npm test): prepares the machine (tests/setup-machine.sh: Chromium,
# the local PostgreSQL), then unit and API integration tests (vitest, on PGlite
# and, when TEST_DATABASE_URL is set, PostgreSQL), the type check, ESLint and
# Prettier's check, the production build (npm run build), then the browser tests (Playwright, three
# projects, against the built server run with node), then the HTML check: the W3C Nu HTML Checker
# over the server HTML of every page the browser tests loaded (tests/html-check.mjs). Ends with
# one totals line.
set -u
cd "$(dirname "$0")/.."
rm -rf tests/.tmp reports && mkdir -p reports

# shellcheck source=tests/setup-machine.sh
source tests/setup-machine.sh

status=0
npx vitest run --reporter=default --reporter=json --outputFile=reports/vitest.json || status=1
npx tsc || status=1
npx eslint . || status=1
npx prettier --check --log-level warn . || status=1
if ! npm run build; then
  status=1
elif [ "$BROWSER_READY" != 1 ]; then
  echo "browser tests not run: no Chromium (see [setup] above)" >&2
  status=1
else
  npx playwright test || status=1
  if [ "$JAVA_READY" != 1 ]; then
    echo "HTML check not run: no Java (see [setup] above)" >&2
    status=1
  else
    node tests/html-check.mjs --report reports/html.json "tests/.tmp/html/${E2E_PORT:-3300}" || status=1
  fi
fi

node tests/summarize.mjs reports/vitest.json reports/e2e.json reports/html.json || status=1
exit $status
