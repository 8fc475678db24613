/**
 * Wrapped, not ejected: the stock bar renders as the specification asks; the
 * wrapper fixes one behaviour. A reader who dismissed an earlier announcement
 * has the dismissal stored; when the announcement id changes, the theme resets
 * that dismissal, but the inline script already marked the page "initially
 * dismissed", and a CSS rule keyed on that mark keeps the new bar hidden until
 * the next page load. Once the theme has settled the bar's state, the wrapper
 * clears the mark so the new announcement shows at once.
 * See src/theme/README.md for the swizzling policy.
 */
import {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

/** Keys shared with the theme's own inline script and provider. */
const dismissKey = 'docusaurus.announcement.dismiss';
const initiallyDismissedAttribute = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (!isActive) return;
    // The provider's own effects run after this one in the same commit; read the
    // stored dismissal once they have updated it.
    queueMicrotask(() => {
      if (localStorage.getItem(dismissKey) !== 'true') {
        document.documentElement.setAttribute(initiallyDismissedAttribute, 'false');
      }
    });
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
