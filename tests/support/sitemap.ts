import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';

/**
 * The path of every page listed in the built sitemap (`build/sitemap.xml`), in
 * its order. The sitemap names the production host; the tests only need paths.
 */
export function sitemapPaths(dir = 'build'): string[] {
  const xml = readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  if (paths.length === 0) throw new Error(`no <loc> in ${dir}/sitemap.xml`);
  return paths;
}

/** A path no page has: the server answers it with the not-found page. */
export const notFoundPath = '/docs/no-such-page-for-the-quality-checks';

/** A page of the user-message catalogue: one of 119 pages written from one template. */
export const isMessagePage = (route: string) => /^\/docs\/messages\/[^/]+\/[^/]+\/?$/.test(route);

/**
 * The pages the per-page browser sweeps visit (axe, colour contrast, layout at two widths):
 * every page of the sitemap, except that of the user-message pages, all written by one
 * function from one template (plugins/user-messages/catalogue.mjs), each game gives its three
 * largest pages and its two smallest, by the bytes of their HTML: the longest layouts, the
 * most sends and the messages with none. The checks that read files (links, HTML, titles,
 * code names, dates) read every page.
 */
export function sweepPaths(dir = 'build'): string[] {
  const all = sitemapPaths(dir);
  const byGame = new Map<string, {route: string; bytes: number}[]>();
  for (const route of all.filter(isMessagePage)) {
    const game = route.split('/')[3]!;
    const bytes = statSync(path.join(dir, route, 'index.html')).size;
    byGame.set(game, [...(byGame.get(game) ?? []), {route, bytes}]);
  }
  const kept = new Set<string>();
  for (const pages of byGame.values()) {
    const sorted = [...pages].sort((a, b) => b.bytes - a.bytes || a.route.localeCompare(b.route));
    for (const p of [...sorted.slice(0, 3), ...sorted.slice(-2)]) kept.add(p.route);
  }
  return all.filter((route) => !isMessagePage(route) || kept.has(route));
}
