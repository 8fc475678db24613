/**
 * The browser's way to ./render.ts: loaded on its own chunk, when a block needs
 * it (one shown after the page has hydrated) or when the browser is idle after
 * the page has loaded, so that a page the reader moves to finds it there. The
 * server's bundle takes ./renderer.server.ts instead (plugins/code-highlight
 * points this module there), which has it at once.
 */
import {whenIdle} from '@site/src/lib/idle-queue.mjs';
import type {renderCodeBlock} from './render';

export type Render = typeof renderCodeBlock;

let loaded: Render | undefined;
let loading: Promise<Render> | undefined;

/** The renderer, if it has loaded. */
export const currentRenderer = (): Render | undefined => loaded;

/** Loads the renderer (once). */
export function loadRenderer(): Promise<Render> {
  loading ??= import('./render').then((module) => (loaded = module.renderCodeBlock));
  return loading;
}

/** Loads the renderer when the browser is idle after the page's `load` event. */
export function loadRendererWhenIdle(): void {
  if (loading) return;
  const idle = () => whenIdle(() => void loadRenderer(), 5000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, {once: true});
}
