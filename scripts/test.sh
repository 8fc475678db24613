#!/usr/bin/env bash
# The whole test suite, as `npm test` runs it on a fresh machine:
#   1. installs what the tests need: Debian's Chromium when missing, and the
#      npm packages from package-lock.json;
#   2. type-checks the TypeScript (config, theme, pages, tests);
#   3. builds the production site, keeping the log for the build test;
#   4. runs the Playwright suite in Chromium against that build.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

step "Chromium"
if [ ! -x /usr/bin/chromium ]; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
fi
echo "chromium $(dpkg-query -W -f='${Version}' chromium 2>/dev/null || echo '(not from a Debian package)')"

step "npm packages (from package-lock.json)"
# `npm ci` refuses this lock: the registry here does not serve the other
# platforms' optional native packages of @docusaurus/faster, so the lock cannot
# list them. `npm install` with the committed lock installs the same versions.
npm install --no-audit --no-fund --loglevel=error

step "Type check"
npx tsc --noEmit

step "Production build"
mkdir -p .test-output
start=$(date +%s)
npx docusaurus build 2>&1 | tee .test-output/build.log
echo "build took $(( $(date +%s) - start )) s"
node scripts/precompress.mjs

step "Browser tests (Playwright, Debian Chromium)"
npx playwright test "$@"
