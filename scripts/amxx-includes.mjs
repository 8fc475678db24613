/**
 * Writes src/data/amxmodx-includes.json: for every include file of AMX Mod X
 * (`plugins/include/*.inc`) at the commit src/data/pinned-sources.json pins,
 * the names it declares by kind: natives, forwards, stocks (functions the
 * include defines in Pawn, such as amxmisc's `cmd_access`) and constants
 * (`#define`s and enum members). Names only, no declarations or comments.
 *
 * The porting page (docs/guides/amx-mod-x-porting.mdx) reads it twice: its
 * scanner (src/lib/pawn-scan.mjs) tells an AMX Mod X name from a plugin's own,
 * and its coverage table (src/data/amxmodx-coverage.ts) counts, per include,
 * what the guide's name map covers. The API reference's AMX Mod X names are
 * checked against it too (tests/source/member-data.spec.ts).
 *
 *   node scripts/amxx-includes.mjs <alliedmodders/amxmodx clone or bare mirror>
 */
import {execFileSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const pinned = JSON.parse(readFileSync(path.join(root, 'src', 'data', 'pinned-sources.json'), 'utf8')).amxmodx;

/**
 * The names one include file declares, by kind.
 * @param {string} source the include file's text
 * @returns {{natives: string[], forwards: string[], stocks: string[], constants: string[]}}
 */
export function declaredNames(source) {
  const text = source
    .replace(/\/\*[\s\S]*?\*\//g, ' ') // block comments
    .replace(/\/\/[^\n]*/g, ' '); // line comments
  const found = {natives: new Set(), forwards: new Set(), stocks: new Set(), constants: new Set()};
  const tag = String.raw`(?:[A-Za-z_]\w*:)?`;
  // A function that returns an array names its size first: `native [MAX_FMT_LENGTH]fmt(…)`.
  const size = String.raw`(?:\[[^\]\n]*\]\s*)?`;
  for (const [kind, keyword] of [
    ['natives', 'native'],
    ['forwards', 'forward'],
    ['stocks', 'stock'],
  ]) {
    const declaration = new RegExp(String.raw`^\s*${keyword}\s+(?:const\s+)?${size}${tag}([A-Za-z_@]\w*)\s*\(`, 'gm');
    for (const m of text.matchAll(declaration)) found[kind].add(m[1]);
  }
  for (const m of text.matchAll(/^\s*#define\s+([A-Za-z_]\w*)/gm)) found.constants.add(m[1]);
  for (const m of text.matchAll(/\benum\b[^{;]*\{([^}]*)\}/g)) {
    for (const item of m[1].split(',')) {
      const name = item.trim().match(/^(?:[A-Za-z_]\w*:)?([A-Za-z_]\w*)/);
      if (name) found.constants.add(name[1]);
    }
  }
  // A name both declared and #defined (an alias) counts once, as the function.
  for (const name of [...found.natives, ...found.forwards, ...found.stocks]) found.constants.delete(name);
  const sorted = (set) => [...set].sort();
  return {
    natives: sorted(found.natives),
    forwards: sorted(found.forwards),
    stocks: sorted(found.stocks),
    constants: sorted(found.constants),
  };
}

/**
 * The data file's content for a repository (a clone or a bare mirror) at `commit`.
 * @param {string} repository
 * @param {string} commit
 */
export function includesAt(repository, commit) {
  const git = (...args) => execFileSync('git', ['-C', repository, ...args], {encoding: 'utf8', maxBuffer: 64 << 20});
  const files = git('ls-tree', '--name-only', `${commit}:plugins/include`)
    .split('\n')
    .filter((name) => name.endsWith('.inc'))
    .sort();
  const includes = Object.fromEntries(
    files.map((file) => [file, declaredNames(git('show', `${commit}:plugins/include/${file}`))]),
  );
  return {
    $comment:
      'Names declared by the include files of AMX Mod X (plugins/include) at the commit below, by kind; names only. Written by scripts/amxx-includes.mjs.',
    repository: pinned.repo,
    commit,
    includes,
  };
}

if (process.argv[1] === import.meta.filename) {
  const [repository] = process.argv.slice(2);
  if (!repository) {
    console.error('usage: node scripts/amxx-includes.mjs <alliedmodders/amxmodx clone or bare mirror>');
    process.exit(2);
  }
  const data = includesAt(repository, pinned.commit);
  const out = path.join(root, 'src', 'data', 'amxmodx-includes.json');
  writeFileSync(out, `${JSON.stringify(data)}\n`);
  const count = (kind) => Object.values(data.includes).reduce((sum, names) => sum + names[kind].length, 0);
  console.log(
    `${path.relative(root, out)}: ${Object.keys(data.includes).length} include files, ${count('natives')} natives, ` +
      `${count('forwards')} forwards, ${count('stocks')} stocks, ${count('constants')} constants`,
  );
}
