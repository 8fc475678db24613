/**
 * ./renderer.ts for the server's bundle (plugins/code-highlight points that
 * module here while the site is rendered): the renderer at once, so every block
 * of a page is in its HTML.
 */
import {renderCodeBlock} from './render';

export type Render = typeof renderCodeBlock;

export const currentRenderer = (): Render | undefined => renderCodeBlock;

export const loadRenderer = (): Promise<Render> => Promise.resolve(renderCodeBlock);

export function loadRendererWhenIdle(): void {}
