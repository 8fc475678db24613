/**
 * Site configuration for nodemod.org.
 *
 * Written as a few named constants (environment switches, preset options, theme
 * configuration), each checked against its type with `satisfies`, and assembled at
 * the end. The values follow the product specification: title, tagline and URL,
 * the docs, blog and theme settings, and its constants (title delimiter `|`, base
 * path `/`, localStorage).
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Config, LoadContext} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {accessibleDark, accessibleLight} from './plugins/site-data/prism-themes.mjs';
import {corePackagePage, repositories} from './plugins/site-data/links';
import {coreApi, nodemodApi} from './plugins/typedoc/api-instances.mjs';
import redirects from './plugins/redirects/index.mjs';
import searchHits, {withCompactIndex} from './plugins/search-hits/index.mjs';
import codeHighlight from './plugins/code-highlight/index.mjs';
import rehypeCodeTokens from './plugins/code-highlight/rehype.mjs';
import rehypeStaticIslands from './plugins/static-islands/rehype.mjs';
import staticIslandsPlugin, {islandHtmlDir} from './plugins/static-islands/index.mjs';
import lazyRoutes from './plugins/lazy-routes/index.mjs';
import rehypeSearchSummary from './plugins/search-summary/rehype.mjs';
import rehypeTableCards from './plugins/table-cards/rehype.mjs';
import {chunkErrorNotice, malformedPathGuard} from './src/inline-scripts';
import {namedMembers} from './plugins/site-data/api-names';
import {memberSourceUrls} from './plugins/site-data/source-links';
import {htmlComponents} from './plugins/site-data/html-components';
import {sourceLink} from './plugins/site-data/links';
import {eventBadges} from './plugins/site-data/events';
import {memberSince} from './plugins/site-data/api-changes';
import themeStrings from './i18n/en/code.json';
import markdownTwins from './plugins/markdown-twins/index.mjs';
import portPlanDataPlugin from './plugins/port-plan-data/index.mjs';
import {portPlanData} from './plugins/port-plan-data/data';
import leanDocs from './plugins/lean-docs/index.mjs';
import leanRegistry from './plugins/lean-registry/index.mjs';
import entryFiles from './plugins/entry-files/index.mjs';
import userMessages, {
  pagesFolder as messagePagesFolder,
  writer as messagePagesSource,
} from './plugins/user-messages/index.mjs';
import {optionsInNode} from './plugins/options-in-node.mjs';
import * as searchLocal from '@easyops-cn/docusaurus-search-local';
import * as blogPlugin from '@docusaurus/plugin-content-blog';
import * as sitemapPlugin from '@docusaurus/plugin-sitemap';
import {deployment} from './plugins/deploy/index.mjs';
import {lastUpdateFrontMatter} from './plugins/last-update/index.mjs';
import {sourceLinks} from './plugins/site-repository/index.mjs';
import * as typedocPlugin from 'docusaurus-plugin-typedoc';
import {searchOptions} from './plugins/search-hits/policy.mjs';

// ---------------------------------------------------------------------------
// Environment switches
// ---------------------------------------------------------------------------

/** Where the site is published; the sitemap and feeds use it for absolute links. */
const siteUrl = process.env.NODEMOD_SITE_URL ?? 'https://nodemod.org';
/** Base path; the specification fixes it at `/`. Overridable only for fault tests. */
const baseUrl = process.env.NODEMOD_BASE_URL ?? '/';

/**
 * The site's own repository, named nowhere in the sources: GitHub Actions' variables, or
 * the clone's origin when it is an https address of github.com; with neither, no page
 * links to it (plugins/site-repository, src/lib/site-repository.mjs). Read when the build
 * first asks. The API reference's pages are written by TypeDoc at build time: their
 * "Edit this page" leads to their declarations in api-src/ instead (plugins/typedoc).
 */
const siteSources = sourceLinks({
  siteDir: __dirname,
  generatedDocs: [...[coreApi.out, nodemodApi.out].map((out) => path.posix.relative('docs', out)), messagePagesFolder],
  // The user-message pages are written by one module: "Edit this page" leads there.
  writtenFrom: {[messagePagesFolder]: messagePagesSource},
});

/** The accessible name of the link after each heading (our English theme strings). */
const headingLinkTitle = themeStrings['theme.common.headingLinkTitle'].message;

/** Changing this id shows the bar again to readers who closed the previous one. */
const announcementId = 'nodemod-modernized-2025';

// ---------------------------------------------------------------------------
// Preset options
// ---------------------------------------------------------------------------

/**
 * Prism languages beyond those prism-react-renderer bundles. Code blocks are
 * highlighted at build time (plugins/code-highlight): the rehype plugin below
 * tokenizes every fenced block of the docs, the blog and the pages.
 */
const prismLanguages = ['bash', 'json', 'ini'];

/** A page of the API reference (generated by TypeDoc, or the name index), by its file. */
const isApiPage = (file: string) => file.split(path.sep).join('/').includes('/docs/api/');

/**
 * Each API member's other names and source link, keyed by `page#anchor`, for the
 * TypeDoc plugin's line under each member (plugins/typedoc/member-notes.mjs).
 * The plugin reads them from a file: Docusaurus sends every plugin option to the
 * browser with the site's configuration, and these would weigh on every page. The file
 * is in the folder of what the build derives (`generated/`, beside the post events),
 * which git ignores.
 */
const memberIndexFile = './generated/member-index.json';

/**
 * The API names in TypeScript and JavaScript blocks link to their reference anchor (from
 * the member index); outside the API reference each also shows its type and first
 * sentence on hover and focus. On the reference's own pages, links only.
 */
const codeTokensOptions = {
  languages: prismLanguages,
  themes: () => [accessibleLight, accessibleDark],
  apiNames: {
    root: __dirname,
    memberIndex: path.join(__dirname, memberIndexFile),
    hovers: (file: string) => !isApiPage(file),
  },
};
const rehypePlugins = [[rehypeCodeTokens, codeTokensOptions]];

/**
 * The runs of plain content written as HTML at build time, which React creates
 * and hydrates as one element each (plugins/static-islands): on the API
 * reference every run is one island; in guides and posts the headings stay
 * outside, so each heading is followed by its section's text for the search
 * index. The name index and the AMX Mod X tables are written from their data
 * (plugins/site-data/html-components.ts). Headings and links are written as the site's
 * `Heading` and `Link` render them.
 */
const staticIslands = [
  rehypeStaticIslands,
  {
    mode: (file: string) => (isApiPage(file) ? 'runs' : 'sections'),
    components: htmlComponents,
    baseUrl,
    trailingSlash: undefined,
    stickyNavbar: false,
    headingLinkLabel: (heading: string) => headingLinkTitle.replace('{heading}', heading),
    plainLinks: sourceLink,
    // The islands' HTML in a file the browser fetches only after a move to the page
    // (plugins/static-islands/hoist.mjs), not in the page's module.
    htmlDir: islandHtmlDir(__dirname),
  },
];

const searchSummary = [rehypeSearchSummary, {include: isApiPage}];

const docsOptions = {
  routeBasePath: 'docs',
  rehypePlugins: [...rehypePlugins, rehypeTableCards, searchSummary, staticIslands],
  path: 'docs',
  sidebarPath: './sidebars.ts',
  // "Last updated" with the date and commit, from git (plugins/last-update gives the date).
  showLastUpdateTime: true,
  // "Edit this page": a guide's own file in the site's repository, when there is one.
  editUrl: siteSources.editUrl,
  // Only the current version exists; it is labelled "Next" as the spec says.
  lastVersion: 'current',
  versions: {
    current: {label: 'Next'},
  },
} satisfies Preset.Options['docs'];

const blogOptions = {
  path: 'blog',
  rehypePlugins: [...rehypePlugins, rehypeTableCards, staticIslands],
  routeBasePath: 'blog',
  showReadingTime: true,
  authorsMapPath: 'authors.yml',
  tags: 'tags.yml',
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
  blogTitle: 'Blog',
  blogDescription: 'News about NodeMod, the Metamod plugin that runs Node.js inside Half-Life dedicated servers.',
  blogSidebarTitle: 'All posts',
  blogSidebarCount: 'ALL',
  feedOptions: {
    type: ['rss', 'atom'],
    title: 'NodeMod blog',
    description: 'News about NodeMod, the Metamod plugin that runs Node.js inside Half-Life dedicated servers.',
    copyright: `Copyright © 2025 the NodeMod Team.`,
    xslt: false,
  },
} satisfies Preset.Options['blog'];

const presetOptions = {
  // The docs plugin is added below, wrapped (plugins/lean-docs): its options are docsOptions.
  docs: false,
  // The blog and the sitemap are added below too: the deploy plugin follows what they write.
  blog: false,
  sitemap: false,
  pages: {
    // As a function with its options inside: the preset's options are shipped to the browser
    // with the site's config, and these hold the site's folder on the building machine.
    rehypePlugins: [() => rehypeCodeTokens(codeTokensOptions)],
  },
  theme: {
    customCss: './src/css/custom.css',
  },
} satisfies Preset.Options;

const sitemapOptions = {
  lastmod: null,
  changefreq: null,
  priority: null,
  ignorePatterns: ['/blog/page/**'],
  filename: 'sitemap.xml',
} satisfies Preset.Options['sitemap'];

/**
 * Old or guessed addresses that lead on to a page (plugins/redirects): `/docs/intro` is
 * where the stock Docusaurus site keeps its first doc, and where readers who know one
 * look for the introduction (served here at `/docs/`).
 */
const redirectOptions = {
  redirects: [{from: '/docs/intro', to: '/docs/'}],
};

/**
 * The deploy plugin (plugins/deploy): after every other post-build step, the nginx
 * Content-Security-Policy, the service worker and the precompressed files. The plugins
 * whose output it reads (the blog's feeds, the sitemap, the search index, the Markdown
 * twins) are given through `after`.
 */
const {after, plugin: deploy} = deployment({cspFile: 'deploy/nginx/csp.conf'});

// ---------------------------------------------------------------------------
// API reference: TypeDoc, one instance per API
// ---------------------------------------------------------------------------

// The two instances' options are in plugins/typedoc/api-instances.mjs, shared with the
// TypeDoc validation step of the tests; the options common to both are in
// typedoc.json, which TypeDoc reads itself.

// ---------------------------------------------------------------------------
// Search: a local index built with the site (its policy: plugins/search-hits/policy.mjs)
// ---------------------------------------------------------------------------

// ---------------------------------------------------------------------------
// Markdown twins and llms.txt (plugins/markdown-twins)
// ---------------------------------------------------------------------------

/**
 * What `/llms.txt` and `/llms-full.txt` say before their list of pages. The
 * plugin is given as a function so that these and the component renderers stay
 * in Node (plugin options are shipped to the browser).
 */
const markdownTwinOptions = {
  summary:
    'NodeMod is a Metamod plugin that runs Node.js inside a Half-Life 1 (GoldSrc) dedicated server, ' +
    "so that server plugins are written in TypeScript or JavaScript instead of AMX Mod X's Pawn.",
  details:
    'Plugins use two APIs: the engine binding `nodemod` (the engine and game DLL functions, their events, ' +
    'the entity structures and the HLSDK constants) and the helper library `@nodemod/core` (commands, ' +
    'cvars, entities, events, files, menus, messages, players, resources, sounds, traces and utilities). ' +
    'Every link below is the Markdown version of a page of this site; the page itself is the same address ' +
    'without `.md`. The whole documentation in one file is at ' +
    `${siteUrl}${baseUrl}llms-full.txt.`,
  // A twin is written from the same HTML as the page (plugins/markdown-twins, componentNodes); the
  // interactive tools, which work on the page's HTML, have no Markdown form.
  components: {
    ...htmlComponents,
    ...Object.fromEntries(
      ['ErrorLineFinder', 'FlagDecoder', 'PortPlan', 'NameIndexFilter', 'EventFinderFilter', 'MessageFilter'].map(
        (name) => [name, () => []],
      ),
    ),
  },
  docsSidebar: 'tutorialSidebar',
};

// ---------------------------------------------------------------------------
// Code colours
// ---------------------------------------------------------------------------

// ---------------------------------------------------------------------------
// Theme configuration
// ---------------------------------------------------------------------------

const themeConfig = {
  image: 'img/nodemod-social-card.png',
  metadata: [{name: 'keywords', content: 'NodeMod, Half-Life, GoldSrc, HLDS, Metamod, Node.js, TypeScript, plugins'}],
  colorMode: {
    defaultMode: 'dark',
    disableSwitch: false,
    respectPrefersColorScheme: true,
  },
  docs: {
    // The specification: "Docs version choice persists in local storage".
    versionPersistence: 'localStorage',
    sidebar: {
      hideable: false,
      autoCollapseCategories: false,
    },
  },
  blog: {
    sidebar: {
      groupByYear: true,
    },
  },
  tableOfContents: {
    minHeadingLevel: 2,
    maxHeadingLevel: 3,
  },
  announcementBar: {
    id: announcementId,
    content:
      // Raw HTML, so the link is written with the base URL (the site may live under a path).
      `NodeMod has been modernized: read <a href="${baseUrl}blog/nodemod-modernized">what changed for plugin authors</a>.`,
    backgroundColor: '#1f3d2b',
    textColor: '#f2f7f3',
    isCloseable: true,
  },
  navbar: {
    title: 'NodeMod',
    hideOnScroll: true,
    style: 'dark',
    logo: {
      alt: 'NodeMod logo',
      src: 'img/logo.svg',
      width: 32,
      height: 32,
    },
    items: [
      {
        type: 'docSidebar',
        sidebarId: 'tutorialSidebar',
        label: 'Documentation',
        position: 'left',
      },
      {
        href: repositories.examples,
        label: 'Examples',
        position: 'left',
      },
      {to: '/blog', label: 'Blog', position: 'left'},
      {
        type: 'dropdown',
        label: 'GitHub',
        position: 'right',
        items: [
          {href: repositories.plugin, label: 'nodemod-goldsrc (the plugin)'},
          {href: repositories.core, label: 'core-goldsrc (@nodemod/core)'},
          {href: repositories.examples, label: 'examples-goldsrc (examples)'},
        ],
      },
    ],
  },
  footer: {
    style: 'dark',
    logo: {
      alt: 'NodeMod logo',
      src: 'img/logo.svg',
      href: '/',
      width: 48,
      height: 48,
    },
    links: [
      {
        title: 'Documentation',
        items: [
          {label: 'Introduction', to: '/docs/'},
          {label: 'Installation', to: '/docs/installation'},
          {label: 'Quick start', to: '/docs/guides/quick-start'},
          {label: 'Debugger', to: '/docs/guides/debugger'},
          {label: 'Examples', to: '/docs/examples/'},
          {label: 'API reference', to: '/docs/api/'},
        ],
      },
      {
        title: 'Repositories',
        items: [
          {label: 'nodemod-goldsrc', href: repositories.plugin},
          {label: 'core-goldsrc', href: repositories.core},
          {label: 'examples-goldsrc', href: repositories.examples},
        ],
      },
      {
        title: 'More',
        items: [
          {label: 'Blog', to: '/blog'},
          {label: '@nodemod/core on npm', href: corePackagePage},
        ],
      },
    ],
    copyright: `Copyright © 2025 the NodeMod Team.`,
  },
  // The classic theme requires a Prism theme here, and ships it to the browser with the
  // config; code is highlighted at build time with the site's themes, given to
  // plugins/code-highlight below, so the browser gets an empty one.
  prism: {
    theme: {plain: {}, styles: []},
    additionalLanguages: prismLanguages,
  },
} satisfies Preset.ThemeConfig;

// ---------------------------------------------------------------------------
// Head tags
// ---------------------------------------------------------------------------

/** Whether this process has written the files below (the first API plugin to start writes them). */
let apiInputsWritten = false;

/**
 * Writes what the two TypeDoc instances read besides `api-src/`: the post events of the
 * engine binding, derived from the pre events (plugins/typedoc/derive-post-events.mjs, an
 * ES module, so it runs in a process of its own), and the member index above. Called when
 * the first API plugin starts, not when this file is imported: a command that only reads
 * the configuration writes nothing.
 */
function writeApiInputs(): void {
  if (apiInputsWritten) return;
  apiInputsWritten = true;
  const derived = spawnSync(process.execPath, [path.join(__dirname, 'plugins', 'typedoc', 'derive-post-events.mjs')], {
    encoding: 'utf8',
  });
  if (derived.status !== 0) throw new Error(`plugins/typedoc/derive-post-events.mjs failed:\n${derived.stderr}`);
  mkdirSync(path.join(__dirname, path.dirname(memberIndexFile)), {recursive: true});
  writeFileSync(
    path.join(__dirname, memberIndexFile),
    JSON.stringify({
      names: Object.fromEntries([...namedMembers()].map(([target, member]) => [target, member.names])),
      sources: memberSourceUrls(),
      badges: eventBadges(),
      since: memberSince(),
    }),
  );
}

/** A TypeDoc instance of the API reference: docusaurus-plugin-typedoc, once its inputs are written. */
function apiReference(options: Record<string, unknown>) {
  const typedoc = optionsInNode(typedocPlugin, options);
  const plugin = (context: LoadContext, validated: unknown) => {
    writeApiInputs();
    // The site's repository, for each page's edit link and each member's declaration line.
    const siteRepository = siteSources.repository() ?? null;
    return typedoc(context, {...(validated as object), siteRepository} as never);
  };
  return Object.assign(plugin, {validateOptions: typedoc.validateOptions});
}

/**
 * Tags for every page's head, added by a plugin of the config's own (`injectHtmlTags`)
 * rather than the config's `headTags`: the config is sent to the browser with every
 * page, and the two inline scripts are only needed in the HTML.
 */
const headTags = [
  {tagName: 'script', attributes: {}, innerHTML: malformedPathGuard},
  {tagName: 'script', attributes: {}, innerHTML: chunkErrorNotice},
  {
    tagName: 'link',
    attributes: {rel: 'icon', type: 'image/png', sizes: '32x32', href: `${baseUrl}img/favicon-32.png`},
  },
  {
    tagName: 'link',
    attributes: {rel: 'apple-touch-icon', href: `${baseUrl}img/apple-touch-icon.png`},
  },
] satisfies Config['headTags'];

const headTagsPlugin = () => ({name: 'head-tags', injectHtmlTags: () => ({headTags})});

// ---------------------------------------------------------------------------
// Assembly
// ---------------------------------------------------------------------------

const config: Config = {
  title: 'NodeMod',
  tagline: 'Node.js for Half-Life, through Metamod',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl,
  titleDelimiter: '|',
  organizationName: 'nodemod',
  projectName: 'nodemod.org',
  // Set, and left undefined on purpose: the specification's routes end in a slash for an
  // index (/docs/, /docs/api/core/, /docs/examples/) and not for a page (/docs/installation),
  // which only `undefined` keeps (`true` or `false` would rewrite one kind). The build writes
  // each route to <route>/index.html and the sitemap lists it as written; deploy/nginx and
  // deploy/serve.mjs serve `/x` and `/x/` from x/index.html with no redirect, and a test
  // fetches every address of the sitemap from nginx (tests/browser/nginx.spec.ts).
  trailingSlash: undefined,

  // The specification keeps broken links, anchors and markdown links as
  // warnings; the test suite turns any such warning in the build log into a
  // failure, so none can land.
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  onBrokenMarkdownLinks: 'warn',
  onDuplicateRoutes: 'throw',
  markdown: {
    format: 'detect',
    // The last commit of each docs page's source (a generated API page's: its declaration files).
    parseFrontMatter: lastUpdateFrontMatter({root: __dirname, docsDir: 'docs'}),
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en'},
    },
  },

  future: {
    v4: true,
    experimental_faster: true,
  },

  // The service worker that keeps read pages for offline reading (production builds only),
  // and the page's target kept in view while the blocks around it are laid out.
  clientModules: [
    './src/service-worker/register.ts',
    './src/client/scroll-to-hash.ts',
    './src/client/sidebar-current.ts',
    './src/client/declaration-links.ts',
    './src/client/idle-prefetch.ts',
  ],
  presets: [['classic', presetOptions]],
  // Given as functions (plugins/options-in-node.mjs), so their options are not shipped to the browser.
  themes: [after(withCompactIndex(optionsInNode(searchLocal, searchOptions)))],
  plugins: [
    // The user-message catalogue's pages, written before the docs plugin reads the docs folder.
    userMessages,
    optionsInNode(leanDocs, docsOptions),
    after(optionsInNode(blogPlugin, blogOptions)),
    after(optionsInNode(sitemapPlugin, sitemapOptions)),
    // Addresses a reader may bring from elsewhere, each a page that sends them on.
    after((context: LoadContext) => redirects(context, redirectOptions)),
    headTagsPlugin,
    // The site's repository, as global data for the browser's links to it.
    siteSources.plugin,
    optionsInNode(codeHighlight, {
      theme: accessibleLight,
      darkTheme: accessibleDark,
      additionalLanguages: prismLanguages,
    }),
    searchHits,
    after((context: LoadContext) => markdownTwins(context, markdownTwinOptions)),
    (context: LoadContext) => portPlanDataPlugin(context, {data: portPlanData}),
    apiReference({...coreApi, memberIndex: {prefix: 'core', file: memberIndexFile}}),
    apiReference({...nodemodApi, memberIndex: {prefix: 'nodemod', file: memberIndexFile}}),
    // @docusaurus/utils-common's entry point requires all of tslib for one helper: about
    // 6 KB compressed in every page's main.js. The browser bundle takes the same exports
    // from src/lib/utils-common.mjs, which needs none.
    () => ({
      name: 'utils-common-without-tslib',
      configureWebpack: (_config: unknown, isServer: boolean) =>
        isServer
          ? {}
          : {resolve: {alias: {'@docusaurus/utils-common$': path.join(__dirname, 'src', 'lib', 'utils-common.mjs')}}},
    }),
    // The chunk registry in the browser's bundle without the module paths only the server reads.
    leanRegistry,
    // The runtime and main.js named without a hash: a page's HTML changes only with the page.
    entryFiles,
    // The islands' HTML, fetched by the browser only when it is not in the document.
    staticIslandsPlugin,
    // Each route's component made when the route is first used, not when main.js loads.
    lazyRoutes,
    // `npm run bundle:composition` builds with source maps to show what the
    // JavaScript bundles carry (scripts/bundle-composition.mjs); other builds have none.
    ...(process.env.NODEMOD_SOURCE_MAPS === '1'
      ? [() => ({name: 'source-maps', configureWebpack: () => ({devtool: 'source-map'})})]
      : []),
    deploy,
  ],
  themeConfig,
};

export default config;
