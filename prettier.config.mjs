// Prettier, set to the style the code was written in.
/** @type {import('prettier').Config} */
export default {
  printWidth: 120,
  singleQuote: true,
  bracketSpacing: false,
  bracketSameLine: true,
  trailingComma: 'all',
  arrowParens: 'always',
  overrides: [
    {
      // The ejected theme components keep Docusaurus's formatting, so their diff from upstream stays small.
      files: [
        'src/theme/NotFound/Content/index.tsx',
        'src/theme/BlogTagsListPage/index.tsx',
        'src/theme/Blog/Pages/BlogAuthorsListPage/index.tsx',
        'src/theme/BlogListPage/index.tsx',
        'src/theme/BlogArchivePage/index.tsx',
        'src/theme/BlogSidebar/Content/index.tsx',
        'src/theme/Heading/index.tsx',
        'src/theme/TOC/index.tsx',
        'src/theme/CodeBlock/index.tsx',
        'src/theme/CodeBlock/Container/index.tsx',
        'src/theme/TOCItems/Tree.tsx',
        'src/theme/NavbarItem/DocSidebarNavbarItem.tsx',
        'src/theme/LastUpdated/index.tsx',
      ],
      options: {printWidth: 80},
    },
  ],
};
