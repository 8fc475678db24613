/**
 * Every route the specification lists outside the generated API reference, with the
 * document title the page must show ("<page> | NodeMod", the spec's delimiter)
 * and, where the page has one, its main heading.
 */
export type RouteCase = {
  path: string;
  title: string;
  heading?: string;
};

const site = 'NodeMod';
const titled = (page: string) => `${page} | ${site}`;

export const tags = ['announcement', 'half-life', 'metamod', 'nodejs', 'release'] as const;

export const routes: RouteCase[] = [
  {path: '/', title: titled('Node.js plugins for Half-Life servers'), heading: 'NodeMod'},
  {path: '/blog', title: titled('Blog')},
  {path: '/blog/archive', title: titled('Archive'), heading: 'Archive'},
  {path: '/blog/authors', title: titled('Authors'), heading: 'Authors'},
  {
    path: '/blog/authors/nodemod-team',
    title: titled('NodeMod Team - One post'),
    heading: 'NodeMod Team',
  },
  {path: '/blog/nodemod-modernized', title: titled('NodeMod modernized'), heading: 'NodeMod modernized'},
  {path: '/blog/tags', title: titled('Tags'), heading: 'Tags'},
  ...tags.map((tag) => ({
    path: `/blog/tags/${tag}`,
    title: titled(`One post tagged with "${tag}"`),
    heading: `One post tagged with "${tag}"`,
  })),
  {path: '/docs/', title: titled('What is NodeMod?'), heading: 'What is NodeMod?'},
  {path: '/docs/installation', title: titled('Installation'), heading: 'Installation'},
  {path: '/docs/guides/quick-start', title: titled('Quick start'), heading: 'Quick start'},
  {path: '/docs/guides/debugger', title: titled('Debugger'), heading: 'Debugger'},
  {path: '/docs/examples/', title: titled('Examples'), heading: 'Examples'},
  {path: '/docs/api', title: titled('API reference'), heading: 'API reference'},
  {path: '/docs/api/', title: titled('API reference'), heading: 'API reference'},
];

export const notFoundTitle = titled('Page Not Found');
