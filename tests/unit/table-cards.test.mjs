// plugins/table-cards: the Markdown tables labelled for their phone layout (each body
// cell with its column's heading), on tables made by the same parser the site uses.
import assert from 'node:assert/strict';
import test from 'node:test';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import {toHast} from 'mdast-util-to-hast';
import {toHtml} from 'hast-util-to-html';
import rehypeTableCards, {labelledColumns} from '../../plugins/table-cards/rehype.mjs';

/** The HTML of `markdown` once the plugin ran on it. */
async function html(markdown) {
  const processor = unified().use(remarkParse).use(remarkGfm);
  const tree = toHast(/** @type {import('mdast').Root} */ (await processor.run(processor.parse(markdown))));
  rehypeTableCards()(tree);
  return toHtml(tree);
}

test("the table is marked for cards and carries its columns' headings once", async () => {
  const out = await html(
    '| Property | Type | `Description` |\n| --- | --- | --- |\n| `name` | `string` | The name. |\n| id | number | |\n',
  );
  // A heading's text without its markup; the cells are left as they are.
  assert.match(
    out,
    /<table class="nm-table-cards" style="--nm-h1: &#x22;Property&#x22;; --nm-h2: &#x22;Type&#x22;; --nm-h3: &#x22;Description&#x22;">/,
  );
  assert.match(out, /<td><code>name<\/code><\/td>/);
});

test('a column with an empty heading gets no label; quotes and backslashes are escaped for CSS', async () => {
  const out = await html('| Say "hi" \\\\ there | |\n| --- | --- |\n| a | b |\n');
  assert.match(out, /style="--nm-h1: &#x22;Say \\&#x22;hi\\&#x22; \\\\ there&#x22;"/);
  assert.doesNotMatch(out, /--nm-h2/);
});

test('a style the table has is kept, and a table of more columns than the style sheet labels is left alone', () => {
  const row = (tag, n) => ({
    type: 'element',
    tagName: 'tr',
    properties: {},
    children: Array.from({length: n}, (_, i) => ({
      type: 'element',
      tagName: tag,
      properties: {},
      children: [{type: 'text', value: `c${i}`}],
    })),
  });
  const table = (n) => ({
    type: 'element',
    tagName: 'table',
    properties: {style: 'color: red'},
    children: [
      {type: 'element', tagName: 'thead', properties: {}, children: [row('th', n)]},
      {type: 'element', tagName: 'tbody', properties: {}, children: [row('td', n)]},
    ],
  });
  const [narrow, wide] = [table(2), table(labelledColumns + 1)];
  rehypeTableCards()({type: 'root', children: [narrow, wide]});
  assert.equal(narrow.properties.style, 'color: red; --nm-h1: "c0"; --nm-h2: "c1"');
  assert.deepEqual(wide.properties, {style: 'color: red'});
});

test('a table inside a component (JSX) is left as it is', () => {
  const table = {
    type: 'element',
    tagName: 'table',
    properties: {},
    children: [
      {
        type: 'element',
        tagName: 'thead',
        properties: {},
        children: [
          {
            type: 'element',
            tagName: 'tr',
            properties: {},
            children: [
              {type: 'element', tagName: 'th', properties: {}, children: [{type: 'text', value: 'AMX Mod X'}]},
            ],
          },
        ],
      },
      {
        type: 'element',
        tagName: 'tbody',
        properties: {},
        children: [
          {
            type: 'element',
            tagName: 'tr',
            properties: {},
            children: [{type: 'element', tagName: 'td', properties: {}, children: [{type: 'text', value: 'set_task'}]}],
          },
        ],
      },
    ],
  };
  const tree = {type: 'root', children: [{type: 'mdxJsxFlowElement', name: 'div', attributes: [], children: [table]}]};
  rehypeTableCards()(tree);
  assert.deepEqual(table.properties, {});
  assert.deepEqual(table.children[1].children[0].children[0].properties, {});
});

test('a long name in code in a cell may wrap after a dot, an underscore or a slash, never inside the C arrow', async () => {
  const out = await html(
    '| Name | Note |\n| --- | --- |\n| `nodemod.setMetaResult` | `gpGlobals->v_forward`, `PLUGIN_HANDLED_MAIN` |\n',
  );
  assert.match(out, /<code>nodemod.<wbr>setMetaResult<\/code>/);
  assert.match(out, /<code>gpGlobals<span class="nm-keep">-(?:>|&#x3E;)<\/span><wbr>v_<wbr>forward<\/code>/);
  assert.match(out, /<code>PLUGIN_<wbr>HANDLED_<wbr>MAIN<\/code>/);
  assert.match(
    await html('| Sound |\n| --- |\n| `items/gunpickup2.wav` |\n'),
    /<code>items\/<wbr>gunpickup2.<wbr>wav<\/code>/,
  );
  // Two linked names joined by a dot, as TypeDoc writes "Inherited from".
  assert.match(
    await html('| Inherited from |\n| --- |\n| [`EmitSoundOptions`](a).[`attenuation`](b) |\n'),
    /<\/a>.<wbr><a href="b">/,
  );
  // A name of up to 18 characters fits any cell whole: no element added to it, unless it has
  // the arrow. No break after a sign that ends the name, nor between two dots.
  const short = await html(
    '| `PLUGIN_HANDLED` | `p->v` |\n| --- | --- |\n| `abcdefghijklmnopq.` | `abcdefgh..ijklmnopqrs` |\n',
  );
  assert.match(short, /<th><code>PLUGIN_HANDLED<\/code><\/th>/);
  assert.match(short, /<th><code>p<span class="nm-keep">-(?:>|&#x3E;)<\/span><wbr>v<\/code><\/th>/);
  assert.match(short, /<td><code>abcdefghijklmnopq.<\/code><\/td>/);
  assert.match(short, /<td><code>abcdefgh..<wbr>ijklmnopqrs<\/code><\/td>/);
});
