/**
 * A result of the search box, as HTML for its list (see index.mjs).
 *
 * A hit in a section's text is titled by the section's heading (the page's title when
 * the text comes before any heading); under it the page it is on, when the heading is
 * not that page's title; then the matched fragment, in at most two lines. Results of
 * other kinds (a page's title, a heading, a description) are the plugin's own.
 */
// The plugin's own template, asked for with its extension so that this module's
// alias (index.mjs), which is keyed on the request without one, does not catch it.
import {SuggestionTemplate as pluginTemplate} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SuggestionTemplate.js';
import {SearchDocumentType} from '@easyops-cn/docusaurus-search-local/dist/client/shared/interfaces.js';
import {highlight} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight.js';
import {highlightStemmed} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed.js';
import {getStemmedPositions} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions.js';
import {escapeHtml} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/escapeHtml.js';
import {
  iconAction,
  iconContent,
  iconTreeInter,
  iconTreeLast,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/icons.js';
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';

/**
 * @param {{
 *   document: {t: string, s?: string, u: string, b?: string[]},
 *   type: number,
 *   page?: {t: string, b?: string[]},
 *   metadata: object,
 *   tokens: string[],
 *   isInterOfTree?: boolean,
 *   isLastOfTree?: boolean,
 * }} hit
 */
export function SuggestionTemplate(hit) {
  const {document, type, page, metadata, tokens, isInterOfTree, isLastOfTree} = hit;
  if (type !== SearchDocumentType.Content) return pluginTemplate(hit);
  const pageTitle = page?.t ?? '';
  const heading = document.s || pageTitle;
  // Within a page's group of results (the "tree") the page is the group's first line.
  const inTree = isInterOfTree || isLastOfTree;
  const where = inTree ? [] : [...(page?.b ?? document.b ?? []), ...(heading === pageTitle ? [] : [pageTitle])];
  const tree = isInterOfTree ? iconTreeInter : isLastOfTree ? iconTreeLast : '';
  return [
    tree && `<span class="${styles.hitTree}">${tree}</span>`,
    `<span class="${styles.hitIcon}">${iconContent}</span>`,
    `<span class="${styles.hitWrapper}">`,
    `<span class="${styles.hitTitle}">${highlight(heading, tokens)}</span>`,
    where.length > 0 && `<span class="${styles.hitPath}">${escapeHtml(where.join(' › '))}</span>`,
    `<span class="${styles.hitPath} nm-hit-text">${highlightStemmed(document.t, getStemmedPositions(metadata, 't'), tokens)}</span>`,
    `</span>`,
    `<span class="${styles.hitAction}">${iconAction}</span>`,
  ]
    .filter(Boolean)
    .join('');
}
