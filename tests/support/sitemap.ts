import {readFileSync} from 'node:fs';
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
