/**
 * Wraps the search bar of @easyops-cn/docusaurus-search-local so that its code
 * loads when a reader first reaches for search, not with every page: the bar,
 * mark.js (which highlights the terms on a result's page) and the bridge to the
 * search worker make about 35 KB of minified JavaScript that every page used to
 * download before it could be read.
 *
 * Until then a look-alike input stands in the navbar. Focusing it, pointing at
 * it, pressing the Ctrl+K (⌘K) shortcut, or arriving on a page with highlighted
 * terms (`?_highlight=`) loads the real bar, which takes over the focus and
 * whatever was already typed. The search index itself still loads on first use,
 * as before.
 */
import {lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

const loadSearchBar = () => import('@theme-original/SearchBar');
const SearchBar = lazy(loadSearchBar);

/** The shortcut the bar registers (`searchBarShortcut`), shown as its hint. */
const isShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/** What the reader did before the real bar arrived, for it to take over. */
type Handover = {focus: boolean; value: string};

function StandIn({onActivate, handover}: {onActivate: (focus: boolean) => void; handover: Handover}) {
  const isBrowser = useIsBrowser();
  const isMac = isBrowser && /mac|iphone|ipad/i.test(navigator.platform);
  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  return (
    <div className={clsx('navbar__search', styles.standIn)} dir="ltr">
      <input
        className="navbar__search-input"
        placeholder={label}
        aria-label={label}
        onPointerEnter={() => void loadSearchBar()}
        onTouchStart={() => void loadSearchBar()}
        onFocus={() => onActivate(true)}
        onChange={(event) => {
          handover.value = event.target.value;
        }}
      />
      {isBrowser && (
        <div className={styles.hints} aria-hidden="true">
          <kbd className={styles.hint}>{isMac ? '⌘' : 'ctrl'}</kbd>
          <kbd className={styles.hint}>K</kbd>
        </div>
      )}
    </div>
  );
}

/** Rendered after the real bar: gives its input the focus and text of the stand-in. */
function TakeOver({container, handover}: {container: React.RefObject<HTMLDivElement | null>; handover: Handover}) {
  useLayoutEffect(() => {
    const input = container.current?.querySelector<HTMLInputElement>('input.navbar__search-input');
    if (!input) return;
    if (handover.value) {
      // Through the native setter, so that React's onChange sees the text.
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(input, handover.value);
      input.dispatchEvent(new Event('input', {bubbles: true}));
    }
    if (handover.focus) input.focus();
  }, [container, handover]);
  return null;
}

export default function SearchBarWrapper(): ReactNode {
  const [wanted, setWanted] = useState(false);
  const handover = useRef<Handover>({focus: false, value: ''}).current;
  const container = useRef<HTMLDivElement>(null);
  const {search} = useLocation();

  const activate = useCallback(
    (focus: boolean) => {
      handover.focus = handover.focus || focus;
      setWanted(true);
    },
    [handover],
  );

  // A result's page highlights the searched terms: that is the real bar's work.
  useEffect(() => {
    if (new URLSearchParams(search).has('_highlight')) activate(false);
  }, [search, activate]);

  // The shortcut works before the real bar has registered its own.
  useEffect(() => {
    if (wanted) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      activate(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [wanted, activate]);

  if (!wanted) return <StandIn onActivate={activate} handover={handover} />;
  return (
    <div ref={container} className={styles.container}>
      <Suspense fallback={<StandIn onActivate={activate} handover={handover} />}>
        <SearchBar />
        <TakeOver container={container} handover={handover} />
      </Suspense>
    </div>
  );
}
