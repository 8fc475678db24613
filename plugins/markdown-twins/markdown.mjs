/**
 * Turns the site's Markdown and MDX sources into plain Markdown: the "twin" of
 * each page that the site publishes at `<route>.md`, and the pieces of
 * `/llms.txt` and `/llms-full.txt` (see index.mjs, the plugin that calls these).
 *
 * What a twin keeps and what it loses:
 * - front matter, MDX `import`/`export` lines and comments are removed; the
 *   page title becomes the `#` heading when the source has none;
 * - `:::note` style admonitions become block quotes led by their label;
 * - MDX components are replaced by the Markdown their renderer returns (a table
 *   for the AMX Mod X map, nothing for an interactive tool); a component
 *   without a renderer is an error, so none slips through as raw JSX; a `div`
 *   line that wraps Markdown for its look is dropped, what it wraps kept;
 * - the few HTML elements the sources use (`<p>`, `<code>`, `<a>`, `<strong>`,
 *   `<em>`, `<br>`) become their Markdown forms, and a heading or `<span>` inside
 *   a table cell its text;
 * - explicit heading ids (`{#id}`) are dropped;
 * - every link and image becomes absolute: a link to another source file
 *   becomes that page's URL, a path becomes a URL of the site;
 * - fenced code is kept as it is, with its language and title, minus
 *   Docusaurus's `highlight-*` comment lines.
 *
 * Everything here is a pure function of its inputs, tested by
 * tests/unit/markdown-twins.test.mjs.
 */
import path from 'node:path';

/**
 * @typedef {(props: Record<string, string>) => string} ComponentRenderer
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
 */

export {twinPath} from '../../src/lib/twin-path.mjs';

const entities = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'};

/** Decodes the HTML character references the generated pages use. */
function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

/** Inline code for any text: a fence of backticks longer than any run inside it. */
export function inlineCode(text) {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** The simple HTML the sources use, as Markdown. Other tags are an error. */
export function htmlToMarkdown(text) {
  let out = text.replace(/<code>([\s\S]*?)<\/code>/g, (_, inner) =>
    inlineCode(decodeEntities(inner.replace(/<wbr\s*\/?>/g, ''))),
  );
  // Empty anchors (TypeDoc's table rows carry one each): the twin has no ids to link to.
  out = out.replace(/<a\s+(?:id|name)="[^"]*"\s*><\/a>\s*/g, '');
  out = out.replace(
    /<a\s+href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g,
    (_, href, inner) => `[${inner}](${decodeEntities(href)})`,
  );
  out = out.replace(/<(strong|b)>([\s\S]*?)<\/\1>/g, '**$2**');
  out = out.replace(/<(em|i)>([\s\S]*?)<\/\1>/g, '*$2*');
  out = out.replace(/<br\s*\/?>/g, '  \n');
  out = out.replace(/<wbr\s*\/?>/g, '');
  out = out.replace(/<p(?:\s[^>]*)?>([\s\S]*?)<\/p>/g, '$1');
  // A heading in a table cell (EventCallbacks' post events) and a names line in a span: their text.
  out = out.replace(/<(h[1-6]|span)(?:\s[^>]*)?>([\s\S]*?)<\/\1>/g, '$2');
  const left = /<\/?(p|code|a|strong|b|em|i|br|wbr|h[1-6]|span)\b[^>]*>/.exec(out.replace(/(`+)[^`]+?\1/g, ''));
  if (left) throw new Error(`HTML the twin cannot turn into Markdown: ${left[0]}`);
  return out;
}

/** Attributes of a JSX element written with string values (`topic="cvars"`); other values are skipped. */
function stringProps(attributes) {
  return Object.fromEntries([...attributes.matchAll(/([A-Za-z][\w-]*)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

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

/** Rewrites the targets of the inline links and images of a line of text. */
function rewriteLinks(line, where) {
  // [text](target "title") and ![alt](target): the target has no spaces or parentheses of its own.
  return line.replace(/(!?\[(?:[^\]\\]|\\.)*\]\()([^\s()]+)((?:\s+"[^"]*")?\))/g, (_, open, target, close) => {
    return open + absoluteLink(target, where) + close;
  });
}

/**
 * Applies `rewrite` to a line with its inline code spans set aside (put back
 * unchanged afterwards), so that neither links nor ids are looked for in code.
 */
function outsideInlineCode(line, rewrite) {
  const spans = [];
  const guarded = line.replace(/(?<!`)(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, (span) => `\uE000${spans.push(span) - 1}\uE000`);
  return rewrite(guarded).replace(/\uE000(\d+)\uE000/g, (_, index) => spans[Number(index)]);
}

const admonitionLabels = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

/**
 * The Markdown twin of one page.
 * @param {string} text the source file's content
 * @param {TwinInput} input
 * @returns {string}
 */
export function toMarkdown(text, input) {
  const where = {
    siteUrl: input.siteUrl,
    baseUrl: input.baseUrl,
    page: input.url,
    dir: path.dirname(input.source),
    resolveSource: input.resolveSource,
  };
  const isMdx = input.source.endsWith('.mdx');
  let body = text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
  // Comments: MDX's {/* … */} and HTML's <!-- … --> (the blog's truncate marker).
  body = body.replace(/\{\/\*[\s\S]*?\*\/\}/g, '').replace(/<!--[\s\S]*?-->/g, '');

  const out = [];
  /** @type {{marker: string, length: number} | null} */
  let fence = null;
  let quote = false;
  for (const raw of body.split(/\r?\n/)) {
    const prefix = quote ? '> ' : '';
    if (fence) {
      if (new RegExp(`^\\s*${fence.marker}{${fence.length},}\\s*$`).test(raw)) fence = null;
      else if (/^\s*(\/\/|#|<!--)\s*highlight-(next-line|start|end)\b/.test(raw)) continue;
      out.push(prefix + raw);
      continue;
    }
    const opening = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)(.*)$/.exec(raw);
    if (opening) {
      fence = {marker: opening[2][0], length: opening[2].length};
      const title = /\btitle="([^"]*)"/.exec(opening[4]);
      out.push(`${prefix}${opening[1]}${opening[2]}${opening[3]}${title ? ` title="${title[1]}"` : ''}`);
      continue;
    }
    if (isMdx && /^(import|export)\s/.test(raw)) continue;
    const admonition = /^:::(\w+)(?:\[([^\]]*)\]|\s+(.+))?\s*$/.exec(raw);
    if (admonition && !quote) {
      const label = admonition[2] ?? admonition[3] ?? admonitionLabels[admonition[1]] ?? admonition[1];
      out.push(`> **${label.trim()}**`, '>');
      quote = true;
      continue;
    }
    if (quote && /^:::\s*$/.test(raw)) {
      quote = false;
      continue;
    }
    const component = /^\s*<([A-Z]\w*)\b([\s\S]*?)\/>\s*$/.exec(raw);
    if (component) {
      const render = input.components[component[1]];
      if (!render) throw new Error(`${input.source}: no Markdown renderer for <${component[1]}>`);
      const rendered = render(stringProps(component[2]));
      for (const line of rendered.split('\n'))
        out.push(prefix + outsideInlineCode(line, (part) => rewriteLinks(part, where)));
      continue;
    }
    // A `div` that only wraps Markdown for its look (`<div className="nm-cards">`): the twin
    // keeps what it wraps.
    if (/^\s*<\/?div\b[^>]*>\s*$/.test(raw)) continue;
    if (/^\s*<\/?[A-Z]/.test(raw)) throw new Error(`${input.source}: JSX the twin cannot render: ${raw.trim()}`);
    let line = outsideInlineCode(raw, (part) => part.replace(/\s*\{#[\w-]+\}\s*$/, ''));
    if (/<\/?(p|code|a|strong|b|em|i|br|wbr|h[1-6]|span)\b/.test(line)) line = htmlToMarkdown(line);
    line = outsideInlineCode(line, (part) => rewriteLinks(part, where));
    out.push(line ? prefix + line : quote ? '>' : '');
  }
  if (fence) throw new Error(`${input.source}: a code fence is never closed`);

  const markdown = out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  // The page's title, then its description as a quote (unless the text opens with it,
  // as a generated page's summary does), then its text.
  const [, heading = `# ${input.title}`, rest = markdown] = markdown.match(/^(# [^\n]*)\n*([\s\S]*)$/) ?? [];
  const plain = (text) => text.replace(/`/g, '').replace(/\s+/g, ' ');
  const said = input.description && plain(rest).includes(plain(input.description).replace(/…$/, ''));
  const lead = [heading, ''];
  if (input.description && !said) lead.push(`> ${input.description}`, '');
  return `${[...lead, rest].join('\n').trim()}\n`;
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
  const stop = flat.slice(40, max).search(/[.!?](\s|$)/);
  return stop === -1 ? `${flat.slice(0, max - 1).trimEnd()}…` : flat.slice(0, 40 + stop + 1);
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
