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
 *
 * The block's inside is written by ./render.ts. The server has it in its
 * bundle; the browser needs it only for a block shown after the page has
 * hydrated, so it loads it on its own chunk (./renderer.ts): at once for such a
 * block, which shows its code uncoloured until it arrives, and otherwise when
 * the browser is idle after the page has loaded.
 */
import React, {useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory, useLocation} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {followLink} from '../StaticIsland';
import {BLOCK_CLASS, addButtonsWhenIdle} from './buttons';
import {currentRenderer, loadRenderer, loadRendererWhenIdle} from './renderer';
import './popups';

import containerStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';
import layoutStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

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

/**
 * The block's language: the `language` prop, else the `language-…` class MDX
 * gives a fenced block, else the site's default, else `text`; lower case (as
 * `createCodeBlockMetadata` of @docusaurus/theme-common finds it).
 */
export function blockLanguage(
  className: string | undefined,
  language: string | undefined,
  defaultLanguage: string | undefined,
): string {
  const fromClass = className
    ?.split(' ')
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  return (language ?? fromClass ?? defaultLanguage ?? 'text').toLowerCase();
}

/** The block's classes, with its language's class when the given ones lack it. */
export function blockClassName(className: string | undefined, language: string): string {
  return clsx(className, !className?.includes(`language-${language}`) && `language-${language}`, BLOCK_CLASS);
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

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
  const [render, setRender] = useState(currentRenderer);
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (hydrating && !element.current?.hasChildNodes()) setHydrating(false);
  }, [hydrating]);
  useEffect(() => {
    if (hydrating) loadRendererWhenIdle();
    else if (!render) void loadRenderer().then((loaded) => setRender(() => loaded));
  }, [hydrating, render]);
  const lang = blockLanguage(className, language, prism.defaultLanguage);
  const {html, targets} = useMemo(() => {
    if (hydrating) return {targets: new Set<string>(), html: {__html: ''}};
    if (!render) {
      // Until the renderer has loaded: the code as written, uncoloured, in the same boxes.
      const pre = clsx('prism-code', `language-${lang}`, contentStyles.codeBlock, 'thin-scrollbar');
      return {
        targets: new Set<string>(),
        html: {
          __html:
            `<div class="${layoutStyles.codeBlockContent}"><pre tabindex="0" class="${pre}">` +
            `<code class="${contentStyles.codeBlockLines}">${escapeText(code.replace(/\r?\n$/, ''))}</code></pre></div>`,
        },
      };
    }
    const rendered = render({
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
    });
    return {targets: rendered.targets, html: {__html: rendered.html}};
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
    render,
    lang,
  ]);
  // While the server renders: the links, as Link registers its own.
  if (typeof window === 'undefined') for (const href of targets) brokenLinks.collectLink(href);
  useEffect(addButtonsWhenIdle, []);
  return (
    // The stock container's element and classes (src/theme/CodeBlock/Container), with a ref.
    <div
      ref={element}
      className={clsx(
        blockClassName(className, lang),
        containerStyles.codeBlockContainer,
        ThemeClassNames.common.codeBlock,
      )}
      dangerouslySetInnerHTML={html}
      onClick={names === undefined ? undefined : (event) => followLink(event, history)}
    />
  );
}
