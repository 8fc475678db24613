/**
 * "Report a problem": a link to a new issue on the site's repository, its title the
 * page's and its body the page's full address (the site's URL from the config and
 * the page's path), so the report says where the problem is. Beside "Edit this page"
 * in a docs page's footer (src/theme/EditThisPage).
 *
 * The address in the link the server writes is the page's alone. When the link is
 * followed with JavaScript (a click, a middle click, the context menu's "open" or
 * "copy"), it is rebuilt at that moment with the anchor the reader is at
 * (`location.hash`), so the report points at the section. With no repository known
 * to the build, the component renders nothing.
 */
import type {ReactNode, SyntheticEvent} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {globalDataName, issueLink, type SiteRepository} from '@site/src/lib/site-repository.mjs';

export default function ReportProblem(): ReactNode {
  const repository = usePluginData(globalDataName) as SiteRepository | undefined;
  const {siteConfig} = useDocusaurusContext();
  // Only a doc's footer renders it: the blog has no edit links.
  const {metadata} = useDoc();
  if (!repository) return null;
  const page = {title: metadata.title, address: `${siteConfig.url}${metadata.permalink}`};
  const withAnchor = (event: SyntheticEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = issueLink(repository.url, {...page, address: page.address + window.location.hash});
  };
  return (
    <Link
      className="nm-report-problem"
      to={issueLink(repository.url, page)}
      onClick={withAnchor}
      onAuxClick={withAnchor}
      onContextMenu={withAnchor}>
      Report a problem
    </Link>
  );
}
