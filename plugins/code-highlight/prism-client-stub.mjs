/**
 * What `prism-react-renderer` resolves to in the site's JavaScript bundles.
 * Code is highlighted at build time (plugins/code-highlight), so the browser
 * needs no Prism: the classic theme's client module that registers extra
 * languages still imports `Prism` and gets this empty stand-in, and
 * src/theme/prism-include-languages registers nothing on it.
 */
export const Prism = {languages: {}, hooks: {add() {}, run() {}}};

/** Nothing on this site renders Highlight in the browser; say so if something starts to. */
export function Highlight() {
  throw new Error(
    'prism-react-renderer is not bundled for the browser: code blocks are highlighted at build time by plugins/code-highlight.',
  );
}

export const themes = {};
