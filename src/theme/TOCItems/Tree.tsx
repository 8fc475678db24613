/**
 * Ejected from @docusaurus/theme-classic 3.8.1 (`TOCItems/Tree`), not wrapped: the
 * stock tree renders each entry as React elements, with `@docusaurus/Link`, and
 * hydrates every one of them. Engine lists 155 methods and EventCallbacks 205
 * events in their tables of contents (over 600 elements each), and hydrating them
 * added about half a second of blocking time to those pages in Lighthouse's
 * throttled run. The list is written here as one HTML string (the same markup as
 * the stock tree: `ul`, `li` and plain `<a>` links to the page's anchors), which
 * React sets as the root list's content and does not walk on hydration. The
 * active entry is still marked by the stock highlighting, which finds the links in
 * the document by their class.
 */
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ReactNode} from 'react';
import type {Props} from '@theme/TOCItems/Tree';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The entries of one level of the tree, as HTML; a heading's value is HTML already. */
function itemsHtml(
  toc: Props['toc'],
  linkClassName: string | null | undefined,
): string {
  return toc
    .map((heading) => {
      const link = `<a href="#${escapeAttribute(heading.id)}"${
        linkClassName ? ` class="${escapeAttribute(linkClassName)}"` : ''
      }>${heading.value}</a>`;
      const children = heading.children.length
        ? `<ul>${itemsHtml(heading.children, linkClassName)}</ul>`
        : '';
      return `<li>${link}${children}</li>`;
    })
    .join('');
}

function TOCItemTree({toc, className, linkClassName}: Props): ReactNode {
  if (!toc.length) {
    return null;
  }
  // Developer provided the headings' HTML, so assume it's safe.
  return (
    <ul
      className={className}
      dangerouslySetInnerHTML={{__html: itemsHtml(toc, linkClassName)}}
    />
  );
}

// Memo only the tree root is enough
export default React.memo(TOCItemTree);
