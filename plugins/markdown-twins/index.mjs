/**
 * The Docusaurus plugin that publishes the site as Markdown, for readers who
 * come through an AI assistant or an editor agent, and for the "Copy page"
 * button:
 *
 * - a twin of every docs page (guides, examples, the API reference) and every
 *   blog post at `<route>.md`, `/docs/api/` at `/docs/api.md`
 *   (markdown.mjs says how a source becomes its twin);
 * - `/llms.txt` (llmstxt.org): the site's summary and a link to every twin,
 *   grouped by the sections of the docs sidebar, then the blog;
 * - `/llms-full.txt`: every twin in one file, in the order of `/llms.txt`.
 *
 * The twins are made from the sources the pages are built from, after every
 * plugin has loaded its content (`allContentLoaded`: the sidebar's order, the
 * titles), so the API pages come from the Markdown TypeDoc wrote for this build;
 * they are written into the build folder by `postBuild`, one for each of those
 * pages among the build's routes (`routesPaths`). In `docusaurus start` nothing
 * is written.
 *
 * Given as a function plugin in docusaurus.config.ts: its options (the
 * renderers of MDX components) stay in Node and are not shipped to the browser.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {leadParagraph, llmsFullTxt, llmsTxt, toMarkdown, twinPath} from './markdown.mjs';

/**
 * @typedef {{
 *   summary: string,
 *   details: string,
 *   components: Record<string, import('./markdown.mjs').ComponentRenderer>,
 *   docsSidebar: string,
 * }} Options
 * @typedef {{source: string, route: string, title: string, description?: string, section: string}} Page
 */

/**
 * Doc ids of a loaded sidebar in reading order, each with the labels of the
 * categories it sits in. A category's own page comes before its items.
 * @param {any[]} items
 * @param {string[]} trail
 * @returns {{id: string, trail: string[]}[]}
 */
function sidebarOrder(items, trail = []) {
  return items.flatMap((item) => {
    if (item.type === 'doc' || item.type === 'ref') return [{id: item.id, trail}];
    if (item.type === 'category') {
      // Three levels name a module ("API reference › @nodemod/core › cmd"); deeper
      // groups (its classes, its interfaces) stay in their module's section.
      const inner = trail.length < 3 ? [...trail, item.label] : trail;
      const own = item.link?.type === 'doc' ? [{id: item.link.id, trail: inner}] : [];
      return [...own, ...sidebarOrder(item.items ?? [], inner)];
    }
    return [];
  });
}

/**
 * @param {import('@docusaurus/types').LoadContext} context
 * @param {Options} options
 * @returns {import('@docusaurus/types').Plugin}
 */
export default function markdownTwinsPlugin(context, options) {
  const {siteDir, siteConfig} = context;
  const siteUrl = siteConfig.url.replace(/\/+$/, '');
  /** @type {Page[]} */
  let pages = [];

  const sourcePath = (source) => (source.startsWith('@site/') ? path.join(siteDir, source.slice(6)) : source);

  return {
    name: 'markdown-twins',

    allContentLoaded({allContent}) {
      const docsContent = /** @type {any} */ (allContent['docusaurus-plugin-content-docs']?.default);
      const blogContent = /** @type {any} */ (allContent['docusaurus-plugin-content-blog']?.default);
      const version = docsContent.loadedVersions[0];
      const docs = new Map(version.docs.filter((doc) => !doc.draft).map((doc) => [doc.id, doc]));
      /** @type {(doc: any, section: string) => Page} */
      const pageOf = (doc, section) => ({
        source: sourcePath(doc.source),
        route: doc.permalink,
        title: doc.title,
        description: doc.frontMatter.description,
        section,
      });
      // In the sidebar's order, then any doc the sidebar leaves out.
      const placed = new Map();
      for (const {id, trail} of sidebarOrder(version.sidebars[options.docsSidebar] ?? [])) {
        if (docs.has(id) && !placed.has(id)) placed.set(id, pageOf(docs.get(id), trail.join(' › ') || 'Documentation'));
      }
      for (const [id, doc] of docs) if (!placed.has(id)) placed.set(id, pageOf(doc, 'Documentation'));
      const posts = (blogContent?.blogPosts ?? []).map(({metadata}) => pageOf(metadata, 'Blog'));
      pages = [...placed.values(), ...posts];
    },

    async postBuild({outDir, routesPaths}) {
      // A twin for each page the build made a route for: the docs and posts loaded above
      // give the order and the titles, the build's routes which of them are pages.
      const built = new Set(routesPaths);
      pages = pages.filter((page) => built.has(page.route));
      const routeOfSource = new Map(pages.map((page) => [page.source, page.route]));
      /** @type {Map<Page, string>} */
      const twinOf = new Map();
      for (const page of pages) {
        const text = await readFile(page.source, 'utf8');
        const markdown = toMarkdown(text, {
          source: page.source,
          url: siteUrl + page.route,
          title: page.title,
          description: page.description,
          siteUrl,
          baseUrl: siteConfig.baseUrl,
          resolveSource: (file) => routeOfSource.get(file),
          components: options.components,
        });
        const file = path.join(outDir, twinPath(page.route));
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, markdown);
        page.description ??= leadParagraph(markdown);
        twinOf.set(page, markdown);
      }

      /** @type {Map<string, Page[]>} */
      const sections = new Map();
      for (const page of pages) sections.set(page.section, [...(sections.get(page.section) ?? []), page]);
      await writeFile(
        path.join(outDir, 'llms.txt'),
        llmsTxt({
          name: siteConfig.title,
          summary: options.summary,
          details: options.details,
          sections: [...sections].map(([title, list]) => ({
            title,
            pages: list.map((page) => ({
              title: page.title,
              twin: siteUrl + twinPath(page.route),
              description: page.description,
            })),
          })),
        }),
      );
      await writeFile(
        path.join(outDir, 'llms-full.txt'),
        llmsFullTxt({
          name: siteConfig.title,
          summary: options.summary,
          // In the order of llms.txt: section by section.
          pages: [...sections.values()].flat().map((page) => ({url: siteUrl + page.route, markdown: twinOf.get(page)})),
        }),
      );
    },
  };
}
