/**
 * A real TypeDoc run over declaration files a unit test writes, with the site's own
 * settings: typedoc.json (the theme, the router, the formats, the validation), the local
 * plugin, and the comment tags of api-src/tsdoc.json. The run must report no problem.
 */
import assert from 'node:assert/strict';
import {mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Application, TSConfigReader} from 'typedoc';

/**
 * Writes `files` (name → text) into a folder of their own and runs TypeDoc over the
 * `entryPoints` among them, with `options` over the site's.
 * @param {Record<string, string>} files
 * @param {string[]} entryPoints names of `files`
 * @param {Record<string, unknown> | ((dir: string) => Record<string, unknown>)} [options]
 *   TypeDoc options, or a function of the fixture's folder that returns them
 * @returns {Promise<{dir: string, read: (page: string) => Promise<string>, remove: () => Promise<void>}>}
 */
export async function typedocFixture(files, entryPoints, options = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), 'nodemod-typedoc-'));
  const out = path.join(dir, 'out');
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
  await writeFile(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({compilerOptions: {strict: true, noEmit: true, types: []}, include: entryPoints}),
  );
  // api-src/tsdoc.json extends TypeDoc's own file by its package path, which the
  // fixture's folder cannot resolve: the copy names the file.
  const tsdoc = JSON.parse(await readFile('api-src/tsdoc.json', 'utf8'));
  tsdoc.extends = [path.resolve('node_modules/typedoc/tsdoc.json')];
  await writeFile(path.join(dir, 'tsdoc.json'), JSON.stringify(tsdoc));
  const config = JSON.parse(await readFile('typedoc.json', 'utf8'));
  delete config.$schema;
  delete config.tsconfig;
  const app = await Application.bootstrapWithPlugins(
    {
      ...config,
      name: 'fixture',
      plugin: ['typedoc-plugin-markdown', path.resolve('plugins/typedoc/plugin.mjs')],
      tsconfig: path.join(dir, 'tsconfig.json'),
      entryPoints: entryPoints.map((name) => path.join(dir, name)),
      out,
      logLevel: 'Warn',
      ...(typeof options === 'function' ? options(dir) : options),
    },
    [new TSConfigReader()],
  );
  const project = await app.convert();
  assert.ok(project, 'TypeDoc converted the fixture');
  await app.generateOutputs(project);
  assert.equal(app.logger.hasErrors() || app.logger.hasWarnings(), false, 'TypeDoc reported no problem');
  return {
    dir,
    read: (page) => readFile(path.join(out, page), 'utf8'),
    remove: () => rm(dir, {recursive: true, force: true}),
  };
}
