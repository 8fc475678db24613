/**
 * The site configuration under another base URL (the publish workflow builds for
 * GitHub Pages under a path): links written as raw HTML follow it.
 */
import {spawnSync} from 'node:child_process';
import {expect, test} from '@playwright/test';

/** The configuration as Docusaurus loads it (through jiti), with `env` set. */
function loadConfig(env: Record<string, string>): {baseUrl: string; themeConfig: {announcementBar: {content: string}}} {
  const script = [
    "const jiti = require('jiti')(process.cwd() + '/index.js', {interopDefault: true});",
    "const config = jiti('./docusaurus.config.ts');",
    'process.stdout.write(JSON.stringify({baseUrl: config.baseUrl, themeConfig: config.themeConfig}));',
  ].join('\n');
  const run = spawnSync(process.execPath, ['-e', script], {encoding: 'utf8', env: {...process.env, ...env}});
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout);
}

test('the announcement links to the post under the site base URL', () => {
  const atRoot = loadConfig({});
  expect(atRoot.baseUrl).toBe('/');
  expect(atRoot.themeConfig.announcementBar.content).toContain('href="/blog/nodemod-modernized"');

  const underPath = loadConfig({NODEMOD_BASE_URL: '/nodemod/'});
  expect(underPath.baseUrl).toBe('/nodemod/');
  expect(underPath.themeConfig.announcementBar.content).toContain('href="/nodemod/blog/nodemod-modernized"');
});
