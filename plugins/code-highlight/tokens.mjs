/**
 * Build-time syntax highlighting: the pure part. Code is split into Prism
 * tokens in Node, with the same Prism and the same token lines as
 * prism-react-renderer would make in the browser, and the result is written
 * as a compact string that the site's CodeBlock components turn back into
 * token spans (with short classes, `tokenClass`, for the types the themes
 * style). The colours become a style sheet keyed on the page's colour
 * mode. The browser then needs neither Prism nor a theme object.
 */
import {createRequire} from 'node:module';
import {Prism, normalizeTokens} from 'prism-react-renderer';

export {decodeTokens} from '../../src/lib/code-tokens.mjs';

const require = createRequire(import.meta.url);

/** Languages added to the Prism that prism-react-renderer bundles, once. */
const loaded = new Set();

/**
 * Adds Prism's own language definitions (`prismjs/components/prism-<name>`)
 * to prism-react-renderer's Prism instance, as the classic theme does in the
 * browser for `themeConfig.prism.additionalLanguages`.
 * @param {readonly string[]} languages
 */
export function addLanguages(languages) {
  const before = globalThis.Prism;
  globalThis.Prism = Prism;
  try {
    for (const language of languages) {
      if (loaded.has(language)) continue;
      require(`prismjs/components/prism-${language}`);
      loaded.add(language);
    }
  } finally {
    if (before === undefined) delete globalThis.Prism;
    else globalThis.Prism = before;
  }
}

/**
 * The token lines of `code` in `language`, as prism-react-renderer's
 * `Highlight` makes them: one array per line, each token with its types (the
 * nesting of Prism token types and aliases, or `plain`) and its text. A
 * language Prism does not know gives plain lines.
 * @param {string} code
 * @param {string} language
 * @returns {{types: string[], content: string, empty?: boolean}[][]}
 */
export function tokenLines(code, language) {
  const grammar = Prism.languages[language.toLowerCase()];
  if (!grammar) return normalizeTokens([code]);
  const env = {code, grammar, language, tokens: []};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

/**
 * The short class of each Prism token type a theme may style. The page writes
 * a token as `<span class=tk>` rather than the stock `<span class="token
 * keyword">`: code is most of an API page, and its most common token (`.`, `(`)
 * took 39 bytes of markup for one character.
 */
const shortNames = new Map([
  ['keyword', 'k'],
  ['punctuation', 'p'],
  ['operator', 'o'],
  ['string', 's'],
  ['function', 'f'],
  ['number', 'n'],
  ['comment', 'c'],
  ['class-name', 'cn'],
  ['builtin', 'b'],
  ['constant', 'co'],
  ['variable', 'v'],
  ['boolean', 'bo'],
  ['property', 'pr'],
  ['char', 'ch'],
  ['tag', 't'],
  ['attr-name', 'an'],
  ['attr-value', 'av'],
  ['selector', 'se'],
  ['symbol', 'sy'],
  ['prolog', 'pl'],
  ['inserted', 'in'],
  ['deleted', 'de'],
  ['changed', 'cg'],
  ['regex', 'r'],
  ['important', 'im'],
  ['url', 'u'],
]);

/**
 * The class a token type is written with: `t` and its short name (`tk` for
 * `keyword`), or `t-` and the type for a type without one.
 * @param {string} type
 */
export function tokenClass(type) {
  return `t${shortNames.get(type) ?? `-${type}`}`;
}

/**
 * The token types the themes give a style to: only those need a class. A
 * token of no such type (`template-string`, `interpolation`) takes the line's
 * colour, as plain text does.
 * @param {...{styles: {types: string[], style: Record<string, unknown>}[]}} themes
 * @returns {Set<string>}
 */
export function styledTypes(...themes) {
  return new Set(
    themes.flatMap((theme) =>
      theme.styles.filter((entry) => declarations(entry.style)).flatMap((entry) => entry.types),
    ),
  );
}

/**
 * The classes of a token with these types: one per styled type, or `plain`
 * when none is styled.
 * @param {readonly string[]} types
 * @param {ReadonlySet<string>} styled
 */
export function tokenClasses(types, styled) {
  const classes = [...new Set(types.filter((type) => styled.has(type)).map(tokenClass))];
  return classes.length ? classes.join(' ') : 'plain';
}

/**
 * Encodes the token lines of `code` as a string: the distinct class lists
 * (`tokenClasses`), then for each line the pairs (class list index, length in
 * characters). The text itself is not repeated: the reader slices it from the
 * code.
 *
 * Format: `classes|line|line…`, where `classes` is the class lists joined
 * with `,` (each list's classes joined with a space) and each line is
 * `index.length.index.length…` (empty for an empty line).
 * @param {string} code the code as the code block shows it (no final newline)
 * @param {string} language
 * @param {ReadonlySet<string>} styled the token types the themes style (`styledTypes`)
 */
export function encodeTokens(code, language, styled) {
  const lines = tokenLines(code, language);
  const table = [];
  const indexOf = new Map();
  const encoded = lines.map((line) =>
    line
      .filter((token) => !token.empty && token.content.length > 0)
      .map((token) => {
        const key = tokenClasses(token.types, styled);
        let index = indexOf.get(key);
        if (index === undefined) {
          index = table.length;
          table.push(key);
          indexOf.set(key, index);
        }
        return `${index}.${token.content.length}`;
      })
      .join('.'),
  );
  return [table.join(','), ...encoded].join('|');
}

/** CSS property names of the style keys a Prism theme uses. */
const cssProperty = {
  color: 'color',
  backgroundColor: 'background-color',
  background: 'background',
  fontStyle: 'font-style',
  fontWeight: 'font-weight',
  textDecorationLine: 'text-decoration-line',
  opacity: 'opacity',
  textShadow: 'text-shadow',
  cursor: 'cursor',
};

/** @param {Record<string, unknown>} style */
function declarations(style) {
  return Object.entries(style)
    .filter(([key, value]) => cssProperty[key] && value !== undefined)
    .map(([key, value]) => `${cssProperty[key]}:${value}`)
    .join(';');
}

/**
 * The style sheet for one Prism theme under `scope` (a selector for the
 * colour mode): the code block's colour variables, which the classic theme's
 * code block styles read, and one rule per token type, in the theme's order.
 * Entries limited to some languages apply inside those languages' blocks only.
 * @param {{plain: Record<string, unknown>, styles: {types: string[], style: Record<string, unknown>, languages?: string[]}[]}} theme
 * @param {string} scope
 */
function themeRules(theme, scope) {
  const rules = [
    `${scope} .theme-code-block{--prism-color:${theme.plain.color};--prism-background-color:${theme.plain.backgroundColor}}`,
  ];
  for (const entry of theme.styles) {
    const body = declarations(entry.style);
    if (!body) continue;
    const within = entry.languages ? entry.languages.map((language) => `.language-${language}`) : [''];
    const selectors = within.flatMap((prefix) =>
      entry.types.map(
        (type) => `${scope} .theme-code-block ${prefix ? `${prefix} ` : ''}.${CSS_escape(tokenClass(type))}`,
      ),
    );
    rules.push(`${selectors.join(',')}{${body}}`);
  }
  return rules;
}

/** Escapes a token class for a class selector (types may hold `-` only, but be safe). */
function CSS_escape(type) {
  return type.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);
}

/**
 * The token colours of both themes: `light` where the page is not in dark
 * mode (also when no script has set a mode), `dark` where it is.
 * @param {Parameters<typeof themeRules>[0]} light
 * @param {Parameters<typeof themeRules>[0]} dark
 */
export function themeCss(light, dark) {
  return [
    '/* Generated by plugins/code-highlight from the Prism themes in docusaurus.config.ts. */',
    // Text outside any token takes the theme's plain colour, as the stock line style did.
    '.theme-code-block .token-line{color:var(--prism-color)}',
    ...themeRules(light, "html:not([data-theme='dark'])"),
    ...themeRules(dark, "html[data-theme='dark']"),
    '',
  ].join('\n');
}
