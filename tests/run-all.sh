#!/usr/bin/env bash
# Every test: unit and API integration tests (vitest, on PGlite and, when
# TEST_DATABASE_URL is set, PostgreSQL), the production build, then the
# browser tests (Playwright, three projects). Ends with one totals line.
set -u
cd "$(dirname "$0")/.."
rm -rf tests/.tmp reports && mkdir -p reports

status=0
npx vitest run --reporter=default --reporter=json --outputFile=reports/vitest.json || status=1
npx tsc || status=1
if npx remix build; then
  npx playwright test || status=1
else
  status=1
fi

node tests/summarize.mjs reports/vitest.json reports/e2e.json || status=1
exit $status
