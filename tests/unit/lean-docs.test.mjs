// The docs plugin's wrapper (plugins/lean-docs) and plugins given with their
// options kept in Node (plugins/options-in-node.mjs): what each removes from
// the data shipped to the browser, and what it keeps.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {leanGlobalData, leanRoute, leanSidebarItems, leanVersionProps} from '../../plugins/lean-docs/index.mjs';
import {optionsInNode} from '../../plugins/options-in-node.mjs';

const sidebar = [
  {type: 'link', label: 'Introduction', href: '/docs/', docId: 'intro', unlisted: false},
  {
    type: 'category',
    label: 'API reference',
    collapsible: true,
    collapsed: true,
    href: '/docs/api/',
    items: [
      {type: 'link', label: 'Entity', href: '/docs/api/nodemod/Interface/Entity', docId: 'api/entity', unlisted: false},
      {type: 'link', label: 'Hidden', href: '/docs/hidden', docId: 'hidden', unlisted: true},
    ],
  },
];

test('sidebar links lose docId and unlisted: false, at any depth; the rest is kept', () => {
  assert.deepEqual(leanSidebarItems(sidebar), [
    {type: 'link', label: 'Introduction', href: '/docs/'},
    {
      type: 'category',
      label: 'API reference',
      collapsible: true,
      collapsed: true,
      href: '/docs/api/',
      items: [
        {type: 'link', label: 'Entity', href: '/docs/api/nodemod/Interface/Entity'},
        {type: 'link', label: 'Hidden', href: '/docs/hidden', unlisted: true},
      ],
    },
  ]);
});

test('the version prop loses the map of every doc and keeps its metadata and sidebars', () => {
  const version = {
    pluginId: 'default',
    version: 'current',
    label: 'Next',
    banner: null,
    isLast: true,
    docsSidebars: {tutorialSidebar: sidebar},
    docs: {intro: {id: 'intro', title: 'Introduction', description: 'What NodeMod is.', sidebar: 'tutorialSidebar'}},
  };
  const lean = leanVersionProps(version);
  assert.equal('docs' in lean, false);
  assert.deepEqual(
    {...lean, docsSidebars: undefined},
    {pluginId: 'default', version: 'current', label: 'Next', banner: null, isLast: true, docsSidebars: undefined},
  );
  assert.deepEqual(lean.docsSidebars.tutorialSidebar, leanSidebarItems(sidebar));
});

test('routes: the version route nested anywhere is made lean; other routes are left as they are', () => {
  const doc = {path: '/docs/installation', component: 'DocItem', exact: true, sidebar: 'tutorialSidebar'};
  const tree = {
    path: '/docs',
    component: 'DocsRoot',
    routes: [
      {path: '/docs', component: 'DocVersionRoot', props: {version: {docsSidebars: {}, docs: {x: {}}}}, routes: [doc]},
    ],
  };
  const lean = leanRoute(tree);
  assert.deepEqual(lean.routes[0].props.version, {docsSidebars: {}});
  assert.deepEqual(lean.routes[0].routes[0], doc);
  const tag = {path: '/docs/tags', component: 'Tags', props: {tags: [{label: 'a'}]}};
  assert.deepEqual(leanRoute(tag), tag);
});

test('global data: each version keeps its path, main doc and sidebars, without its list of docs', () => {
  const data = {
    path: '/docs',
    versions: [
      {
        name: 'current',
        path: '/docs',
        mainDocId: 'intro',
        docs: [{id: 'intro', path: '/docs/', sidebar: 'tutorialSidebar'}],
        draftIds: [],
        sidebars: {tutorialSidebar: {link: {path: '/docs/', label: 'Introduction'}}},
      },
    ],
    breadcrumbs: true,
  };
  assert.deepEqual(leanGlobalData(data), {
    ...data,
    versions: [{...data.versions[0], docs: []}],
  });
});

test('optionsInNode: the module runs with its options validated by its own validateOptions', async () => {
  /** @type {unknown[]} */
  const seen = [];
  const plugin = Object.assign(
    (/** @type {unknown} */ context, /** @type {unknown} */ options) => {
      seen.push([context, options]);
      return {name: 'example'};
    },
    {
      validateOptions: ({validate, options}) => validate(options),
      validateThemeConfig: ({themeConfig}) => ({...themeConfig, checked: true}),
    },
  );
  const given = optionsInNode({default: plugin}, {entry: 'a.d.ts'});
  // Docusaurus passes no options to a function plugin: the given ones are used.
  const validated = given.validateOptions({validate: (o) => ({...o, id: 'default'}), options: {}});
  assert.deepEqual(validated, {entry: 'a.d.ts', id: 'default'});
  assert.deepEqual(given.validateThemeConfig({validate: () => ({}), themeConfig: {a: 1}}), {a: 1, checked: true});
  const context = /** @type {import('@docusaurus/types').LoadContext} */ (/** @type {unknown} */ ('context'));
  assert.deepEqual(await given(context, validated), {name: 'example'});
  assert.deepEqual(seen, [['context', {entry: 'a.d.ts', id: 'default'}]]);
  // Shipped to the browser as a function: its options are not in it.
  assert.equal(JSON.stringify({plugins: [given]}), '{"plugins":[null]}');
});

test('optionsInNode: a module without validateOptions gets the default id, or keeps its own', () => {
  const plugin = () => ({name: 'typedoc'});
  assert.deepEqual(
    optionsInNode({default: plugin}, {out: 'docs/api'}).validateOptions({validate: () => 0, options: {}}),
    {
      out: 'docs/api',
      id: 'default',
    },
  );
  assert.deepEqual(
    optionsInNode({default: {default: plugin}}, {id: 'api-core'}).validateOptions({validate: () => 0, options: {}}),
    {id: 'api-core'},
  );
});
