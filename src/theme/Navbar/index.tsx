/**
 * Wrapped, not ejected: the stock Navbar already behaves as the specification asks,
 * so this wrapper only makes the component ours to extend and to test. It renders
 * the fixed top bar: Documentation, Examples, Blog and the GitHub dropdown, configured in docusaurus.config.ts (themeConfig.navbar), with hide-on-scroll on.
 * See src/theme/README.md for the swizzling policy.
 */
import type {ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';
import type NavbarType from '@theme/Navbar';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof NavbarType>;

export default function NavbarWrapper(props: Props): ReactNode {
  return <Navbar {...props} />;
}
