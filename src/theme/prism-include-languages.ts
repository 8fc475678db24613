/**
 * Replaces @docusaurus/theme-classic 3.8.1's `prism-include-languages`, which
 * loads every language of `themeConfig.prism.additionalLanguages` into the
 * browser's Prism when the site starts. Code is highlighted at build time
 * (plugins/code-highlight loads those languages in Node), so the browser has
 * nothing to register and ships none of Prism's language files.
 */
export default function prismIncludeLanguages(): void {}
