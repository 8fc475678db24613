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

test('importing the configuration writes no file and starts no process; the API plugins do, when they start', () => {
  // Every command that reads the configuration (clear, serve, the tests above) used to derive
  // the post events into api-src/ and write the member index: the configuration now leaves that
  // to the two TypeDoc plugins (writeApiInputs in docusaurus.config.ts).
  const script = [
    "const fs = require('node:fs');",
    "const childProcess = require('node:child_process');",
    'const seen = [];',
    "for (const name of ['writeFileSync', 'writeFile', 'mkdirSync', 'appendFileSync', 'renameSync', 'rmSync']) {",
    '  const original = fs[name];',
    '  fs[name] = (...args) => { seen.push(`${name} ${args[0]}`); return original(...args); };',
    '}',
    "for (const name of ['spawnSync', 'spawn', 'execSync', 'execFileSync', 'exec', 'execFile', 'fork']) {",
    '  const original = childProcess[name];',
    '  childProcess[name] = (...args) => { seen.push(`${name} ${args.flat().join(" ")}`); return original(...args); };',
    '}',
    // jiti's own cache of the transpiled config is not the config's doing.
    "const jiti = require('jiti')(process.cwd() + '/index.js', {interopDefault: true, cache: false});",
    "const config = jiti('./docusaurus.config.ts');",
    'process.stdout.write(JSON.stringify({seen, plugins: config.plugins.length}));',
  ].join('\n');
  const run = spawnSync(process.execPath, ['-e', script], {encoding: 'utf8'});
  expect(run.status, run.stderr).toBe(0);
  const {seen, plugins} = JSON.parse(run.stdout) as {seen: string[]; plugins: number};
  expect(plugins).toBeGreaterThan(5);
  expect(seen).toEqual([]);
});
