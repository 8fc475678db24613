/**
 * The data behind the API reference's other names, source links and examples,
 * checked without a build:
 * - every AMX Mod X name a member shows is declared in the include file given,
 *   at the pinned AMX Mod X commit, or ReAPI's for its names (`plugins/site-data/amxmodx-includes.json`,
 *   `plugins/site-data/reapi-includes.json`, the names the porting page reads, written by
 *   scripts/amxx-includes.mjs);
 * - every source link names a file of the pinned NodeMod commits and a line
 *   that file has (`tests/fixtures/source-files.json`), and every member it is
 *   given to is declared;
 * - every public member of the twelve core modules, and each of the 40 engine
 *   functions and events NodeMod's own code uses most, has an `@example`.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import ts from 'typescript';
import {readDeclarations} from '../support/declarations';
import {namedMembers} from '../../plugins/site-data/api-names';
import sources from '../../plugins/site-data/pinned-sources.json';

const root = path.resolve(__dirname, '..', '..');
const json = <T>(file: string): T => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;

type Sources = {commits: Record<string, {repo: string; commit: string}>; sources: Record<string, string>};
type Names = {commits: Record<string, {repo: string; commit: string}>; names: Record<string, string[][]>};
const memberSources = json<Sources>('api-src/member-sources.json');
const memberNames = json<Names>('api-src/member-names.json');
const sourceFiles = json<{commits: Record<string, {commit: string}>; files: Record<string, Record<string, number>>}>(
  'tests/fixtures/source-files.json',
);
const amxx = json<{commit: string; includes: Record<string, Record<string, string[]>>}>(
  'plugins/site-data/amxmodx-includes.json',
);
const reapi = json<{commit: string; includes: Record<string, Record<string, string[]>>}>(
  'plugins/site-data/reapi-includes.json',
);
/** Every name an include file declares, of any kind: AMX Mod X's, or ReAPI's (an AMX Mod X module). */
const declaredIn = (include: string) => Object.values(amxx.includes[include] ?? reapi.includes[include] ?? {}).flat();
const mostUsed = json<{sources: string[]; members: {name: string; uses: number}[]}>('api-src/most-used.json');
const declared = readDeclarations();

/** The commits the reference documents: the plugin, `@nodemod/core`, AMX Mod X's include files. */
const pinned = {plugin: sources.plugin.commit, core: sources.core.commit, amxmodx: sources.amxmodx.commit};

/** Whether a `page#member` key names a declared member (or a declared page). */
function isDeclared(key: string): boolean {
  const [page, member] = key.split('#');
  const parts = page.split('/');
  if (parts[0] === 'nodemod') {
    const [, kind, name] = parts;
    if (kind === 'Enumeration') return member in (declared.nodemod.enums[name]?.members ?? {});
    if (kind === 'Interface') return member in (declared.nodemod.interfaces[name]?.members ?? {});
    return false;
  }
  const [, module, kind, name] = parts;
  const core = declared.core[module];
  if (!core) return false;
  if (kind === 'Class')
    return member === undefined || member in core.class.members || `static ${member}` in core.class.members;
  if (member !== undefined) return false;
  if (kind === 'Interface') return name in (core.interfaces ?? {});
  if (kind === 'TypeAlias') return name in (core.typeAliases ?? {});
  if (kind === 'Variable') return name in (core.variables ?? {});
  return false;
}

test.describe('other names', () => {
  test('each AMX Mod X name is declared in its include file at the pinned commit', () => {
    expect(memberNames.commits.amxmodx.commit).toBe(pinned.amxmodx);
    expect(amxx.commit).toBe(pinned.amxmodx);
    expect(reapi.commit).toBe(sources.reapi.commit);
    const missing: string[] = [];
    let checked = 0;
    for (const member of namedMembers().values()) {
      for (const {name, kind, where} of member.names) {
        if (kind !== 'amxx') continue;
        checked++;
        if (!declaredIn(where).includes(name)) missing.push(`${name} (${where}) on ${member.target}`);
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(600);
  });

  test('each named member is declared, and the names of each kind look like theirs', () => {
    const undeclared = Object.keys(memberNames.names).filter((key) => !isDeclared(key));
    expect(undeclared).toEqual([]);
    const wrong: string[] = [];
    for (const [key, names] of Object.entries(memberNames.names)) {
      const member = key.split('#')[1];
      for (const [name, kind] of names) {
        const plain = (s: string) =>
          s
            .replace(/^(?:pfn|EngFunc_|DLLFunc_|FM_|pev_|pev->)+/, '')
            .replace(/_/g, '')
            .toLowerCase();
        // A function or field keeps its own name under the prefix of its kind; fakemeta's name of an
        // engine function may drop a group's prefix (EngFunc_GetClientListening calls
        // pfnVoice_GetClientListening: the pairing is read from fakemeta's code).
        const alike = kind === 'amxx' ? plain(member).endsWith(plain(name)) : plain(name) === plain(member);
        if (/^nodemod\/Interface\/(Engine|DLL|Entvars)#/.test(key) && !alike) {
          wrong.push(`${key}: ${kind} ${name}`);
        }
        if (/^nodemod\/Interface\/EventCallbacks#/.test(key)) {
          const event = member.replace(/^(post)?(Dll|Eng|dll|eng)/, '').toLowerCase();
          if (plain(name) !== event) wrong.push(`${key}: ${kind} ${name}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  test('the names a plugin author types most map to the right members', () => {
    const names = namedMembers();
    const has = (target: string, name: string) => names.get(target)?.names.some((n) => n.name === name);
    expect(has('nodemod/Interface/Engine#precachemodel', 'EngFunc_PrecacheModel')).toBe(true);
    expect(has('nodemod/Interface/DLL#clientputinserver', 'DLLFunc_ClientPutInServer')).toBe(true);
    expect(has('nodemod/Interface/EventCallbacks#dllplayerprethink', 'FM_PlayerPreThink')).toBe(true);
    expect(has('nodemod/Interface/EventCallbacks#postdllclientputinserver', 'client_putinserver')).toBe(true);
    expect(has('nodemod/Interface/Entvars#health', 'pev_health')).toBe(true);
    expect(has('nodemod/Interface/Entvars#health', 'pev->health')).toBe(true);
    expect(has('nodemod/Enumeration/FL#onground', 'FL_ONGROUND')).toBe(true);
    expect(has('nodemod/Enumeration/META_RES#supercede', 'FMRES_SUPERCEDE')).toBe(true);
    expect(has('nodemod/Enumeration/META_RES#supercede', 'MRES_SUPERCEDE')).toBe(true);
    // A guide row with several equivalents of its kind is not an exact mapping.
    expect([...names.values()].some((m) => m.names.some((n) => n.name === 'plugin_precache'))).toBe(false);
  });
});

test.describe('source links', () => {
  test('each names a file of the pinned commit and a line that file has', () => {
    expect(memberSources.commits.plugin.commit).toBe(pinned.plugin);
    expect(memberSources.commits.core.commit).toBe(pinned.core);
    expect(sourceFiles.commits.plugin.commit).toBe(pinned.plugin);
    expect(sourceFiles.commits.core.commit).toBe(pinned.core);
    const bad: string[] = [];
    for (const [key, source] of Object.entries(memberSources.sources)) {
      const [repo, file, line] = source.split(':');
      const lines = sourceFiles.files[repo]?.[file];
      if (lines === undefined) bad.push(`${key}: ${source}: no such file`);
      else if (!(Number(line) >= 1 && Number(line) <= lines))
        bad.push(`${key}: ${source}: the file has ${lines} lines`);
    }
    expect(bad).toEqual([]);
  });

  test('each is given to a declared member, and every member of each kind has one', () => {
    const keys = Object.keys(memberSources.sources);
    expect(keys.filter((key) => !isDeclared(key))).toEqual([]);
    const has = new Set(keys);
    const without = (page: string, members: string[]) => members.filter((m) => !has.has(`${page}#${m}`));
    // The binding wraps every engine function but `checkParm`: its engine entry is not a `pfn` function.
    expect(without('nodemod/Interface/Engine', Object.keys(declared.nodemod.interfaces.Engine.members))).toEqual([
      'checkParm',
    ]);
    expect(without('nodemod/Interface/DLL', Object.keys(declared.nodemod.interfaces.DLL.members))).toEqual([]);
    expect(
      without('nodemod/Interface/EventCallbacks', Object.keys(declared.nodemod.interfaces.EventCallbacks.members)),
    ).toEqual([]);
    for (const [name, e] of Object.entries(declared.nodemod.enums)) {
      expect(without(`nodemod/Enumeration/${name}`, Object.keys(e.members)), name).toEqual([]);
    }
    for (const [module, m] of Object.entries(declared.core)) {
      const members = Object.keys(m.class.members)
        .filter((n) => n !== 'constructor')
        .map((n) => n.replace(/^static /, ''));
      expect(without(`core/${module}/Class/default`, members), module).toEqual([]);
    }
    console.log(`${keys.length} members and pages with a source link`);
  });
});

/** The members of api-src's declarations with an `@example`, as `Owner.member`. */
function membersWithExamples(): {all: Set<string>; withExample: Set<string>} {
  const all = new Set<string>();
  const withExample = new Set<string>();
  const dirs = ['core', 'nodemod'];
  for (const dir of dirs) {
    for (const file of readdirSync(path.join(root, 'api-src', dir)).filter((f) => f.endsWith('.d.ts'))) {
      const text = readFileSync(path.join(root, 'api-src', dir, file), 'utf8');
      const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
      const note = (owner: string, node: ts.Node, name: string) => {
        const key = `${dir === 'core' ? `${file.replace('.d.ts', '')}:` : ''}${owner}.${name}`;
        all.add(key);
        if (ts.getJSDocTags(node).some((t) => t.tagName.text === 'example')) withExample.add(key);
      };
      const visit = (node: ts.Node) => {
        if ((ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node)) && node.name) {
          const isDefault = ts.isClassDeclaration(node) && ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Default;
          const owner = isDefault ? 'default' : node.name.text;
          for (const m of node.members) {
            if (m.name && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name))) note(owner, m, m.name.text);
          }
        }
        if (ts.isVariableStatement(node)) {
          for (const d of node.declarationList.declarations)
            if (ts.isIdentifier(d.name)) note('const', node, d.name.text);
        }
        ts.forEachChild(node, visit);
      };
      visit(sf);
    }
  }
  return {all, withExample};
}

test.describe('examples', () => {
  const {all, withExample} = membersWithExamples();

  test('every public member of the twelve core modules has one', () => {
    const required: string[] = [];
    for (const [module, m] of Object.entries(declared.core)) {
      for (const member of Object.keys(m.class.members)) {
        if (member !== 'constructor') required.push(`${module}:default.${member.replace(/^static /, '')}`);
      }
      for (const variable of Object.keys(m.variables ?? {})) required.push(`${module}:const.${variable}`);
    }
    expect(
      required.filter((key) => !all.has(key)),
      'members the test could not find',
    ).toEqual([]);
    expect(required.filter((key) => !withExample.has(key))).toEqual([]);
    console.log(`${required.length} public members of the core modules, each with an example`);
  });

  test('each of the 40 engine functions and events used most has one', () => {
    expect(mostUsed.members).toHaveLength(40);
    const key = (name: string) =>
      name.startsWith('eng.')
        ? `Engine.${name.slice(4)}`
        : name.startsWith('dll.')
          ? `DLL.${name.slice(4)}`
          : `EventCallbacks.${name}`;
    const keys = mostUsed.members.map((m) => key(m.name));
    expect(
      keys.filter((k) => !all.has(k)),
      'names that are not declared members',
    ).toEqual([]);
    expect(keys.filter((k) => !withExample.has(k))).toEqual([]);
  });
});

test('the list of the members used most was counted at the pinned commits', () => {
  const at = ({repo, commit}: {repo: string; commit: string}, under: string) => `${repo}@${commit}:${under}`;
  expect(mostUsed.sources).toEqual([
    at(sources.core, 'src/'),
    at(sources.examples, 'src/'),
    at(sources.plugin, 'example/src/'),
  ]);
});
