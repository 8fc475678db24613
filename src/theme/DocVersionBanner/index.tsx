/**
 * Replaces @docusaurus/theme-classic 3.8.1's `DocVersionBanner`, which tells
 * the reader of an unreleased or unmaintained docs version where the latest
 * one is. The site has one docs version, the current one, which has no banner
 * (`getVersionBanner` in @docusaurus/plugin-content-docs 3.8.1,
 * lib/versions/version.js), so the stock component rendered nothing on every
 * docs page while its code and messages loaded with each one (with the badge's,
 * about 0.5 KB with brotli). This one renders nothing either, and stops the
 * build if a version with a banner appears, so that the stock one is restored.
 */
import type {ReactNode} from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';

export default function DocVersionBanner(): ReactNode {
  const {banner} = useDocsVersion();
  if (banner) {
    throw new Error(
      `This docs version has the "${banner}" banner, which src/theme/DocVersionBanner does not show: restore the stock component.`,
    );
  }
  return null;
}
