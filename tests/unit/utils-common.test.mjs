// src/lib/utils-common.mjs stands for @docusaurus/utils-common in the browser bundle
// (docusaurus.config.ts): it must export exactly what the package's entry point does.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import * as shim from '../../src/lib/utils-common.mjs';

const upstream = createRequire(import.meta.url)('@docusaurus/utils-common');

test('the browser entry point exports the same names as the package', () => {
  assert.deepEqual(Object.keys(shim).sort(), Object.keys(upstream).sort());
});

test('and the same values', () => {
  for (const name of Object.keys(upstream)) {
    if (typeof upstream[name] === 'function') {
      assert.equal(shim[name].toString(), upstream[name].toString(), name);
    } else {
      assert.equal(shim[name], upstream[name], name);
    }
  }
  assert.equal(shim.applyTrailingSlash('/docs/x', {trailingSlash: true, baseUrl: '/'}), '/docs/x/');
});
