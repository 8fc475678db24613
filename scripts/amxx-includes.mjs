/**
 * Writes plugins/site-data/amxmodx-includes.json: for every include file of AMX Mod X
 * (`plugins/include/*.inc`) at the commit plugins/site-data/pinned-sources.json pins,
 * the names it declares by kind: natives, forwards, stocks (functions the
 * include defines in Pawn, such as amxmisc's `cmd_access`) and constants
 * (`#define`s and enum members). Names only, no declarations or comments.
 *
 * Given a clone of ReAPI as well, writes plugins/site-data/reapi-includes.json the same
 * way from ReAPI's include files (`reapi/extra/amxmodx/scripting/include`), with
 * what its code says of its entity variables: `var_X` names the field `X` of
 * `entvars_t`, read from the `EVAR_MEMBERS(X)` lines of `reapi/src/member_list.cpp`
 * (the macro registers `X`'s offset in the entity's variables under the name
 * `var_X`), kept for the fields NodeMod's `Entvars` declares (api-src/member-sources.json).
 *
 * The porting page (docs/guides/amx-mod-x-porting.mdx) reads it twice: its
 * scanner (src/lib/pawn-scan.mjs) tells an AMX Mod X name from a plugin's own,
 * and its coverage table (plugins/site-data/amxmodx-coverage.ts) counts, per include,
 * what the guide's name map covers. The API reference's AMX Mod X names are
 * checked against it too (tests/source/member-data.spec.ts).
 *
 *   node scripts/amxx-includes.mjs <alliedmodders/amxmodx clone or bare mirror> [<s1lentq/reapi clone>]
 */
import {execFileSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const sources = JSON.parse(readFileSync(path.join(root, 'plugins', 'site-data', 'pinned-sources.json'), 'utf8'));
const pinned = sources.amxmodx;

/** Where each source keeps its include files. */
const includeDirs = {amxmodx: 'plugins/include', reapi: 'reapi/extra/amxmodx/scripting/include'};

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
 * Reads a repository (a clone or a bare mirror) at a commit.
 * @param {string} repository
 */
const reader =
  (repository) =>
  (/** @type {string[]} */ ...args) =>
    execFileSync('git', ['-C', repository, ...args], {encoding: 'utf8', maxBuffer: 64 << 20});

/**
 * The names of every include file of a source's include folder at `commit`.
 * @param {string} repository
 * @param {string} commit
 * @param {string} dir
 */
function namesOfIncludes(repository, commit, dir) {
  const git = reader(repository);
  const files = git('ls-tree', '--name-only', `${commit}:${dir}`)
    .split('\n')
    .filter((name) => name.endsWith('.inc'))
    .sort();
  return Object.fromEntries(files.map((file) => [file, declaredNames(git('show', `${commit}:${dir}/${file}`))]));
}

/**
 * The data file's content for a repository (a clone or a bare mirror) at `commit`.
 * @param {string} repository
 * @param {string} commit
 */
export function includesAt(repository, commit) {
  return {
    $comment:
      'Names declared by the include files of AMX Mod X (plugins/include) at the commit below, by kind; names only. Written by scripts/amxx-includes.mjs.',
    repository: pinned.repo,
    commit,
    includes: namesOfIncludes(repository, commit, includeDirs.amxmodx),
  };
}

/**
 * The entity variables ReAPI's member list registers: `EVAR_MEMBERS(X)` registers the
 * field `X` of the entity's variables under the name `var_X`. Each with its line.
 * @param {string} source the text of reapi/src/member_list.cpp
 * @returns {[name: string, field: string, line: number][]}
 */
export function entvarMembers(source) {
  return source.split('\n').flatMap((text, i) => {
    const m = text.match(/^\s*EVAR_MEMBERS\((\w+)\)/);
    return m ? [[`var_${m[1]}`, m[1], i + 1]] : [];
  });
}

/**
 * The ReAPI data file's content at `commit`: its include files' names, and its entity
 * variables whose field NodeMod's `Entvars` declares (`fields`: the members of api-src).
 * @param {string} repository
 * @param {string} commit
 * @param {Set<string>} fields
 */
export function reapiAt(repository, commit, fields) {
  const members = entvarMembers(reader(repository)('show', `${commit}:reapi/src/member_list.cpp`));
  return {
    $comment:
      'Names declared by the include files of ReAPI (reapi/extra/amxmodx/scripting/include) at the commit below, by kind; names only. entvars: each var_ name of ReAPI with the entvars_t field it names and the line of reapi/src/member_list.cpp that registers it, for the fields NodeMod declares on Entvars. Written by scripts/amxx-includes.mjs.',
    repository: sources.reapi.repo,
    commit,
    includes: namesOfIncludes(repository, commit, includeDirs.reapi),
    entvars: members.filter(([, field]) => fields.has(field)),
  };
}

/** The fields NodeMod's `Entvars` declares: its members in api-src/member-sources.json. */
function entvarsFields() {
  const {sources: members} = JSON.parse(readFileSync(path.join(root, 'api-src', 'member-sources.json'), 'utf8'));
  const prefix = 'nodemod/Interface/Entvars#';
  return new Set(
    Object.keys(members)
      .filter((key) => key.startsWith(prefix))
      .map((key) => key.slice(prefix.length)),
  );
}

/** Writes a data file and says what it holds. @param {string} file @param {{includes: Record<string, Record<string, string[]>>}} data */
function write(file, data) {
  const out = path.join(root, 'plugins', 'site-data', file);
  writeFileSync(out, `${JSON.stringify(data)}\n`);
  const count = (kind) => Object.values(data.includes).reduce((sum, names) => sum + names[kind].length, 0);
  console.log(
    `${path.relative(root, out)}: ${Object.keys(data.includes).length} include files, ${count('natives')} natives, ` +
      `${count('forwards')} forwards, ${count('stocks')} stocks, ${count('constants')} constants`,
  );
}

if (process.argv[1] === import.meta.filename) {
  const [repository, reapi] = process.argv.slice(2);
  if (!repository) {
    console.error(
      'usage: node scripts/amxx-includes.mjs <alliedmodders/amxmodx clone or bare mirror> [<s1lentq/reapi clone>]',
    );
    process.exit(2);
  }
  write('amxmodx-includes.json', includesAt(repository, pinned.commit));
  if (reapi) {
    const data = reapiAt(reapi, sources.reapi.commit, entvarsFields());
    write('reapi-includes.json', data);
    console.log(`  ${data.entvars.length} entity variables NodeMod's Entvars declares`);
  }
}
