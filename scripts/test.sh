#!/usr/bin/env bash
# The whole test suite, as `npm test` runs it on a fresh machine, in stages:
#   0. installs what the tests need: Debian's Chromium, nginx, wrk and Java when
#      missing, and the npm packages from package-lock.json (not timed below);
#   1. the fast stage, no build needed: type checks (the site's TypeScript and
#      the API declarations), lint (ESLint, Prettier, stylelint, and the
#      JavaScript modules type-checked through their JSDoc), unit tests of the
#      build's pure functions
#      (tests/unit, node:test), and the checks of the sources (tests/source:
#      declarations against the reference data, code samples, spelling,
#      statements, workflow lint), and the tests of stock Docusaurus behaviour
#      through our theme (tests/upstream: small fixture builds that must fail
#      with Docusaurus's own messages);
#   2. one production build, started beside the fast stage (its log kept for
#      the build test), then a second one of the same site with one guide edited,
#      for the tests of a deployment (scripts/second-build.mjs);
#   3. the browser suites (tests/browser/*.spec.ts) in Chromium against that build;
#   4. the tests that measure time, alone on the machine, one at a time: the load
#      test (tagged @load in tests/browser/nginx.spec.ts) and the navigations timed
#      during a deployment's update (tagged @alone in tests/browser/offline-deploy.spec.ts).
# Each stage's time is printed at the end. Arguments go to the browser stage
# (`npm test -- tests/browser/routes.spec.ts`), and then the timed tests (stage 4) are left out.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

# The processor time the whole machine spent, in hundredths of a core-second (Linux's
# /proc/stat: user, nice, system, irq, softirq and steal; idle and iowait left out), and
# the machine's number of cores. With the stage's wall time it says how busy the cores
# were: a stage at 100% is held by the work it does, not by waiting, and only less work
# (or more cores) makes it shorter.
busy_ticks() { awk '/^cpu /{print $2 + $3 + $4 + $7 + $8 + $9}' /proc/stat; }
cores=$(grep -c '^cpu[0-9]' /proc/stat)
# "123 core-s, 95% of 2 cores" for the ticks since $1 over $2 seconds.
busy_since() {
  local ticks=$(($(busy_ticks) - $1)) wall=$(($2 > 0 ? $2 : 1))
  printf '%d core-s, %d%% of %d cores' $((ticks / 100)) $((ticks / wall / cores)) "$cores"
}

timings=()
stage() {
  local name=$1
  shift
  step "$name"
  local start=$SECONDS ticks
  ticks=$(busy_ticks)
  "$@"
  timings+=("$(printf '%4d s  %s (%s)' $((SECONDS - start)) "$name" "$(busy_since "$ticks" $((SECONDS - start)))")")
}
report() {
  printf '\n== Stage times (wall; the machine'"'"'s processor time in the stage, and how busy its cores were)\n'
  if [ ${#timings[@]} -gt 0 ]; then printf '%s\n' "${timings[@]}"; fi
  printf '%4d s  in all (installation excluded; %s)\n' $((SECONDS - tests_started)) "$(busy_since "$all_ticks" $((SECONDS - tests_started)))"
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
# `npm ci` installs exactly what the committed lock names. It starts from an empty
# node_modules, so it runs only when node_modules is missing or older than the lock
# (the README's test command runs it first on a fresh clone).
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund --loglevel=error
else
  echo "node_modules is as package-lock.json names it"
fi

tests_started=$SECONDS
all_ticks=$(busy_ticks)

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
  npm run --silent lint
  node --test tests/unit/
  npx playwright test -c playwright.source.config.ts
  npx playwright test -c playwright.upstream.config.ts
}

build() {
  mkdir -p .test-output
  local start=$SECONDS
  # The one build command (package.json), as the publish workflow runs it.
  GITHUB_SERVER_URL="${GITHUB_SERVER_URL:-https://github.com}" GITHUB_REPOSITORY="${GITHUB_REPOSITORY:-test-owner/nodemod-site}" GITHUB_SHA="$(git rev-parse HEAD)" GITHUB_REF_NAME="${GITHUB_REF_NAME:-main}" npm run --silent build > .test-output/build.log 2>&1
  echo $((SECONDS - start)) > .test-output/build.seconds
  # The second deployment for the tests of a deployment (tests/browser/offline-deploy.spec.ts):
  # the same site with one guide edited, built in a clone of its own.
  start=$SECONDS
  node scripts/second-build.mjs > .test-output/build-b.log 2>&1
  echo $((SECONDS - start)) > .test-output/build-b.seconds
}

# The build starts beside the fast stage: the machine's cores are not all busy
# with either alone. The fast stage still answers first; if it fails, the build
# is stopped.
mkdir -p .test-output
rm -f .test-output/build.seconds .test-output/build-b.seconds .test-output/build-b.log
build > .test-output/build-steps.log 2>&1 &
build_pid=$!
trap 'pkill -P $build_pid 2>/dev/null || true; kill $build_pid 2>/dev/null || true; report' EXIT
stage "Fast stage: type checks, unit tests, checks of the sources, upstream behaviour (the build beside it)" fast_stage

step "Production build (started beside the fast stage)"
waited=$SECONDS
if ! wait $build_pid; then
  cat .test-output/build.log .test-output/build-steps.log
  if [ -f .test-output/build-b.log ]; then cat .test-output/build-b.log; fi
  echo "the production build failed"
  exit 1
fi
cat .test-output/build.log .test-output/build-steps.log .test-output/build-b.log
timings+=("$(printf '%4d s  %s' "$(($(cat .test-output/build.seconds) + $(cat .test-output/build-b.seconds)))" "Production build, and the second deployment's build ($(cat .test-output/build-b.seconds) s) (beside the fast stage; $((SECONDS - waited)) s of waiting after them)")")

stage "Browser tests (Playwright, Debian Chromium)" npx playwright test --grep-invert "@load|@alone" "$@"

# The tests that measure time, alone on the machine after the others and one at a time
# (the load test against nginx, the navigations timed during a deployment's update); not
# when the command names tests of its own.
if [ $# -eq 0 ]; then
  stage "Timed tests, alone (wrk against nginx; navigations during an update)" \
    npx playwright test tests/browser/nginx.spec.ts tests/browser/offline-deploy.spec.ts --grep "@load|@alone" --workers 1
fi
