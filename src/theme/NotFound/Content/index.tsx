/**
 * Ejected from @docusaurus/theme-classic 3.8.1 (`NotFound/Content`), not wrapped: the
 * stock text ends by asking the reader to contact the
 * owner of the site that linked them here, which is no help on a documentation
 * site. This version keeps the stock heading and layout and replaces that advice
 * with ways back into the site. It also sets the page title, which the stock
 * content leaves to its parent: under /docs/ the docs layout renders this
 * content for unknown paths without one.
 * See src/theme/README.md for the swizzling policy.
 */
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import {PageMetadata} from '@docusaurus/theme-common';
import type {Props} from '@theme/NotFound/Content';
import Heading from '@theme/Heading';

const waysBack = [
  {to: '/', label: 'Home page'},
  {to: '/docs/', label: 'Documentation'},
  {to: '/docs/api/', label: 'API reference'},
  {to: '/blog', label: 'Blog'},
];

export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata title="Page Not Found" />
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate
              id="theme.NotFound.title"
              description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            There is no page at this address. It may have moved, or the link
            that brought you here may be mistyped.
          </p>
          <nav aria-label="Ways back">
            <ul>
              {waysBack.map(({to, label}) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </main>
  );
}
