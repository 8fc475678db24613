/**
 * `@docusaurus/ComponentCreator` in the browser's bundle (plugins/lazy-routes):
 * the stock function, called when a route is first rendered or preloaded
 * instead of when the route table loads (src/lib/lazy-route.mjs).
 *
 * Docusaurus's generated route table (`.docusaurus/routes.js`, in every page's
 * `main.js`) calls `ComponentCreator(path, hash)` for each of the site's ~300
 * routes as it loads: each call flattens the route's chunk names, looks each up
 * in the chunk registry and makes a react-loadable component. A page uses two
 * or three of them. With a processor four times slower those calls took about
 * 20 ms of the task that runs `main.js`, before the page could answer a tap.
 * Here each route gets a small component that makes the stock one the first
 * time it renders or is preloaded (`preload` is what Docusaurus calls before it
 * shows a route), and renders it. What the stock component renders, and when
 * its chunks load, is unchanged; the server's bundle keeps the stock function.
 */
import StockComponentCreator from '@stock/ComponentCreator';
import {lazyComponentCreator} from '@site/src/lib/lazy-route.mjs';

export default lazyComponentCreator(StockComponentCreator);
