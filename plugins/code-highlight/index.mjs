/**
 * The Docusaurus plugin of build-time highlighting (see tokens.mjs):
 * - writes the token colours of the light and dark Prism themes as a style
 *   sheet and loads it on every page;
 * - points `prism-react-renderer` at an empty stand-in in the site's bundles,
 *   so Prism and its languages (about 23 KiB with brotli) are not shipped;
 * - gives the server's bundle the code blocks' renderer at once
 *   (src/components/StaticCodeBlock/renderer.server.ts), where the browser's
 *   loads it on its own chunk (renderer.ts).
 * The rehype plugin (rehype.mjs) is added to the docs, blog and pages options
 * in docusaurus.config.ts.
 *
 * Its options are the two themes and the extra languages (`theme`, `darkTheme`,
 * `additionalLanguages`), given through plugins/options-in-node.mjs so that they
 * stay in Node: the themes in `themeConfig.prism` were shipped to the browser
 * in every page's `main.js` (0.3 KiB with brotli), which never reads them, since
 * no code is highlighted there. docusaurus.config.ts gives `themeConfig.prism`
 * an empty theme of its own, which the classic theme's validation requires.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {addLanguages, themeCss} from './tokens.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * @typedef {{plain: Record<string, string>, styles: {types: string[], style: Record<string, string>}[]}} PrismTheme
 * @param {import('@docusaurus/types').LoadContext} context
 * @param {{theme: PrismTheme, darkTheme?: PrismTheme, additionalLanguages?: string[]}} options
 */
export default function codeHighlightPlugin(context, {theme, darkTheme, additionalLanguages = []}) {
  addLanguages(additionalLanguages);
  const cssFile = path.join(context.generatedFilesDir, 'code-highlight', 'tokens.css');
  fs.mkdirSync(path.dirname(cssFile), {recursive: true});
  fs.writeFileSync(cssFile, themeCss(theme, darkTheme ?? theme));
  return {
    name: 'code-highlight',
    getClientModules() {
      return [cssFile];
    },
    configureWebpack(_config, isServer) {
      const renderer = path.join(context.siteDir, 'src/components/StaticCodeBlock/renderer');
      return {
        resolve: {
          alias: {
            'prism-react-renderer$': path.join(here, 'prism-client-stub.mjs'),
            ...(isServer ? {[`${renderer}$`]: `${renderer}.server.ts`} : {}),
          },
        },
      };
    },
  };
}
