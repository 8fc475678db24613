/**
 * Ejected from @docusaurus/theme-classic 3.8.1 (`TOCItems/Tree`), not wrapped: the
 * stock tree renders each entry with `@docusaurus/Link`. For a link to an
 * anchor of the same page, Link renders a plain `<a>` anyway, but it still runs
 * its hooks (site config, base URL, broken-link registration, refs) for each
 * entry while the page hydrates. The API reference has pages with over a
 * hundred entries (129 on `Interface/Entity`). Entries are plain `<a>` elements
 * now, with the same markup and the same behaviour on click.
 */
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ReactNode} from 'react';
import type {Props} from '@theme/TOCItems/Tree';

// Recursive component rendering the toc tree
function TOCItemTree({
  toc,
  className,
  linkClassName,
  isChild,
}: Props): ReactNode {
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
            // Developer provided the HTML, so assume it's safe.
            dangerouslySetInnerHTML={{__html: heading.value}}
          />
          <TOCItemTree
            isChild
            toc={heading.children}
            className={className}
            linkClassName={linkClassName}
          />
        </li>
      ))}
    </ul>
  );
}

// Memo only the tree root is enough
export default React.memo(TOCItemTree);
