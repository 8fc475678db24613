/**
 * Wrapped, not ejected: the stock AnnouncementBar already behaves as the specification asks,
 * so this wrapper only makes the component ours to extend and to test. It renders
 * the closeable bar above the navbar; its content, colours and id come from docusaurus.config.ts (themeConfig.announcementBar), and changing the id shows it again to readers who closed it.
 * See src/theme/README.md for the swizzling policy.
 */
import type {ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof AnnouncementBarType>;

export default function AnnouncementBarWrapper(props: Props): ReactNode {
  return <AnnouncementBar {...props} />;
}
