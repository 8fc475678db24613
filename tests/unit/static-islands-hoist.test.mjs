// The islands' HTML moved out of a page's module (plugins/static-islands/hoist.mjs) and the loader
// that stands in for it in the browser's bundle (plugins/static-islands/islands-loader.cjs).
// Run with `node --test tests/unit/`; no build needed.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import rehypeStaticIslands from '../../plugins/static-islands/rehype.mjs';
import {hoistIslandHtml, islandsName} from '../../plugins/static-islands/hoist.mjs';

const require = createRequire(import.meta.url);
const islandsLoader = require('../../plugins/static-islands/islands-loader.cjs');

const site = {baseUrl: '/', headingLinkLabel: (heading) => `Link to ${heading}`, nearText: 0};
const page = [
  '## Setting up',
  '',
  'Copy the **library** into `addons/nodemod/dlls`.',
  '',
  '```bash',
  'ls addons',
  '```',
  '',
  'Then register it with [Metamod](/docs/installation).',
].join('\n');

function withDir(run) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'islands-'));
  try {
    return run(dir);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

test("a page's islands: their HTML in one file, in page order; the module imports it and each island names its string", async () => {
  await withDir(async (dir) => {
    const plain = String(
      await compile(page, {rehypePlugins: [[rehypeStaticIslands, {...site, mode: () => 'sections'}]]}),
    );
    const hoisted = String(
      await compile(page, {rehypePlugins: [[rehypeStaticIslands, {...site, mode: () => 'sections', htmlDir: dir}]]}),
    );
    const [file, ...others] = readdirSync(dir);
    assert.equal(others.length, 0);
    assert.match(file, /^[0-9a-f]{10}\.json$/);
    const strings = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    // The same strings the module held before, in the same order.
    const held = [...plain.matchAll(/html: ("(?:[^"\\]|\\.)*")/g)].map((m) => JSON.parse(m[1]));
    assert.equal(held.length, 2);
    assert.deepEqual(strings, held);
    assert.match(strings[0], /<strong>library<\/strong>/);
    assert.match(strings[1], /<a href="\/docs\/installation">Metamod<\/a>/);
    // The module: one import of the file, each island by index with its key, no HTML left in it.
    const hash = file.slice(0, -'.json'.length);
    assert.ok(hoisted.includes(`import ${islandsName} from ${JSON.stringify(path.join(dir, file))};`));
    assert.ok(hoisted.includes(`html: ${islandsName}[0],\n`) && hoisted.includes(`k: "${hash}:0"`));
    assert.ok(hoisted.includes(`html: ${islandsName}[1],\n`) && hoisted.includes(`k: "${hash}:1"`));
    assert.ok(!hoisted.includes('<strong>library</strong>'));
    assert.ok(!hoisted.includes('Metamod</a>'));
    // The heading and the code block stay React's.
    assert.ok(hoisted.includes('"Setting up"') && hoisted.includes('ls addons'));
  });
});

test('the file is named by its content: the same page twice is one file; a changed page another', () => {
  withDir((dir) => {
    const tree = (word) => ({
      type: 'root',
      children: [
        {
          type: 'mdxJsxFlowElement',
          name: 'StaticIsland',
          attributes: [{type: 'mdxJsxAttribute', name: 'html', value: `<p>${word}</p>`}],
          children: [],
        },
      ],
    });
    const first = hoistIslandHtml(tree('one'), dir);
    assert.equal(hoistIslandHtml(tree('one'), dir), first);
    assert.notEqual(hoistIslandHtml(tree('two'), dir), first);
    assert.equal(readdirSync(dir).length, 2);
  });
});

test('a page without islands is left as it is, and no file is written', () => {
  withDir((dir) => {
    const tree = {type: 'root', children: [{type: 'element', tagName: 'p', properties: {}, children: []}]};
    const before = structuredClone(tree);
    assert.equal(hoistIslandHtml(tree, dir), null);
    assert.deepEqual(tree, before);
    assert.deepEqual(readdirSync(dir), []);
  });
});

test("the browser's loader publishes the file as an asset and asks for its strings by the file's hash", () => {
  const emitted = [];
  const context = {
    resourcePath: path.join('site', '.docusaurus', 'static-islands', '0123abcdef.json'),
    emitFile: (name, content) => emitted.push([name, content]),
    getOptions: () => ({runtime: '/site/src/components/StaticIsland/html.ts'}),
  };
  const code = islandsLoader.call(context, '["<p>a</p>"]');
  assert.deepEqual(emitted, [['assets/islands/0123abcdef.json', '["<p>a</p>"]']]);
  assert.equal(
    code,
    'import {islandHtml} from "/site/src/components/StaticIsland/html.ts";\n' +
      'export default await islandHtml("0123abcdef", __webpack_public_path__ + "assets/islands/0123abcdef.json");',
  );
  assert.throws(
    () => islandsLoader.call({...context, resourcePath: '/site/other.json'}, '[]'),
    /not a file of hoist\.mjs/,
  );
});
