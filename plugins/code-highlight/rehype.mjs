/**
 * A rehype plugin for the docs, the blog and the pages: every fenced code
 * block (`pre > code`) gets its Prism tokens, encoded by `encodeTokens`, in a
 * `data-code-tokens` property. MDX passes it to the code block component as a
 * prop; the site's CodeBlock (src/theme/CodeBlock) reads it and renders the
 * token spans, so no highlighter runs in the browser.
 */
import {addLanguages, encodeTokens} from './tokens.mjs';

/**
 * A node of the HTML syntax tree (hast), as far as this plugin reads it.
 * @typedef {{type: string, tagName?: string, value?: string, properties?: Record<string, unknown>, children?: HastNode[]}} HastNode
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
 * @param {{languages?: string[]}} [options] `languages`: the extra Prism
 *   languages to load (`themeConfig.prism.additionalLanguages`)
 * @returns {(tree: HastNode) => void}
 */
export default function rehypeCodeTokens(options = {}) {
  addLanguages(options.languages ?? []);
  return (tree) => {
    for (const code of codeBlocks(tree)) {
      // Only plain text can be tokenized; a block built from elements keeps
      // the classic theme's element rendering.
      if (!code.children.every((child) => child.type === 'text')) continue;
      const text = code.children.map((child) => child.value).join('');
      // The code block shows the code without its final line break.
      const shown = text.replace(/\r?\n$/, '');
      code.properties = {...code.properties, dataCodeTokens: encodeTokens(shown, languageOf(code.properties))};
    }
  };
}
