/**
 * Wraps the links of Markdown pages for one kind of link: the API reference's
 * links to a member's source at a pinned commit (a GitHub `blob` URL with a
 * line, written by plugins/typedoc/plugin.mjs). They are a plain `<a>` that
 * opens in the same tab, without the `target` and `rel` attributes that
 * `@docusaurus/Link` adds to other links leaving the site: the largest API
 * page has one such link per member, over 400, and those attributes alone
 * weighed 16 KB of its HTML. Every other link is Docusaurus's own.
 */
import type {ReactNode} from 'react';
import A from '@theme-original/MDXComponents/A';
import type AType from '@theme/MDXComponents/A';
import type {WrapperProps} from '@docusaurus/types';
import {sourceLink} from '@site/src/data/links';

type Props = WrapperProps<typeof AType>;

export default function AWrapper(props: Props): ReactNode {
  if (typeof props.href === 'string' && sourceLink.test(props.href)) {
    // eslint-disable-next-line @docusaurus/no-html-links -- see the comment at the top
    return <a {...props} />;
  }
  return <A {...props} />;
}
