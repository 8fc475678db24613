/**
 * A fenced code block of the docs and the blog, as one element React owns: the
 * stock container's element (as src/theme/CodeBlock/Container writes it), whose inside (title, `pre`,
 * `code` and the highlighted lines) is one HTML string React writes once and
 * never rebuilds. The markup and classes are those of the stock
 * `CodeBlock/Layout` and `CodeBlock/Content`, so the theme's styles apply.
 *
 * What the stock block does with React on every block of the page, the site
 * does once for the page: the copy and word-wrap buttons are added, and
 * answered, by ./buttons.ts (one listener for the
 * document, no observer or state per block). The stock block also measured
 * every block on load to know whether to offer word wrap, which laid out the
 * whole article; here a block is measured when the reader points at it or
 * moves the focus into it.
 *
 * Used by src/theme/CodeBlock for every block whose code is text: the
 * tokens plugins/code-highlight made at build time colour it (every fenced
 * block in Markdown has them); a block without them is shown uncoloured.
 *
 * The API names plugins/code-highlight found in a TypeScript or JavaScript
 * block (`names`) are links to their reference anchor (`#anchor` alone on the
 * page that documents them). Where the build gave a name its type and
 * description (outside the API reference), the link is described by a popup
 * that CSS shows on hover and on keyboard focus (`.nm-name` in
 * src/css/custom.css) and ./popups.ts places in the window. While the server renders, the links and their anchors
 * are registered for the build's broken link and anchor checks; a click on one
 * changes page through the router. A sample that shows a mistake (`errors`)
 * has each compiler error underlined and its message under its line.
 */
import React, {useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory, useLocation} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import {
  errorsForShownCode,
  escapeHtml,
  linesHtml,
  namesForShownCode,
  tokensForShownCode,
} from '@site/src/lib/code-tokens.mjs';
import {followLink} from '../StaticIsland';
import {BLOCK_CLASS, addButtonsWhenIdle} from './buttons';
import './popups';

import containerStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';
import layoutStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';

export type StaticCodeBlockProps = {
  /** The code as written in the Markdown, magic comments included. */
  code: string;
  /** What plugins/code-highlight encoded for that code, if it did. */
  tokens?: string;
  /** The API names plugins/code-highlight found in that code, if any. */
  names?: string;
  /** The compiler's errors, for a sample that shows a mistake. */
  errors?: string;
  className?: string;
  metastring?: string;
  title?: ReactNode;
  language?: string;
  showLineNumbers?: boolean | number;
};

export default function StaticCodeBlock({
  code,
  tokens,
  names,
  errors,
  className,
  metastring,
  title,
  language,
  showLineNumbers,
}: StaticCodeBlockProps): ReactNode {
  const {prism} = useThemeConfig();
  const reference = useBaseUrl('/docs/api/');
  const {pathname} = useLocation();
  const history = useHistory();
  const brokenLinks = useBrokenLinks();
  const blockId = useId();
  // A block rendered while the page hydrates keeps the server's markup: React does not
  // compare or rewrite an element's inner HTML when it hydrates it, so the block's lines
  // are not built again in the browser (41 blocks on the Engine page). A block first
  // rendered after that, on a page the router shows, builds them; so does a block that
  // finds itself empty once committed (React rendered it afresh, without the server's
  // markup, after a mismatch it could not hydrate).
  const isBrowser = useIsBrowser();
  const [hydrating, setHydrating] = useState(
    () => typeof window !== 'undefined' && Boolean(process.env.HYDRATE_CLIENT_ENTRY) && !isBrowser,
  );
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (hydrating && !element.current?.hasChildNodes()) setHydrating(false);
  }, [hydrating]);
  const {html, containerClass, targets} = useMemo(() => {
    const metadata = createCodeBlockMetadata({
      code,
      className,
      metastring,
      magicComments: prism.magicComments,
      defaultLanguage: prism.defaultLanguage,
      language,
      title,
      showLineNumbers,
    });
    const containerClass = clsx(metadata.className, BLOCK_CLASS);
    if (hydrating) return {targets: new Set<string>(), containerClass, html: {__html: ''}};
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
            const pagePath = `${reference}${page}`;
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
      containerClass,
      html: {
        __html:
          titleMarkup +
          `<div class="${layoutStyles.codeBlockContent}">` +
          // A scrollable region must be reachable by keyboard (as in the stock block).
          `<pre tabindex="0" class="${preClass}"><code class="${codeClass}"${counter}>${linesMarkup}</code></pre>` +
          `</div>`,
      },
    };
  }, [
    code,
    tokens,
    names,
    errors,
    className,
    metastring,
    title,
    language,
    showLineNumbers,
    prism,
    reference,
    pathname,
    blockId,
    hydrating,
  ]);
  // While the server renders: the links, as Link registers its own.
  if (typeof window === 'undefined') for (const href of targets) brokenLinks.collectLink(href);
  useEffect(addButtonsWhenIdle, []);
  return (
    // The stock container's element and classes (src/theme/CodeBlock/Container), with a ref.
    <div
      ref={element}
      className={clsx(containerClass, containerStyles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
      dangerouslySetInnerHTML={html}
      onClick={names === undefined ? undefined : (event) => followLink(event, history)}
    />
  );
}
