/**
 * Turns the site's Markdown and MDX sources into plain Markdown: the "twin" of
 * each page that the site publishes at `<route>.md`, and the pieces of
 * `/llms.txt` and `/llms-full.txt` (see index.mjs, the plugin that calls these).
 *
 * A source is parsed into its syntax tree (mdast, with the same remark parsers
 * Docusaurus uses: MDX for `.mdx`, CommonMark for `.md`, GFM tables, directives
 * for admonitions), changed node by node, and written back as Markdown. What a
 * twin keeps and what it loses:
 * - front matter, MDX `import`/`export` statements and comments are removed; the
 *   page title becomes the `#` heading when the source has none;
 * - `:::note` style admonitions become block quotes led by their label;
 * - MDX components are replaced by the Markdown their renderer returns (a table
 *   for the AMX Mod X map, nothing for an interactive tool); a component
 *   without a renderer is an error, so none slips through as raw JSX; a `div`
 *   that wraps Markdown for its look is dropped, what it wraps kept;
 * - the few HTML elements the sources use (`<p>`, `<code>`, `<a>`, `<strong>`,
 *   `<em>`, `<br>`), written as JSX in MDX or as HTML in the generated
 *   reference, become their Markdown forms, and a heading or `<span>` inside a
 *   table cell its text; any other element is an error;
 * - explicit heading ids (`{#id}`) are dropped;
 * - every link and image becomes absolute: a link to another source file
 *   becomes that page's URL (from the routes the build gives), a path becomes
 *   a URL of the site;
 * - fenced code is kept as it is, with its language and title, minus
 *   Docusaurus's `highlight-*` comment lines.
 *
 * Everything here is a pure function of its inputs, tested by
 * tests/unit/markdown-twins.test.mjs.
 */
import path from 'node:path';
import {escapeMarkdownHeadingIds} from '@docusaurus/utils';
import {raw} from 'hast-util-raw';
import {toMdast} from 'hast-util-to-mdast';
import {toHast} from 'mdast-util-to-hast';
import {toString} from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {sentenceEnd} from '../../src/lib/first-sentence.mjs';

/**
 * @typedef {import('hast').Element} HastElement
 * @typedef {(props: Record<string, string>) => HastElement | HastElement[]} ComponentRenderer
 *   the component's HTML as the site's build writes it (plugins/site-data/html-components.ts): the
 *   twin is written from the same tree (`componentNodes`); an interactive tool returns none.
 * @typedef {{
 *   source: string,
 *   url: string,
 *   title: string,
 *   description?: string,
 *   siteUrl: string,
 *   baseUrl?: string,
 *   resolveSource: (absoluteSourcePath: string) => string | undefined,
 *   components: Record<string, ComponentRenderer>,
 * }} TwinInput
 * `source` is the file's path (for resolving relative links), `url` the page's
 * absolute URL, `resolveSource` gives the route of another source file (routes
 * include the base URL); `baseUrl` (default `/`) is put before site paths such as
 * `/docs/api/`, which Docusaurus reads from the base URL.
 * @typedef {import('mdast').Root} Root
 * @typedef {any} Node a node of mdast, changed in place or made here
 * @typedef {TwinInput & {text: string, where: Parameters<typeof absoluteLink>[1]}} Context
 * `text` is the source as parsed (positions point into it), `where` what links are made absolute with.
 */

export {twinPath} from '../../src/lib/twin-path.mjs';

/**
 * Makes one link target absolute. `page` is the URL of the page the link is
 * on; `dir` the folder of its source file.
 * @param {string} target
 * @param {{siteUrl: string, baseUrl?: string, page: string, dir: string, resolveSource: TwinInput['resolveSource']}} where
 */
export function absoluteLink(target, {siteUrl, baseUrl = '/', page, dir, resolveSource}) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return target; // https:, mailto:, …
  if (target.startsWith('#')) return page + target;
  const hashAt = target.indexOf('#');
  const file = hashAt === -1 ? target : target.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : target.slice(hashAt);
  if (/\.mdx?$/.test(file) && !file.startsWith('/')) {
    const route = resolveSource(path.resolve(dir, decodeURIComponent(file)));
    if (!route) throw new Error(`link to ${target}: no page has that source`);
    return siteUrl + route + hash;
  }
  if (file.startsWith('/')) return siteUrl + baseUrl.replace(/\/+$/, '') + file.replace(/^\/+/, '/') + hash;
  throw new Error(`link to ${target}: a relative link that is not to a source file`);
}

const admonitionLabels = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

/** The elements a source may write as HTML (or as JSX in MDX); anything else stops the build. */
const knownElements = new Set(['p', 'code', 'a', 'strong', 'b', 'em', 'i', 'small', 'br', 'wbr', 'span', 'div', 'nav']);
/** The elements a component's HTML may hold besides (tables, lists, sections). */
const componentElements = new Set([
  ...knownElements,
  ...['table', 'thead', 'tbody', 'tr', 'th', 'td', 'ul', 'ol', 'li', 'section', 'var'],
]);
const isHeading = (name) => /^h[1-6]$/.test(name);

/** The parsers of the two source formats (the MDX one given heading ids escaped, as Docusaurus does). */
const markdownParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective).freeze();
const mdxParser = markdownParser().use(remarkMdx).freeze();

/** Parses Markdown (`mdx` for MDX) into mdast. */
const parse = (text, mdx) => /** @type {Root} */ ((mdx ? mdxParser : markdownParser).parse(text));

/** Writes mdast as Markdown. */
const writer = unified()
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkStringify, {bullet: '-', emphasis: '*', strong: '*', fence: '`', rule: '-', listItemIndent: 'one'})
  .freeze();
const stringify = (tree) => writer.stringify(tree);

/**
 * HTML nodes of the generated reference as mdast: the HTML is parsed (hast),
 * a heading, a `<span>` or a link without an address (an empty anchor, a member's
 * declaration line before the browser links it) unwrapped to its content, and
 * the rest turned into Markdown nodes.
 * @param {Node[]} nodes siblings, some of them `html` (an inline element's tags are separate nodes)
 * @param {string} source
 */
function htmlNodes(nodes, source) {
  const hast = /** @type {any} */ (raw(toHast({type: 'root', children: nodes}, {allowDangerousHtml: true})));
  const check = (node) => {
    if (node.type === 'comment') return [];
    if (node.type !== 'element') return [node];
    node.children = node.children.flatMap(check);
    const name = node.tagName;
    if (name === 'a' && !node.properties.href) return node.children;
    if (name === 'wbr') return [];
    if (isHeading(name) || name === 'span') return node.children;
    if (!knownElements.has(name)) throw new Error(`${source}: HTML the twin cannot turn into Markdown: <${name}>`);
    return [node];
  };
  hast.children = hast.children.flatMap(check);
  const tree = /** @type {any} */ (toMdast(hast));
  spacesOutside(tree);
  return tree.children;
}

/**
 * Moves the spaces at the edges of bold, italic and code text outside it (`<b>AMX Mod X </b>`
 * as HTML reads, `**AMX Mod X** ` in Markdown, where a space inside would not close; a
 * space HTML's whitespace rules joined to a `<code>` element stays between the words).
 * @param {any} parent
 */
function spacesOutside(parent) {
  if (!Array.isArray(parent.children)) return;
  parent.children = parent.children.flatMap((node) => {
    spacesOutside(node);
    if (node.type === 'inlineCode') {
      // A code span keeps its own spaces in Markdown; the ones HTML let through belong outside it.
      const [, before, value, after] = node.value.match(/^(\s*)([\s\S]*?)(\s*)$/);
      node.value = value;
      return [...(before ? [{type: 'text', value: ' '}] : []), node, ...(after ? [{type: 'text', value: ' '}] : [])];
    }
    if (node.type !== 'strong' && node.type !== 'emphasis') return [node];
    const first = node.children[0];
    const last = node.children[node.children.length - 1];
    const before = first?.type === 'text' ? first.value.match(/^\s+/)?.[0] : undefined;
    const after = last?.type === 'text' ? last.value.match(/\s+$/)?.[0] : undefined;
    if (before) first.value = first.value.slice(before.length);
    if (after) last.value = last.value.slice(0, -after.length);
    return [...(before ? [{type: 'text', value: ' '}] : []), node, ...(after ? [{type: 'text', value: ' '}] : [])];
  });
}

/** The text of a tree of hast. @param {any} node */
const hastText = (node) => (node.type === 'text' ? node.value : (node.children ?? []).map(hastText).join(''));

/**
 * A component's HTML (hast, as the page has it) as Markdown nodes: the same tree, in the
 * forms Markdown has. A table's caption is a bold line before it; a name in code is its
 * text (its `wbr` and kept pieces are the page's line breaking); a list in a table cell
 * is its items, comma-separated (a cell holds one line); the include file after a name
 * of the AMX Mod X map (`nm-amxx-include`) is in parentheses; a `span` is its content.
 * An element the twin has no form for stops the build, as in a page's own HTML.
 * @param {HastElement[]} elements
 * @param {string} source
 * @returns {Node[]}
 */
export function componentNodes(elements, source) {
  const classes = (node) => [node.properties?.className ?? []].flat().map(String);
  const inCell = (nodes) =>
    nodes.flatMap((node, at) => {
      if (node.type !== 'element' || (node.tagName !== 'ul' && node.tagName !== 'ol')) return [node];
      const items = node.children.filter((li) => li.type === 'element' && li.tagName === 'li');
      // A list after text in the cell ("A way around:" and its equivalents) is a space away from it.
      const lead = at > 0 ? [{type: 'text', value: ' '}] : [];
      return [...lead, ...items.flatMap((li, i) => [...(i > 0 ? [{type: 'text', value: ', '}] : []), ...li.children])];
    });
  const el = (tagName, children) => ({type: 'element', tagName, properties: {}, children});
  const rowsOf = (node, part) =>
    (node.children ?? [])
      .filter((c) => c.type === 'element' && c.tagName === part)
      .flatMap((p) => p.children.filter((r) => r.type === 'element' && r.tagName === 'tr'));
  const cellsOf = (row) =>
    row.children.filter((c) => c.type === 'element' && (c.tagName === 'td' || c.tagName === 'th'));
  const labelsOf = (table) => cellsOf(rowsOf(table, 'thead')[0] ?? {children: []}).map(hastText);
  /** Whether a table has a cell across all its columns: Markdown's tables have none. */
  const spansRows = (table) => {
    const columns = labelsOf(table).length;
    return (
      columns > 1 &&
      rowsOf(table, 'tbody').some((row) => cellsOf(row).some((c) => Number(c.properties?.colSpan ?? 1) >= columns))
    );
  };
  /**
   * A table whose rows are grouped under a heading across the columns (the event finder's
   * events) as its page shows it on a phone: each group's heading a bold line, each row a
   * list of its cells labelled with their column, a cell across the columns an item of its own.
   */
  const asCards = (table) => {
    const labels = labelsOf(table);
    return (table.children ?? [])
      .filter((c) => c.type === 'element' && c.tagName === 'tbody')
      .flatMap((body) => {
        const out = [];
        let items = [];
        const flush = () => {
          if (items.length) out.push(el('ul', items));
          items = [];
        };
        for (const row of rowsOf({children: [body]}, 'tbody')) {
          const cells = cellsOf(row);
          const across = cells.length === 1 && Number(cells[0].properties?.colSpan ?? 1) >= labels.length;
          if (across && cells[0].tagName === 'th') {
            flush();
            out.push(el('p', [el('strong', cells[0].children)]));
          } else if (across) {
            items.push(el('li', cells[0].children));
          } else {
            cells.forEach((cell, i) => {
              if (hastText(cell).trim())
                items.push(el('li', [{type: 'text', value: `${labels[i] ?? ''}: `}, ...cell.children]));
            });
          }
        }
        flush();
        return out;
      });
  };
  /** The cells of the columns whose heading says `data-code` (names the page sets in code), as code. */
  const codeColumns = (table) => {
    const heads = cellsOf(rowsOf(table, 'thead')[0] ?? {children: []});
    const columns = heads.flatMap((th, i) => (th.properties?.dataCode ? [i] : []));
    for (const row of rowsOf(table, 'tbody')) {
      const cells = cellsOf(row);
      for (const i of columns) {
        if (cells[i] && hastText(cells[i]).trim())
          cells[i].children = [el('code', [{type: 'text', value: hastText(cells[i])}])];
      }
    }
  };
  /** @returns {any[]} */
  const shape = (node) => {
    if (node.type === 'comment') return [];
    // Inline code is written as explicit JSX (`code` with a `wbr` inside would be a code block to MDX).
    const jsx = node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement';
    if (node.type !== 'element' && !jsx) return [node];
    const name = jsx ? node.name : node.tagName;
    if (name === 'wbr') return [];
    if (name === 'code' || name === 'var') {
      return [{type: 'element', tagName: 'code', properties: {}, children: [{type: 'text', value: hastText(node)}]}];
    }
    if (jsx) {
      throw new Error(`${source}: JSX the twin cannot turn into Markdown: <${name}>`);
    }
    if (name === 'span' && classes(node).includes('nm-amxx-include')) {
      return [{type: 'text', value: `(${hastText(node)})`}];
    }
    node.children = (node.children ?? []).flatMap(shape);
    if (name === 'td' || name === 'th') node.children = inCell(node.children);
    if (name === 'table' && spansRows(node)) return asCards(node);
    if (name === 'table') codeColumns(node);
    // A caption is written before its table (withCaptions).
    if (name === 'caption') return [];
    if (name === 'span') return node.children;
    if (!componentElements.has(name) && !isHeading(name)) {
      throw new Error(`${source}: HTML the twin cannot turn into Markdown: <${name}>`);
    }
    return [node];
  };
  const withCaptions = (nodes) =>
    nodes.flatMap((node) => {
      if (node.type !== 'element') return [node];
      node.children = withCaptions(node.children ?? []);
      if (node.tagName !== 'table') return [node];
      const caption = node.children.find((c) => c.type === 'element' && c.tagName === 'caption');
      if (!caption) return [node];
      const title = {
        type: 'element',
        tagName: 'p',
        properties: {},
        children: [
          {type: 'element', tagName: 'strong', properties: {}, children: [{type: 'text', value: hastText(caption)}]},
        ],
      };
      return [title, node];
    });
  const root = {type: 'root', children: withCaptions(structuredClone(elements)).flatMap(shape)};
  const tree = /** @type {any} */ (toMdast(/** @type {any} */ (root)));
  spacesOutside(tree);
  return tree.children;
}

/** The text of an MDX attribute given as a string, or undefined. */
const attribute = (node, name) => {
  const found = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
};

/** An MDX element's string attributes (`topic="cvars"`); other values are left out. */
const stringProps = (node) =>
  Object.fromEntries(
    node.attributes
      .filter((a) => a.type === 'mdxJsxAttribute' && typeof a.value === 'string')
      .map((a) => [a.name, a.value]),
  );

/**
 * The Markdown nodes an MDX element stands for: a component's rendered
 * Markdown, an HTML element's Markdown form, a wrapping `div`'s content.
 * @param {any} node an `mdxJsxFlowElement` or `mdxJsxTextElement`
 * @param {Context} input
 * @returns {Node[]}
 */
function jsxNodes(node, input) {
  const name = node.name ?? '';
  if (/^[A-Z]/.test(name)) {
    const render = input.components[name];
    if (!render) throw new Error(`${input.source}: no Markdown renderer for <${name}>`);
    const rendered = componentNodes([render(stringProps(node))].flat(), input.source).flatMap((child) =>
      convert(child, input),
    );
    return node.type === 'mdxJsxTextElement'
      ? rendered.flatMap((n) => (n.type === 'paragraph' ? n.children : [n]))
      : rendered;
  }
  const children = () => node.children.flatMap((child) => convert(child, input));
  switch (name) {
    case 'code':
      return [{type: 'inlineCode', value: toString(node)}];
    case 'a': {
      const href = attribute(node, 'href');
      return href === undefined ? children() : [{type: 'link', url: href, children: children()}];
    }
    case 'strong':
    case 'b':
      return [{type: 'strong', children: children()}];
    case 'em':
    case 'i':
      return [{type: 'emphasis', children: children()}];
    case 'br':
      return [{type: 'break'}];
    case 'wbr':
      return [];
    case 'p':
      return node.type === 'mdxJsxFlowElement' ? [{type: 'paragraph', children: children()}] : children();
    case 'span':
    case 'small':
    case 'div':
    case 'nav':
      return children();
    default:
      if (isHeading(name)) return children();
      throw new Error(`${input.source}: JSX the twin cannot render: <${name}>`);
  }
}

/** Nodes whose children are inline: HTML among them is inline HTML, split into tags. */
const phrasingParents = new Set(['paragraph', 'heading', 'tableCell', 'emphasis', 'strong', 'delete', 'link']);

/** Whether an MDX expression is only a comment (`{/* … *\/}`). */
const isComment = (node) => /^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value);

/**
 * The nodes that stand for `node` in the twin (none, itself changed, or others).
 * @param {any} node
 * @param {Context} input
 * @returns {Node[]}
 */
function convert(node, input) {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      if (isComment(node)) return [];
      throw new Error(`${input.source}: an MDX expression the twin cannot render: {${node.value}}`);
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return jsxNodes(node, input);
    case 'html':
      // The blog's truncate marker and other comments.
      if (/^\s*<!--[\s\S]*-->\s*$/.test(node.value)) return [];
      return htmlNodes([node], input.source).flatMap((n) => convert(n, input));
    case 'containerDirective': {
      if (!(node.name in admonitionLabels)) break;
      const [first, ...rest] = node.children;
      const labelled = first?.data?.directiveLabel;
      const label = labelled ? toString(first) : admonitionLabels[node.name];
      const body = (labelled ? rest : node.children).flatMap((child) => convert(child, input));
      return [
        {
          type: 'blockquote',
          children: [
            {type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: label}]}]},
            ...body,
          ],
        },
      ];
    }
    case 'leafDirective':
    case 'textDirective': {
      // No directive the site uses: text that holds a colon before a word (`a:b`), written back as it
      // was, as Docusaurus does.
      const marker = node.type === 'leafDirective' ? '::' : ':';
      const inner = node.children.flatMap((child) => convert(child, input));
      const text = [
        {type: 'text', value: `${marker}${node.name}`},
        ...(inner.length ? [{type: 'text', value: '['}, ...inner, {type: 'text', value: ']'}] : []),
      ];
      return node.type === 'leafDirective' ? [{type: 'paragraph', children: text}] : text;
    }
    case 'code': {
      const raw = input.text.slice(node.position.start.offset, node.position.end.offset);
      const fence = raw.match(/^\s*(`{3,}|~{3,})/)?.[1];
      if (fence && !new RegExp(`\\n\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`).test(raw)) {
        throw new Error(`${input.source}: a code fence is never closed`);
      }
      const title = /\btitle="([^"]*)"/.exec(node.meta ?? '')?.[1];
      const value = node.value
        .split('\n')
        .filter((line) => !/^\s*(\/\/|#|<!--)\s*highlight-(next-line|start|end)\b/.test(line))
        .join('\n');
      return [{...node, value, meta: title === undefined ? null : `title="${title}"`}];
    }
    case 'heading': {
      const last = node.children[node.children.length - 1];
      if (last?.type === 'text') last.value = last.value.replace(/\s*\{#[\w-]+\}\s*$/, '');
      break;
    }
    case 'link':
    case 'image':
    case 'definition':
      node.url = absoluteLink(node.url, input.where);
      break;
  }
  if (Array.isArray(node.children)) {
    const children = node.children;
    // An inline element's opening and closing tags are separate HTML nodes: convert the run together.
    const phrasingHtml = phrasingParents.has(node.type) && children.some((c) => c.type === 'html');
    const parts = phrasingHtml
      ? htmlNodes(children, input.source).flatMap((n) => (n.type === 'paragraph' ? n.children : [n]))
      : children;
    node.children = parts.flatMap((child) => convert(child, input));
  }
  return [node];
}

/**
 * The Markdown twin of one page.
 * @param {string} text the source file's content
 * @param {TwinInput} input
 * @returns {string}
 */
export function toMarkdown(text, input) {
  const mdx = input.source.endsWith('.mdx');
  const source = mdx ? escapeMarkdownHeadingIds(text) : text;
  const where = {
    siteUrl: input.siteUrl,
    baseUrl: input.baseUrl,
    page: input.url,
    dir: path.dirname(input.source),
    resolveSource: input.resolveSource,
  };
  const tree = parse(source, mdx);
  const [root] = convert(tree, {...input, text: source, where});
  // The page's title, then its description as a quote (unless the text opens with it,
  // as a generated page's summary does), then its text.
  const first = root.children[0];
  const hasTitle = first?.type === 'heading' && first.depth === 1;
  const heading = hasTitle ? first : {type: 'heading', depth: 1, children: [{type: 'text', value: input.title}]};
  const rest = hasTitle ? root.children.slice(1) : root.children;
  const plain = (value) => value.replace(/`/g, '').replace(/\s+/g, ' ');
  const said =
    input.description &&
    plain(rest.map((node) => toString(node)).join(' ')).includes(plain(input.description).replace(/…$/, ''));
  const lead =
    input.description && !said
      ? [{type: 'blockquote', children: [{type: 'paragraph', children: [{type: 'text', value: input.description}]}]}]
      : [];
  return stringify({type: 'root', children: [heading, ...lead, ...rest]});
}

/**
 * The first paragraph of prose of a twin, links reduced to their text: the
 * description of a page that has none of its own (the generated API pages),
 * where Docusaurus's own guess takes the first line only.
 */
export function leadParagraph(markdown) {
  const prose = markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[`~]*[ \t]*$/gm, '');
  for (const block of prose.split(/\n{2,}/)) {
    const head = block.trim();
    if (!head || /^(#|>|\||- |\* |\d+\. |\*\*)/.test(head) || /^`[^`]+`$/.test(head) || /\[Source\]\(/.test(head))
      continue;
    return head.replace(/!?\[((?:[^\]\\]|\\.)*)\]\([^)]*\)/g, '$1').replace(/\\([\\`*_{}[\]()#+\-.!<>|])/g, '$1');
  }
  return undefined;
}

/**
 * `/llms.txt` in the llmstxt.org form: the site's name, a summary in a block
 * quote, a paragraph, then one section per group of pages, each page a link to
 * its twin with its description.
 * @param {{name: string, summary: string, details: string, sections: {title: string, pages: {title: string, twin: string, description?: string}[]}[]}} site
 */
export function llmsTxt(site) {
  const lines = [`# ${site.name}`, '', `> ${site.summary}`, '', site.details, ''];
  for (const section of site.sections) {
    if (section.pages.length === 0) continue;
    lines.push(`## ${section.title}`, '');
    for (const page of section.pages)
      lines.push(
        `- [${page.title.replace(/[[\]]/g, '\\$&')}](${page.twin})${page.description ? `: ${oneLine(page.description)}` : ''}`,
      );
    lines.push('');
  }
  return lines.join('\n');
}

/** A description on one line, cut after its first sentence past 40 characters when long. */
export function oneLine(text, max = 240) {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const end = sentenceEnd(flat.slice(0, max), {from: 40});
  return end === -1 ? `${flat.slice(0, max - 1).trimEnd()}…` : flat.slice(0, end);
}

/**
 * `/llms-full.txt`: every twin in one file, each led by a line with the page's URL.
 * @param {{name: string, summary: string, pages: {url: string, markdown: string}[]}} site
 */
export function llmsFullTxt(site) {
  const parts = [`# ${site.name}`, '', `> ${site.summary}`, ''];
  for (const page of site.pages) parts.push('---', '', `Source: ${page.url}`, '', page.markdown.trim(), '');
  return parts.join('\n');
}
