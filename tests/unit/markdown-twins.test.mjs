// The conversion of a page's source into its Markdown twin, and the llms.txt
// builders (plugins/markdown-twins/markdown.mjs).
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {
  absoluteLink,
  componentNodes,
  leadParagraph,
  llmsFullTxt,
  llmsTxt,
  oneLine,
  toMarkdown,
  twinPath,
} from '../../plugins/markdown-twins/markdown.mjs';

/**
 * A hast element, as plugins/site-data/html-components.ts makes them: `h(tag, properties?, children)`.
 * @param {string} tagName
 * @param {any} [properties]
 * @param {any} [children]
 * @returns {import('hast').Element}
 */
function h(tagName, properties, children) {
  if (typeof properties === 'string' || Array.isArray(properties) || properties?.type) {
    [properties, children] = [{}, properties];
  }
  const list = [children ?? []].flat().map((c) => (typeof c === 'string' ? {type: 'text', value: c} : c));
  return {type: 'element', tagName, properties: properties ?? {}, children: list};
}

const siteUrl = 'https://nodemod.org';
const routes = new Map([
  ['/site/docs/installation.md', '/docs/installation'],
  ['/site/docs/guides/amx-mod-x.mdx', '/docs/guides/amx-mod-x'],
  ['/site/docs/api/nodemod/Interface/Engine.md', '/docs/api/nodemod/Interface/Engine'],
]);
/** @param {Partial<import('../../plugins/markdown-twins/markdown.mjs').TwinInput>} over */
const input = (over = {}) => ({
  source: '/site/docs/guides/quick-start.md',
  url: `${siteUrl}/docs/guides/quick-start`,
  title: 'Quick start',
  siteUrl,
  resolveSource: (file) => routes.get(file),
  components: {},
  ...over,
});

test('a route gives its twin path; an index route loses its slash', () => {
  assert.equal(twinPath('/docs/installation'), '/docs/installation.md');
  assert.equal(twinPath('/docs/api/'), '/docs/api.md');
  assert.equal(twinPath('/docs/'), '/docs.md');
  assert.equal(twinPath('/blog/nodemod-modernized'), '/blog/nodemod-modernized.md');
});

test('front matter goes, the title becomes the heading, the description a quote', () => {
  const md = toMarkdown('---\ntitle: Quick start\ndescription: Write a plugin.\n---\n\nText.\n', {
    ...input(),
    description: 'Write a plugin.',
  });
  assert.equal(md, '# Quick start\n\n> Write a plugin.\n\nText.\n');
});

test('a source with its own heading keeps it and gets no second one', () => {
  assert.equal(toMarkdown('# Interface: Engine\n\nBody.\n', input()), '# Interface: Engine\n\nBody.\n');
});

test("a source's own heading comes first, then the description, unless its text opens with it", () => {
  assert.equal(
    toMarkdown('# cmd\n\nCommands, by `name`.\n', input({description: 'Commands, by name.'})),
    '# cmd\n\nCommands, by `name`.\n',
  );
  assert.equal(
    toMarkdown('# Class: default\n\nThe registry.\n', input({description: 'Commands a plugin adds.'})),
    '# Class: default\n\n> Commands a plugin adds.\n\nThe registry.\n',
  );
});

test('links to sources, site paths and anchors become absolute; outside links stay', () => {
  const md = toMarkdown(
    'See [Install](../installation.md#which-metamod), [API](/docs/api/), [below](#b), ' +
      '[`eng`](../api/nodemod/Interface/Engine.md) and [GitHub](https://github.com/nodemod).\n\n![logo](/img/logo.svg)\n',
    input(),
  );
  assert.match(md, /\[Install\]\(https:\/\/nodemod\.org\/docs\/installation#which-metamod\)/);
  assert.match(md, /\[API\]\(https:\/\/nodemod\.org\/docs\/api\/\)/);
  assert.match(md, /\[below\]\(https:\/\/nodemod\.org\/docs\/guides\/quick-start#b\)/);
  assert.match(md, /\[`eng`\]\(https:\/\/nodemod\.org\/docs\/api\/nodemod\/Interface\/Engine\)/);
  assert.match(md, /\[GitHub\]\(https:\/\/github\.com\/nodemod\)/);
  assert.match(md, /!\[logo\]\(https:\/\/nodemod\.org\/img\/logo\.svg\)/);
});

test('under a base URL, site paths get it; routes of source files already carry it', () => {
  const md = toMarkdown('[API](/docs/api/), [Install](../installation.md) and ![logo](/img/logo.svg)\n', {
    ...input(),
    baseUrl: '/nodemod.org/',
    resolveSource: (file) => (file === '/site/docs/installation.md' ? '/nodemod.org/docs/installation' : undefined),
  });
  assert.match(md, /\[API\]\(https:\/\/nodemod\.org\/nodemod\.org\/docs\/api\/\)/);
  assert.match(md, /\[Install\]\(https:\/\/nodemod\.org\/nodemod\.org\/docs\/installation\)/);
  assert.match(md, /!\[logo\]\(https:\/\/nodemod\.org\/nodemod\.org\/img\/logo\.svg\)/);
});

test('a link to a source file no page has is an error, not a dead link', () => {
  assert.throws(() => toMarkdown('[x](./missing.md)\n', input()), /no page has that source/);
  assert.throws(() => absoluteLink('img/x.png', {siteUrl, page: '', dir: '/', resolveSource: () => undefined}));
});

test('code fences are kept verbatim with language and title, minus highlight comments', () => {
  const source = [
    '```ts title="src/index.ts" showLineNumbers {2}',
    "import nodemodCore from '@nodemod/core';",
    '// highlight-next-line',
    'const x = [a](b); // {#not-an-id}',
    '```',
    '',
  ].join('\n');
  const md = toMarkdown(source, input({source: '/site/docs/x.mdx'}));
  assert.equal(
    md,
    '# Quick start\n\n```ts title="src/index.ts"\nimport nodemodCore from \'@nodemod/core\';\nconst x = [a](b); // {#not-an-id}\n```\n',
  );
});

test('an unclosed fence is an error', () => {
  assert.throws(() => toMarkdown('```ts\nlet x;\n', input()), /never closed/);
});

test('MDX imports, comments and heading ids go; components use their renderers', () => {
  const md = toMarkdown(
    'import AmxxNameTable from \'@site/src/components/AmxxNameTable\';\n\n## Players {#players}\n\n{/* hidden */}\n<AmxxNameTable topic="players" />\n',
    input({
      source: '/site/docs/guides/amx-mod-x.mdx',
      components: {
        AmxxNameTable: ({topic}) =>
          h('table', [
            h('thead', h('tr', h('th', topic))),
            h('tbody', h('tr', h('td', h('a', {href: '/docs/api/'}, 'x')))),
          ]),
      },
    }),
  );
  assert.equal(md, '# Quick start\n\n## Players\n\n| players |\n| - |\n| [x](https://nodemod.org/docs/api/) |\n');
});

test("a component's HTML becomes its Markdown: caption, names in code, lists in cells, the include file", () => {
  const table = h('table', {className: ['nm-amxx-table']}, [
    h('caption', {className: ['nm-visually-hidden']}, 'Menus'),
    h('thead', h('tr', [h('th', 'AMX Mod X'), h('th', 'NodeMod')])),
    h(
      'tbody',
      h('tr', [
        h('th', {scope: 'row'}, [
          h('code', ['menu', h('wbr'), '_create']),
          ' ',
          h('span', {className: ['nm-amxx-include']}, 'newmenus.inc'),
        ]),
        h('td', {dataLabel: 'NodeMod'}, [
          'A way around:',
          h('ul', [
            h('li', h('a', {href: '/docs/api/core/menu/Class/Menu'}, h('code', 'new Menu()'))),
            h(
              'li',
              h(
                'a',
                {href: '/docs/api/core/menu/Class/default#show'},
                h('code', ['nodemodCore.', h('wbr'), 'menu.show']),
              ),
            ),
          ]),
        ]),
      ]),
    ),
  ]);
  const nodes = componentNodes([table], 'x.mdx');
  const md = toMarkdown('<T />\n', input({source: '/site/a.mdx', components: {T: () => table}}));
  assert.equal(nodes.length, 2);
  assert.equal(
    md,
    [
      '# Quick start',
      '',
      '**Menus**',
      '',
      '| AMX Mod X | NodeMod |',
      '| - | - |',
      '| `menu_create` (newmenus.inc) | A way around: [`new Menu()`](https://nodemod.org/docs/api/core/menu/Class/Menu), ' +
        '[`nodemodCore.menu.show`](https://nodemod.org/docs/api/core/menu/Class/default#show) |',
      '',
    ].join('\n'),
  );
  // Rows grouped under a heading across the columns are written as the page's cards on a phone.
  const grouped = h('table', [
    h('thead', h('tr', [h('th', 'Fires'), h('th', 'Core')])),
    h('tbody', [
      h('tr', h('th', {scope: 'rowgroup', colSpan: '2'}, h('a', {href: '/docs/api/x#a'}, 'a'))),
      h('tr', [h('td', 'Once.'), h('td', 'No')]),
      h('tr', h('td', {colSpan: '2'}, 'Sources: here')),
    ]),
  ]);
  assert.equal(
    toMarkdown('<T />\n', input({source: '/site/a.mdx', components: {T: () => grouped}})),
    '# Quick start\n\n**[a](https://nodemod.org/docs/api/x#a)**\n\n- Fires: Once.\n- Core: No\n- Sources: here\n',
  );
  // A column the page sets in code by its style (`data-code` on its heading) is written as code.
  const names = h('table', [
    h('thead', h('tr', [h('th', {dataCode: true}, 'Name'), h('th', 'NodeMod')])),
    h('tbody', h('tr', [h('th', 'pev->health'), h('td', h('a', {href: '/docs/api/x#health'}, 'Entvars.health'))])),
  ]);
  assert.equal(
    toMarkdown('<T />\n', input({source: '/site/a.mdx', components: {T: () => names}})),
    '# Quick start\n\n| Name | NodeMod |\n| - | - |\n| `pev->health` | [Entvars.health](https://nodemod.org/docs/api/x#health) |\n',
  );
  // An interactive tool has no Markdown form; an element the twin has none for stops the build.
  assert.equal(toMarkdown('<T />\n', input({source: '/site/a.mdx', components: {T: () => []}})), '# Quick start\n');
  assert.throws(
    () => componentNodes([h('canvas')], 'x.mdx'),
    /x.mdx: HTML the twin cannot turn into Markdown: <canvas>/,
  );
});

test('a component without a renderer, or other JSX, stops the build', () => {
  assert.throws(() => toMarkdown('<Tabs />\n', input({source: '/site/a.mdx'})), /no Markdown renderer for <Tabs>/);
  assert.throws(() => toMarkdown('<Tabs>\n', input({source: '/site/a.mdx'})), /closing tag for `<Tabs>`/);
  assert.throws(
    () => toMarkdown('An <abbr>HLDS</abbr> server.\n', input({source: '/site/a.mdx'})),
    /JSX the twin cannot render: <abbr>/,
  );
});

test('admonitions become quotes led by their label, code inside them included', () => {
  const md = toMarkdown(':::warning[One plugin]\nOnly one.\n\n```ts\nx;\n```\n:::\n\nAfter.\n', input());
  assert.equal(md, '# Quick start\n\n> **One plugin**\n>\n> Only one.\n>\n> ```ts\n> x;\n> ```\n\nAfter.\n');
  assert.match(toMarkdown(':::note\nN.\n:::\n', input()), /> \*\*Note\*\*\n>\n> N\./);
});

test("the generated pages' HTML becomes Markdown", () => {
  const page = (line) => toMarkdown(`# P\n\n${line}\n`, input({source: '/site/docs/api/x.md'}));
  assert.equal(
    page(
      '<p class="nm-also">AMX Mod X <code>EngFunc_SetModel</code> · <a href="https://github.com/x#L1">Source</a></p>',
    ),
    '# P\n\nAMX Mod X `EngFunc_SetModel` · [Source](https://github.com/x#L1)\n',
  );
  // Where a member is declared: a link without an address in the page, its text in the twin.
  assert.equal(
    page('<p class="nm-also"><a href="https://github.com/x#L1">Source</a> · <a>engine.d.ts:12</a></p>'),
    '# P\n\n[Source](https://github.com/x#L1) · engine.d.ts:12\n',
  );
  assert.equal(
    page('<p class="nm-signature"><code>find(a: Array&lt;T&gt;, s: `x`)</code></p>'),
    '# P\n\n``find(a: Array<T>, s: `x`)``\n',
  );
  assert.equal(
    page('| Name | Type |\n| --- | --- |\n| <a id="property-text"></a> `text` | `string` |'),
    '# P\n\n| Name | Type |\n| - | - |\n| `text` | `string` |\n',
  );
  assert.throws(
    () => page('<p>An <abbr>element</abbr> of no kind the twin knows.</p>'),
    /cannot turn into Markdown: <abbr>/,
  );
  // A post event's row: its heading and its names line become their text.
  assert.equal(
    page(
      '| Post event | After |\n| --- | --- |\n| <h3 id="postx">postX</h3> <span class="nm-also"><b>AMX Mod X</b> <code>client_x</code></span> | y |',
    ),
    '# P\n\n| Post event | After |\n| - | - |\n| postX **AMX Mod X** `client_x` | y |\n',
  );
  // The same elements written as JSX in an MDX page (a flag decoder page of the reference).
  assert.equal(
    toMarkdown(
      '# FL\n\n<p className="nm-also"><b>HLSDK</b> <code>FL_FLY</code> · <a href="https://github.com/y">Source</a> · <a>enums.d.ts:7</a></p>\n',
      input({source: '/site/docs/api/FL.mdx'}),
    ),
    '# FL\n\n**HLSDK** `FL_FLY` · [Source](https://github.com/y) · enums.d.ts:7\n',
  );
});

test('the lead paragraph skips headings, code, source links and quotes', () => {
  const md =
    '# Class: default\n\n[Source](https://x)\n\n```ts\ncode\n```\n\n> quote\n\nThe [registry](https://y) of `cmd`.\nSecond line.\n\nMore.\n';
  assert.equal(leadParagraph(md), 'The registry of `cmd`.\nSecond line.');
  assert.equal(leadParagraph('# Only a heading\n'), undefined);
});

test('descriptions fit one line and stop at a sentence', () => {
  assert.equal(oneLine('Short\n text.'), 'Short text.');
  const long = `${'A first sentence that is long enough to pass forty.'} ${'x'.repeat(300)}`;
  assert.equal(oneLine(long), 'A first sentence that is long enough to pass forty.');
});

test('llms.txt has the name, the summary, and a section per group with a link per page', () => {
  const text = llmsTxt({
    name: 'NodeMod',
    summary: 'Node.js in HLDS.',
    details: 'Details.',
    sections: [
      {
        title: 'Guides',
        pages: [{title: 'Quick [start]', twin: `${siteUrl}/docs/guides/quick-start.md`, description: 'First.'}],
      },
      {title: 'Empty', pages: []},
    ],
  });
  assert.equal(
    text,
    '# NodeMod\n\n> Node.js in HLDS.\n\nDetails.\n\n## Guides\n\n- [Quick \\[start\\]](https://nodemod.org/docs/guides/quick-start.md): First.\n',
  );
});

test('llms-full.txt puts each page after a rule and its address', () => {
  const text = llmsFullTxt({
    name: 'NodeMod',
    summary: 'S.',
    pages: [{url: `${siteUrl}/docs/a`, markdown: '# A\n\nBody.\n'}],
  });
  assert.equal(text, '# NodeMod\n\n> S.\n\n---\n\nSource: https://nodemod.org/docs/a\n\n# A\n\nBody.\n');
});

test('a div that wraps Markdown for its look is dropped; what it wraps stays', () => {
  const md = toMarkdown(
    '# Guide\n\n<div className="nm-cards">\n\n| AMX Mod X | NodeMod |\n| --- | --- |\n| `a` | b |\n\n</div>\n\nAfter.\n',
    input({source: 'docs/guides/amx-mod-x.mdx'}),
  );
  assert.equal(md, '# Guide\n\n| AMX Mod X | NodeMod |\n| - | - |\n| `a` | b |\n\nAfter.\n');
});

test('a nav landmark around a heading and a list is dropped; its heading and list stay', () => {
  const md = toMarkdown(
    '# Guide\n\n<nav className="nm-phases" aria-labelledby="glance">\n\n## Glance\n\n1. [**One**](#one): first.\n\n</nav>\n\n## One\n',
    input({source: 'docs/guides/server-lifecycle.mdx'}),
  );
  assert.equal(
    md,
    '# Guide\n\n## Glance\n\n1. [**One**](https://nodemod.org/docs/guides/quick-start#one): first.\n\n## One\n',
  );
});

test('text that only looks like a directive (a colon before a word) is written back as it was', () => {
  assert.equal(
    toMarkdown('Type :help in the console, or set sv:gravity at 10:30.\n', input()),
    '# Quick start\n\nType :help in the console, or set sv:gravity at 10:30.\n',
  );
  assert.equal(toMarkdown('::leaf\n', input()), '# Quick start\n\n::leaf\n');
});
