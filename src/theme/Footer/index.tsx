/**
 * Wrapped, not ejected: the stock Footer already behaves as the specification asks,
 * so this wrapper only makes the component ours to extend and to test. It renders
 * the Documentation, Repositories and More columns, the logo and the copyright line, configured in docusaurus.config.ts (themeConfig.footer).
 * See src/theme/README.md for the swizzling policy.
 */
import type {ReactNode} from 'react';
import Footer from '@theme-original/Footer';
import type FooterType from '@theme/Footer';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  return <Footer {...props} />;
}
