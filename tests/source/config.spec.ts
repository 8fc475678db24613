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

test('importing the configuration writes no file and starts no process; the first API plugin to start does, before TypeDoc runs', () => {
  // Every command that reads the configuration (clear, serve, the tests above) used to derive
  // the post events into generated/ and write the member index: the configuration now leaves
  // that to the two TypeDoc plugins (writeApiInputs in docusaurus.config.ts). The script below
  // records each write and process, without carrying it out (the member index is under
  // node_modules/, which a build elsewhere may be reading), while the configuration is
  // imported, then while the two API plugins start, with a site context that stops TypeDoc
  // at its first look at it.
  const script = [
    "const fs = require('node:fs');",
    "const path = require('node:path');",
    "const childProcess = require('node:child_process');",
    'const seen = [];',
    "const shown = (arg) => String(arg).replace(process.execPath, 'node').split(process.cwd() + path.sep).join('');",
    "for (const name of ['writeFileSync', 'writeFile', 'mkdirSync', 'appendFileSync', 'renameSync', 'rmSync']) {",
    '  fs[name] = (...args) => { seen.push(`${name} ${shown(args[0])}`); return undefined; };',
    '}',
    "for (const name of ['spawnSync', 'spawn', 'execSync', 'execFileSync', 'exec', 'execFile', 'fork']) {",
    '  childProcess[name] = (...args) => {',
    "    const argv = [args[0], ...(Array.isArray(args[1]) ? args[1] : [])].map(shown).join(' ');",
    '    seen.push(`${name} ${argv}`);',
    "    return {status: 0, stdout: '', stderr: ''};",
    '  };',
    '}',
    // jiti's own cache of the transpiled config is not the config's doing.
    "const jiti = require('jiti')(process.cwd() + '/index.js', {interopDefault: true, cache: false});",
    "const config = jiti('./docusaurus.config.ts');",
    'const importing = seen.splice(0);',
    'const validate = (_schema, options) => options;',
    'const idOf = (plugin) => { try { return plugin.validateOptions?.({validate})?.id; } catch { return undefined; } };',
    "const api = config.plugins.filter((plugin) => /^api-/.test(idOf(plugin) ?? ''));",
    "const stop = new Error('stopped before TypeDoc runs');",
    'const context = new Proxy({}, {get() {',
    "  if (!seen.includes('TypeDoc reads the site context')) seen.push('TypeDoc reads the site context');",
    '  throw stop;',
    '}});',
    '(async () => {',
    '  const starting = [];',
    '  for (const plugin of api) {',
    '    const started = Promise.resolve().then(() => plugin(context, plugin.validateOptions({validate})));',
    "    const outcome = await started.then(() => 'ran', (error) => error);",
    "    if (outcome === 'ran') throw new Error(`${idOf(plugin)} ran without reading the site context`);",
    '    if (outcome !== stop) throw outcome;',
    '    starting.push({id: idOf(plugin), seen: seen.splice(0)});',
    '  }',
    '  process.stdout.write(JSON.stringify({importing, starting, plugins: config.plugins.length}));',
    '})();',
  ].join('\n');
  // Without GitHub Actions' variables, as a local build: the site's repository is then read from git.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('GITHUB_')));
  const run = spawnSync(process.execPath, ['-e', script], {encoding: 'utf8', env});
  expect(run.status, run.stderr).toBe(0);
  const {importing, starting, plugins} = JSON.parse(run.stdout) as {
    importing: string[];
    starting: {id: string; seen: string[]}[];
    plugins: number;
  };
  expect(plugins).toBeGreaterThan(5);
  expect(importing).toEqual([]);
  // The first to start writes both inputs, then hands over to TypeDoc; the second only starts TypeDoc.
  // Between them, the first asks git (read only) for the clone's origin, commit and branch: the
  // site's repository for the declaration links (plugins/site-repository), read once.
  expect(starting).toEqual([
    {
      id: 'api-core',
      seen: [
        'spawnSync node plugins/typedoc/derive-post-events.mjs',
        'mkdirSync generated',
        'writeFileSync generated/member-index.json',
        'execFileSync git remote get-url origin',
        'execFileSync git rev-parse --verify --quiet HEAD',
        'execFileSync git symbolic-ref --quiet --short HEAD',
        'TypeDoc reads the site context',
      ],
    },
    {id: 'api-nodemod', seen: ['TypeDoc reads the site context']},
  ]);
});
