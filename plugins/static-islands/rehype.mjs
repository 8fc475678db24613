/**
 * A rehype plugin for the docs and the blog: it writes the runs of a page's
 * plain content (prose, headings, signatures, lists, tables, links) as HTML at
 * build time, each run one `<StaticIsland html="…">` element
 * (src/components/StaticIsland) that renders it with `dangerouslySetInnerHTML`.
 * React then creates and hydrates one element per run instead of one per
 * paragraph, link and code span: the largest API pages had about 6,000.
 *
 * What a reader interacts with, or what a theme component styles with its own
 * classes, stays React's: code blocks (their copy and wrap buttons), the page
 * title, images, `details`, admonitions, form controls, every component and
 * every expression. Elements are written as the site's components would render
 * them:
 * - a heading (`h2` to `h6`) with an id as the site's `Heading`
 *   (src/theme/Heading): the `anchor` class and the `hash-link` after it;
 * - a link as `@docusaurus/Link`: a site path gets the base URL and the
 *   trailing-slash rule, a link to another site opens a new tab
 *   (`target="_blank" rel="noopener noreferrer"`), except the links to a
 *   member's source, which the site's `MDXComponents/A` keeps plain.
 * The island registers the links and ids of its HTML for Docusaurus's broken
 * link and anchor checks, and makes its links behave like `Link`.
 *
 * Two ways to cut a page into runs:
 * - `runs` (the API reference): every plain sibling in a row is one island,
 *   headings included, so a page of 400 members is a few dozen islands.
 * - `sections` (guides, examples, posts): headings stay outside the islands,
 *   as React components, so each heading keeps its section's text among its
 *   next siblings: the search index reads a section as the heading's siblings
 *   up to the next heading.
 * Runs are made only where a `div` may stand (the root, list items, quotes,
 * table cells, components); inside a list or a table the plugin looks further
 * down.
 *
 * Before it cuts runs, it expands the components named in `components` into
 * the elements their renderers return (`<NameIndex />` becomes the name
 * table), so that neither their data nor a component that renders it is
 * shipped to the browser. The section headings they return (h2 to h6, not a
 * heading that names a table's row) join the page's table of contents, in page
 * order (`addToToc`): Docusaurus reads it from the Markdown before they exist.
 */
import * as utilsCommon from '@docusaurus/utils-common';
import {toHtml} from 'hast-util-to-html';
import {hoistIslandHtml} from './hoist.mjs';

/**
 * A node of the HTML syntax tree (hast) with MDX's nodes, as far as this plugin reads it.
 * @typedef {{type: string, tagName?: string, name?: string | null, value?: string,
 *   properties?: Record<string, unknown>, attributes?: {type: string, name?: string, value?: unknown}[],
 *   children?: HastNode[], data?: Record<string, unknown>}} HastNode
 */

// A CommonJS package: Node gives its exports as the default export, the config loader as named ones.
const {applyTrailingSlash} = /** @type {typeof import('@docusaurus/utils-common')} */ (
  /** @type {{default?: unknown}} */ (utilsCommon).default ?? utilsCommon
);

/** Elements laid out as blocks, between which whitespace is never drawn. */
const blockTags = new Set([
  'p',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'div',
  'section',
  'blockquote',
  'hr',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);

/** Elements written as they are: no theme component renders them differently. */
const plainTags = new Set([
  ...blockTags,
  'a',
  'code',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'del',
  'ins',
  'sub',
  'sup',
  'small',
  'mark',
  'kbd',
  'abbr',
  'var',
  'span',
  'br',
  'wbr',
]);

/** Elements whose children are flow content, where a `div` may stand. */
const flowContainers = new Set(['li', 'blockquote', 'td', 'th', 'dd', 'div', 'section']);

const headings = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);

const isJsx = (node) => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/** A lower-case JSX element with plain string attributes, such as `<p className="nm-also">` in MDX. */
const isPlainJsx = (node) =>
  isJsx(node) &&
  typeof node.name === 'string' &&
  plainTags.has(node.name) &&
  (node.attributes ?? []).every(
    (a) => a.type === 'mdxJsxAttribute' && (a.value === null || typeof a.value === 'string'),
  );

/**
 * Whether a node and everything in it can be written as HTML.
 * @param {HastNode} node
 * @returns {boolean}
 */
export function isStatic(node) {
  if (node.type === 'text' || node.type === 'comment') return true;
  const plain =
    (node.type === 'element' &&
      plainTags.has(node.tagName) &&
      // A task list's check boxes are the theme's.
      ![node.properties?.className ?? []].flat().includes('contains-task-list')) ||
    isPlainJsx(node);
  return plain && (node.children ?? []).every(isStatic);
}

/** @param {HastNode} node */
const nameOf = (node) => node.tagName ?? node.name ?? undefined;

/** Whether a node is whitespace text only. */
const isBlank = (node) => node.type === 'text' && !/\S/.test(node.value ?? '');

/** @param {HastNode | undefined} node */
const isBlock = (node) => node?.type === 'element' && blockTags.has(node.tagName ?? '');

/**
 * `nodes` without the whitespace text that stands between two blocks, or between a
 * block and the start or end of its parent: the line breaks Markdown leaves between
 * paragraphs, list items and table cells, which no browser draws. Without them the
 * HTML minifier can also leave out the end tags that the next block implies
 * (`</p>`, `</li>`, `</td>`, `</tr>`): on EventCallbacks about 1,500 line breaks and
 * as many end tags. Whitespace beside text or an inline element stays.
 * @param {HastNode[]} nodes
 * @returns {HastNode[]}
 */
export function withoutBlockWhitespace(nodes) {
  return nodes.filter((node, i) => {
    if (!isBlank(node)) return true;
    const before = nodes[i - 1];
    const after = nodes[i + 1];
    return !((before === undefined || isBlock(before)) && (after === undefined || isBlock(after)) && (before || after));
  });
}

/**
 * @typedef {{baseUrl: string, trailingSlash?: boolean, stickyNavbar?: boolean,
 *   headingLinkLabel: (heading: string) => string, plainLinks?: RegExp}} WriteOptions
 */

/**
 * A site path as `@docusaurus/Link` writes it: the base URL, then the trailing-slash rule.
 * @param {string} url
 * @param {{baseUrl: string, trailingSlash?: boolean}} site
 * @returns {string}
 */
export function sitePath(url, {baseUrl, trailingSlash}) {
  const based = url.startsWith(baseUrl) || url === baseUrl.replace(/\/$/, '') ? url : baseUrl + url.replace(/^\//, '');
  return applyTrailingSlash(based, {trailingSlash, baseUrl});
}

/**
 * Turns MDX's lower-case JSX into elements, and writes headings and links as
 * the site's components render them. Returns a new tree.
 * @param {HastNode} node
 * @param {WriteOptions} options
 * @returns {HastNode}
 */
function asRendered(node, options) {
  if (node.type === 'text') return node;
  if (node.type === 'comment') return {type: 'text', value: ''};
  const element = isJsx(node)
    ? {
        type: 'element',
        tagName: node.name,
        properties: Object.fromEntries(
          (node.attributes ?? []).map((a) => [a.name === 'class' ? 'className' : a.name, a.value ?? true]),
        ),
        children: node.children ?? [],
      }
    : node;
  let properties = {...element.properties};
  const rendered = (element.children ?? []).map((child) => asRendered(child, options));
  // Only where the parent lays its children out as blocks: not in a paragraph or a heading.
  const children =
    blockTags.has(element.tagName) && !/^(p|h\d|dt|caption)$/.test(element.tagName)
      ? withoutBlockWhitespace(rendered)
      : rendered;
  if (headings.has(element.tagName) && properties.id) {
    // The class first, as Heading writes it.
    const {className = [], ...rest} = properties;
    const anchor = ['anchor', ...(options.stickyNavbar ? ['anchor-sticky'] : []), ...[className].flat()];
    properties = {className: anchor, ...rest};
    // Named by the heading's text, code and all, as the site's Heading names its link.
    const label = options.headingLinkLabel(textLength(element) ? textOfNode(element).trim() : String(properties.id));
    children.push({
      type: 'element',
      tagName: 'a',
      properties: {className: ['hash-link'], href: `#${properties.id}`, ariaLabel: label},
      children: [{type: 'text', value: '\u200B'}],
    });
  }
  if (element.tagName === 'a' && typeof properties.href === 'string') {
    const href = properties.href;
    if (href.startsWith('/') && !href.startsWith('//')) {
      properties.href = sitePath(href, options);
    } else if (/^[a-z][a-z\d+.-]*:/i.test(href) && !options.plainLinks?.test(href) && !properties.target) {
      properties.target = '_blank';
      properties.rel = ['noopener', 'noreferrer'];
    }
  }
  return {type: 'element', tagName: element.tagName, properties, children};
}

/**
 * The `<StaticIsland html="…">` element for a run of static nodes.
 * @param {HastNode[]} run
 * @param {WriteOptions} options
 */
function island(run, options) {
  const children = /** @type {import('hast').RootContent[]} */ (
    withoutBlockWhitespace(run.map((node) => withRowCount(asRendered(node, options))))
  );
  const html = toHtml({type: 'root', children});
  return {
    type: 'mdxJsxFlowElement',
    name: 'StaticIsland',
    attributes: [{type: 'mdxJsxAttribute', name: 'html', value: html}],
    children: [],
  };
}

/**
 * A table of an island with its body's row count as `--nm-rows`: the height the site
 * gives it until it is laid out (content-visibility, src/css/custom.css) grows with it.
 * @param {HastNode} node
 * @returns {HastNode}
 */
function withRowCount(node) {
  if (node.tagName !== 'table') return node;
  const rows = (node.children ?? [])
    .filter((child) => child.tagName === 'tbody')
    .reduce((n, body) => n + (body.children ?? []).filter((row) => row.tagName === 'tr').length, 0);
  const style = [node.properties?.style, `--nm-rows: ${rows}`].filter(Boolean).join('; ');
  return {...node, properties: {...node.properties, style}};
}

/**
 * Writes the runs of static children of `parent` (a flow container) as
 * islands, and looks inside the children it cannot write.
 * @param {HastNode} parent
 * @param {WriteOptions & {breakAtHeadings: boolean}} options
 * @returns {number} the islands made
 */
function wrapRuns(parent, options) {
  const out = [];
  let run = [];
  let made = 0;
  const flush = () => {
    const start = run.findIndex((node) => !isBlank(node));
    if (start !== -1) {
      // Whitespace at the edges stays outside, as it was.
      const end = run.length - [...run].reverse().findIndex((node) => !isBlank(node));
      out.push(...run.slice(0, start), island(run.slice(start, end), options), ...run.slice(end));
      made++;
    } else {
      out.push(...run);
    }
    run = [];
  };
  for (const child of parent.children ?? []) {
    const breaks = options.breakAtHeadings && headings.has(nameOf(child));
    if (!breaks && isStatic(child)) {
      // A table whose cells hold headings (the post events') begins an island of its own.
      // The search index reads a section as its heading's next siblings: in the heading's
      // island the table would be in the section above it, and every heading in the table,
      // a section of its own, would be indexed twice.
      if (nameOf(child) === 'table' && holdsHeading(child)) flush();
      run.push(child);
      continue;
    }
    flush();
    made += descend(child, options);
    out.push(child);
  }
  flush();
  parent.children = out;
  return made;
}

/**
 * @param {HastNode} node
 * @returns {boolean} whether a heading is among the node's descendants
 */
function holdsHeading(node) {
  return (node.children ?? []).some((child) => headings.has(nameOf(child)) || holdsHeading(child));
}

/** Code blocks and the page title are React's inside and out. */
const closed = new Set(['pre', 'h1']);

/**
 * Looks for runs inside a node that cannot be written whole.
 * @param {HastNode} node
 * @param {WriteOptions & {breakAtHeadings: boolean}} options
 * @returns {number} the islands made
 */
function descend(node, options) {
  if (!node.children || closed.has(nameOf(node))) return 0;
  if (isJsx(node) || flowContainers.has(node.tagName)) return wrapRuns(node, options);
  return node.children.reduce((made, child) => made + descend(child, options), 0);
}

/**
 * Replaces each component named in `components` by the element (or elements)
 * its renderer returns. Attributes must be plain strings.
 * @param {HastNode} node
 * @param {Record<string, (attributes: Record<string, string>) => HastNode | HastNode[]>} components
 * @param {string} file
 * @param {Set<HastNode>} [written] collects the elements the components return
 * @returns {Set<HastNode>} those elements
 */
function expandComponents(node, components, file, written = new Set()) {
  if (!node.children) return written;
  node.children = node.children.flatMap((child) => {
    if (!(isJsx(child) && child.name && Object.hasOwn(components, child.name))) {
      expandComponents(child, components, file, written);
      return [child];
    }
    /** @type {Record<string, string>} */
    const attributes = {};
    for (const a of child.attributes ?? []) {
      if (a.type !== 'mdxJsxAttribute' || typeof a.value !== 'string') {
        throw new Error(`${file}: <${child.name}> takes plain string attributes only`);
      }
      attributes[a.name] = a.value;
    }
    const elements = [components[child.name](attributes)].flat();
    for (const element of elements) written.add(element);
    return elements;
  });
  return written;
}

/** The headings the table of contents holds, by level, as Docusaurus's Markdown loader collects them (a page's `toc_min_heading_level` and `toc_max_heading_level` choose among them). */
const tocLevels = {h2: 2, h3: 3, h4: 4, h5: 5, h6: 6};

/**
 * The section headings of a tree in page order, with whether a component wrote them.
 * @param {HastNode} node
 * @param {Set<HastNode>} written the nodes the components returned
 * @param {boolean} [inWritten]
 * @returns {{id: string, level: number, node: HastNode, written: boolean}[]}
 */
function headingsOf(node, written, inWritten = false) {
  const mine = inWritten || written.has(node);
  const level = node.type === 'element' ? tocLevels[/** @type {'h2'} */ (node.tagName)] : undefined;
  const id = node.properties?.id;
  // A heading a component keeps out of the table of contents (`data: {toc: false}` on its
  // node, which no HTML carries): the errors index's 188 messages, under sections it lists.
  if (level && node.data?.toc === false) return [];
  if (level && typeof id === 'string') return [{id, level, node, written: mine}];
  // A heading in a table names a row (EventCallbacks' post events), not a section.
  if (node.type === 'element' && node.tagName === 'table') return [];
  return (node.children ?? []).flatMap((child) => headingsOf(child, written, mine));
}

/** A property of an object of the TOC's syntax tree, by its key. */
const propertyOf = (object, key) =>
  object?.properties?.find((p) => p.type === 'Property' && (p.key.name ?? p.key.value) === key)?.value?.value;

/**
 * Adds the headings of the components' elements to the page's table of contents (the
 * `toc` array that Docusaurus's Markdown loader exports), each before the first entry
 * of a heading that follows it on the page.
 * @param {HastNode} tree
 * @param {Set<HastNode>} written
 */
export function addToToc(tree, written) {
  const added = headingsOf(tree, written).filter((heading) => heading.written);
  if (added.length === 0) return;
  /** @type {{elements: object[]} | undefined} */
  let array;
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    const estree = /** @type {{body: any[]}} */ (node.data?.estree);
    for (const statement of estree?.body ?? []) {
      const declarator = statement.declaration?.declarations?.find((d) => d.id?.name === 'toc');
      if (statement.type === 'ExportNamedDeclaration' && declarator?.init?.type === 'ArrayExpression') {
        array = declarator.init;
      }
    }
  }
  if (!array) return;
  const order = headingsOf(tree, written).map((heading) => heading.id);
  const place = (id) => order.indexOf(id);
  for (const heading of added) {
    const entry = {
      type: 'ObjectExpression',
      properties: Object.entries({
        value: toHtml({
          type: 'root',
          children: /** @type {import('hast').RootContent[]} */ (heading.node.children ?? []),
        }),
        id: heading.id,
        level: heading.level,
      }).map(([key, value]) => ({
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: {type: 'Identifier', name: key},
        value: {type: 'Literal', value},
      })),
    };
    const next = array.elements.findIndex((e) => place(propertyOf(e, 'id')) > place(heading.id));
    array.elements.splice(next === -1 ? array.elements.length : next, 0, entry);
  }
}

/**
 * @param {WriteOptions & {mode?: (file: string) => 'runs' | 'sections' | null, nearText?: number, htmlDir?: string,
 *   components?: Record<string, (attributes: Record<string, string>) => HastNode | HastNode[]>}} options
 *   `mode`: how to cut the page at `file` (its path), or null for no islands;
 *   `components`: the components to expand at build time, by name; `baseUrl`,
 *   `trailingSlash`: the site's; `stickyNavbar`: whether the navbar stays on
 *   screen (then headings take the `anchor-sticky` class for their scroll
 *   margin); `headingLinkLabel`: the accessible name of a heading's link;
 *   `plainLinks`: links to other sites that open in the same tab; `nearText`:
 *   how much text at the start of an article is laid out at once (`markNear`).
 *   `htmlDir`: when given, the islands' HTML is written to a file of this folder
 *   and the page's module imports it (./hoist.mjs) instead of holding it.
 * @returns {(tree: HastNode, file: {path?: string}) => void}
 */
export default function rehypeStaticIslands(options) {
  const {mode = () => 'runs', components = {}, nearText = 3000} = options;
  return (tree, file) => {
    const path = file.path ?? '';
    addToToc(tree, expandComponents(tree, components, path));
    const how = mode(path);
    if (!how) return;
    markNear(tree, nearText);
    wrapRuns(tree, {...options, breakAtHeadings: how === 'sections'});
    if (options.htmlDir) hoistIslandHtml(tree, options.htmlDir);
  };
}

/** A node's text. */
const textOfNode = (node) =>
  node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOfNode).join('');

/** The length of a node's text. */
const textLength = (node) =>
  node.type === 'text' ? (node.value ?? '').length : (node.children ?? []).reduce((n, c) => n + textLength(c), 0);

/**
 * Gives the blocks at the start of the article, up to `nearText` characters of
 * text, the class `nm-near`. The site lays out the other blocks of an island
 * only when they come near the screen (`content-visibility`, src/css/custom.css);
 * these are on the first screen, where a block that took its size late would
 * move what follows it.
 * @param {HastNode} root
 * @param {number} nearText
 */
export function markNear(root, nearText) {
  let seen = 0;
  for (const node of root.children ?? []) {
    if (seen >= nearText) break;
    const length = textLength(node);
    // A block that would carry the text past the limit (the 205-row table near the top of
    // EventCallbacks) is left to content-visibility: marked, it was laid out whole at load,
    // 19,000 pixels of it on a phone, for the screen's worth a reader sees first.
    if (seen + length > nearText && seen > 0) break;
    if (node.type === 'element') {
      node.properties = {...node.properties, className: [...[node.properties?.className ?? []].flat(), 'nm-near']};
    } else if (isPlainJsx(node)) {
      const attributes = node.attributes ?? [];
      const current = attributes.find((a) => a.name === 'className');
      if (current) current.value = `${current.value ?? ''} nm-near`.trim();
      else node.attributes = [...attributes, {type: 'mdxJsxAttribute', name: 'className', value: 'nm-near'}];
    }
    seen += length;
  }
}
