// The browser's chunk registry without the module paths only the server reads
// (plugins/lean-registry/loader.cjs). Run with `node --test tests/unit/`.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const {leanRegistry} = require('../../plugins/lean-registry/loader.cjs');

/** A registry in the form @docusaurus/core 3.8.1 writes it (genRegistry), for the entries given. */
const registry = (entries) =>
  `export default {\n${entries
    .map(
      ([chunk, module]) =>
        `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`,
    )
    .join('\n')}};\n`;

test('each entry keeps its loader and its resolveWeak; its module path becomes 0', () => {
  const source = registry([
    ['0058b4c6', '@generated/docusaurus-plugin-content-docs/default/p/docs-175.json'],
    ['17896441', '@theme/DocItem'],
    ['3b8c55ea', '@site/docs/installation.md'],
  ]);
  const lean = leanRegistry(source);
  assert.equal(
    lean,
    'export default {\n' +
      '  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/docusaurus-plugin-content-docs/default/p/docs-175.json"), 0, require.resolveWeak("@generated/docusaurus-plugin-content-docs/default/p/docs-175.json")],\n' +
      '  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), 0, require.resolveWeak("@theme/DocItem")],\n' +
      '  "3b8c55ea": [() => import(/* webpackChunkName: "3b8c55ea" */ "@site/docs/installation.md"), 0, require.resolveWeak("@site/docs/installation.md")],};\n',
  );
  // What the browser evaluates: the same keys, loaders and weak ids, with 0 where the path was.
  const evaluate = (code) =>
    new Function('require', code.replace('export default', 'return'))({resolveWeak: (m) => `weak:${m}`});
  const before = evaluate(source.replace(/\(\) => import\([^)]*\)/g, '() => null'));
  const after = evaluate(lean.replace(/\(\) => import\([^)]*\)/g, '() => null'));
  assert.deepEqual(Object.keys(after), Object.keys(before));
  for (const key of Object.keys(before)) {
    assert.equal(after[key][1], 0);
    assert.equal(after[key][2], before[key][2]);
  }
});

test('a path with an escaped quote or backslash is read whole', () => {
  const lean = leanRegistry(registry([['abc', '@site/docs/a\\"b\\\\c.md']]));
  assert.match(lean, /"@site\/docs\/a\\"b\\\\c\.md"\), 0, require\.resolveWeak\("@site\/docs\/a\\"b\\\\c\.md"\)\],\};/);
});

test('an entry in another form, or a registry with none, stops the build', () => {
  const changed = registry([['abc', '@theme/DocItem']]).replace('require.resolveWeak', 'require.resolve');
  assert.throws(() => leanRegistry(changed), /line 2 of registry\.js is not in the form/);
  const mismatched = registry([['abc', '@theme/DocItem']]).replace(', "@theme/DocItem", ', ', "@theme/Other", ');
  assert.throws(() => leanRegistry(mismatched), /line 2/);
  assert.throws(() => leanRegistry('export default {};\n'), /no entry found/);
});
