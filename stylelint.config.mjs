// stylelint over the site's CSS: the global style sheet and the CSS modules.
/** @type {import('stylelint').Config} */
export default {
  extends: ['stylelint-config-standard'],
  rules: {
    // CSS modules name classes in camelCase (styles.codeBlock).
    'selector-class-pattern': null,
    // Infima and Docusaurus variables are kebab-case with double dashes.
    'custom-property-pattern': null,
    // `:global(...)` reaches the theme's class names from a CSS module.
    'selector-pseudo-class-no-unknown': [true, {ignorePseudoClasses: ['global']}],
    // Font family names keep the case their makers give them (SFMono-Regular, Menlo).
    'value-keyword-case': ['lower', {ignoreProperties: ['/^--ifm-font-family/', 'font-family']}],
  },
};
