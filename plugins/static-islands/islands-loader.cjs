/**
 * The loader of a page's island HTML (a `<hash>.json` of ./hoist.mjs) in the
 * browser's bundle (set up by ./index.mjs). It publishes the file unchanged as
 * `assets/islands/<hash>.json` (content-named, so cached for good like the
 * other assets, and listed for offline reading with them) and stands in for it
 * with a module whose default export is `islandHtml`'s answer
 * (src/components/StaticIsland/html.ts): the strings, fetched when a move in
 * the browser shows the page, or nothing for the page the browser opened,
 * whose islands are already in the document.
 */
'use strict';

/**
 * @this {{resourcePath: string, emitFile: (name: string, content: string) => void, getOptions: () => {runtime: string}}}
 * @param {string} source
 */
module.exports = function islandsLoader(source) {
  const [, hash] = /[/\\]([0-9a-f]+)\.json$/.exec(this.resourcePath) ?? [];
  if (!hash) throw new Error(`static-islands: ${this.resourcePath} is not a file of hoist.mjs`);
  const asset = `assets/islands/${hash}.json`;
  this.emitFile(asset, source);
  const {runtime} = this.getOptions();
  return [
    `import {islandHtml} from ${JSON.stringify(runtime)};`,
    `export default await islandHtml(${JSON.stringify(hash)}, __webpack_public_path__ + ${JSON.stringify(asset)});`,
  ].join('\n');
};
