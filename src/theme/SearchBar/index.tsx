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
import {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

const loadSearchBar = () => import('@theme-original/SearchBar');

/** The shortcut the bar registers (`searchBarShortcut`), shown as its hint. */
const isShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/**
 * What the reader did before the real bar arrived, for it to take over: the stand-in's
 * input element (kept after it leaves the page, so that its last text can be read when
 * the real bar is in place) and whether it had the focus. `swapping` is set once the
 * real bar is about to replace it, so the blur that the removal causes is not taken
 * for the reader leaving the box.
 */
type Handover = {input: HTMLInputElement | null; focus: boolean; swapping: boolean};

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
        ref={(input) => {
          if (input) handover.input = input;
        }}
        onFocus={() => {
          handover.focus = true;
          onActivate();
        }}
        onBlur={() => {
          if (!handover.swapping) handover.focus = false;
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

/**
 * Gives the real bar's input the focus and the text the stand-in had. The text goes in
 * as typed input (`insertText`), so the bar's own change handler takes it, as it does
 * a reader's keystrokes; setting the value directly would be undone by the bar's next
 * render, since its input shows its own state.
 */
function takeOver(container: HTMLElement | null, handover: Handover) {
  const input = container?.querySelector<HTMLInputElement>('input.navbar__search-input');
  if (!input || !handover.focus) return;
  input.focus();
  const text = handover.input?.value ?? '';
  if (text) document.execCommand('insertText', false, text);
}

export default function SearchBarWrapper(): ReactNode {
  // The real bar's component once its code has arrived; until then the stand-in stays
  // mounted, so it keeps the focus and whatever is typed while the code loads.
  const [SearchBar, setSearchBar] = useState<ComponentType | null>(null);
  const requested = useRef(false);
  const handover = useRef<Handover>({input: null, focus: false, swapping: false}).current;
  const container = useRef<HTMLDivElement>(null);
  const {search} = useLocation();

  const activate = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    void loadSearchBar().then((module) => {
      handover.swapping = true;
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

  // After the real bar's own mount work: its effects (a parent's effects run after its
  // children's) and the timer one of them sets, which empties its input.
  useEffect(() => {
    if (!SearchBar) return undefined;
    const timer = setTimeout(() => takeOver(container.current, handover), 0);
    return () => clearTimeout(timer);
  }, [SearchBar, handover]);

  if (!SearchBar) return <StandIn onActivate={activate} handover={handover} />;
  return (
    <div ref={container} className={styles.container}>
      <SearchBar />
    </div>
  );
}
