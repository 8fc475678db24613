/**
 * Ejected from @docusaurus/theme-classic 3.8.1 (`Heading`), not wrapped: a
 * wrapper cannot change the markup inside the stock component: the link after each heading loses its `title` attribute. The
 * attribute repeated the link's accessible name (`aria-label`) on every
 * heading, and the API reference has pages with hundreds of headings, where it
 * alone weighed about 20 KB of HTML. The link is also a plain `<a>`, not
 * `@docusaurus/Link`: for an anchor of the same page Link renders a plain `<a>`
 * too, but runs its hooks and an IntersectionObserver per heading to prefetch
 * the page already shown, work that lengthened the blocking time after load on
 * the largest API pages. And a heading under a navbar that hides on scroll (this
 * site's) has only the `anchor` class, which carries its scroll margin, not a
 * second class of its own; under a navbar that stays, the second class is the
 * global `anchor-sticky`, not a CSS-module name, so that the headings the build
 * writes as HTML (plugins/static-islands) can carry it too. Everything else is
 * as in Docusaurus 3.8.1: no id on `h1`, the anchor registered for the
 * broken-anchor check, scroll margins for the navbar (from our own style
 * sheet), and the `hash-link` that appears on hover or focus. The link's name is
 * the heading's text even when the heading holds code or other elements (the
 * stock component falls back to the id then, a name no reader can use).
 */
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useThemeConfig} from '@docusaurus/theme-common';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {Props} from '@theme/Heading';

// Global rules only: the anchors' scroll margins and the hash link.
import './styles.module.css';

/** The text of a heading's children, for its link's accessible name. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (React.isValidElement<{children?: ReactNode}>(node))
    return textOf(node.props.children);
  return '';
}

export default function Heading({as: As, id, ...props}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  const {
    navbar: {hideOnScroll},
  } = useThemeConfig();
  // H1 headings do not need an id because they don't appear in the TOC.
  if (As === 'h1' || !id) {
    return <As {...props} id={undefined} />;
  }

  brokenLinks.collectAnchor(id);

  const anchorTitle = translate(
    {
      id: 'theme.common.headingLinkTitle',
      message: 'Direct link to {heading}',
      description: 'Title for link to heading',
    },
    {
      heading: textOf(props.children).trim() || id,
    },
  );

  return (
    <As
      {...props}
      className={clsx(
        'anchor',
        !hideOnScroll && 'anchor-sticky',
        props.className,
      )}
      id={id}>
      {props.children}
      {/* eslint-disable-next-line @docusaurus/no-html-links -- a link to this page's own anchor (see the header) */}
      <a className="hash-link" href={`#${id}`} aria-label={anchorTitle}>
        &#8203;
      </a>
    </As>
  );
}
