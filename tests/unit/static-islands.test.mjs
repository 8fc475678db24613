// The rehype plugin that writes runs of plain content as HTML islands
// (plugins/static-islands/rehype.mjs). Run with `node --test tests/unit/`; no build needed.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import rehypeStaticIslands, {
  isStatic,
  markNear,
  sitePath,
  withoutBlockWhitespace,
} from '../../plugins/static-islands/rehype.mjs';

const text = (value) => ({type: 'text', value});
const el = (tagName, properties = {}, ...children) => ({type: 'element', tagName, properties, children});
const jsx = (name, attributes = {}, ...children) => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: Object.entries(attributes).map(([n, value]) => ({type: 'mdxJsxAttribute', name: n, value})),
  children,
});
const codeBlock = () => el('pre', {}, el('code', {className: ['language-ts']}, text('let a = 1;\n')));

// No block marked as near the start (see the test of markNear), so the islands' HTML is as written.
const site = {baseUrl: '/', headingLinkLabel: (heading) => `Link to ${heading}`, nearText: 0};

/** Runs the plugin over a root of `children`, as a file at `path`; returns the root. */
function run(children, options = {}, path = '/site/docs/api/page.md') {
  const tree = {type: 'root', children};
  rehypeStaticIslands({...site, ...options})(tree, {path});
  return tree;
}

/** The islands' HTML, in order. */
const islands = (node) =>
  (node.children ?? []).flatMap((child) =>
    child.name === 'StaticIsland' ? [child.attributes[0].value] : islands(child),
  );

test('runs mode: plain siblings become one island each, cut by code blocks and components', () => {
  const tree = run([
    el('h2', {id: 'methods'}, text('Methods')),
    text('\n'),
    el('p', {}, text('Calls the engine.')),
    codeBlock(),
    el('p', {className: ['nm-also']}, text('After')),
    jsx('FlagDecoder', {name: 'FL'}),
    el('hr'),
  ]);
  assert.deepEqual(
    tree.children.map((c) => c.name ?? c.tagName),
    ['StaticIsland', 'pre', 'StaticIsland', 'FlagDecoder', 'StaticIsland'],
  );
  assert.deepEqual(islands(tree), [
    '<h2 class="anchor" id="methods">Methods<a class="hash-link" href="#methods" aria-label="Link to Methods">\u200B</a></h2><p>Calls the engine.</p>',
    '<p class="nm-also">After</p>',
    '<hr>',
  ]);
});

test('whitespace between blocks is left out; beside text or inline elements it stays', () => {
  const nl = text('\n');
  const kept = (nodes) =>
    withoutBlockWhitespace(nodes).map((n) => (n.type === 'text' ? JSON.stringify(n.value) : n.tagName));
  // Between two paragraphs, and at the ends of the list beside them.
  assert.deepEqual(kept([nl, el('p'), nl, el('ul'), nl]), ['p', 'ul']);
  // Beside a code span or text it may be a space a reader sees.
  assert.deepEqual(kept([el('code'), text(' '), el('code')]), ['code', '" "', 'code']);
  assert.deepEqual(kept([text('a'), nl, el('ul')]), ['"a"', '"\\n"', 'ul']);
  // Alone in its parent (a cell holding a space) it stays.
  assert.deepEqual(kept([text(' ')]), ['" "']);
  // Inside a tree: between list items and table rows, not inside a paragraph.
  const tree = run([
    el('ul', {}, nl, el('li', {}, text('one')), nl, el('li', {}, text('two')), nl),
    nl,
    el('p', {}, text('A '), el('code', {}, text('x')), nl, el('code', {}, text('y'))),
    nl,
    el('table', {}, el('tbody', {}, nl, el('tr', {}, nl, el('td', {}, text('c')), nl), nl)),
  ]);
  assert.deepEqual(islands(tree), [
    '<ul><li>one</li><li>two</li></ul><p>A <code>x</code>\n<code>y</code></p><table style="--nm-rows: 1"><tbody><tr><td>c</td></tr></tbody></table>',
  ]);
});

test('a table whose cells hold headings begins an island of its own; other tables stay in the run', () => {
  const headed = el(
    'table',
    {},
    el('tbody', {}, el('tr', {}, el('td', {}, el('h3', {id: 'postdllspawn'}, text('postDllSpawn'))))),
  );
  const plain = el('table', {}, el('tbody', {}, el('tr', {}, el('td', {}, text('a')))));
  const tree = run([
    el('h2', {id: 'post-events'}, text('Post events')),
    el('p', {}, text('After the game.')),
    headed,
    el('p', {}, text('Under the table.')),
    plain,
  ]);
  assert.deepEqual(
    tree.children.map((c) => c.name),
    ['StaticIsland', 'StaticIsland'],
  );
  const [before, after] = islands(tree);
  assert.match(before, /^<h2 [^>]*>Post events.*<p>After the game\.<\/p>$/s);
  assert.match(
    after,
    /^<table style="--nm-rows: 1">.*postDllSpawn.*<p>Under the table\.<\/p>\n?<table style="--nm-rows: 1">/s,
  );
});

test("an island's tables carry their body's row count, beside a style of their own", () => {
  const row = (name) => el('tr', {}, el('td', {}, text(name)));
  const tree = run([
    el('table', {}, el('thead', {}, row('Name')), el('tbody', {}, row('a'), text('\n'), row('b'), row('c'))),
    el('table', {style: 'color: red'}, el('tbody', {}, row('e'))),
  ]);
  const [html] = islands(tree);
  assert.deepEqual(
    [...html.matchAll(/<table([^>]*)>/g)].map((m) => m[1]),
    [' style="--nm-rows: 3"', ' style="color: red; --nm-rows: 1"'],
  );
});

test("a heading's link is named after its text, code included, or after its id when it has none", () => {
  const tree = run([el('h3', {id: 'precachemodel'}, el('code', {}, text('precacheModel')), text('()'))]);
  assert.match(islands(tree)[0], /aria-label="Link to precacheModel\(\)"/);
  const empty = run([el('h3', {id: 'blank'}, el('span'))]);
  assert.match(islands(empty)[0], /aria-label="Link to blank"/);
  const sticky = run([el('h3', {id: 'x'}, text('X'))], {stickyNavbar: true});
  assert.match(islands(sticky)[0], /^<h3 class="anchor anchor-sticky" id="x">/);
});

test('sections mode: headings stay outside the islands', () => {
  const tree = run(
    [
      el('h2', {id: 'a'}, text('A')),
      el('p', {}, text('one')),
      el('p', {}, text('two')),
      el('h2', {id: 'b'}, text('B')),
    ],
    {mode: () => 'sections'},
  );
  assert.deepEqual(
    tree.children.map((c) => c.name ?? c.tagName),
    ['h2', 'StaticIsland', 'h2'],
  );
  assert.deepEqual(islands(tree), ['<p>one</p><p>two</p>']);
});

test('no islands where the mode says none', () => {
  const tree = run([el('p', {}, text('plain'))], {mode: () => null});
  assert.equal(tree.children[0].tagName, 'p');
});

test('links are written as Link writes them', () => {
  const links = (options) =>
    islands(
      run(
        [
          el(
            'p',
            {},
            el('a', {href: '/docs/api/nodemod/Interface/Entity#origin'}, text('page')),
            el('a', {href: '#origin'}, text('anchor')),
            el('a', {href: 'https://example.org/x'}, text('other site')),
            el('a', {href: 'https://github.com/nodemod/core-goldsrc/blob/2b77871/src/core/cmd.ts#L10'}, text('source')),
          ),
        ],
        options,
      ),
    )[0];
  const plain = /^https:\/\/github\.com\/nodemod\//;
  assert.equal(
    links({plainLinks: plain}),
    '<p><a href="/docs/api/nodemod/Interface/Entity#origin">page</a><a href="#origin">anchor</a>' +
      '<a href="https://example.org/x" target="_blank" rel="noopener noreferrer">other site</a>' +
      '<a href="https://github.com/nodemod/core-goldsrc/blob/2b77871/src/core/cmd.ts#L10">source</a></p>',
  );
  // Under a base URL, site paths get it (once), as with Link.
  assert.match(
    links({baseUrl: '/nodemod/', plainLinks: plain}),
    /href="\/nodemod\/docs\/api\/nodemod\/Interface\/Entity#origin"/,
  );
  assert.equal(sitePath('/nodemod/docs/x', {baseUrl: '/nodemod/'}), '/nodemod/docs/x');
  assert.equal(sitePath('/docs/x#y', {baseUrl: '/', trailingSlash: true}), '/docs/x/#y');
  assert.equal(sitePath('/docs/x/', {baseUrl: '/', trailingSlash: false}), '/docs/x');
});

test('inside a list that holds a code block, the items keep their own islands', () => {
  const tree = run([
    el('ul', {}, el('li', {}, el('p', {}, text('first'))), el('li', {}, el('p', {}, text('second')), codeBlock())),
  ]);
  const [list] = tree.children;
  assert.equal(list.tagName, 'ul');
  assert.deepEqual(
    list.children.map((li) => li.children.map((c) => c.name ?? c.tagName)),
    [['StaticIsland'], ['StaticIsland', 'pre']],
  );
});

test("MDX's lower-case JSX is written as HTML; admonitions and components are React's, with islands inside", () => {
  const tree = run(
    [
      jsx('p', {className: 'nm-also'}, text('names')),
      jsx('admonition', {type: 'warning'}, el('p', {}, text('Careful'))),
      jsx('header', {}, el('h1', {}, text('Title'))),
    ],
    {},
    '/site/docs/api/flags.mdx',
  );
  assert.deepEqual(
    tree.children.map((c) => c.name),
    ['StaticIsland', 'admonition', 'header'],
  );
  assert.deepEqual(islands(tree), ['<p class="nm-also">names</p>', '<p>Careful</p>']);
  assert.equal(tree.children[2].children[0].tagName, 'h1');
});

test('what is static: plain elements and text; not code blocks, images, task lists, expressions or JSX with expressions', () => {
  assert.equal(isStatic(el('table', {}, el('tbody', {}, el('tr', {}, el('td', {}, text('x')))))), true);
  assert.equal(isStatic(codeBlock()), false);
  assert.equal(isStatic(el('img', {src: 'a.png'})), false);
  assert.equal(isStatic(el('ul', {className: ['contains-task-list']}, el('li', {}, text('x')))), false);
  assert.equal(isStatic({type: 'mdxTextExpression', value: '1 + 1'}), false);
  assert.equal(
    isStatic({
      type: 'mdxJsxFlowElement',
      name: 'p',
      attributes: [{type: 'mdxJsxAttributeValueExpression'}],
      children: [],
    }),
    false,
  );
});

test('named components are expanded at build time, then written as HTML', () => {
  const tree = run([jsx('NameIndex'), jsx('AmxxNameTable', {topic: 'menus'})], {
    components: {
      NameIndex: () =>
        el('table', {className: ['nm-name-index']}, el('tbody', {}, el('tr', {}, el('td', {}, text('pfnSetModel'))))),
      AmxxNameTable: ({topic}) => el('p', {}, text(`table of ${topic}`)),
    },
  });
  assert.deepEqual(islands(tree), [
    '<table class="nm-name-index" style="--nm-rows: 1"><tbody><tr><td>pfnSetModel</td></tr></tbody></table><p>table of menus</p>',
  ]);
  assert.throws(
    () =>
      run(
        [
          {
            type: 'mdxJsxFlowElement',
            name: 'NameIndex',
            attributes: [{type: 'mdxJsxExpressionAttribute'}],
            children: [],
          },
        ],
        {
          components: {NameIndex: () => el('p')},
        },
      ),
    /takes plain string attributes only/,
  );
});

test("the headings a component returns join the page's table of contents, in page order", () => {
  // The `toc` export as Docusaurus's Markdown loader writes it (valueToEstree's objects).
  const entry = (value, id, level) => ({
    type: 'ObjectExpression',
    properties: Object.entries({value, id, level}).map(([key, v]) => ({
      type: 'Property',
      key: {type: 'Literal', value: key},
      value: {type: 'Literal', value: v},
    })),
  });
  const toc = [entry('Intro', 'intro', 2), entry('Deep', 'deep', 4), entry('Where the names come from', 'where', 2)];
  const esm = {
    type: 'mdxjsEsm',
    value: '',
    data: {
      estree: {
        type: 'Program',
        body: [
          {
            type: 'ExportNamedDeclaration',
            declaration: {
              type: 'VariableDeclaration',
              declarations: [{id: {type: 'Identifier', name: 'toc'}, init: {type: 'ArrayExpression', elements: toc}}],
            },
          },
        ],
      },
    },
  };
  run(
    [
      el('h2', {id: 'intro'}, text('Intro')),
      jsx('NameIndex'),
      el('h4', {id: 'deep'}, text('Deep')),
      el('h2', {id: 'where'}, text('Where the names come from')),
      jsx('Letters'),
      esm,
    ],
    {
      components: {
        NameIndex: () => [
          el('h2', {id: 'names-a'}, text('A')),
          el('table', {}, el('tbody', {}, el('tr', {}, el('th', {}, el('h3', {id: 'a-row'}, text('x')))))),
          el('h2', {id: 'names-other'}, text('Other & more')),
        ],
        Letters: () => el('h3', {id: 'last'}, el('code', {}, text('z'))),
      },
    },
  );
  // A heading that names a table's row is not a section of the page.
  const read = (object) => Object.fromEntries(object.properties.map((p) => [p.key.name ?? p.key.value, p.value.value]));
  assert.deepEqual(toc.map(read), [
    {value: 'Intro', id: 'intro', level: 2},
    {value: 'A', id: 'names-a', level: 2},
    {value: 'Other &#x26; more', id: 'names-other', level: 2},
    {value: 'Deep', id: 'deep', level: 4},
    {value: 'Where the names come from', id: 'where', level: 2},
    {value: '<code>z</code>', id: 'last', level: 3},
  ]);
});
test('the blocks at the start of an article, up to a length of text, are marked as near', () => {
  const tree = run(
    [
      el('p', {}, text('a'.repeat(40))),
      jsx('header', {}, el('h1', {}, text('Title'))),
      el('p', {className: ['nm-also']}, text('b'.repeat(40))),
      el('p', {}, text('c'.repeat(40))),
      el('p', {}, text('far'.repeat(10))),
      el('p', {}, text('d')),
    ],
    {nearText: 130},
  );
  // The block that would carry the text past the limit, and those after it, are not near.
  assert.deepEqual(islands(tree), [
    `<p class="nm-near">${'a'.repeat(40)}</p>`,
    `<p class="nm-also nm-near">${'b'.repeat(40)}</p><p class="nm-near">${'c'.repeat(40)}</p><p>${'far'.repeat(10)}</p><p>d</p>`,
  ]);
  // The first block is near however long it is.
  const long = run([el('p', {}, text('e'.repeat(500))), el('p', {}, text('f'))], {nearText: 100});
  assert.deepEqual(islands(long), [`<p class="nm-near">${'e'.repeat(500)}</p><p>f</p>`]);
  // JSX in MDX pages gets the class as an attribute.
  const mdx = {type: 'root', children: [jsx('p', {className: 'nm-also'}, text('x')), jsx('p', {}, text('y'))]};
  markNear(mdx, 1);
  assert.deepEqual(
    mdx.children.map((p) => p.attributes),
    [[{type: 'mdxJsxAttribute', name: 'className', value: 'nm-also nm-near'}], []],
  );
});
