import {statSync} from 'node:fs';
import {join} from 'node:path';
import {notFoundPath} from './sitemap';

/** Size of a page's HTML in the build: a sweep's time on a page grows with it. */
export function htmlSize(path: string): number {
  const candidates = path === notFoundPath ? ['404.html'] : [`${path}/index.html`, `${path}.html`, `${path}index.html`];
  for (const file of candidates) {
    try {
      return statSync(join('build', file)).size;
    } catch {
      // try the next form
    }
  }
  return 0;
}

/**
 * The pages in `count` groups of about equal work, for a sweep that visits them
 * in one browser page per group: pages dealt largest first, each to the group
 * with the least so far. The test runner hands the groups to its workers as
 * they free up, so no worker is left with the heavy pages at the end.
 */
export function pageGroups(paths: readonly string[], count: number): string[][] {
  const groups = Array.from({length: count}, () => ({size: 0, paths: [] as string[]}));
  for (const path of [...paths].sort((a, b) => htmlSize(b) - htmlSize(a))) {
    const lightest = groups.reduce((min, g) => (g.size < min.size ? g : min));
    lightest.size += htmlSize(path);
    lightest.paths.push(path);
  }
  return groups.map((g) => g.paths);
}
