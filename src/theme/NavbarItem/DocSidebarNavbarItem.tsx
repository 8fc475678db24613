/**
 * Ejected from @docusaurus/theme-classic 3.8.1 (`NavbarItem/DocSidebarNavbarItem`),
 * not wrapped: the stock item knows whether the page is a doc of its sidebar from
 * the docs plugin's global data: a list of every doc's id, path and sidebar,
 * shipped in the `main.js` of every page. plugins/lean-docs empties that list.
 * The item now finds the page's route in the site's routes (the route of a doc
 * carries its sidebar, as the docs plugin creates it) and is active when that
 * route is in its sidebar: the same answer, from data every page has already.
 */
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ReactNode} from 'react';
import {matchPath, useLocation} from '@docusaurus/router';
import routes from '@generated/routes';
import {useLayoutDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props} from '@theme/NavbarItem/DocSidebarNavbarItem';

type Route = {
  path: string;
  exact?: boolean;
  strict?: boolean;
  sidebar?: string;
  routes?: Route[];
};

// The sidebar of the route that renders `pathname`: the first route matching at each
// level, as react-router-config's matchRoutes picks them.
function routeSidebar(
  candidates: Route[],
  pathname: string,
): string | undefined {
  const route = candidates.find((candidate) => matchPath(pathname, candidate));
  if (!route) {
    return undefined;
  }
  return route.routes ? routeSidebar(route.routes, pathname) : route.sidebar;
}

export default function DocSidebarNavbarItem({
  sidebarId,
  label,
  docsPluginId,
  ...props
}: Props): ReactNode {
  const {pathname} = useLocation();
  const sidebarLink = useLayoutDocsSidebar(sidebarId, docsPluginId).link;
  if (!sidebarLink) {
    throw new Error(
      `DocSidebarNavbarItem: Sidebar with ID "${sidebarId}" doesn't have anything to be linked to.`,
    );
  }
  return (
    <DefaultNavbarItem
      exact
      {...props}
      isActive={() => routeSidebar(routes as Route[], pathname) === sidebarId}
      label={label ?? sidebarLink.label}
      to={sidebarLink.path}
    />
  );
}
