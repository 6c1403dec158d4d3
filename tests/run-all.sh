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
# phase NAME COMMAND...: runs it, notes how long it took and whether it failed (a phase that fails
# without a failed test, such as a type check, is named in the summary); answers its status.
phase() {
  local name=$1 start=$SECONDS rc=0
  shift
  "$@" || rc=$?
  phases+="$(printf '%-12s %5d s' "$name" $((SECONDS - start)))"
  [ $rc = 0 ] || phases+="  FAILED (exit $rc)"
  phases+=$'\n'
  return $rc
}

phase setup source tests/setup-machine.sh

status=0
phase vitest npx vitest run --reporter=default --reporter=json --outputFile=reports/vitest.json || status=1
# Every operator endpoint that changes something wrote its audit row in the API tests (decision 041).
phase audit npx tsx tests/audit-coverage.ts || status=1

# The static checks and the build in two lanes side by side: each tool works on one core, so on two
# cores ESLint (the longest) runs beside the type checks, Prettier and the build (decision 032).
# Each lane's output is printed whole when both are done; each phase still notes its own time.
lane() { # NAME: runs the lane's phases, its output into reports/lane-NAME.log, its status into .rc
  local rc=0
  phases=""
  case $1 in
    eslint) phase eslint npx eslint . || rc=1 ;;
    checks)
      phase tsc npx tsc || rc=1
      phase tsc-mp npm run --silent typecheck:miniprogram || rc=1
      phase prettier npx prettier --check --log-level warn . || rc=1
      phase build npm run build || rc=2
      ;;
  esac
  printf '%s' "$phases" >"reports/lane-$1.phases"
  echo $rc >"reports/lane-$1.rc"
}
lanes_start=$SECONDS
lane eslint >reports/lane-eslint.log 2>&1 &
lane checks >reports/lane-checks.log 2>&1 &
wait
for name in checks eslint; do
  cat "reports/lane-$name.log"
  phases+=$(cat "reports/lane-$name.phases")$'\n'
done
phases+="$(printf '%-12s %5d s' "(both lanes)" $((SECONDS - lanes_start)))"$'\n'
[ "$(cat reports/lane-eslint.rc)" = 0 ] || status=1
build_ok=1
case $(cat reports/lane-checks.rc) in
  0) ;;
  1) status=1 ;;
  *) status=1 build_ok=0 ;;
esac
if [ $build_ok != 1 ]; then
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
