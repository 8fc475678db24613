/**
 * Wraps the content of every docs page (guides and API reference) to put the
 * "Copy page" button and the "View as Markdown" link above it
 * (src/components/PageActions), and to name that twin in the page's head
 * (`<link rel="alternate" type="text/markdown">`), where tools that read pages
 * find it. The stock content follows unchanged.
 */
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Head from '@docusaurus/Head';
import {twinPath} from '@site/src/lib/twin-path.mjs';
import PageActions from '@site/src/components/PageActions';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={twinPath(metadata.permalink)} />
      </Head>
      <PageActions permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
