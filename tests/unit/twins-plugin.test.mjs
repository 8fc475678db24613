/**
 * The Markdown twins' plugin (plugins/markdown-twins/index.mjs) with the content a docs
 * and a blog plugin load and the routes a build makes, all written here: a twin for
 * each loaded page the build made a route for, in the sidebar's order in llms.txt, and
 * none for a page without a route.
 */
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import markdownTwinsPlugin from '../../plugins/markdown-twins/index.mjs';

test("a twin for each loaded page among the build's routes, in the sidebar's order", async () => {
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'twins-'));
  try {
    mkdirSync(path.join(siteDir, 'docs'));
    const doc = (id, title) => {
      writeFileSync(path.join(siteDir, 'docs', `${id}.md`), `# ${title}\n\nThe ${title} page says this.\n`);
      return {id, source: `@site/docs/${id}.md`, permalink: `/docs/${id}`, title, frontMatter: {}, draft: false};
    };
    const plugin = markdownTwinsPlugin(
      /** @type {any} */ ({siteDir, siteConfig: {url: 'https://example.org', baseUrl: '/', title: 'Site'}}),
      {summary: 'A summary.', details: 'Details.', components: {}, docsSidebar: 'main'},
    );
    plugin.allContentLoaded?.(
      /** @type {any} */ ({
        allContent: {
          'docusaurus-plugin-content-docs': {
            default: {
              loadedVersions: [
                {
                  docs: [doc('second', 'Second'), doc('first', 'First'), doc('unbuilt', 'Unbuilt')],
                  sidebars: {
                    main: [
                      {type: 'doc', id: 'first'},
                      {type: 'doc', id: 'second'},
                      {type: 'doc', id: 'unbuilt'},
                    ],
                  },
                },
              ],
            },
          },
          'docusaurus-plugin-content-blog': {default: {blogPosts: []}},
        },
      }),
    );
    const outDir = path.join(siteDir, 'build');
    mkdirSync(outDir);
    await plugin.postBuild?.(
      /** @type {any} */ ({outDir, routesPaths: ['/', '/docs/first', '/docs/second', '/404.html']}),
    );
    assert.match(readFileSync(path.join(outDir, 'docs', 'first.md'), 'utf8'), /The First page says this\./);
    assert.ok(existsSync(path.join(outDir, 'docs', 'second.md')));
    assert.equal(existsSync(path.join(outDir, 'docs', 'unbuilt.md')), false);
    const llms = readFileSync(path.join(outDir, 'llms.txt'), 'utf8');
    assert.ok(llms.indexOf('/docs/first.md') < llms.indexOf('/docs/second.md'), llms);
    assert.doesNotMatch(llms, /unbuilt/);
    assert.doesNotMatch(readFileSync(path.join(outDir, 'llms-full.txt'), 'utf8'), /Unbuilt/);
  } finally {
    rmSync(siteDir, {recursive: true, force: true});
  }
});
