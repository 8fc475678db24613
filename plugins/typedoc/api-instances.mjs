/**
 * The two TypeDoc runs behind the API reference, one per API. Used by
 * docusaurus.config.ts (through docusaurus-plugin-typedoc, which also adds
 * typedoc-docusaurus-theme). Options common to
 * both are in typedoc.json.
 */
import {readFileSync} from 'node:fs';

/** Plugins both runs load: the Markdown output and our local plugin. */
const typedocPlugins = ['typedoc-plugin-markdown', './plugins/typedoc/plugin.mjs'];

/** The modules of `@nodemod/core`, each at /docs/api/core/{module}/. */
export const coreModules = JSON.parse(readFileSync(new URL('./core-modules.json', import.meta.url), 'utf8')).modules;

/** `@nodemod/core`: one TypeDoc module per core module, at /docs/api/core/{module}/. */
export const coreApi = {
  id: 'api-core',
  plugin: typedocPlugins,
  name: '@nodemod/core',
  // The twelve modules; index.d.ts (the package entry) is described by the README.
  entryPoints: coreModules.map((m) => `./api-src/core/${m}.d.ts`),
  out: './docs/api/core',
  readme: './api-src/core/README.md',
  mergeReadme: true,
  // Class properties (the few static ones: `NodemodFile.PATHS`, …) each under a
  // heading of their own, like the methods, so their examples are code blocks and
  // their source link has a place.
  classPropertiesFormat: 'list',
  // References to the engine binding link to its pages.
  namespaceLinks: {namespace: 'nodemod', sources: './api-src/nodemod', url: '/docs/api/nodemod/'},
  sidebar: {autoConfiguration: true, pretty: true},
};

/** The engine binding: the global `nodemod` namespace, hoisted to top-level pages. */
export const nodemodApi = {
  id: 'api-nodemod',
  plugin: typedocPlugins,
  name: 'nodemod',
  entryPoints: ['./api-src/nodemod/index.d.ts'],
  out: './docs/api/nodemod',
  hoistNamespace: 'nodemod',
  // Events and engine structures read better with a heading per member: the
  // function-typed event members then show their parameters with descriptions.
  interfacePropertiesFormat: 'list',
  // Likewise enumeration members: a heading each, so search results and links
  // can land on a member (`FL#onground`).
  enumMembersFormat: 'list',
  readme: './api-src/nodemod/README.md',
  mergeReadme: true,
  sidebar: {autoConfiguration: true, pretty: true},
};
