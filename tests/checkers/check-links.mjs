#!/usr/bin/env node
/**
 * Crawls the served site with linkinator, an independent link checker, from the
 * home page and the sitemap's pages, following every internal link and checking
 * that each `#fragment` names an element of its target page. Links that leave
 * the site are counted but not fetched: the checks run without a network.
 *
 * Usage: node tests/checkers/check-links.mjs --url http://127.0.0.1:3000 [--dir build] [--json]
 * Exit code 0 when nothing is broken, 1 otherwise.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {LinkChecker, LinkState} from 'linkinator';

const {values} = parseArgs({
  options: {
    url: {type: 'string'},
    dir: {type: 'string', default: 'build'},
    json: {type: 'boolean', default: false},
  },
});
if (!values.url) {
  console.error('usage: node tests/checkers/check-links.mjs --url <served site> [--dir build] [--json]');
  process.exit(2);
}
const origin = new URL(values.url).origin;

// Start from every page of the sitemap as well as the home page, so a page that
// nothing links to is still checked. Sitemap URLs carry the production host.
const sitemap = readFileSync(path.join(values.dir, 'sitemap.xml'), 'utf8');
const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc));
const starts = [`${origin}/`, ...locs.map((u) => origin + u.pathname)];
// Canonical and alternate links name the production host; they are checked
// against the served copy of the same page.
const production = locs[0]?.origin;
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const external = new Set();
const checker = new LinkChecker();
// linkinator's queue (build/src/queue.js) schedules a retried link with a timer and,
// when that timer fires a moment before the link's time (Date.now() against the timer
// clock), puts it back and leaves its sweep to an unref'd 2.5 s interval. With nothing
// else pending, Node then exits with the check unsettled (exit code 13, nothing
// printed), as a CI run under load once did. This interval keeps the process alive
// until the check settles, and bounds it: a check still running after four minutes
// is reported as a failure with what it was doing, never a silent exit.
const startedAt = Date.now();
const LIMIT_MS = 240_000;
const keepAlive = setInterval(() => {
  if (Date.now() - startedAt < LIMIT_MS) return;
  console.error(`check-links: the crawl did not settle within ${LIMIT_MS / 1000} s`);
  process.exit(3);
}, 1000);
const result = await checker.check({
  path: starts,
  recurse: true,
  checkFragments: true,
  concurrency: 20,
  timeout: 20_000,
  // A request that fails without an answer (status 0: a pooled connection the server
  // closed as it was reused, seen beside the quality sweep on two cores) is tried again,
  // twice, as is a server error (5xx); either is still reported when it stays. A missing
  // page (404) is reported at once.
  retryErrors: true,
  retryErrorsCount: 2,
  retryErrorsJitter: 500,
  redirects: 'allow',
  urlRewriteExpressions: production
    ? [{pattern: new RegExp(`^${escape(production)}(?=/|$)`), replacement: origin}]
    : [],
  linksToSkip: async (link) => {
    if (new URL(link, origin).origin === origin) return false;
    external.add(link);
    return true;
  },
});

clearInterval(keepAlive);

// A broken fragment is reported once per page that links to it, without the
// page: keep one entry per URL.
const seen = new Set();
const broken = result.links
  .filter((l) => l.state === LinkState.BROKEN && !seen.has(l.url) && seen.add(l.url))
  .map((l) => ({
    url: l.url,
    status: l.status,
    parent: l.parent,
    details: (l.failureDetails ?? []).map((d) => (d instanceof Error ? d.message : `HTTP ${d.status}`)),
  }));
const checked = result.links.filter((l) => l.state === LinkState.OK).length;
// linkinator keeps the fragments it validated per target page.
// (A private field of linkinator's checker, read for the printed count only.)
const internals = /** @type {any} */ (checker);
const fragments = [...(internals.fragmentsToCheck?.values() ?? [])].reduce((n, set) => n + set.size, 0);

if (values.json) {
  console.log(JSON.stringify({checked, fragments, external: [...external].sort(), broken}));
} else {
  for (const b of broken)
    console.log(`BROKEN ${b.url} (${b.status ?? 'no status'}) on ${b.parent}: ${b.details.join('; ')}`);
  console.log(
    `${checked} links OK, ${fragments} fragments checked, ${external.size} external links not fetched, ${broken.length} broken`,
  );
}
process.exit(broken.length ? 1 : 0);
