#!/usr/bin/env bash
# The whole test suite, as `npm test` runs it on a fresh machine, in stages:
#   0. installs what the tests need: Debian's Chromium, nginx, wrk and Java when
#      missing, and the npm packages from package-lock.json (not timed below);
#   1. the fast stage, no build needed: type checks (the site's TypeScript and
#      the API declarations), unit tests of the build's pure functions
#      (tests/unit, node:test), and the checks of the sources (tests/source:
#      declarations against the reference data, code samples, spelling,
#      statements, workflow lint);
#   2. one production build, its log kept for the build test;
#   3. the browser suites (tests/*.spec.ts) in Chromium against that build.
# Each stage's time is printed at the end. Arguments go to the browser stage
# (`npm test -- tests/routes.spec.ts`).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

timings=()
stage() {
  local name=$1
  shift
  step "$name"
  local start=$SECONDS
  "$@"
  timings+=("$(printf '%4d s  %s' $((SECONDS - start)) "$name")")
}
report() {
  printf '\n== Stage times\n'
  printf '%s\n' "${timings[@]}"
  printf '%4d s  in all (installation excluded)\n' $((SECONDS - tests_started))
}

step "System packages (Debian)"
# Debian's Chromium for the browser tests, nginx with the brotli_static module and
# wrk for the serving tests, and Java for the HTML checker; each only when missing.
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
command -v nginx >/dev/null || need+=(nginx-light)
[ -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || need+=(libnginx-mod-http-brotli-static)
command -v wrk >/dev/null || need+=(wrk)
command -v java >/dev/null || need+=(default-jre-headless)
if [ ${#need[@]} -gt 0 ]; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  echo "installing: ${need[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi
echo "chromium $(dpkg-query -W -f='${Version}' chromium 2>/dev/null || echo '(not from a Debian package)')"
echo "$(nginx -v 2>&1), $(wrk --version 2>&1 | head -1 | cut -d' ' -f1-2), $(java -version 2>&1 | head -1)"

step "npm packages (from package-lock.json)"
# `npm ci` refuses this lock: the registry here does not serve the other
# platforms' optional native packages of @docusaurus/faster, so the lock cannot
# list them. `npm install` with the committed lock installs the same versions.
npm install --no-audit --no-fund --loglevel=error

tests_started=$SECONDS
trap report EXIT

fast_stage() {
  # The post events' declarations are derived from the pre events (git ignores them).
  node plugins/typedoc/derive-post-events.mjs
  # The two type checks run side by side; each fails the stage on its own.
  npx tsc --noEmit &
  local site=$!
  npx tsc -p api-src/tsconfig.json &
  local api=$!
  wait $site
  wait $api
  node --test tests/unit/
  npx playwright test -c playwright.source.config.ts
}
stage "Fast stage: type checks, unit tests, checks of the sources" fast_stage

build() {
  mkdir -p .test-output
  npx docusaurus build 2>&1 | tee .test-output/build.log
  node deploy/precompress.mjs
  node deploy/csp.mjs
}
stage "Production build" build

stage "Browser tests (Playwright, Debian Chromium)" npx playwright test "$@"
