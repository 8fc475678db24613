// Route components made on first use (src/lib/lazy-route.mjs, plugins/lazy-routes).
// Run with `node --test tests/unit/`; no build needed.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {lazyComponentCreator} from '../../src/lib/lazy-route.mjs';

/** A stand-in for Docusaurus's ComponentCreator that records what it is asked to make. */
function stock() {
  const made = [];
  const make = (path, hash) => {
    made.push(`${path}-${hash}`);
    const Component = (props) => createElement('p', {'data-path': path}, props.text);
    Component.preload = () => Promise.resolve(`loaded ${path}`);
    return Component;
  };
  return {made, make};
}

test('a route table of many routes makes none of their components as it loads', () => {
  const {made, make} = stock();
  const creator = lazyComponentCreator(make);
  const routes = Array.from({length: 300}, (_, i) => creator(`/docs/page-${i}`, 'abc'));
  assert.equal(routes.length, 300);
  assert.deepEqual(made, []);
});

test("a route's component is made once, when it is first rendered, and renders what the stock one renders", () => {
  const {made, make} = stock();
  const creator = lazyComponentCreator(make);
  const Route = creator('/docs/installation', '1f2');
  creator('/docs/examples', '3a4');
  const html = renderToStaticMarkup(createElement(Route, {text: 'Installation'}));
  assert.equal(html, '<p data-path="/docs/installation">Installation</p>');
  renderToStaticMarkup(createElement(Route, {text: 'again'}));
  assert.deepEqual(made, ['/docs/installation-1f2']);
});

test("preloading a route makes its component once and returns the stock preload's promise", async () => {
  const {made, make} = stock();
  const Route = lazyComponentCreator(make)('/docs/guides/quick-start', '9e0');
  assert.equal(await Route.preload(), 'loaded /docs/guides/quick-start');
  renderToStaticMarkup(createElement(Route, {text: 'Quick start'}));
  assert.deepEqual(made, ['/docs/guides/quick-start-9e0']);
});
