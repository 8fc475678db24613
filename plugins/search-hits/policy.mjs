/**
 * What the site's search indexes, and how its box behaves: the options of
 * `@easyops-cn/docusaurus-search-local`, a local index built with the site and no
 * outside service. The policy is what it leaves out (`ignoreCssSelectors`), each with
 * why: the index holds every heading, every name a member is known by and the first
 * sentence of its description (plugins/search-summary marks the rest), not the
 * repeated words of tables, signatures and citations, so that it stays under its
 * budget (weight-budget.json) while every member is a result of its own.
 * docusaurus.config.ts passes it to the theme, wrapped by ./index.mjs and
 * ./compact-index.mjs.
 *
 * @satisfies {import('@easyops-cn/docusaurus-search-local').PluginOptions}
 */
export const searchOptions = {
  hashed: true,
  language: ['en'],
  indexDocs: true,
  indexBlog: true,
  indexPages: true,
  docsRouteBasePath: '/docs',
  blogRouteBasePath: '/blog',
  // Every heading is a result of its own, so a member name lands on its anchor.
  highlightSearchTermsOnTargetPage: true,
  explicitSearchResultPath: true,
  searchResultLimits: 8,
  searchResultContextMaxLength: 60,
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchBarPosition: 'right',
  // Code blocks are left out of the index, and on the generated API pages so is
  // everything but each heading, the line of its other names (HLSDK, Metamod, AMX
  // Mod X), the first paragraph of its description (after the signature, if
  // there is one) and, on EventCallbacks, the line that names its post event: every
  // member stays a result of its own, found by any of its names, while signatures,
  // parameter lists and longer notes, which would make the index several times
  // larger, are read on the page.
  ignoreCssSelectors: [
    // A result's path is made of the navbar's active item and the sidebar's open
    // categories: on a docs page "Documentation" adds nothing, and on an API page the
    // categories ("API reference › nodemod (engine binding) › Interfaces") pushed the
    // member out of view. Without them the path is the page's title and the section.
    'html.plugin-docs .navbar__link--active',
    'html[class*="docs-doc-id-api/"] .menu__list-item-collapsible .menu__link--active',
    // The site's keywords (themeConfig.metadata) are the same on every page: indexed,
    // they made each page a result of a search for "Metamod" or "plugins" alike.
    'meta[name="keywords"]',
    // "Copy page" and "View as Markdown", on every docs page.
    '.nm-page-actions',
    // The porting page's coverage table: figures per include file, which nobody searches for.
    '.nm-amxx-coverage',
    // The source citations of the guides (ReHLDS `sv_main.cpp:6402`, a link to a line at a
    // pinned commit): file names and line numbers, dozens a page, which nobody searches for.
    'html.plugin-docs article .markdown a[href^="https://github.com/"][href*="/blob/"]',
    // The groups of nodemod.eng and nodemod.dll (docs/api/nodemod-eng.md, nodemod-dll.md):
    // under each group's heading, a line of links to its members, each of which is a result
    // of its own on the Engine or DLL page.
    'html[class*="docs-doc-id-api/nodemod-eng"] article h2 + p',
    'html[class*="docs-doc-id-api/nodemod-dll"] article h2 + p',
    // The steps of a timeline (docs/guides/server-lifecycle.mdx): its headings, its opening
    // and the text around the timelines are indexed, the steps are read on the page.
    '.nm-timeline',
    // The porting page's form (its labels and button): the page's text says what it does.
    '.nm-port-plan',
    // The event finder's table and filter (docs/api/events.mdx): each event is a result of its
    // own on the reference's events page; its badges there (how often it fires, what
    // superseding gives) are the finder's words again.
    '.nm-event-finder',
    '.nm-event-filter',
    // and its text: the page is found by its title and description, which say what it holds.
    'html[class*="docs-doc-id-api/events"] article .markdown :is(p, ul)',
    '.nm-also > a[href*="/api/events#"]',
    '.nm-also > small',
    // The line of facts under each message of the errors index: the same few words (whether
    // it stops the server, the source line) 188 times; the message is found by its heading.
    '.nm-error-facts',
    // The include file under each name of the AMX Mod X guide's tables: the same few file
    // names 380 times; the guide's text names the include files where it matters.
    '.nm-amxx-include',
    // The user-message catalogue: each message is found by its page's title (its name and
    // game); its description, layouts, sends and samples, the same few words on 119 pages,
    // are read there, and the index's table and filter repeat the titles.
    'html[class*="docs-doc-id-messages/"] article .markdown > :not(header)',
    'html[class*="docs-doc-id-messages/"] meta[name="description"]',
    '.nm-message-table',
    '.nm-message-filters',
    '.theme-doc-markdown pre',
    'article .markdown pre',
    // The generated pages' content is in islands (plugins/static-islands): the page
    // description is the first island's first paragraph.
    ...['api/core/', 'api/nodemod/'].flatMap((prefix) => {
      const article = `html[class*="docs-doc-id-${prefix}"] article .markdown`;
      const kept =
        'h2, h3, h2 + p, h3 + p:not(.nm-signature, .nm-also), h3 + .nm-signature + p:not(.nm-also), ' +
        'h3 + .nm-also + p, h3 + .nm-signature + .nm-also + p, .nm-also, .nm-post, ' +
        'h3 + .nm-signature + .nm-also + .nm-post + p, h3 + .nm-also + .nm-post + p';
      return [
        `${article} > :not(header, .nm-island)`,
        `${article} > header + .nm-island > :not(${kept}, p:first-child)`,
        `${article} > .nm-island:not(header + .nm-island) > :not(${kept})`,
      ];
    }),
    // A member's description after its first sentence (plugins/search-summary), and the
    // labels of its line of other names ("HLSDK", "AMX Mod X"): the names themselves stay.
    '.nm-more',
    'html[class*="docs-doc-id-api/"] article :is(.nm-also, .nm-post) b',
    // The names of an inherited member (Entity's fields) are indexed once, on the page of
    // the member it inherits (Entvars).
    'html[class*="docs-doc-id-api/"] article .api-inherited',
    // Links to a member's source: the word "Source" under some 1,500 members.
    'html[class*="docs-doc-id-api/"] article a[href^="https://github.com/nodemod/"][href*="/blob/"]',
    // And where each is declared in api-src/ (`events.d.ts:123`), a link once the page's script runs.
    'html[class*="docs-doc-id-api/"] article .nm-also > a:not([href])',
    // The guide for AMX Mod X authors: its name tables are indexed by the AMX Mod X
    // names only: each row's NodeMod equivalents and notes are read on the page, and
    // the column heads ("AMX Mod X", "NodeMod", "Notes"), the same in its 26 tables, and
    // each table's caption, which repeats its section's heading, add nothing.
    'html[class*="docs-doc-id-guides/amx-mod-x"] article table :is(td, thead, caption)',
    // ReAPI's page of the same tables (docs/guides/reapi.mdx), the same way.
    'html[class*="docs-doc-id-guides/reapi"] article table :is(td, thead, caption)',
    // The name index's letters: the line of links to them and the heading of each letter's
    // table, 22 results of one letter each that no search is for.
    '.nm-name-letters',
    'html[class*="docs-doc-id-api/names"] article h2[id^="names-"]',
    // The name index: its names are found on the members themselves.
    'html[class*="docs-doc-id-api/names"] article table',
  ],
};
