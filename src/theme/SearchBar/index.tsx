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
import {flushSync} from 'react-dom';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

const loadSearchBar = () => import('@theme-original/SearchBar');

/** The shortcut the bar registers (`searchBarShortcut`), shown as its hint. */
const isShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/** The stand-in's input element, for the real bar to take over its text and focus. */
type Handover = {input: HTMLInputElement | null};

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
        onFocus={onActivate}
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
 * Gives the real bar's input the text and focus of the stand-in, if the stand-in had
 * the focus. The text goes in as typed input (`insertText`), so the bar's own change
 * handler takes it as it takes keystrokes; a value set directly would be undone by the
 * bar's next render, since its input shows its own state.
 */
function takeOver(container: HTMLElement | null, standIn: {text: string; focused: boolean}) {
  const input = container?.querySelector<HTMLInputElement>('input.navbar__search-input');
  if (!input || !standIn.focused) return;
  const {text} = standIn;
  input.focus();
  if (text) document.execCommand('insertText', false, text);
}

export default function SearchBarWrapper(): ReactNode {
  // The real bar's component once its code has arrived, and whether it has taken the
  // stand-in's place. In between it is mounted but not shown, while the stand-in stays
  // in place with the focus and whatever is typed into it.
  const [SearchBar, setSearchBar] = useState<ComponentType | null>(null);
  const [shown, setShown] = useState(false);
  const requested = useRef(false);
  const handover = useRef<Handover>({input: null}).current;
  const container = useRef<HTMLDivElement>(null);
  const {search} = useLocation();

  const activate = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    void loadSearchBar().then((module) => setSearchBar(() => module.default));
  }, []);

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
      handover.input?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [SearchBar, handover]);

  // While the real bar waits out of sight, its input carries no name, so the page has
  // one search box, the stand-in, for assistive technology.
  const pendingLabel = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!SearchBar || shown) return;
    const input = container.current?.querySelector(`.${styles.pending} input.navbar__search-input`);
    if (input?.hasAttribute('aria-label')) {
      pendingLabel.current = input.getAttribute('aria-label');
      input.removeAttribute('aria-label');
    }
  }, [SearchBar, shown]);

  // Once the real bar has done its own mount work (its effects, and the timer one of
  // them sets, which empties its input), the swap happens in one go: nothing typed in
  // between can be lost.
  useEffect(() => {
    if (!SearchBar || shown) return undefined;
    const timer = setTimeout(() => {
      // Read before the swap, which takes the stand-in (and its focus) away.
      const standIn = {text: handover.input?.value ?? '', focused: document.activeElement === handover.input};
      flushSync(() => setShown(true));
      const input = container.current?.querySelector('input.navbar__search-input');
      if (input && pendingLabel.current !== null) input.setAttribute('aria-label', pendingLabel.current);
      takeOver(container.current, standIn);
    }, 0);
    return () => clearTimeout(timer);
  }, [SearchBar, shown, handover]);

  return (
    <div ref={container} className={styles.container}>
      {SearchBar && (
        <div className={shown ? styles.container : styles.pending}>
          <SearchBar />
        </div>
      )}
      {!shown && <StandIn onActivate={activate} handover={handover} />}
    </div>
  );
}
