/**
 * Wraps the MDX components with one more: `StaticIsland`, the element in which
 * the build writes a run of an article's plain content as HTML
 * (plugins/static-islands, src/components/StaticIsland). Every stock component
 * is kept as it is.
 */
import MDXComponents from '@theme-original/MDXComponents';
import StaticIsland from '@site/src/components/StaticIsland';

export default {...MDXComponents, StaticIsland};
