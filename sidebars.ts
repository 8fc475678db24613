/**
 * The one documentation sidebar, `tutorialSidebar` (spec section 2).
 *
 * Guides are ordered by hand: a reader meets them in the order they need them.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars = {
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
        {type: 'doc', id: 'guides/debugger', label: 'Debugger'},
      ],
    },
    {type: 'doc', id: 'examples/index', label: 'Examples'},
    {type: 'doc', id: 'api/index', label: 'API reference'},
  ],
} satisfies SidebarsConfig;

export default sidebars;
