/**
 * The configuration errors of the specification's error catalogue (a navbar item
 * that fails to render, an unknown navbar item type, a version that does not exist,
 * a sidebar with nothing to link to, ...) keep their messages through our
 * swizzled theme components, and Docusaurus's broken link and anchor checks
 * see the links of the HTML our islands keep (plugins/static-islands). Each case builds a small fixture site that uses
 * this site's src/theme (tests/support/fixture-site.ts); the build must fail
 * and say what is wrong. Page-level faults share one build: Docusaurus reports
 * every page that failed to render.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {buildFixture} from '../support/fixture-site';

test.describe.configure({mode: 'parallel', timeout: 180_000});

test('page faults: unknown navbar item type, mobile sidebar outside its provider, no default export', () => {
  const {status, output} = buildFixture('page-faults', {
    pages: {
      'unknown-item.tsx': [
        "import Layout from '@theme/Layout';",
        "import NavbarItem from '@theme/NavbarItem';",
        'export default function Page() {',
        "  return <Layout><NavbarItem type={'no-such-type' as 'default'} /></Layout>;",
        '}',
      ].join('\n'),
      'outside-provider.tsx': [
        "import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';",
        '// No Layout: the page renders outside the navbar providers.',
        'export default function Page() {',
        '  const sidebar = useNavbarMobileSidebar();',
        '  return <p>{String(sidebar.shown)}</p>;',
        '}',
      ].join('\n'),
      'no-default.tsx': 'export function NotTheDefault() {\n  return null;\n}\n',
    },
  });
  expect(status, output).not.toBe(0);
  expect(output).toContain('No NavbarItem component found for type "no-such-type"');
  expect(output).toMatch(/Hook useNavbarMobileSidebar is called outside the <NavbarMobileSidebarProvider>/);
  expect(output).toMatch(/The page component at \/no-default doesn't have a default export/);
});

test('a navbar item that fails to render: the error names the item', () => {
  const {status, output} = buildFixture('navbar-item', {
    themeConfig: {navbar: {items: [{type: 'doc', docId: 'no-such-doc', label: 'Broken item'}]}},
  });
  expect(status, output).not.toBe(0);
  // While rendering on the server the theme's error boundary cannot wrap the
  // error (React runs no boundaries there), so the build reports the item's own
  // failure, which names the doc id of the faulty item.
  expect(output).toMatch(/Couldn't find any doc with id \\?"no-such-doc\\?" in version \\?"current\\?"/);
});

test('a version dropdown naming a missing version lists the available names', () => {
  const {status, output} = buildFixture('version-dropdown', {
    themeConfig: {navbar: {items: [{type: 'docsVersionDropdown', versions: ['9.9.9']}]}},
  });
  expect(status, output).not.toBe(0);
  expect(output).toContain("No docs version exist for name '9.9.9'");
  expect(output).toMatch(/Available version names:\s*\n\s*- current/);
});

test('a sidebar category with nothing to link to is an error', () => {
  const {status, output} = buildFixture('empty-category', {
    sidebars: "{docs: [{type: 'doc', id: 'intro'}, {type: 'category', label: 'Nothing here', items: []}]}",
  });
  expect(status, output).not.toBe(0);
  expect(output).toContain('Sidebar category Nothing here has neither any subitem nor a link');
});

test('an unknown colour mode is an error', () => {
  const {status, output} = buildFixture('colour-mode', {
    themeConfig: {colorMode: {defaultMode: 'purple'}},
  });
  expect(status, output).not.toBe(0);
  expect(output).toMatch(/"colorMode\.defaultMode\\?" must be one of \[dark, light\]/);
});

test('a broken anchor inside the HTML an island keeps is reported by the build, as one in React content is', () => {
  const root = path.resolve(__dirname, '..', '..');
  const plugin = path.join(root, 'plugins', 'static-islands', 'rehype.mjs');
  const {status, output, dir} = buildFixture('island-anchors', {
    configCode: {
      prelude: `import rehypeStaticIslands from ${JSON.stringify(plugin)};`,
      docsRehypePlugins: "[[rehypeStaticIslands, {baseUrl: '/', headingLinkLabel: (h: string) => `Link to ${h}`}]]",
    },
    sidebars: "{docs: [{type: 'doc', id: 'intro'}, {type: 'doc', id: 'page'}]}",
    docs: {
      'page.md': [
        '# A page of the reference',
        '',
        '## Members',
        '',
        'See [the member that exists](#members) and [one that does not](#no-such-member),',
        'and [a page that does not exist](/docs/no-such-page).',
        '',
      ].join('\n'),
    },
  });
  expect(status, output).toBe(0);
  // The article is written as an island: the links are in HTML React does not render.
  const html = readFileSync(path.join(dir, 'build', 'docs', 'page', 'index.html'), 'utf8');
  expect(html).toMatch(/class="?nm-island"?[^>]*><h2/);
  expect(output).toMatch(/Docusaurus found broken anchors![\s\S]*#no-such-member/);
  expect(output).not.toMatch(/Docusaurus found broken anchors![\s\S]*\/docs\/page#members/);
  expect(output).toMatch(/Docusaurus found broken links![\s\S]*\/docs\/no-such-page/);
});
