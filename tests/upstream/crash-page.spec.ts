/**
 * The error catalogue's rendering crash: a page whose content throws while it
 * renders shows our error page ("This page crashed.", the error and its causes,
 * a way home and "Try again"), and "Try again" renders the page once the fault
 * is gone. The crashing page exists only in a fixture site built here with this
 * site's theme (tests/support/fixture-site.ts), and it throws only when that
 * site's `customFields.crashOnPurpose` says so; the production build has no such
 * page and the test reaches into no bundler internals.
 */
import {type ChildProcess} from 'node:child_process';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {buildFixture} from '../support/fixture-site';
import {waitForHydration} from '../support/page';
import {freePort, startServer, stopServer} from '../support/servers';

const crashingDoc = `---
id: crashing
title: Crashing page
---

import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export function Content() {
  const {siteConfig} = useDocusaurusContext();
  // On the server there is no window: the page is written whole, and the crash is the browser's.
  if (siteConfig.customFields.crashOnPurpose && typeof window !== 'undefined' && !window.allowRender) {
    window.crashes = (window.crashes ?? 0) + 1;
    throw new Error('The page content failed on purpose', {cause: new Error('Its cause, also on purpose')});
  }
  return <p>The page rendered.</p>;
}

<Content />
`;

let server: ChildProcess | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // A folder per worker: with --repeat-each, two workers build their own copy side by side.
  const {status, output, dir} = buildFixture(`crashing-page-${process.env.TEST_WORKER_INDEX ?? 0}`, {
    customFields: {crashOnPurpose: true},
    docs: {'crashing.mdx': crashingDoc},
    sidebars: "{docs: [{type: 'doc', id: 'intro'}, {type: 'doc', id: 'crashing'}]}",
  });
  expect(status, output).toBe(0);
  const port = await freePort();
  server = await startServer(process.execPath, [
    path.resolve('deploy/serve.mjs'),
    '--dir',
    path.join(dir, 'build'),
    '--port',
    String(port),
    '--host',
    '127.0.0.1',
  ]);
  origin = `http://127.0.0.1:${port}`;
});

test.afterAll(() => stopServer(server));

test('a page that throws shows "This page crashed." with the cause chain, and "Try again" renders it', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  // A crash while hydrating is recovered by React itself (it renders the page again on the
  // client); the error boundary is for crashes after that, such as on the way to another page.
  await page.goto(`${origin}/docs/intro`);
  await waitForHydration(page);
  await page.getByRole('link', {name: 'Crashing page', exact: true}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('This page crashed.');
  const main = page.getByRole('main');
  await expect(main).toContainText('The page content failed on purpose');
  await expect(main).toContainText('Cause:');
  await expect(main).toContainText('Its cause, also on purpose');
  // Our wrapper's way home.
  await expect(page.getByRole('link', {name: 'home page'})).toHaveAttribute('href', '/');
  // React reported the crash to the console.
  expect(errors.join('\n')).toContain('The page content failed on purpose');

  // The fault is gone; "Try again" clears the error and renders the page.
  expect(await page.evaluate(() => (window as unknown as {crashes: number}).crashes)).toBeGreaterThan(0);
  await page.evaluate(() => ((window as unknown as {allowRender: boolean}).allowRender = true));
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Crashing page');
  await expect(main).toContainText('The page rendered.');
});
