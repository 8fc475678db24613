/**
 * The links to the site's own repository, on the build `npm test` makes with the
 * publish workflow's variables (scripts/test.sh): "Edit this page" on every docs
 * page leads to the page's own file in the repository (a guide's Markdown, a
 * generated API page's declaration file in api-src/, never the generated Markdown);
 * each member of the API reference links to the line of api-src/ that declares it,
 * at the build's commit, and that line does declare it; "Report a problem" opens a
 * new issue whose body carries the page's address, and the anchor the reader is at
 * once clicked. No built page links to a path of the machine it was built on.
 *
 * The repository the build used is read from its global data
 * (`.docusaurus/globalData.json`, written by plugins/site-repository); a build without
 * one is tested by tests/upstream/no-repository.spec.ts.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {expect, test} from '../support/fixtures';
import {layOutEveryBlock, waitForHydration} from '../support/page';

type SiteRepository = {url: string; commit: string; branch?: string};

/** The repository the build linked to, as it recorded it for the browser. */
function builtRepository(): SiteRepository | undefined {
  const data = JSON.parse(readFileSync(path.join('.docusaurus', 'globalData.json'), 'utf8')) as Record<
    string,
    Record<string, SiteRepository> | undefined
  >;
  return data['nodemod-site-repository']?.default;
}

const repository = builtRepository();
const git = (...args: string[]) => execFileSync('git', args, {encoding: 'utf8', maxBuffer: 64 << 20});

/** The files of the repository at the build's commit. */
let committed: Set<string> | undefined;
const filesAtCommit = () =>
  (committed ??= new Set(git('ls-tree', '-r', '--name-only', repository!.commit).split('\n').filter(Boolean)));

/** Where a file of the repository is edited, written out here rather than taken from the site's code. */
const editAddress = (file: string) =>
  repository!.branch
    ? `${repository!.url}/edit/${repository!.branch}/${file}`
    : `${repository!.url}/blob/${repository!.commit}/${file}`;

/** The site's address as its sitemap gives it (the config's `url`). */
const siteUrl = new URL(readFileSync(path.join('build', 'sitemap.xml'), 'utf8').match(/<loc>([^<]+)<\/loc>/)![1]!)
  .origin;

/** Every HTML file of the build. */
const builtPages = () =>
  readdirSync('build', {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));

/** The `href` values of an HTML text (minified: quoted or not). */
const hrefsOf = (html: string) =>
  Array.from(html.matchAll(/\bhref=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g), (m) =>
    (m[1] ?? m[2] ?? m[3]!).replace(/&amp;/g, '&'),
  );

test('the build was made with a repository: an https address of github.com and a commit of this checkout', () => {
  expect(repository, 'the build recorded no repository: was it built with the publish variables?').toBeDefined();
  expect(repository!.url).toMatch(/^https:\/\/github\.com\/[\w-]+\/[\w.-]+$/);
  expect(repository!.commit).toMatch(/^[0-9a-f]{40}$/);
  // The commit is this checkout's, or one before it (a build made before the last commit).
  expect(() => git('merge-base', '--is-ancestor', repository!.commit, 'HEAD')).not.toThrow();
  // Where the test runs with the workflow's own variables (CI), the build used them.
  if (process.env.GITHUB_REPOSITORY && process.env.GITHUB_SERVER_URL) {
    expect(repository!.url).toBe(`${process.env.GITHUB_SERVER_URL}/${process.env.GITHUB_REPOSITORY}`);
  }
});

test.describe('with the repository', () => {
  test.skip(!repository, 'the build recorded no repository (see the test above)');

  test("a guide's Edit link leads to its own Markdown file; an API page's to its declaration file", async ({page}) => {
    for (const [route, file] of [
      ['/docs/installation', 'docs/installation.md'],
      ['/docs/guides/server-lifecycle', 'docs/guides/server-lifecycle.mdx'],
      ['/docs/api/events', 'docs/api/events.mdx'],
      ['/docs/api/nodemod/Interface/Engine', 'api-src/nodemod/engine.d.ts'],
      ['/docs/api/core/player/Class/default', 'api-src/core/player.d.ts'],
      ['/docs/api/nodemod', 'api-src/nodemod/README.md'],
    ] as const) {
      expect(filesAtCommit().has(file), `${file} is in the commit`).toBe(true);
      await page.goto(route);
      const edit = page.locator('article footer a.theme-edit-this-page');
      await expect(edit, route).toHaveCount(1);
      await expect(edit, route).toHaveAttribute('href', editAddress(file));
      await expect(edit).toHaveText('Edit this page');
    }
  });

  /** The member sections of an API page: each heading (not in a table) and its declaration link, if any. */
  async function memberLinks(page: Page) {
    return page.evaluate(() => {
      const headings = Array.from(document.querySelectorAll('article .markdown h1, article .markdown h3')).filter(
        (h) => !h.closest('table'),
      );
      return headings.map((heading, i) => {
        const links: {href: string | null; text: string}[] = [];
        // The heading's section: up to the next heading.
        const next = headings[i + 1];
        for (const note of Array.from(document.querySelectorAll('article .markdown .nm-also'))) {
          const after = heading.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING;
          const before = !next || next.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_PRECEDING;
          if (!after || !before) continue;
          for (const a of Array.from(note.querySelectorAll(':scope > a'))) {
            if (/\.d\.ts:\d+$/.test(a.textContent ?? ''))
              links.push({href: a.getAttribute('href'), text: a.textContent!});
          }
        }
        // Its name: the class a core page is titled by ("nodemodCore.player (class
        // NodemodPlayer)"), the page's own for another title ("Interface: Cvar", "nodemod.eng:
        // engine functions" on Engine's page), a member's first word.
        const text = heading.textContent ?? '';
        const name =
          text.match(/\(class (\w+)\)/)?.[1] ??
          (heading.tagName === 'H1' ? decodeURIComponent(location.pathname.split('/').pop() ?? '') : undefined) ??
          text.match(/^[\w$]+/)?.[0] ??
          '';
        return {name: name === 'Constructor' ? 'constructor' : name, links};
      });
    });
  }

  /** The text of a file of the repository at the build's commit, by line (from 1). */
  const linesAt = (file: string) => ['', ...git('show', `${repository!.commit}:${file}`).split('\n')];

  for (const {route, reference, members} of [
    {route: '/docs/api/nodemod/Interface/Engine', reference: 'nodemod', members: 150},
    {route: '/docs/api/nodemod/Interface/EventCallbacks', reference: 'nodemod', members: 200},
    {route: '/docs/api/nodemod/Interface/Entity', reference: 'nodemod', members: 100},
    {route: '/docs/api/nodemod/Enumeration/FL', reference: 'nodemod', members: 20},
    {route: '/docs/api/nodemod/Function/on', reference: 'nodemod', members: 0},
    {route: '/docs/api/core/player/Class/default', reference: 'core', members: 10},
  ]) {
    test(`${route}: each member links to the line of api-src/ that declares it`, async ({page}) => {
      test.setTimeout(60_000);
      await page.goto(route);
      await waitForHydration(page);
      const html = readFileSync(path.join('build', route, 'index.html'), 'utf8');
      const sections = await memberLinks(page);
      const pattern = new RegExp(
        `^${repository!.url.replace(/[.]/g, '\\.')}/blob/${repository!.commit}/(api-src/${reference}/[\\w./-]+\\.d\\.ts)#L(\\d+)$`,
      );
      const wrong: string[] = [];
      let checked = 0;
      for (const {name, links} of sections) {
        // Each member has one, the page's own declaration too (but for a post event's row).
        if (links.length !== 1) {
          wrong.push(`${name}: ${links.length} declaration links`);
          continue;
        }
        const [{href, text}] = links as [{href: string | null; text: string}];
        const found = href?.match(pattern);
        if (!found) {
          wrong.push(`${name}: ${href}`);
          continue;
        }
        const [, file, line] = found as unknown as [string, string, string];
        // The link's text is the same file and line, as the server wrote it (for readers without JavaScript).
        expect(`${file}:${line}`.endsWith(text.replace(/^(\.\.\/)+/, '')), `${name}: ${text} vs ${file}:${line}`).toBe(
          true,
        );
        expect(html, `${name}: the server's HTML holds ${text}`).toContain(`<a>${text}</a>`);
        // The line declares the member: its name, after any modifiers, then what follows a declared name.
        const declared = linesAt(file)[Number(line)] ?? '';
        const declaration = new RegExp(
          `^\\s*(?:(?:export|declare|default|readonly|static|const|let|var|function|interface|enum|type|class|abstract|get|set)\\s+)*${name}\\b(?:\\s*[?!]?\\s*[(:<=,{;]|\\s+(?:extends|implements)\\b)`,
        );
        if (!declaration.test(declared)) wrong.push(`${name}: ${file}:${line} is "${declared.trim()}"`);
        checked++;
      }
      expect(wrong).toEqual([]);
      // The page's own line and its members'.
      expect(checked).toBeGreaterThan(members);
    });
  }

  test('after a move to another page in the browser, its members are linked too', async ({page}) => {
    await page.goto('/docs/api/nodemod/Interface/Entity');
    await waitForHydration(page);
    await page.locator('article a[href="/docs/api/nodemod/Interface/Entvars"]').first().click();
    await expect(page.locator('h1')).toHaveText('Interface: Entvars');
    const origin = page
      .locator('h3#origin ~ p.nm-also')
      .first()
      .locator('a', {hasText: /\.d\.ts:\d+$/});
    await expect(origin).toHaveAttribute(
      'href',
      new RegExp(`/blob/${repository!.commit}/api-src/nodemod/structures\\.d\\.ts#L\\d+$`),
    );
    // And the line it names declares the member.
    const line = Number((await origin.getAttribute('href'))!.split('#L')[1]);
    expect(linesAt('api-src/nodemod/structures.d.ts')[line]).toMatch(/^\s*(?:readonly\s+)?origin\??:/);
  });

  test('Report a problem: the page address in the new issue, and the anchor the reader is at once clicked', async ({
    page,
  }) => {
    const address = `${siteUrl}/docs/installation`;
    await page.goto('/docs/installation');
    await waitForHydration(page);
    const report = page.locator('article footer a.nm-report-problem');
    await expect(report).toHaveCount(1);
    await expect(report).toHaveText('Report a problem');
    // Beside "Edit this page".
    await expect(page.locator('article footer a.theme-edit-this-page + a.nm-report-problem')).toHaveCount(1);
    const issue = (href: string | null) => new URL(href!);
    const first = issue(await report.getAttribute('href'));
    expect(first.origin + first.pathname).toBe(`${repository!.url}/issues/new`);
    expect(first.searchParams.get('title')).toContain('Installation');
    expect(first.searchParams.get('body')).toContain(`${address}\n`);

    // At an anchor, a click rebuilds the link with it (the click's navigation is held back here).
    const anchor = await page.locator('article .markdown h2[id]').first().getAttribute('id');
    await page.goto(`/docs/installation#${anchor}`);
    await waitForHydration(page);
    // A move within the same document: `goto` may return before the address has its anchor.
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(`#${anchor}`);
    // Blocks laid out only near the screen change height as the click scrolls to the footer; laid out
    // first, the link stays where the click aims (a shift once sent one click to a neighbour).
    await layOutEveryBlock(page);
    await report.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault()));
    await report.click();
    expect(issue(await report.getAttribute('href')).searchParams.get('body')).toContain(`${address}#${anchor}\n`);

    // The keyboard reaches it after "Edit this page", with a visible focus ring.
    await page.locator('article footer a.theme-edit-this-page').focus();
    await page.keyboard.press('Tab');
    await expect(report).toBeFocused();
    const ring = await report.evaluate((a) => {
      const style = getComputedStyle(a);
      return {style: style.outlineStyle, width: parseFloat(style.outlineWidth)};
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThan(0);
  });

  test('without JavaScript the Report link carries the page address alone', () => {
    const html = readFileSync(path.join('build', 'docs', 'installation', 'index.html'), 'utf8');
    const reports = hrefsOf(html).filter((href) => href.startsWith(`${repository!.url}/issues/new?`));
    expect(reports).toHaveLength(1);
    const body = new URL(reports[0]!).searchParams.get('body')!;
    expect(body).toContain(`${siteUrl}/docs/installation\n`);
    expect(body).not.toContain('#');
  });

  test('every docs page has one Edit and one Report link, its edit link a file of the commit outside the generated API', () => {
    const wrong: string[] = [];
    let docs = 0;
    for (const file of builtPages()) {
      const html = readFileSync(file, 'utf8');
      if (!/<html[^>]*\bdocs-doc-page\b/.test(html)) continue;
      docs++;
      const page = path.relative('build', file);
      const hrefs = hrefsOf(html);
      const editFiles = hrefs
        .filter((href) => href.startsWith(editAddress('')) && !href.includes('#'))
        .map((href) => href.slice(editAddress('').length));
      const reports = hrefs.filter((href) => href.startsWith(`${repository!.url}/issues/new?`));
      if (editFiles.length !== 1) wrong.push(`${page}: ${editFiles.length} edit links`);
      else if (!filesAtCommit().has(editFiles[0]!)) wrong.push(`${page}: edits ${editFiles[0]}, not in the commit`);
      else if (/^docs\/(api\/(nodemod|core)|messages)\//.test(editFiles[0]!))
        wrong.push(`${page}: edits generated Markdown`);
      if (reports.length !== 1) wrong.push(`${page}: ${reports.length} report links`);
    }
    expect(wrong).toEqual([]);
    expect(docs).toBeGreaterThan(100);
  });
});

test('no built page links to a path of the machine it was built on', () => {
  const machine = /^(?:file:|\/(?:home|work|tmp|root|srv|var|usr|Users|mnt|opt|private)\/|[a-z]:[\\/]|\\\\)/i;
  const here = process.cwd();
  const wrong: string[] = [];
  let links = 0;
  const pages = builtPages();
  for (const file of pages) {
    for (const href of hrefsOf(readFileSync(file, 'utf8'))) {
      links++;
      if (machine.test(href) || href.includes(here)) wrong.push(`${path.relative('build', file)}: ${href}`);
    }
  }
  expect(wrong).toEqual([]);
  expect(links).toBeGreaterThan(pages.length * 10);
});
