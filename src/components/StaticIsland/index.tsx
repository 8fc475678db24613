/**
 * A run of an article's plain content (prose, headings, signatures, lists,
 * tables, links), written as HTML at build time (plugins/static-islands) and
 * rendered with `dangerouslySetInnerHTML`: React creates and hydrates this one
 * element, not the thousands inside it. The element takes no box of its own
 * (`display: contents`, src/css/custom.css), so the page lays out as if its
 * children were the article's.
 *
 * What `@docusaurus/Link` does for each link, the island does for the links of
 * its HTML:
 * - while the server renders the page, it registers their paths and the ids of
 *   the HTML for the build's broken link and anchor checks;
 * - a click on a link to another page of the site changes page through the
 *   router, without loading a document;
 * - such a link is preloaded when hovered, focused or touched, and prefetched
 *   once it scrolls into view (when the browser is idle).
 * Links to files (a page's `.md` twin, `llms.txt`), to other sites and to
 * anchors of the same page are left to the browser.
 *
 * In the browser the page's module holds no HTML for the page the browser
 * opened (plugins/static-islands/hoist.mjs, ./html.ts): `html` is undefined and
 * the island keeps the elements the server wrote, which React does not touch
 * while it hydrates an element with `dangerouslySetInnerHTML` (it renders an
 * empty string, which it compares with nothing). When the page is left, the
 * island's element is kept by its key `k`, and a later move back to the page
 * puts those nodes into the new element before the browser paints it.
 */
import React, {useEffect, useLayoutEffect, useMemo, useRef, type ReactNode, type SyntheticEvent} from 'react';
import {useHistory} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

/** `&amp;`, `&#x26;` and the like, in an attribute value, as text. */
function decodeAttribute(value: string): string {
  return value.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(amp|quot|lt|gt|apos));/gi, (_, hex, dec, name) => {
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    if (dec) return String.fromCodePoint(Number(dec));
    return {amp: '&', quot: '"', lt: '<', gt: '>', apos: "'"}[(name as string).toLowerCase()]!;
  });
}

/** The values of an attribute in an HTML string (written by the build: double quotes). */
function attributeValues(html: string, name: string): string[] {
  return Array.from(html.matchAll(new RegExp(`\\s${name}="([^"]*)"`, 'g')), (m) => decodeAttribute(m[1]!));
}

/** Where a link leads when it is a page of this site for the router, or null. */
function routeOf(link: Element | null): HTMLAnchorElement | null {
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const href = link.getAttribute('href');
  if (!href || href.startsWith('#') || link.origin !== window.location.origin) return null;
  // A file rather than a page: a Markdown twin, `llms.txt`, an image.
  if (/\.[a-z0-9]+$/i.test(link.pathname)) return null;
  return link;
}

const linkOf = (event: SyntheticEvent) => (event.target instanceof Element ? event.target.closest('a') : null);

/**
 * A plain click on a link to another page of the site changes page through the
 * router, as `@docusaurus/Link` does; any other click is left to the browser.
 * Used by the islands and by the code blocks (src/components/StaticCodeBlock),
 * whose HTML holds links too.
 */
export function followLink(event: React.MouseEvent, history: ReturnType<typeof useHistory>): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = routeOf(linkOf(event));
  if (!link) return;
  event.preventDefault();
  history.push(link.pathname + link.search + link.hash);
}

/** The elements of the islands of pages left since the document loaded, by key. */
const keptIslands = new Map<string, HTMLDivElement>();

// A layout effect runs only in the browser; the server would warn of one.
const useLayoutEffectInBrowser = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export default function StaticIsland({html, k}: {html?: string; k?: string}): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const preloaded = useRef(new Set<string>());
  const history = useHistory();
  const brokenLinks = useBrokenLinks();
  const content = useMemo(() => ({__html: html ?? ''}), [html]);
  // The first island of a page names the page's HTML file (./html.ts looks for it).
  const page = k?.endsWith(':0') ? k.slice(0, -2) : undefined;

  useLayoutEffectInBrowser(() => {
    const island = ref.current;
    if (!island || !k) return undefined;
    if (html === undefined && !island.hasChildNodes()) {
      const kept = keptIslands.get(k);
      if (kept) island.append(...Array.from(kept.childNodes));
    }
    return () => {
      keptIslands.set(k, island);
    };
  }, [html, k]);

  // While the server renders: the links and anchors, as Link and Heading register theirs.
  if (typeof window === 'undefined' && html !== undefined) {
    for (const href of attributeValues(html, 'href')) {
      if (href.startsWith('#') || (href.startsWith('/') && !href.startsWith('//'))) brokenLinks.collectLink(href);
    }
    for (const id of attributeValues(html, 'id')) brokenLinks.collectAnchor(id);
  }

  // Prefetch the pages of the links that scroll into view, once the browser is idle.
  useEffect(() => {
    const island = ref.current;
    if (!island || !('IntersectionObserver' in window)) return undefined;
    let observer: IntersectionObserver | undefined;
    const start = () => {
      const links = Array.from(island.querySelectorAll('a[href]')).filter((link) => routeOf(link));
      if (links.length === 0) return;
      observer = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer!.unobserve(entry.target);
          // Docusaurus finds a route's code by its path alone.
          const link = routeOf(entry.target);
          if (link) window.docusaurus.prefetch(link.pathname);
        }
      });
      for (const link of links) observer.observe(link);
    };
    // Safari has no requestIdleCallback.
    const idle = typeof requestIdleCallback === 'function';
    const handle = idle ? requestIdleCallback(start) : window.setTimeout(start, 200);
    return () => {
      if (idle) cancelIdleCallback(handle);
      else window.clearTimeout(handle);
      observer?.disconnect();
    };
  }, [html]);

  const preload = (event: SyntheticEvent) => {
    const path = routeOf(linkOf(event))?.pathname;
    if (path && !preloaded.current.has(path)) {
      preloaded.current.add(path);
      window.docusaurus.preload(path);
    }
  };
  const navigate = (event: React.MouseEvent) => followLink(event, history);
  return (
    <div
      ref={ref}
      className="nm-island"
      data-islands={page}
      dangerouslySetInnerHTML={content}
      onClick={navigate}
      onMouseOver={preload}
      onFocus={preload}
      onTouchStart={preload}
    />
  );
}
