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
import {useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

const loadSearchBar = () => import('@theme-original/SearchBar');

/** The shortcut the bar registers (`searchBarShortcut`), shown as its hint. */
const isShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/** What the reader did before the real bar arrived, for it to take over. */
type Handover = {focus: boolean; value: string};

function StandIn({onActivate, handover}: {onActivate: () => void; handover: Handover}) {
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
        onFocus={() => onActivate()}
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

/** Gives the real bar's input the focus and the text the stand-in had. */
function takeOver(container: HTMLElement | null, handover: Handover) {
  const input = container?.querySelector<HTMLInputElement>('input.navbar__search-input');
  if (!input) return;
  if (handover.value) {
    // Through the native setter, so that React's onChange sees the text.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(input, handover.value);
    input.dispatchEvent(new Event('input', {bubbles: true}));
  }
  if (handover.focus) input.focus();
}

export default function SearchBarWrapper(): ReactNode {
  // The real bar's component once its code has arrived; until then the stand-in stays
  // mounted, so it keeps the focus and whatever is typed while the code loads.
  const [SearchBar, setSearchBar] = useState<ComponentType | null>(null);
  const requested = useRef(false);
  const handover = useRef<Handover>({focus: false, value: ''}).current;
  const container = useRef<HTMLDivElement>(null);
  const {search} = useLocation();

  const activate = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    void loadSearchBar().then((module) => {
      // The real bar takes the focus if the stand-in has it when the code arrives.
      handover.focus = document.activeElement?.closest(`.${styles.standIn}`) != null;
      setSearchBar(() => module.default);
    });
  }, [handover]);

  // A result's page highlights the searched terms: that is the real bar's work.
  useEffect(() => {
    if (new URLSearchParams(search).has('_highlight')) activate();
  }, [search, activate]);

  // The shortcut works before the real bar has registered its own.
  useEffect(() => {
    if (SearchBar) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      const input = document.querySelector<HTMLInputElement>(`.${styles.standIn} input`);
      input?.focus();
      activate();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [SearchBar, activate]);

  // In the parent's layout effect, once the container's ref is set and before the real
  // bar's own mount effect reads its input's value and focus.
  useLayoutEffect(() => {
    if (SearchBar) takeOver(container.current, handover);
  }, [SearchBar, handover]);

  if (!SearchBar) return <StandIn onActivate={activate} handover={handover} />;
  return (
    <div ref={container} className={styles.container}>
      <SearchBar />
    </div>
  );
}
