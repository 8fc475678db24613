/**
 * Replaces @docusaurus/theme-classic 3.8.1's `DocVersionBadge` ("Version: …"
 * above a docs page), which shows only for a version whose `badge` is set; by
 * default that is a site with more than one docs version
 * (`getVersionBadge` in @docusaurus/plugin-content-docs 3.8.1,
 * lib/versions/version.js), and this site has one. Like src/theme/DocVersionBanner
 * it renders nothing, and stops the build if a version with a badge appears.
 */
import type {ReactNode} from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';

export default function DocVersionBadge(): ReactNode {
  const {badge, label} = useDocsVersion();
  if (badge) {
    throw new Error(
      `The docs version "${label}" has a badge, which src/theme/DocVersionBadge does not show: restore the stock component.`,
    );
  }
  return null;
}
