/**
 * "Last updated" on every docs page (plugins/last-update, src/theme/LastUpdated):
 * the date and the commit of the newest commit that changed the page's source, as
 * `git log -1` gives them. A hand-written page's source is its file; a generated API
 * page's source is the declaration files in api-src/ it is written from, never the
 * generated Markdown (which git does not hold).
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '../support/fixtures';
import {sitemapPaths} from '../support/sitemap';

/** The newest commit that changed any of `files`, as git reports it. */
function gitLast(files: string[]): {commit: string; date: Date} {
  const out = execFileSync('git', ['log', '-1', '--format=%H %cI', '--', ...files], {encoding: 'utf8'}).trim();
  const [commit, date] = out.split(' ');
  if (!commit || !date) throw new Error(`git knows no commit of ${files.join(', ')}`);
  return {commit, date: new Date(date)};
}

/** A sample of pages of each kind, with the files each is written from. */
const samples: {route: string; sources: string[]}[] = [
  {route: '/docs', sources: ['docs/intro.md']},
  {route: '/docs/installation', sources: ['docs/installation.md']},
  {route: '/docs/guides/server-lifecycle', sources: ['docs/guides/server-lifecycle.mdx']},
  {route: '/docs/api/events', sources: ['docs/api/events.mdx']},
  {route: '/docs/api/nodemod/Interface/Engine', sources: ['api-src/nodemod/engine.d.ts']},
  {route: '/docs/api/nodemod/Enumeration/FL', sources: ['api-src/nodemod/enums.d.ts']},
  {
    route: '/docs/api/nodemod/Interface/EventCallbacks',
    sources: ['api-src/nodemod/events.d.ts', 'api-src/nodemod/events-engine.d.ts'],
  },
  {route: '/docs/api/core/player/Class/default', sources: ['api-src/core/player.d.ts']},
  {route: '/docs/api/nodemod', sources: ['api-src/nodemod/README.md']},
];

for (const {route, sources} of samples) {
  test(`${route} shows the date and commit git gives for ${sources.join(' and ')}`, async ({page}) => {
    for (const file of sources) expect(existsSync(file), `${file} exists`).toBe(true);
    const expected = gitLast(sources);
    await page.goto(route);
    const footer = page.locator('article footer.theme-doc-footer');
    await expect(footer).toContainText('Last updated on');
    const time = footer.locator('time');
    expect(new Date((await time.getAttribute('datetime'))!).getTime()).toBe(expected.date.getTime());
    // The date as the reader sees it, in UTC as the theme writes it.
    const shown = expected.date.toLocaleDateString('en', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await expect(time).toHaveText(shown);
    const commit = footer.locator('code[data-commit]');
    await expect(commit).toHaveAttribute('data-commit', expected.commit);
    await expect(commit).toHaveText(expected.commit.slice(0, 7));
    await expect(footer).toContainText(`in commit ${expected.commit.slice(0, 7)}`);
  });
}

test('every docs page shows a last update whose commit git holds, and no page is dated from generated files', () => {
  const routes = sitemapPaths().filter((route) => route === '/docs' || route.startsWith('/docs/'));
  expect(routes.length).toBeGreaterThan(150);
  const missing: string[] = [];
  const commits = new Set<string>();
  for (const route of routes) {
    const html = readFileSync(path.join('build', route, 'index.html'), 'utf8');
    const found = html.match(/theme-last-updated[\s\S]*?<time datetime=([^ >]+)[\s\S]*?data-commit=([0-9a-f]{40})>/);
    if (found) commits.add(found[2]!);
    else missing.push(route);
  }
  expect(missing).toEqual([]);
  // Each commit a page names is one git has (a generated page's own file is never committed).
  for (const commit of commits) {
    expect(execFileSync('git', ['cat-file', '-t', commit], {encoding: 'utf8'}).trim()).toBe('commit');
  }
  // Every generated page names its declaration files, and each is a file git tracks.
  const tracked = new Set(execFileSync('git', ['ls-files', 'api-src'], {encoding: 'utf8'}).split('\n'));
  const generated = ['docs/api/nodemod', 'docs/api/core'].flatMap((dir) =>
    execFileSync('find', [dir, '-name', '*.md*'], {encoding: 'utf8'}).split('\n').filter(Boolean),
  );
  expect(generated.length).toBeGreaterThan(100);
  for (const file of generated) {
    const named = readFileSync(file, 'utf8').match(/^source_files: (.*)$/m);
    expect(named, `${file} names its sources`).not.toBeNull();
    for (const source of JSON.parse(named![1]!) as string[])
      expect(tracked.has(source), `${file}: ${source}`).toBe(true);
  }
});
