/**
 * The Docusaurus plugin of build-time highlighting (see tokens.mjs):
 * - writes the token colours of the light and dark Prism themes as a style
 *   sheet and loads it on every page;
 * - points `prism-react-renderer` at an empty stand-in in the site's bundles,
 *   so Prism and its languages (about 23 KiB with brotli) are not shipped.
 * The rehype plugin (rehype.mjs) is added to the docs, blog and pages options
 * in docusaurus.config.ts.
 *
 * Options: `{light, dark}`, the Prism themes (the same objects as
 * `themeConfig.prism.theme` and `darkTheme`), and `languages`, the extra
 * Prism languages (`themeConfig.prism.additionalLanguages`).
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {addLanguages, themeCss} from './tokens.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** @type {import('@docusaurus/types').PluginModule} */
export default function codeHighlightPlugin(context, options) {
  addLanguages(options.languages ?? []);
  const cssFile = path.join(context.generatedFilesDir, 'code-highlight', 'tokens.css');
  fs.mkdirSync(path.dirname(cssFile), {recursive: true});
  fs.writeFileSync(cssFile, themeCss(options.light, options.dark));
  return {
    name: 'code-highlight',
    getClientModules() {
      return [cssFile];
    },
    configureWebpack() {
      return {resolve: {alias: {'prism-react-renderer$': path.join(here, 'prism-client-stub.mjs')}}};
    },
  };
}
