/**
 * Ejected from @docusaurus/theme-classic 3.8.1 (`TOC`), not wrapped: the class
 * of the table of contents' links is a constant of this file, which a wrapper
 * cannot change. The stock class pair (`table-of-contents__link toc-highlight`,
 * 46 bytes a link) is written on every entry: 210 on EventCallbacks and 155 on
 * Engine, about 7 KB of the heaviest pages' HTML. One short class takes its
 * place, styled as Infima styles the stock one (src/css/custom.css), and the
 * highlighting finds the links by it; it still differs from the inline and
 * collapsible tables' classes, so only this one is highlighted.
 */
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import TOCItems from '@theme/TOCItems';
import type {Props} from '@theme/TOC';

import styles from './styles.module.css';

// Using a custom className
// This prevents TOCInline/TOCCollapsible getting highlighted by mistake
const LINK_CLASS_NAME = 'nm-toc';
const LINK_ACTIVE_CLASS_NAME = 'table-of-contents__link--active';

export default function TOC({className, ...props}: Props): ReactNode {
  return (
    <div className={clsx(styles.tableOfContents, 'thin-scrollbar', className)}>
      <TOCItems
        {...props}
        linkClassName={LINK_CLASS_NAME}
        linkActiveClassName={LINK_ACTIVE_CLASS_NAME}
      />
    </div>
  );
}
