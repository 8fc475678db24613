/**
 * A rehype plugin for the docs, the blog and the pages: every fenced code
 * block (`pre > code`) gets its Prism tokens, encoded by `encodeTokens`, in a
 * `data-code-tokens` property. MDX passes it to the code block component as a
 * prop; the site's CodeBlock (src/theme/CodeBlock) reads it and renders the
 * token spans, so no highlighter runs in the browser.
 *
 * With `apiNames`, a TypeScript or JavaScript block also gets its API names
 * (./code-names.mjs) in a `data-code-names` property: each name's place, its
 * reference page and anchor, and, where the page shows hovers, its type and
 * first sentence. The code block makes each name a link to its reference
 * anchor, with the type in a popup where it has one. A user message's name in a
 * string (`msg.on('DeathMsg', …)`) is one too, leading to its page of the
 * user-message catalogue (./message-names.mjs), its key a site path. A sample whose fence
 * names the compiler errors it shows (```ts errors=2345) gets them in a
 * `data-code-errors` property, which the code block shows under their lines.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {createApiNameFinder} from './code-names.mjs';
import {findMessageNames, siteMessageTargets} from './message-names.mjs';
import {collectSamples, sampleApi, sampleErrors} from './samples.mjs';
import {addLanguages, encodeTokens, styledTypes} from './tokens.mjs';

/**
 * A node of the HTML syntax tree (hast), as far as this plugin reads it.
 * @typedef {{type: string, tagName?: string, value?: string, properties?: Record<string, unknown>, children?: HastNode[], data?: {meta?: string}}} HastNode
 */

/**
 * @param {HastNode} node
 * @returns {Generator<HastNode>}
 */
function* codeBlocks(node) {
  for (const child of node.children ?? []) {
    if (child.type === 'element' && child.tagName === 'pre') {
      const code = child.children?.find((c) => c.type === 'element' && c.tagName === 'code');
      if (code) yield code;
    }
    yield* codeBlocks(child);
  }
}

/** The language a `language-xxx` class names, as the classic theme reads it. */
function languageOf(properties) {
  const classes = [properties?.className ?? []].flat().map(String);
  const found = classes.find((name) => name.startsWith('language-'));
  return found ? found.slice('language-'.length) : 'text';
}

/**
 * The languages whose samples the compiler reads, as the finder names them.
 * @type {Map<string, 'ts' | 'js'>}
 */
const sampleLanguages = new Map([
  ['ts', 'ts'],
  ['typescript', 'ts'],
  ['tsx', 'ts'],
  ['js', 'js'],
  ['javascript', 'js'],
  ['jsx', 'js'],
]);

/** One finder per site folder, made on first use: the reference's pages exist by then. */
const finders = new Map();

/**
 * The pages of the generated reference under docs/api/, as member index keys
 * (`nodemod/Interface/Engine`; a folder's index page by the folder's name).
 * @param {string} root
 */
function referencePages(root) {
  const keys = [];
  const walk = (/** @type {string} */ dir) => {
    for (const name of readdirSync(path.join(root, 'docs', 'api', dir))) {
      const rel = `${dir}/${name}`;
      if (statSync(path.join(root, 'docs', 'api', rel)).isDirectory()) walk(rel);
      else if (/\.mdx?$/.test(name)) keys.push(rel.replace(/\.mdx?$/, '').replace(/\/index$/, ''));
    }
  };
  for (const api of ['nodemod', 'core']) walk(api);
  return keys;
}

/**
 * @param {{root: string, memberIndex: string}} options
 * @returns {ReturnType<typeof createApiNameFinder>}
 */
function finderFor({root, memberIndex}) {
  let finder = finders.get(root);
  if (!finder) {
    const index = JSON.parse(readFileSync(memberIndex, 'utf8'));
    /** @type {{code: string, language: 'ts' | 'js'}[]} */
    // A sample written for another API than the one documented gets no links into this one.
    const preload = collectSamples(root).flatMap((sample) => {
      const language = sampleLanguages.get(sample.lang);
      return language && !sample.api ? [{code: sample.code, language}] : [];
    });
    finder = createApiNameFinder({root, keys: [...Object.keys(index.sources), ...referencePages(root)], preload});
    finders.set(root, finder);
  }
  return finder;
}

/**
 * The API names of a block, encoded for the code block: `[targets, places]`, where
 * a target is the member index key (links only) or `[key, type, description]`, and
 * places is a flat list of `line, column, length, target` (in the code as written).
 * @param {import('./code-names.mjs').ApiName[]} names
 * @param {string} text the code as written
 * @param {boolean} hovers
 */
export function encodeNames(names, text, hovers) {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  /** @type {(string | string[])[]} */
  const targets = [];
  const indexOf = new Map();
  const places = [];
  for (const name of names) {
    // A name never spans lines (an event name is a one-line string).
    if (text.slice(name.start, name.start + name.length).includes('\n')) continue;
    const target = hovers ? [name.key, name.type, name.doc] : name.key;
    const id = JSON.stringify(target);
    if (!indexOf.has(id)) {
      indexOf.set(id, targets.length);
      targets.push(target);
    }
    let line = lineStarts.length - 1;
    while (lineStarts[line] > name.start) line--;
    const column = name.start - lineStarts[line];
    places.push(line, column, name.length, indexOf.get(id));
  }
  return JSON.stringify([targets, places]);
}

/**
 * The compiler's errors of a sample that shows a mistake, for the code block: a list of
 * `[line, column, length, number, message]` (in the code as written).
 * @param {{start: number, length: number, code: number, message: string}[]} errors
 * @param {string} text the code as written
 */
export function encodeErrors(errors, text) {
  return JSON.stringify(
    errors.map((error) => {
      const before = text.slice(0, error.start);
      const line = before.split('\n').length - 1;
      const column = error.start - (before.lastIndexOf('\n') + 1);
      // An error's mark ends with its line.
      const lineEnd = text.indexOf('\n', error.start);
      const length = lineEnd === -1 ? error.length : Math.min(error.length, lineEnd - error.start);
      return [line, column, length, error.code, error.message];
    }),
  );
}

/**
 * @param {{languages?: string[], themes: () => Parameters<typeof styledTypes>, apiNames?: {root: string, memberIndex: string, hovers: (file: string) => boolean}}} options
 *   `languages`: the extra Prism languages to load (`themeConfig.prism.additionalLanguages`);
 *   `themes`: gives the Prism themes of both colour modes, whose styled token types get a
 *   class (a function, so that the themes are not options Docusaurus sends to the browser);
 *   `apiNames`: the site's folder, the member index file the API plugins read, and
 *   which pages (by file) show hovers: the others get links only
 * @returns {(tree: HastNode, file: {path?: string}) => void}
 */
export default function rehypeCodeTokens(options) {
  addLanguages(options.languages ?? []);
  const {apiNames} = options;
  const styled = styledTypes(...options.themes());
  return (tree, file) => {
    for (const code of codeBlocks(tree)) {
      // Only plain text can be tokenized; a block built from elements keeps
      // the classic theme's element rendering.
      if (!code.children.every((child) => child.type === 'text')) continue;
      const text = code.children.map((child) => child.value).join('');
      // The code block shows the code without its final line break.
      const shown = text.replace(/\r?\n$/, '');
      const language = languageOf(code.properties);
      code.properties = {...code.properties, dataCodeTokens: encodeTokens(shown, language, styled)};
      const sampleLanguage = sampleLanguages.get(language);
      const meta = String(code.data?.meta ?? code.properties.metastring ?? '');
      // A sample written for the pre-release API (the changes page's "before") is marked
      // on its block, and its names are not linked into the reference of another API.
      if (sampleApi(meta)) {
        const classes = [code.properties.className ?? []].flat().map(String);
        code.properties.className = [...classes, 'nm-api-pre-release'];
      }
      if (apiNames && sampleLanguage && !sampleApi(meta)) {
        const finder = finderFor(apiNames);
        const members = finder.find(text, sampleLanguage);
        // The user-message names (`'DeathMsg'`), where no API name is.
        const messages = findMessageNames(text, siteMessageTargets(apiNames.root)).filter(
          (m) => !members.some((n) => n.start < m.start + m.length && m.start < n.start + n.length),
        );
        const names = [...members, ...messages]
          .sort((a, b) => a.start - b.start)
          .filter((name) => name.start + name.length <= shown.length);
        if (names.length) {
          code.properties.dataCodeNames = encodeNames(names, shown, apiNames.hovers(file.path ?? ''));
        }
        // A sample that shows a mistake (```ts errors=2345) shows the compiler's errors under their lines.
        if (sampleErrors(meta).length) {
          const errors = finder.errors(text, sampleLanguage).filter((e) => e.start + e.length <= shown.length);
          code.properties.dataCodeErrors = encodeErrors(errors, shown);
        }
      }
    }
  };
}
