/**
 * The one documentation sidebar, `tutorialSidebar` (the specification: "a single
 * sidebar (tutorialSidebar)").
 *
 * Guides are ordered by hand: a reader meets them in the order they need them.
 * The API reference is generated: TypeDoc writes a sidebar for each API
 * (`docs/api/{core,nodemod}/typedoc-sidebar.cjs`) at the start of every build,
 * and this file decides the labels and the order of its groups.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** One item of a sidebar, as Docusaurus types it. */
type SidebarItem = Extract<SidebarsConfig[string], unknown[]>[number];

const labelOf = (item: SidebarItem) =>
  typeof item === 'object' && 'label' in item && typeof item.label === 'string' ? item.label : '';

/** Reads a sidebar TypeDoc generated; none exists before the first build. */
function generatedSidebar(api: 'core' | 'nodemod'): SidebarItem[] {
  const file = path.join(__dirname, 'docs', 'api', api, 'typedoc-sidebar.cjs');
  if (!existsSync(file)) return [];
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(file) as SidebarItem[];
}

/**
 * The core's sidebar, with each module's class labelled by the page (its
 * `sidebar_label`, the class's own name, `NodemodPlayer`) rather than by
 * TypeDoc's "default", the name of the export.
 */
function coreSidebar(items: SidebarItem[] = generatedSidebar('core')): SidebarItem[] {
  return items.map((item) => {
    if (typeof item !== 'object') return item;
    if (item.type === 'doc' && item.id.endsWith('/Class/default')) {
      const rest: Record<string, unknown> = {...item};
      delete rest.label;
      return rest as SidebarItem;
    }
    if (item.type === 'category') return {...item, items: coreSidebar(item.items as SidebarItem[])};
    return item;
  });
}

/** The engine binding's groups in the order a reader looks for them. */
const nodemodGroupOrder = ['Functions', 'Variables', 'Interfaces', 'Enumerations'];

function nodemodSidebar(): SidebarItem[] {
  const rank = (item: SidebarItem) => {
    const at = nodemodGroupOrder.indexOf(labelOf(item));
    return at === -1 ? nodemodGroupOrder.length : at;
  };
  // Within a group, names in alphabetical order (TypeDoc keeps the source order).
  const byLabel = (a: SidebarItem, b: SidebarItem) => labelOf(a).localeCompare(labelOf(b), 'en');
  return [...generatedSidebar('nodemod')]
    .sort((a, b) => rank(a) - rank(b))
    .map((group) =>
      typeof group === 'object' && 'items' in group && Array.isArray(group.items)
        ? {...group, items: [...group.items].sort(byLabel)}
        : group,
    );
}

const sidebars: SidebarsConfig = {
  tutorialSidebar: [
    {type: 'doc', id: 'intro', label: 'Introduction'},
    {type: 'doc', id: 'installation', label: 'Installation'},
    {
      type: 'category',
      label: 'Guides',
      collapsible: true,
      collapsed: false,
      items: [
        {type: 'doc', id: 'guides/quick-start', label: 'Quick start'},
        {type: 'doc', id: 'guides/server-lifecycle', label: 'When things happen'},
        {type: 'doc', id: 'guides/amx-mod-x', label: 'Coming from AMX Mod X'},
        {type: 'doc', id: 'guides/amx-mod-x-porting', label: 'Port an AMX Mod X plugin'},
        {type: 'doc', id: 'guides/reapi', label: 'ReAPI names'},
        {type: 'doc', id: 'guides/debugger', label: 'Debugger'},
      ],
    },
    {
      // Where a server owner with an error line in hand looks first.
      type: 'category',
      label: 'Troubleshooting',
      collapsible: true,
      collapsed: false,
      items: [
        {type: 'doc', id: 'errors', label: 'Engine and plugin errors'},
        {type: 'doc', id: 'limits', label: 'Engine limits'},
        {type: 'doc', id: 'guides/logs-and-errors', label: 'Logs, errors and reloads'},
      ],
    },
    {type: 'doc', id: 'examples/index', label: 'Examples'},
    // The games' own messages: what a plugin sends and reads, byte by byte (one page per
    // message, reached from this index; not each in the sidebar).
    {type: 'doc', id: 'messages', label: 'User messages'},
    {
      type: 'category',
      label: 'API reference',
      collapsible: true,
      collapsed: true,
      link: {type: 'doc', id: 'api/index'},
      items: [
        {type: 'doc', id: 'api/names', label: 'HLSDK and Metamod names'},
        {type: 'doc', id: 'api/names-amx-mod-x', label: 'AMX Mod X names'},
        {type: 'doc', id: 'api/events', label: 'Event finder'},
        {type: 'doc', id: 'api/changes', label: 'API changes'},
        {
          type: 'category',
          label: '@nodemod/core',
          link: {type: 'doc', id: 'api/core/index'},
          items: coreSidebar(),
        },
        {
          type: 'category',
          label: 'nodemod (engine binding)',
          link: {type: 'doc', id: 'api/nodemod/index'},
          items: [
            {type: 'doc', id: 'api/nodemod-eng', label: 'eng: engine functions'},
            {type: 'doc', id: 'api/nodemod-dll', label: 'dll: game library functions'},
            ...nodemodSidebar(),
          ],
        },
      ],
    },
  ],
};

export default sidebars;
