/**
 * Ejected from @docusaurus/theme-classic 3.8.1 (`BlogSidebar/Content`), not wrapped:
 * the stock sidebar labels each year group with an `h3`.
 * The sidebar comes before the post in the page, so every blog page would start
 * its outline with an h3 ahead of its h1, which breaks the heading order that
 * screen-reader users navigate by. This version labels each group with its year
 * as plain text tied to the group by `aria-labelledby`; the grouping by year is
 * otherwise the stock one. Upstream: facebook/docusaurus#11261 (the sidebar's
 * `h3` is found before the page's `h1`).
 * See src/theme/README.md for the swizzling policy.
 */
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */
import React, {memo, useId, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {groupBlogSidebarItemsByYear} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogSidebar/Content';

function BlogSidebarYearGroup({
  year,
  yearGroupHeadingClassName,
  children,
}: {
  year: string;
  yearGroupHeadingClassName?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <p id={id} className={yearGroupHeadingClassName}>
        {year}
      </p>
      {children}
    </div>
  );
}

function BlogSidebarContent({
  items,
  yearGroupHeadingClassName,
  ListComponent,
}: Props): ReactNode {
  const themeConfig = useThemeConfig();
  if (themeConfig.blog.sidebar.groupByYear) {
    const itemsByYear = groupBlogSidebarItemsByYear(items);
    return (
      <>
        {itemsByYear.map(([year, yearItems]) => (
          <BlogSidebarYearGroup
            key={year}
            year={year}
            yearGroupHeadingClassName={yearGroupHeadingClassName}>
            <ListComponent items={yearItems} />
          </BlogSidebarYearGroup>
        ))}
      </>
    );
  } else {
    return <ListComponent items={items} />;
  }
}

export default memo(BlogSidebarContent);
