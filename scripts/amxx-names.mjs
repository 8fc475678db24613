/**
 * Writes the index of names that AMX Mod X's include files declare, which the
 * test of the AMX Mod X mapping (`tests/browser/amx-mod-x.spec.ts`) checks every row
 * against: a row may only name an AMX Mod X native, forward, constant or field
 * in the include file it gives.
 *
 * The index holds names only (natives, forwards, stocks, `#define`s and enum
 * members), no declarations or comments. Run it on a checkout of
 * alliedmodders/amxmodx at the commit src/data/pinned-sources.json pins:
 *
 *   node scripts/amxx-names.mjs <amxmodx checkout> <commit>
 *
 * It writes tests/fixtures/amxmodx-names.json.
 */
import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {declaredNames} from './amxx-includes.mjs';

/** The include files whose names the mapping may use. */
const includeFiles = [
  'amxconst.inc',
  'amxmisc.inc',
  'amxmodx.inc',
  'cstrike.inc',
  'csstats.inc',
  'csx.inc',
  'cvars.inc',
  'engine.inc',
  'engine_const.inc',
  'fakemeta.inc',
  'fakemeta_const.inc',
  'file.inc',
  'fun.inc',
  'ham_const.inc',
  'hamsandwich.inc',
  'hlsdk_const.inc',
  'lang.inc',
  'message_const.inc',
  'messages.inc',
  'newmenus.inc',
  'sqlx.inc',
  'string.inc',
];

/** The names one include file declares, of every kind (the reader of scripts/amxx-includes.mjs). */
const namesInInclude = (source) => Object.values(declaredNames(source)).flat().sort();

if (process.argv[1] === import.meta.filename) {
  const [checkout, commit] = process.argv.slice(2);
  if (!checkout || !/^[0-9a-f]{40}$/.test(commit ?? '')) {
    console.error('usage: node scripts/amxx-names.mjs <amxmodx checkout> <40-digit commit>');
    process.exit(2);
  }
  const dir = path.join(checkout, 'plugins', 'include');
  const present = new Set(readdirSync(dir));
  const files = {};
  for (const file of includeFiles) {
    if (!present.has(file)) throw new Error(`${file} is not in ${dir}`);
    files[file] = namesInInclude(readFileSync(path.join(dir, file), 'latin1'));
  }
  const out = path.resolve(import.meta.dirname, '..', 'tests', 'fixtures', 'amxmodx-names.json');
  const data = {
    about:
      'Names declared by AMX Mod X include files (plugins/include) at the commit below: natives, forwards, stocks, #defines and enum members. Written by scripts/amxx-names.mjs; names only.',
    repository: 'alliedmodders/amxmodx',
    commit,
    files,
  };
  writeFileSync(out, `${JSON.stringify(data, null, 1)}\n`);
  const total = Object.values(files).reduce((n, list) => n + list.length, 0);
  console.log(
    `${total} names from ${includeFiles.length} include files written to ${path.relative(process.cwd(), out)}`,
  );
}
