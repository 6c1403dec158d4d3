# Sourced by tests/run-all.sh (npm test): prepares a fresh machine for the tests.
#  - Chromium for Playwright: CHROMIUM_PATH, else /usr/bin/chromium-headless-shell
#    (installed with apt-get when missing, as root or with password-less sudo),
#    else /usr/bin/chromium.
#  - LibreOffice Calc, which opens the CSV exports as a spreadsheet would, installed
#    the same way when missing.
#  - PostgreSQL for the API tests: when the local server is installed but down,
#    it is started (pg_ctlcluster); when it answers and TEST_DATABASE_URL is not
#    set, TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres.
#    TEST_DATABASE_URL= (set, empty) keeps the tests on PGlite only.
#  - Java for the HTML check (vnu-jar, the W3C Nu HTML Checker): installed with
#    apt-get (default-jre-headless) when `java` is missing.
# Sets BROWSER_READY=1 when Playwright can run, JAVA_READY=1 when the HTML check
# can. Never exits the caller.

BROWSER_READY=0
JAVA_READY=0
_say() { echo "[setup] $*" >&2; }
_as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo -n "$@"
  else return 126
  fi
}

# --- Chromium -----------------------------------------------------------------
# The tests drive Debian's old headless shell (/usr/bin/chromium-headless-shell, the browser
# Playwright's own headless mode uses): the same engine as /usr/bin/chromium without the desktop
# browser around it, some 40% faster over the browser tests (docs/decisions/032). The full
# Chromium still serves when the shell cannot be installed.
_install_browser() { # package: installs it with apt-get; answers whether that worked
  _as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null &&
    _as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$1" >/dev/null
}
if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ -x "$CHROMIUM_PATH" ]; then BROWSER_READY=1
  else _say "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable: the browser tests cannot run"
  fi
elif [ -x /usr/bin/chromium-headless-shell ]; then
  BROWSER_READY=1
elif ! command -v apt-get >/dev/null 2>&1; then
  if [ -x /usr/bin/chromium ]; then BROWSER_READY=1
  else _say "Chromium is missing (/usr/bin/chromium-headless-shell or /usr/bin/chromium) and this machine has no apt-get: install Chromium and set CHROMIUM_PATH=/path/to/chromium; the browser tests cannot run"
  fi
else
  _say "Chromium's headless shell is missing: apt-get install -y chromium-headless-shell (about 20 s)"
  if _install_browser chromium-headless-shell && [ -x /usr/bin/chromium-headless-shell ]; then
    BROWSER_READY=1; _say "Chromium's headless shell installed"
  elif [ -x /usr/bin/chromium ]; then
    BROWSER_READY=1; _say "could not install chromium-headless-shell: the tests use /usr/bin/chromium (slower)"
  elif [ "$(id -u)" != 0 ] && ! sudo -n true 2>/dev/null; then
    _say "Chromium is missing and installing it needs root: run 'sudo apt-get install -y chromium-headless-shell' (or set CHROMIUM_PATH), then npm test again; the browser tests cannot run"
  elif _install_browser chromium && [ -x /usr/bin/chromium ]; then
    BROWSER_READY=1; _say "Chromium installed"
  else
    _say "apt-get install -y chromium-headless-shell failed (no network or no package source?): install Chromium or set CHROMIUM_PATH; the browser tests cannot run"
  fi
fi

# --- Java (the HTML check) -----------------------------------------------------
if command -v java >/dev/null 2>&1; then
  JAVA_READY=1
elif ! command -v apt-get >/dev/null 2>&1; then
  _say "Java is missing and this machine has no apt-get: install a Java runtime (11 or newer) so that 'java' is on the PATH; the HTML check cannot run"
else
  _say "Java is missing: apt-get install -y default-jre-headless (about a minute)"
  if _as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null &&
     _as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null; then
    if command -v java >/dev/null 2>&1; then JAVA_READY=1; _say "Java installed"
    else _say "apt-get installed default-jre-headless but 'java' is not on the PATH; the HTML check cannot run"
    fi
  elif [ "$(id -u)" != 0 ] && ! sudo -n true 2>/dev/null; then
    _say "Java is missing and installing it needs root: run 'sudo apt-get install -y default-jre-headless', then npm test again; the HTML check cannot run"
  else
    _say "apt-get install -y default-jre-headless failed (no network or no package source?): install a Java runtime; the HTML check cannot run"
  fi
fi

# --- LibreOffice (what a spreadsheet makes of the CSV exports) -----------------
if ! command -v soffice >/dev/null 2>&1; then
  if command -v apt-get >/dev/null 2>&1; then
    _say "LibreOffice is missing: apt-get install -y libreoffice-calc-nogui (about a minute)"
    if _as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null &&
       _as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libreoffice-calc-nogui >/dev/null; then
      _say "LibreOffice installed"
    else
      _say "could not install LibreOffice: run 'sudo apt-get install -y libreoffice-calc-nogui'; the CSV round-trip test will fail"
    fi
  else
    _say "LibreOffice is missing (soffice): install LibreOffice Calc; the CSV round-trip test will fail"
  fi
fi

# --- PostgreSQL ---------------------------------------------------------------
_pg_up() {
  if command -v pg_isready >/dev/null 2>&1; then pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null
  else (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null
  fi
}

_pg_local_installed() { command -v pg_ctlcluster >/dev/null 2>&1 && [ -n "$(ls /etc/postgresql 2>/dev/null)" ]; }

if [ "${TEST_DATABASE_URL-unset}" = "" ]; then
  : # TEST_DATABASE_URL= : PGlite only, as asked
else
  if ! _pg_up && _pg_local_installed; then
    _version=$(ls /etc/postgresql | sort -V | tail -n 1)
    _say "PostgreSQL $_version is installed but not running: starting it"
    if _as_root pg_ctlcluster --skip-systemctl-redirect "$_version" main start >/dev/null 2>&1; then
      for _ in $(seq 1 30); do _pg_up && break; sleep 1; done
    else
      _say "could not start it: run 'pg_ctlcluster --skip-systemctl-redirect $_version main start' as root (or set TEST_DATABASE_URL)"
    fi
  fi
  if [ -z "${TEST_DATABASE_URL:-}" ]; then
    if _pg_up; then export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres; _pg_default=1
    else _say "no PostgreSQL on 127.0.0.1:5432: the API tests run on PGlite only (set TEST_DATABASE_URL to use one)"
    fi
  fi
fi

# A local server that answers but refuses the default URL (no trust auth, no postgres role) is reported, not used.
if [ -n "${_pg_default:-}" ] && command -v psql >/dev/null 2>&1 &&
   ! psql "$TEST_DATABASE_URL" -Atqc 'select 1' >/dev/null 2>&1; then
  _say "PostgreSQL refuses $TEST_DATABASE_URL: the API tests run on PGlite only (set TEST_DATABASE_URL to a URL that works)"
  export TEST_DATABASE_URL=
fi
unset _pg_default
[ -n "${TEST_DATABASE_URL:-}" ] && _say "API tests also on PostgreSQL: $TEST_DATABASE_URL"
unset -f _say _as_root _pg_up _pg_local_installed
unset _version
