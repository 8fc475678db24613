/**
 * The Prism themes of the code blocks, light and dark: the stock VS Light and
 * Dracula with the colours that fell below WCAG's contrast changed. Given by the
 * site's configuration to the build-time highlighter (plugins/code-highlight,
 * which gives a class only to the token types they style), and read by the tests
 * that compare the pages' tokens with Prism's.
 */
import {themes as prismThemes} from 'prism-react-renderer';

/** @typedef {import('prism-react-renderer').PrismTheme} PrismTheme */

/**
 * Returns `theme` with the colour of some token types replaced. The stock Prism
 * themes each have a token colour below WCAG's 4.5:1 contrast on their own
 * background; these are the only changes.
 * @param {PrismTheme} theme
 * @param {Record<string, string>} colours
 * @returns {PrismTheme}
 */
function recolour(theme, colours) {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const colour = entry.types.map((type) => colours[type]).find(Boolean);
      return colour ? {...entry, style: {...entry.style, color: colour}} : entry;
    }),
  };
}

/**
 * VS Light on a light grey (white, the page's own colour, left a code block
 * apart from the text only by a faint shadow), with four colours darkened so
 * that every token keeps 4.5:1 on that grey and on a highlighted line:
 * attribute names (4.0:1 on white before), numbers and variables (4.6:1 on
 * white, less when highlighted), class names (4.6:1), comments and built-ins
 * (4.49:1 on a highlighted line).
 */
/** @type {PrismTheme} */
export const accessibleLight = {
  ...recolour(prismThemes.vsLight, {
    'attr-name': 'rgb(190, 0, 0)',
    number: 'rgb(8, 120, 78)',
    'class-name': 'rgb(30, 112, 136)',
    comment: 'rgb(0, 110, 0)',
    builtin: 'rgb(0, 100, 175)',
  }),
  plain: {...prismThemes.vsLight.plain, backgroundColor: '#f6f8fa'},
};

/** Dracula, with lighter comments (5.2:1 on its background instead of 3.0:1). */
export const accessibleDark = recolour(prismThemes.dracula, {comment: 'rgb(140, 155, 200)'});
