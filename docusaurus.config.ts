/**
 * Site configuration for nodemod.org.
 *
 * Written as a few named constants (environment switches, preset options, theme
 * configuration), each checked against its type with `satisfies`, and assembled at
 * the end. The values follow the product specification (sections 1, 3 and 9).
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Config, LoadContext} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {themes as prismThemes, type PrismTheme} from 'prism-react-renderer';
import {corePackagePage, repositories} from './src/data/links';
import {coreApi, nodemodApi} from './plugins/typedoc/api-instances.mjs';
import codeHighlight from './plugins/code-highlight/index.mjs';
import rehypeCodeTokens from './plugins/code-highlight/rehype.mjs';
import rehypeStaticIslands from './plugins/static-islands/rehype.mjs';
import {chunkErrorNotice, malformedPathGuard} from './src/inline-scripts';
import {namedMembers} from './src/data/api-names';
import {memberSourceUrls} from './src/data/api-sources';
import {markdownComponents} from './src/data/markdown-components';
import {htmlComponents} from './src/data/html-components';
import {sourceLink} from './src/data/links';
import themeStrings from './i18n/en/code.json';
import markdownTwins from './plugins/markdown-twins/index.mjs';

// The post events of the engine binding are derived from the pre events before TypeDoc reads
// them (plugins/typedoc/derive-post-events.mjs, an ES module, so it runs in a process of its own).
const derived = spawnSync(process.execPath, [path.join(__dirname, 'plugins', 'typedoc', 'derive-post-events.mjs')], {
  encoding: 'utf8',
});
if (derived.status !== 0) throw new Error(`plugins/typedoc/derive-post-events.mjs failed:\n${derived.stderr}`);

// ---------------------------------------------------------------------------
// Environment switches
// ---------------------------------------------------------------------------

/** Where the site is published; the sitemap and feeds use it for absolute links. */
const siteUrl = process.env.NODEMOD_SITE_URL ?? 'https://nodemod.org';
/** Base path; the specification fixes it at `/`. Overridable only for fault tests. */
const baseUrl = process.env.NODEMOD_BASE_URL ?? '/';

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
const rehypePlugins = [[rehypeCodeTokens, {languages: prismLanguages}]];

/**
 * The runs of plain content written as HTML at build time, which React creates
 * and hydrates as one element each (plugins/static-islands): on the API
 * reference every run is one island; in guides and posts the headings stay
 * outside, so each heading is followed by its section's text for the search
 * index. The name index and the AMX Mod X tables are written from their data
 * (src/data/html-components.ts). Headings and links are written as the site's
 * `Heading` and `Link` render them.
 */
const staticIslands = [
  rehypeStaticIslands,
  {
    mode: (file: string) => (file.split(path.sep).join('/').includes('/docs/api/') ? 'runs' : 'sections'),
    components: htmlComponents,
    baseUrl,
    trailingSlash: undefined,
    stickyNavbar: false,
    headingLinkLabel: (heading: string) => headingLinkTitle.replace('{heading}', heading),
    plainLinks: sourceLink,
  },
];

const docsOptions = {
  routeBasePath: 'docs',
  rehypePlugins: [...rehypePlugins, staticIslands],
  path: 'docs',
  sidebarPath: './sidebars.ts',
  // Only the current version exists; it is labelled "Next" as the spec says.
  lastVersion: 'current',
  versions: {
    current: {label: 'Next'},
  },
} satisfies Preset.Options['docs'];

const blogOptions = {
  path: 'blog',
  rehypePlugins: [...rehypePlugins, staticIslands],
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
  docs: docsOptions,
  blog: blogOptions,
  pages: {
    rehypePlugins,
  },
  theme: {
    customCss: './src/css/custom.css',
  },
  sitemap: {
    lastmod: null,
    changefreq: null,
    priority: null,
    ignorePatterns: ['/blog/page/**'],
    filename: 'sitemap.xml',
  },
} satisfies Preset.Options;

// ---------------------------------------------------------------------------
// API reference: TypeDoc, one instance per API
// ---------------------------------------------------------------------------

// The two instances' options are in plugins/typedoc/api-instances.mjs, shared with the
// TypeDoc validation step of the tests; the options common to both are in
// typedoc.json, which TypeDoc reads itself.

// ---------------------------------------------------------------------------
// Search: a local index built with the site, no outside service
// ---------------------------------------------------------------------------

const searchOptions = {
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
  // Mod X) and the first paragraph of its description (after the signature, if
  // there is one): every member stays a result of its own, found by any of its
  // names, while
  // signatures, parameter lists and longer notes, which would make the index
  // several times larger, are read on the page.
  ignoreCssSelectors: [
    // "Copy page" and "View as Markdown", on every docs page.
    '.nm-page-actions',
    '.theme-doc-markdown pre',
    'article .markdown pre',
    // The generated pages' content is in islands (plugins/static-islands): the page
    // description is the first island's first paragraph.
    ...['api/core/', 'api/nodemod/'].flatMap((prefix) => {
      const article = `html[class*="docs-doc-id-${prefix}"] article .markdown`;
      const kept =
        'h2, h3, h2 + p, h3 + p:not(.api-signature, .api-also), h3 + .api-signature + p:not(.api-also), ' +
        'h3 + .api-also + p, h3 + .api-signature + .api-also + p, .api-also';
      return [
        `${article} > :not(header, .nm-island)`,
        `${article} > header + .nm-island > :not(${kept}, p:first-child)`,
        `${article} > .nm-island:not(header + .nm-island) > :not(${kept})`,
      ];
    }),
    // The guide for AMX Mod X authors: its name tables are indexed by the AMX Mod X
    // names only: each row's NodeMod equivalents and notes are read on the page.
    'html[class*="docs-doc-id-guides/amx-mod-x"] article table td',
    // The name index: its names are found on the members themselves.
    'html[class*="docs-doc-id-api/names"] article table',
  ],
} satisfies PluginOptions;

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
  components: markdownComponents,
  docsSidebar: 'tutorialSidebar',
};

// ---------------------------------------------------------------------------
// Code colours
// ---------------------------------------------------------------------------

/**
 * Returns `theme` with the colour of some token types replaced. The stock Prism
 * themes each have a token colour below WCAG's 4.5:1 contrast on their own
 * background; these are the only changes.
 */
function recolour(theme: PrismTheme, colours: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const colour = entry.types.map((type) => colours[type]).find(Boolean);
      return colour ? {...entry, style: {...entry.style, color: colour}} : entry;
    }),
  };
}

/**
 * VS Light, with three colours darkened so that every token keeps 4.5:1 on white
 * and on a highlighted line: attribute names (4.0:1 before), numbers and
 * variables (4.6:1 on white, less when highlighted), class names (4.6:1).
 */
const accessibleLight = recolour(prismThemes.vsLight, {
  'attr-name': 'rgb(190, 0, 0)',
  number: 'rgb(8, 120, 78)',
  'class-name': 'rgb(30, 112, 136)',
});

/** Dracula, with lighter comments (5.2:1 on its background instead of 3.0:1). */
const accessibleDark = recolour(prismThemes.dracula, {comment: 'rgb(140, 155, 200)'});

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
    // The version choice is kept in localStorage (spec sections 4 and 9).
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
  prism: {
    theme: accessibleLight,
    darkTheme: accessibleDark,
    additionalLanguages: prismLanguages,
  },
} satisfies Preset.ThemeConfig;

// ---------------------------------------------------------------------------
// Head tags
// ---------------------------------------------------------------------------

/**
 * Each API member's other names and source link, keyed by `page#anchor`, for the
 * TypeDoc plugin's line under each member (plugins/typedoc/plugin.mjs, point 6).
 * The plugin reads them from a file: Docusaurus sends every plugin option to the
 * browser with the site's configuration, and these would weigh on every page.
 */
const memberIndexFile = './node_modules/.cache/nodemod/member-index.json';
mkdirSync(path.join(__dirname, path.dirname(memberIndexFile)), {recursive: true});
writeFileSync(
  path.join(__dirname, memberIndexFile),
  JSON.stringify({
    names: Object.fromEntries([...namedMembers()].map(([target, member]) => [target, member.names])),
    sources: memberSourceUrls(),
  }),
);

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

  headTags,
  // The service worker that keeps read pages for offline reading (production builds only),
  // and the page's target kept in view while the blocks around it are laid out.
  clientModules: ['./src/service-worker/register.ts', './src/client/scroll-to-hash.ts'],
  presets: [['classic', presetOptions]],
  themes: [['@easyops-cn/docusaurus-search-local', searchOptions]],
  plugins: [
    codeHighlight,
    (context: LoadContext) => markdownTwins(context, markdownTwinOptions),
    ['docusaurus-plugin-typedoc', {...coreApi, memberIndex: {prefix: 'core', file: memberIndexFile}}],
    ['docusaurus-plugin-typedoc', {...nodemodApi, memberIndex: {prefix: 'nodemod', file: memberIndexFile}}],
    // `npm run bundle:composition` builds with source maps to show what the
    // JavaScript bundles carry (scripts/bundle-composition.mjs); other builds have none.
    ...(process.env.NODEMOD_SOURCE_MAPS === '1'
      ? [() => ({name: 'source-maps', configureWebpack: () => ({devtool: 'source-map'})})]
      : []),
  ],
  themeConfig,
};

export default config;
