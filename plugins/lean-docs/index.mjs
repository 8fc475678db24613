/**
 * The docs plugin (@docusaurus/plugin-content-docs), wrapped so that every docs
 * page loads less of what it never reads.
 *
 * Every docs page loads the version's route props (`p/docs-<hash>.json`): the
 * sidebar, and a map of every doc's id, title, description and sidebar. In the
 * theme only `DocCard` (the cards of `DocCardList` and of generated category
 * index pages) reads that map; this site uses neither, and with 166 pages the
 * map is about three quarters of the file (about 6 KB of the 8.5 KB served with
 * brotli). The wrapper drops it, and drops the sidebar links' `docId` (read by
 * `DocCard` only) and `unlisted: false` (the theme tests `unlisted` for truth).
 *
 * The plugin's global data, in the `main.js` of every page, also lists every
 * doc's id, path and sidebar (about 1.3 KB of it with brotli). In the theme
 * that list tells the navbar's "Documentation" item (`DocSidebarNavbarItem`)
 * whether the page is a doc of its sidebar, and serves the version dropdown
 * and the navbar items of `type: 'doc'`, which this site does not use. The
 * wrapper leaves it empty: the site's `NavbarItem/DocSidebarNavbarItem`
 * reads the sidebar from the route of the page instead (doc routes carry it).
 *
 * Everything else is the docs plugin as it is: its content, its routes, its
 * options and their validation. Adding `DocCardList` to a page, or a category
 * with a generated index, needs the map back; a navbar item of `type: 'doc'`
 * or a version dropdown needs the list.
 */
import docsPluginModule from '@docusaurus/plugin-content-docs';

/** @type {any} */
const docsPlugin = docsPluginModule;
const pluginContentDocs = docsPlugin.default ?? docsPlugin;

/**
 * A sidebar as the theme needs it: the same items, without the fields only
 * `DocCard` reads.
 * @param {any[]} items
 * @returns {any[]}
 */
export function leanSidebarItems(items) {
  return items.map((item) => {
    const lean = {...item};
    delete lean.docId;
    if (!lean.unlisted) delete lean.unlisted;
    return Array.isArray(item.items) ? {...lean, items: leanSidebarItems(item.items)} : lean;
  });
}

/**
 * The version prop a docs route carries, without the map of every doc.
 * @param {any} version
 */
export function leanVersionProps(version) {
  const {docsSidebars, ...rest} = version;
  delete rest.docs;
  return {
    ...rest,
    docsSidebars: Object.fromEntries(
      Object.entries(docsSidebars ?? {}).map(([id, items]) => [id, leanSidebarItems(/** @type {any[]} */ (items))]),
    ),
  };
}

/**
 * A route of the docs plugin with its version props made lean, at any depth.
 * @param {any} route
 * @returns {any}
 */
export function leanRoute(route) {
  const version = route.props?.version;
  return {
    ...route,
    ...(version?.docsSidebars ? {props: {...route.props, version: leanVersionProps(version)}} : {}),
    ...(Array.isArray(route.routes) ? {routes: route.routes.map(leanRoute)} : {}),
  };
}

/**
 * The plugin's global data without the list of every doc.
 * @param {any} data
 */
export function leanGlobalData(data) {
  return {...data, versions: data.versions.map((/** @type {any} */ version) => ({...version, docs: []}))};
}

/**
 * @param {import('@docusaurus/types').LoadContext} context
 * @param {any} options
 */
export default async function leanDocs(context, options) {
  const plugin = await pluginContentDocs(context, options);
  return {
    ...plugin,
    /** @param {any} args */
    contentLoaded: (args) =>
      plugin.contentLoaded?.({
        ...args,
        actions: {
          ...args.actions,
          addRoute: (/** @type {any} */ route) => args.actions.addRoute(leanRoute(route)),
          setGlobalData: (/** @type {any} */ data) => args.actions.setGlobalData(leanGlobalData(data)),
        },
      }),
  };
}

leanDocs.validateOptions = docsPlugin.validateOptions;
