// Prettier, set to the style the code was written in.
/** @type {import('prettier').Config} */
export default {
  printWidth: 120,
  singleQuote: true,
  bracketSpacing: false,
  bracketSameLine: true,
  trailingComma: 'all',
  arrowParens: 'always',
};
