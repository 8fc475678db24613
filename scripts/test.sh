#!/usr/bin/env bash
# The whole test suite, as `npm test` runs it on a fresh machine:
#   1. installs what the tests need: Debian's Chromium, nginx, wrk and Java when
#      missing, and the npm packages from package-lock.json;
#   2. type-checks the TypeScript (config, theme, pages, tests) and runs the
#      unit tests of the build's pure functions (tests/unit, node:test);
#   3. builds the production site, keeping the log for the build test;
#   4. runs the Playwright suite in Chromium against that build.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

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

step "Type check"
npx tsc --noEmit

step "Unit tests (node:test, no build needed)"
node --test tests/unit/

step "Production build"
mkdir -p .test-output
start=$(date +%s)
npx docusaurus build 2>&1 | tee .test-output/build.log
echo "build took $(( $(date +%s) - start )) s"
node scripts/precompress.mjs
node scripts/csp.mjs

step "Browser tests (Playwright, Debian Chromium)"
npx playwright test "$@"
