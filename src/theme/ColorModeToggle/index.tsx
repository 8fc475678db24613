/**
 * Wrapped, not ejected: the stock ColorModeToggle already behaves as the specification asks,
 * so this wrapper only makes the component ours to extend and to test. It renders
 * the system -> light -> dark switch (respectPrefersColorScheme is on), disabled until the page has hydrated.
 * See src/theme/README.md for the swizzling policy.
 */
import type {ReactNode} from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ColorModeToggleType>;

export default function ColorModeToggleWrapper(props: Props): ReactNode {
  return <ColorModeToggle {...props} />;
}
