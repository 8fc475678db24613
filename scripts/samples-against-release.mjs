/**
 * Compiles every code sample of the site against the declarations of the `@nodemod/core`
 * release the site documents, as its package ships them, rather than against `api-src/`:
 * the binding's `types/*.d.ts` and the modules' declarations that the compiler emits from
 * its `src/` (scripts/lib/release-api.mjs). `api-src/` is written to match the release
 * member by member (tests/source/api-declarations.spec.ts); this shows that a sample that
 * compiles against `api-src/` compiles against the release itself.
 *
 *   node scripts/samples-against-release.mjs <core-goldsrc clone or mirror>
 *
 * Prints how many samples were compiled and each problem, and exits 1 on any. The
 * samples written for the pre-release API (```ts api=pre-release) are left out.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {collectSamples, compile} from '../tests/checkers/code-samples.mjs';
import {writePostEvents} from '../plugins/typedoc/derive-post-events.mjs';
import {bindingDeclarations, coreFiles, emitCoreTree} from './lib/release-api.mjs';

const root = path.resolve(import.meta.dirname, '..');
const pinned = (await import('../plugins/site-data/pinned-sources.json', {with: {type: 'json'}})).default;

const coreDir = process.argv[2];
if (!coreDir) {
  console.error('usage: node scripts/samples-against-release.mjs <core-goldsrc>');
  process.exit(2);
}
const commit = pinned.core.commit;
const git = (...args) =>
  execFileSync('git', ['-C', coreDir, ...args], {
    encoding: 'utf8',
    maxBuffer: 256 << 20,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
const tree = {
  list: (under) =>
    git('ls-tree', '-r', commit, '--', under)
      .split('\n')
      .filter((line) => /^\d+ blob /.test(line))
      .map((line) => line.slice(line.indexOf('\t') + 1)),
  show: (file) => {
    try {
      return git('show', `${commit}:${file}`);
    } catch {
      return null;
    }
  },
};

// A folder shaped like this repository's api-src/: nodemod/ holds the release's types/,
// dist/ the emitted declarations, and core/ one file per import path a sample uses,
// re-exporting the module the package's `exports` map names.
const work = path.join(root, '.test-output', 'samples-release');
rmSync(work, {recursive: true, force: true});
const apiRoot = path.join(work, 'release');
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(apiRoot, file)), {recursive: true});
  writeFileSync(path.join(apiRoot, file), text);
};
const binding = bindingDeclarations(tree, 'types/');
for (const file of tree.list('types/')) write(`api-src/nodemod/${path.basename(file)}`, tree.show(file));
for (const [file, text] of emitCoreTree(tree, binding)) write(`dist/${file}`, text);
const reexport = (to) => `export * from '${to}';\nexport {default} from '${to}';\n`;
write('api-src/core/index.d.ts', reexport('../../dist/index'));
for (const [module, file] of Object.entries(coreFiles))
  write(`api-src/core/${module}.d.ts`, reexport(`../../dist/${file.replace(/^src\//, '').replace(/\.ts$/, '')}`));

writePostEvents();
const samples = collectSamples().filter((s) => !s.api);
const problems = compile(samples, path.join(work, 'samples'), apiRoot);
const failing = new Set(problems.map((p) => p.replace(/:\d+: .*$/s, '')));
console.log(
  `@nodemod/core ${commit.slice(0, 7)}: ${samples.filter((s) => !s.partial).length} samples compiled, ${problems.length} problems`,
);
for (const problem of problems) console.log(problem);
if (failing.size) console.log(`${failing.size} files with a problem`);
process.exit(problems.length ? 1 : 0);
