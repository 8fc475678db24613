/**
 * Where a page's Markdown twin is published, shared by the build
 * (plugins/markdown-twins) and the page's "View as Markdown" link
 * (src/components/PageActions), so the two cannot disagree.
 */

/**
 * The twin's path for a route: `/docs/installation` -> `/docs/installation.md`,
 * `/docs/api/` -> `/docs/api.md`.
 * @param {string} route
 * @returns {string}
 */
export function twinPath(route) {
  const trimmed = route.replace(/\/+$/, '');
  return `${trimmed || '/index'}.md`;
}
