// The deploy plugin (plugins/deploy): its steps run after the post-build steps of the
// plugins given through `after`, although Docusaurus starts every postBuild at once.
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import test from 'node:test';
import {deployment} from '../../plugins/deploy/index.mjs';

/** A small build folder: a home page with an inline script, a docs page and the sitemap. */
async function fakeBuild(dir) {
  const outDir = path.join(dir, 'build');
  await mkdir(path.join(outDir, 'docs', 'intro'), {recursive: true});
  const page = (title) => `<!doctype html><title>${title}</title><script>var x=1</script><p>${'text '.repeat(200)}</p>`;
  await writeFile(path.join(outDir, 'index.html'), page('Home'));
  await writeFile(path.join(outDir, 'docs', 'intro', 'index.html'), page('Intro'));
  await writeFile(
    path.join(outDir, 'sitemap.xml'),
    '<urlset><url><loc>https://example.org/docs/intro</loc></url></urlset>',
  );
  return outDir;
}

/**
 * Runs the postBuild of each plugin the way Docusaurus does: all started at once, then
 * awaited together.
 */
const postBuildAll = (plugins, props) => Promise.all(plugins.map((p) => p.postBuild?.(props)));

test('the deploy steps wait for the plugins given through `after`, then hash and compress what they wrote', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'nodemod-deploy-'));
  try {
    const outDir = await fakeBuild(dir);
    const lines = [];
    const {after, plugin} = deployment({cspFile: 'csp.conf', log: (line) => lines.push(line)});
    // A plugin that writes a file of the build late in its postBuild, like the Markdown twins.
    const late = (context, options) => ({
      name: 'late',
      options,
      async postBuild({outDir: out}) {
        await sleep(100);
        await writeFile(path.join(out, 'late.md'), `# Late\n\n${'word '.repeat(300)}\n`);
      },
    });
    late.validateOptions = ({options}) => options;
    // Only what the plugins read of Docusaurus's context.
    const context = /** @type {any} */ ({siteDir: dir});
    const wrapped = after(late);
    assert.equal(wrapped.validateOptions, late.validateOptions, 'the module keeps its option validation');
    const plugins = /** @type {any[]} */ ([await plugin(context, {}), await wrapped(context, {id: 'x'})]);
    assert.deepEqual(plugins[1].options, {id: 'x'}, 'the wrapped plugin is otherwise unchanged');

    await postBuildAll(plugins, {outDir});

    const manifest = JSON.parse(await readFile(path.join(outDir, 'offline.json'), 'utf8'));
    assert.ok(manifest.revisions['/late.md'], 'the worker lists the late file');
    assert.deepEqual(manifest.pages, ['/docs/intro']);
    assert.ok(existsSync(path.join(outDir, 'late.md.br')), 'the late file is compressed');
    assert.ok(existsSync(path.join(outDir, 'sw.js')), 'the worker is written');
    assert.match(await readFile(path.join(dir, 'csp.conf'), 'utf8'), /script-src 'self' 'sha256-/);
    assert.equal(lines.length, 3, lines.join('\n'));
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
});

test('a plugin given through `after` that fails makes the deploy steps fail, not run on half a build', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'nodemod-deploy-'));
  try {
    const outDir = await fakeBuild(dir);
    const {after, plugin} = deployment({cspFile: 'csp.conf', log: () => {}});
    const failing = after(() => ({
      name: 'failing',
      async postBuild() {
        await sleep(20);
        throw new Error('the twins could not be written');
      },
    }));
    const context = /** @type {any} */ ({siteDir: dir});
    const plugins = /** @type {any[]} */ ([await plugin(context, {}), await failing(context, {})]);
    const results = await Promise.allSettled(plugins.map((p) => p.postBuild({outDir})));
    assert.deepEqual(
      results.map((r) => r.status),
      ['rejected', 'rejected'],
    );
    assert.equal(existsSync(path.join(outDir, 'sw.js')), false);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
});
