/**
 * Writes tests/fixtures/cited-source-files.json: every source file of the
 * repositories the guides cite for engine and plugin behaviour (ReHLDS, the
 * HLSDK, Metamod-R, AMX Mod X's core and modules, and ReGameDLL_CS's game
 * library, ReAPI's module and include files, at the commits of
 * plugins/site-data/pinned-sources.json), and the build files
 * the user-message catalogue cites (the HLSDK's Linux makefiles, ReGameDLL_CS's
 * CMakeLists.txt, both games' voice manager), with its number of lines. The tests check each
 * citation of those repositories in the docs against it (they cannot reach
 * GitHub); NodeMod's own files are in tests/fixtures/source-files.json. Names
 * and counts only.
 *
 *   node scripts/cited-source-files.mjs <rehlds> <halflife> <metamod-r> <amxmodx> <regamedll> <reapi>   (clones or bare mirrors)
 */
import {execFileSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';

const pinned = JSON.parse(readFileSync(new URL('../plugins/site-data/pinned-sources.json', import.meta.url), 'utf8'));

/**
 * Each repository: its key in pinned-sources.json, the folders whose C and C++ sources
 * are indexed, and build files indexed by their path.
 */
const repositories = [
  {key: 'rehlds', folders: ['rehlds/engine/', 'rehlds/public/', 'rehlds/common/'], files: []},
  {
    key: 'hlsdk',
    folders: ['dlls/', 'engine/', 'common/', 'pm_shared/'],
    files: ['linux/Makefile', 'linux/Makefile.hldll', 'game_shared/voice_gamemgr.cpp'],
  },
  {key: 'metamod', folders: ['metamod/src/', 'metamod/include/'], files: []},
  {key: 'amxmodx', folders: ['amxmodx/', 'modules/', 'plugins/include/'], files: []},
  {
    key: 'regamedll',
    folders: ['regamedll/dlls/'],
    files: ['regamedll/CMakeLists.txt', 'regamedll/game_shared/voice_gamemgr.cpp'],
  },
  {key: 'reapi', folders: ['reapi/src/', 'reapi/extra/amxmodx/scripting/include/'], files: []},
];

const clones = process.argv.slice(2);
if (clones.length !== repositories.length) {
  console.error(
    'usage: node scripts/cited-source-files.mjs <rehlds> <halflife> <metamod-r> <amxmodx> <regamedll> <reapi>',
  );
  process.exit(2);
}

const index = {
  about:
    'Every C and C++ source file of ReHLDS (rehlds/engine, rehlds/public, rehlds/common), the HLSDK (dlls, engine, common, pm_shared), Metamod-R (metamod/src, metamod/include), AMX Mod X (amxmodx, modules, plugins/include) ReGameDLL_CS (regamedll/dlls) and ReAPI (reapi/src, reapi/extra/amxmodx/scripting/include), and the build files and voice managers the user-message catalogue cites (HLSDK linux/Makefile, linux/Makefile.hldll, game_shared/voice_gamemgr.cpp; ReGameDLL_CS regamedll/CMakeLists.txt, regamedll/game_shared/voice_gamemgr.cpp), at the commits below, with its number of lines. Written by scripts/cited-source-files.mjs; the tests check each citation of these repositories in the docs against it.',
  repositories: {},
};
for (const [i, {key, folders, files: buildFiles}] of repositories.entries()) {
  const {repo, commit} = pinned[key];
  const git = (...args) => execFileSync('git', ['-C', clones[i], ...args], {encoding: 'utf8', maxBuffer: 256 << 20});
  const files = {};
  for (const path of git('ls-tree', '-r', '--name-only', commit).split('\n')) {
    const source = folders.some((f) => path.startsWith(f)) && /\.(c|cpp|h|hpp|inl|inc)$/.test(path);
    if (!source && !buildFiles.includes(path)) continue;
    const text = git('show', `${commit}:${path}`);
    files[path] = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  }
  index.repositories[repo] = {commit, files};
  console.log(`${repo} at ${commit.slice(0, 7)}: ${Object.keys(files).length} files`);
}
writeFileSync(
  new URL('../tests/fixtures/cited-source-files.json', import.meta.url),
  `${JSON.stringify(index, null, 1)}\n`,
);
