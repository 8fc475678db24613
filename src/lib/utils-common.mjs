/**
 * The entry point of @docusaurus/utils-common for the browser bundle:
 * docusaurus.config.ts points the package's name at this file in client
 * builds. Docusaurus's `Link`, the error boundary and the blog import a
 * function or two from the package, and its own entry point (CommonJS)
 * requires the whole of tslib for one helper: about 6 KB compressed in every
 * page's main.js. This file exports the same names from the package's own
 * files, which need no tslib. tests/unit/utils-common.test.mjs checks that it
 * exports exactly what the package does, with the same values.
 */
import * as trailingSlash from '@docusaurus/utils-common/lib/applyTrailingSlash.js';

export {
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';

// The file's `exports.default`: the bundler gives it as the default export, Node gives the
// whole `module.exports` (the unit test imports this file in Node).
const loaded = /** @type {{default: unknown}} */ (/** @type {unknown} */ (trailingSlash));
export const applyTrailingSlash = /** @type {typeof import('@docusaurus/utils-common').applyTrailingSlash} */ (
  typeof loaded.default === 'function' ? loaded.default : /** @type {{default: unknown}} */ (loaded.default).default
);

export {addPrefix, removeSuffix, addSuffix, removePrefix} from '@docusaurus/utils-common/lib/stringUtils.js';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils.js';

// As the package defines it (its index).
export const blogPostContainerID = '__blog-post-container';
