/**
 * A code block's inside as HTML (title, `pre`, `code` and the highlighted
 * lines), from its code and what plugins/code-highlight made for it at build
 * time. The markup and classes are those of the stock `CodeBlock/Layout` and
 * `CodeBlock/Content`, so the theme's styles apply.
 *
 * The server renders every block with it. In the browser it is needed only for
 * a block shown after the page has hydrated (a page the router shows), never
 * for the blocks of the page a reader opens, which keep the server's markup;
 * so the browser loads it on its own (./renderer.ts), after the page has
 * loaded, and not before the page's first paint.
 */
import {createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import type {StaticCodeBlockProps} from './index';
import clsx from 'clsx';
import {
  errorsForShownCode,
  escapeHtml,
  linesHtml,
  namesForShownCode,
  tokensForShownCode,
} from '@site/src/lib/code-tokens.mjs';

import layoutStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';

/** The block's props (./index.tsx), and what the writer needs of the site and the page. */
export type RenderInput = StaticCodeBlockProps & {
  prism: {magicComments: Parameters<typeof createCodeBlockMetadata>[0]['magicComments']; defaultLanguage?: string};
  /** The reference's base path (`/docs/api/`) and the page's path, for the names' links. */
  reference: string;
  pathname: string;
  /** Unique on the page: the names' popups take their ids from it. */
  blockId: string;
};

/** The block's inside, and the links it holds (for the build's broken link check). */
export function renderCodeBlock(input: RenderInput): {html: string; targets: Set<string>} {
  const {code, tokens, names, errors, prism, reference, pathname, blockId} = input;
  const metadata = createCodeBlockMetadata({
    code,
    className: input.className,
    metastring: input.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: input.language,
    title: input.title,
    showLineNumbers: input.showLineNumbers,
  });
  const written = code.replace(/\r?\n$/, '');
  const lines =
    (tokens === undefined ? undefined : tokensForShownCode(tokens, written, metadata.code)) ??
    metadata.code.split(/\r\n|\r|\n/).map((text) => (text ? [{types: ['plain'], content: text}] : []));
  const here = pathname.replace(/\/$/, '');
  const targets = new Set<string>();
  const nameLinks =
    names === undefined
      ? []
      : namesForShownCode(names, written, metadata.code, (target, index) => {
          const [key, type, description] = typeof target === 'string' ? [target] : target;
          const [page, anchor] = key!.split('#');
          // A key is a page of the reference (`nodemod/Interface/Engine`), or a site path
          // (`/docs/messages/…`, a user message's page).
          const pagePath = page!.startsWith('/')
            ? `${reference.slice(0, -'/docs/api/'.length)}${page}`
            : `${reference}${page}`;
          const href = anchor && pagePath === here ? `#${anchor}` : `${pagePath}${anchor ? `#${anchor}` : ''}`;
          targets.add(href);
          if (!type) return {href};
          const about = description ? `<span class="nm-tip-about">${escapeHtml(description)}</span>` : '';
          return {
            href,
            tip: {id: `${blockId}n${index}`, html: `<span class="nm-tip-type">${escapeHtml(type)}</span>${about}`},
          };
        });
  const numbered = metadata.lineNumbersStart !== undefined;
  const linesMarkup = linesHtml(lines, {
    names: nameLinks,
    errors: errors === undefined ? [] : errorsForShownCode(errors, written, metadata.code),
    lineClassNames: metadata.lineClassNames,
    lineNumbers: numbered
      ? {line: lineStyles.codeLine!, number: lineStyles.codeLineNumber!, content: lineStyles.codeLineContent!}
      : undefined,
  });
  const codeClass = clsx(contentStyles.codeBlockLines, numbered && contentStyles.codeBlockLinesWithNumbering);
  const counter = numbered ? ` style="counter-reset:line-count ${metadata.lineNumbersStart! - 1}"` : '';
  // A title given as text (the `title="…"` of the fence) is written; any other is left out.
  const titleMarkup =
    typeof metadata.title === 'string' && metadata.title
      ? `<div class="${layoutStyles.codeBlockTitle}">${escapeHtml(metadata.title)}</div>`
      : '';
  const preClass = clsx('prism-code', `language-${metadata.language}`, contentStyles.codeBlock, 'thin-scrollbar');
  return {
    targets,
    html:
      titleMarkup +
      `<div class="${layoutStyles.codeBlockContent}">` +
      // A scrollable region must be reachable by keyboard (as in the stock block).
      `<pre tabindex="0" class="${preClass}"><code class="${codeClass}"${counter}>${linesMarkup}</code></pre>` +
      `</div>`,
  };
}
