/**
 * The loader of plugins/lean-registry (see index.mjs): the browser's copy of
 * Docusaurus's `registry.js` without the module paths only the server reads.
 *
 * Docusaurus writes one line per chunk (`genRegistry` in @docusaurus/core
 * 3.8.1, lib/server/codegen/codegenRoutes.js):
 *
 *   "<chunk>": [() => import(/* webpackChunkName: "<chunk>" *\/ "<path>"), "<path>", require.resolveWeak("<path>")],
 *
 * (the last line closes the object: `],};`). The middle "<path>" is react-loadable's `modules` option, which it reads only
 * while the server renders a page (to report the modules a page used); the
 * browser never does. Here it becomes `0`. A line in any other form fails the
 * build, so a Docusaurus that writes the registry differently is noticed.
 */
'use strict';

const entry =
  /^( {2}"[^"\\]+": \[\(\) => import\(\/\* webpackChunkName: "[^"\\]+" \*\/ "((?:[^"\\]|\\.)*)"\), )"((?:[^"\\]|\\.)*)"(, require\.resolveWeak\("((?:[^"\\]|\\.)*)"\)\],(?:\};)?)$/;

/**
 * @param {string} source the registry as Docusaurus wrote it
 * @returns {string} the same registry with `0` for each entry's module path
 */
function leanRegistry(source) {
  const lines = source.split('\n');
  let entries = 0;
  const out = lines.map((line, index) => {
    if (!line.startsWith('  "')) return line;
    const match = entry.exec(line);
    if (!match || match[2] !== match[3] || match[3] !== match[5]) {
      throw new Error(
        `lean-registry: line ${index + 1} of registry.js is not in the form this loader knows; ` +
          'has Docusaurus changed how it writes the registry?',
      );
    }
    entries += 1;
    return `${match[1]}0${match[4]}`;
  });
  if (entries === 0) throw new Error('lean-registry: no entry found in registry.js');
  return out.join('\n');
}

module.exports = leanRegistry;
module.exports.leanRegistry = leanRegistry;
