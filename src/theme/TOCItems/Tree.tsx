/**
 * Ejected from @docusaurus/theme-classic 3.8.1 (`TOCItems/Tree`), because the
 * stock tree renders each entry with `@docusaurus/Link`. For a link to an
 * anchor of the same page, Link renders a plain `<a>` anyway, but it still
 * runs its hooks and sets up an IntersectionObserver per link, to prefetch a
 * route that is the page already shown. The API reference has pages with
 * hundreds of entries (over 400 on `Interface/EventCallbacks`), where that work
 * lengthened the blocking time after load. Entries are plain `<a>` elements
 * now, with the same markup and the same behaviour on click.
 */
import {memo, type ReactNode} from 'react';
import type {Props} from '@theme/TOCItems/Tree';

function TOCItemTree({toc, className, linkClassName, isChild}: Props): ReactNode {
  if (!toc.length) {
    return null;
  }
  return (
    <ul className={isChild ? undefined : className}>
      {toc.map((heading) => (
        <li key={heading.id}>
          {/* eslint-disable-next-line @docusaurus/no-html-links -- a link to this page's own anchor (see the header) */}
          <a
            href={`#${heading.id}`}
            className={linkClassName ?? undefined}
            // The headings' HTML comes from our own Markdown, as in the stock tree.
            dangerouslySetInnerHTML={{__html: heading.value}}
          />
          <TOCItemTree isChild toc={heading.children} className={className} linkClassName={linkClassName} />
        </li>
      ))}
    </ul>
  );
}

// Memoizing the root is enough, as in the stock tree.
export default memo(TOCItemTree);
