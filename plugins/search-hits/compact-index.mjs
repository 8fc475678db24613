/**
 * The search index without the places of its words.
 *
 * @easyops-cn/docusaurus-search-local writes its lunr indexes (one each for titles,
 * headings, texts, descriptions and keywords) with `position` kept for every word of
 * every document: 83 KB of the 351 KB the index weighed as served with brotli. The
 * search only needs them to mark the matched words of the eight results it shows, so
 * after the plugin has written the index this step takes them out, and the search
 * worker works them out again for those results from their text (positions.mjs). The
 * terms, the documents each is in and the scores are unchanged, so a search finds and
 * ranks the same results.
 */
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';

/**
 * A serialized lunr index with no `position` in any posting.
 * @param {{invertedIndex: [string, Record<string, unknown>][]}} index
 */
export function withoutPositions(index) {
  return {
    ...index,
    invertedIndex: index.invertedIndex.map(([term, posting]) => [
      term,
      Object.fromEntries(
        Object.entries(posting).map(([field, documents]) => [
          field,
          field === '_index'
            ? documents
            : Object.fromEntries(
                Object.entries(/** @type {Record<string, Record<string, unknown>>} */ (documents)).map(
                  ([ref, {position, ...rest}]) => [ref, rest],
                ),
              ),
        ]),
      ),
    ]),
  };
}

/**
 * Rewrites every `search-index*.json` of a build without positions.
 * @param {string} outDir
 * @returns {Promise<string>} a line for the build's log
 */
export async function compactSearchIndex(outDir) {
  const files = (await readdir(outDir)).filter((name) => /^search-index.*\.json$/.test(name));
  let before = 0;
  let after = 0;
  for (const name of files) {
    const file = path.join(outDir, name);
    const text = await readFile(file, 'utf8');
    /** @type {{documents: unknown[], index: any}[]} */
    const parts = JSON.parse(text);
    const compact = JSON.stringify(parts.map((part) => ({...part, index: withoutPositions(part.index)})));
    await writeFile(file, compact);
    before += Buffer.byteLength(text);
    after += Buffer.byteLength(compact);
  }
  const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
  return `search index without word positions: ${files.join(', ')}, ${kib(before)} → ${kib(after)}`;
}
