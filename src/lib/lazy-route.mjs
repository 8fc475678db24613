/**
 * Route components made on first use (src/client/lazy-route.ts,
 * plugins/lazy-routes): `lazyComponentCreator(make)` returns a
 * `ComponentCreator(path, hash)` whose routes call `make(path, hash)` the first
 * time one is rendered or preloaded, once, and render what it made.
 */
import {createElement} from 'react';

/**
 * @typedef {import('react').ComponentType<object> & {preload?: () => unknown}} RouteComponent
 * @param {(path: string, hash: string) => RouteComponent} make
 * @returns {(path: string, hash: string) => RouteComponent}
 */
export function lazyComponentCreator(make) {
  return (path, hash) => {
    /** @type {RouteComponent | undefined} */
    let made;
    const component = () => (made ??= make(path, hash));
    /** @type {RouteComponent} */
    const Route = (props) => createElement(component(), props);
    Route.preload = () => component().preload?.();
    return Route;
  };
}
