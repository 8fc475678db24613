/**
 * Wraps the page layout for one page: the local search plugin's results page
 * (`/search`) renders its content straight into the layout, with no `main`
 * landmark (axe's `landmark-one-main` and `region` rules). On that route the
 * content is wrapped in `main`; every other page brings its own.
 */
import type {ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper({children, ...props}: Props): ReactNode {
  const {pathname} = useLocation();
  const searchPage = useBaseUrl('/search');
  const isSearchPage = pathname === searchPage || pathname === `${searchPage}/`;
  return <Layout {...props}>{isSearchPage ? <main>{children}</main> : children}</Layout>;
}
