// Unit tests of how the API reference gets its source links and other names:
// the readers of the NodeMod and AMX Mod X sources (scripts/generate-member-index.mjs,
// scripts/api-usage.mjs) and the TypeDoc plugin's line under each member and
// its flag decoder pages (plugins/typedoc/member-notes.mjs, pages.mjs). No build needed.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  bindingFunctions,
  coreDeclarations,
  defineValue,
  defines,
  documentedEnumNames,
  enumMembers,
  eventHooks,
  sameField,
  structureFields,
} from '../../scripts/generate-member-index.mjs';
import {mostUsed, usesIn} from '../../scripts/api-usage.mjs';
import {memberLine, memberNote, ownNames} from '../../plugins/typedoc/member-notes.mjs';

test('binding functions: the JavaScript name from the comment, the C name and line from the wrapper', () => {
  const text = [
    '// nodemod.eng.precacheModel(s: string);',
    'void sf_eng_pfnPrecacheModel(const v8::FunctionCallbackInfo<v8::Value>& info)',
    '{',
    '}',
    '// a helper, not a wrapper',
    'void sf_eng_pfnOther(const v8::FunctionCallbackInfo<v8::Value>& info)',
    '// nodemod.dll.spawn(pent: Entity);',
    'void sf_dll_pfnSpawn(const v8::FunctionCallbackInfo<v8::Value>& info)',
  ].join('\n');
  assert.deepEqual(bindingFunctions(text, 'eng'), [{js: 'precacheModel', c: 'pfnPrecacheModel', line: 2}]);
  assert.deepEqual(bindingFunctions(text, 'dll'), [{js: 'spawn', c: 'pfnSpawn', line: 8}]);
});

test('event hooks: the event a hook fires, pre or post, with or without a pfn prefix', () => {
  const text = [
    "// nodemod.on('dllSpawn', (pent) => console.log('dllSpawn fired!'));",
    '  int dll_pfnSpawn (edict_t * pent) {',
    '    SET_META_RESULT(MRES_IGNORED);',
    '    event::findAndCall("dllSpawn", [=](v8::Isolate* isolate) {',
    '// pfnStartFrame - a comment that names no event',
    '  void postDll_pfnStartFrame () {',
    '    event::findAndCall("postDllStartFrame", nullptr, 0);',
    '  int eng_CheckParm (char * parm, char ** ppnext) {',
    '    event::findAndCall("engCheckParm", [=](v8::Isolate* isolate) {',
    '  void notAHook () {',
  ].join('\n');
  assert.deepEqual(eventHooks(text), [
    {event: 'dllSpawn', c: 'pfnSpawn', post: false, line: 2},
    {event: 'postDllStartFrame', c: 'pfnStartFrame', post: true, line: 6},
    {event: 'engCheckParm', c: 'CheckParm', post: false, line: 8},
  ]);
});

test('structure fields: accessor macros, and hand-written accessors by the field their getter reads', () => {
  const text = [
    '    ACCESSOR_T(entvars_t, unwrapEntvars_internal, templ, "health", health, GETN, SETFLOAT);',
    '    ACCESSORL_T(entvars_t, unwrapEntvars_internal, templ, "origin", origin, GETVEC3, SETVEC3);',
    '    templ->SetNativeDataProperty(v8::String::NewFromUtf8(isolate, "model").ToLocalChecked(),',
    '        GETTER_T(entvars_t, unwrapEntvars_internal, model, GETSTR),',
    '    templ->SetNativeDataProperty(v8::String::NewFromUtf8(isolate, "hit").ToLocalChecked(),',
    '            TraceResult *trace = unwrap(info);',
    '            if (trace == nullptr || trace->pHit == nullptr) {',
  ].join('\n');
  assert.deepEqual(structureFields(text), [
    {js: 'health', c: 'health', line: 1},
    {js: 'origin', c: 'origin', line: 2},
    {js: 'model', c: 'model', line: 3},
    {js: 'hit', c: 'pHit', line: 5},
  ]);
  assert.ok(sameField('flFraction', 'fraction'));
  assert.ok(sameField('pHit', 'hit'));
  assert.ok(!sameField('flags', 'isGlobal'), 'a value derived from a field is not that field');
  assert.ok(!sameField('ip', 'ipString'));
});

test('enumeration members and their lines; the names our doc comments give them', () => {
  const plugin = ['declare namespace nodemod {', '  const enum FL {', '    FLY = (1 << 0),', '    SWIM,', '  }', '}'];
  assert.deepEqual(enumMembers(plugin.join('\n')), [
    {enum: 'FL', member: 'FLY', line: 3},
    {enum: 'FL', member: 'SWIM', line: 4},
  ]);
  const ours = [
    '  const enum FL {',
    '    /** Flying monster (HLSDK `FL_FLY`). */',
    '    FLY = 1,',
    '    /** A member without a C name. */',
    '    OTHER = 2,',
    '  }',
    '  const enum META_RES {',
    '    /** Skip the call (Metamod `MRES_SUPERCEDE`). */',
    '    SUPERCEDE = 4,',
    '  }',
    '  const enum MSG_TYPE {',
    '    /** Invalid message number (engine `svc_bad`). */',
    '    BAD = 0,',
    '  }',
  ];
  const documented = documentedEnumNames(ours.join('\n'));
  assert.deepEqual(documented.get('FL.FLY'), {name: 'FL_FLY', by: 'HLSDK', value: 1});
  assert.deepEqual(documented.get('FL.OTHER'), {name: undefined, by: undefined, value: 2});
  assert.deepEqual(documented.get('META_RES.SUPERCEDE'), {name: 'MRES_SUPERCEDE', by: 'Metamod', value: 4});
  assert.deepEqual(documented.get('MSG_TYPE.BAD'), {name: 'svc_bad', by: 'engine', value: 0});
});

test('#define values: numbers and shifts evaluate, anything else does not', () => {
  assert.equal(defineValue('(1<<9)'), 512);
  assert.equal(defineValue('512 // comment'), 512);
  assert.equal(defineValue('0x10'), 16);
  assert.equal(defineValue('(1 << 31)'), 2147483648);
  assert.equal(defineValue('"text"'), undefined);
  assert.equal(defineValue('(FL_A|FL_B)'), undefined);
  assert.deepEqual(
    [...defines('#define FL_FLY (1<<0)\n#define NAME "x"\n').entries()],
    [
      ['FL_FLY', 1],
      ['NAME', undefined],
    ],
  );
});

test("core declarations: the default class's public members, interfaces, aliases and exported constants", () => {
  const text = [
    'export interface Options { a: number }',
    'type Hidden = string;',
    'export type Shown = string;',
    'export const Table = {a: 1};',
    'export default class Service {',
    '  private secret = 1;',
    '  constructor() {}',
    '  run(): void {}',
    '  static PATHS = {};',
    '}',
  ].join('\n');
  assert.deepEqual(coreDeclarations(text, 'x.ts'), [
    {page: 'Interface/Options', line: 1},
    {page: 'TypeAlias/Shown', line: 3},
    {page: 'Variable/Table', line: 4},
    {page: 'Class/default', line: 5},
    {page: 'Class/default', member: 'run', line: 8},
    {page: 'Class/default', member: 'PATHS', line: 9},
  ]);
});

test('use counts: calls and quoted event names on code lines only; ties broken by name', () => {
  const text = [
    "nodemod.on('dllSpawn', () => nodemod.eng.indexOfEdict(e));",
    "// nodemod.eng.commented('dllThink')",
    ' * nodemod.eng.inDocComment()',
    'const names = [\'engWriteByte\', "postDllSpawn"];',
  ].join('\n');
  assert.deepEqual(usesIn(text), ['dllSpawn', 'eng.indexOfEdict', 'engWriteByte', 'postDllSpawn']);
  const counts = new Map([
    ['b', 2],
    ['a', 2],
    ['c', 5],
    ['d', 1],
  ]);
  assert.deepEqual(mostUsed(counts, 3), [
    {name: 'c', uses: 5},
    {name: 'a', uses: 2},
    {name: 'b', uses: 2},
  ]);
});

test("a member's line: names by kind, without those its text shows, then the source link", () => {
  const names = [
    {name: 'pfnPrecacheModel', kind: 'hlsdk', where: 'enginefuncs_t'},
    {name: 'EngFunc_PrecacheModel', kind: 'amxx', where: 'fakemeta_const.inc'},
    {name: 'precache_model', kind: 'amxx', where: 'amxmodx.inc'},
  ];
  const line = memberNote(names, 'https://example.org/x.cpp#L1', '### precacheModel() · pfnPrecacheModel');
  assert.equal(
    line,
    '<p class="nm-also"><b>fakemeta</b> <code>EngFunc_PrecacheModel</code> · <b>AMX Mod X</b> <code>precache_model</code> · <a href="https://example.org/x.cpp#L1">Source</a></p>\n\n',
  );
  assert.match(memberNote(names, undefined, 'Calls `pfnPrecacheModel`.'), /^<p class="nm-also"><b>fakemeta<\/b> /);
  // An AMX Mod X name is labelled by the module that declares it.
  const hook = memberNote([
    {name: 'FM_Spawn', kind: 'amxx', where: 'fakemeta_const.inc'},
    {name: 'pfn_spawn', kind: 'amxx', where: 'engine.inc'},
    {name: 'Ham_Spawn', kind: 'amxx', where: 'ham_const.inc'},
  ]);
  assert.equal(
    hook,
    '<p class="nm-also"><b>fakemeta</b> <code>FM_Spawn</code> · <b>engine</b> <code>pfn_spawn</code> · <b>Ham Sandwich</b> <code>Ham_Spawn</code></p>\n\n',
  );
  assert.equal(memberNote([], undefined), '', 'no names and no source: no line');
  assert.match(memberNote([{name: 'a<b', kind: 'hlsdk', where: ''}], undefined), /a&lt;b/);
});

test("a member's line: its names by kind and its source, or nothing when it has neither", () => {
  const index = {
    names: {'nodemod/Interface/Engine#precachemodel': [{name: 'EngFunc_PrecacheModel', kind: 'amxx', where: ''}]},
    sources: {'nodemod/Interface/Engine#precachemodel': 'https://example.org/e.cpp#L19'},
    declarations: {},
  };
  assert.deepEqual(
    memberLine(index, 'nodemod/Interface/Engine#precachemodel', null, '### precacheModel()'),
    '<p class="nm-also"><b>AMX Mod X</b> <code>EngFunc_PrecacheModel</code> · <a href="https://example.org/e.cpp#L19">Source</a></p>\n\n',
  );
  // A name the member's text already shows in code is not repeated.
  assert.deepEqual(
    memberLine(index, 'nodemod/Interface/Engine#precachemodel', null, '### x\n\nSee `EngFunc_PrecacheModel`.'),
    '<p class="nm-also"><a href="https://example.org/e.cpp#L19">Source</a></p>\n\n',
  );
  assert.equal(memberLine(index, 'nodemod/Interface/Engine#other', null, '### other()'), '');
});

test('where a member is declared: its file and line, last on its line, as a link the browser gives its address', () => {
  const index = {
    sources: {'nodemod/Interface/Engine#time': 'https://example.org/e.cpp#L3'},
    declarations: {
      'nodemod/Interface/Engine#time': 'engine.d.ts:12',
      'nodemod/Interface/Engine#other': '../core/x.d.ts:7',
    },
  };
  assert.deepEqual(
    memberLine(index, 'nodemod/Interface/Engine#time', null, ''),
    '<p class="nm-also"><a href="https://example.org/e.cpp#L3">Source</a> · <a>engine.d.ts:12</a></p>\n\n',
  );
  // A member with nothing else gets a line of its own.
  assert.deepEqual(
    memberLine(index, 'nodemod/Interface/Engine#other', null, ''),
    '<p class="nm-also"><a>../core/x.d.ts:7</a></p>\n\n',
  );
});

test('an inherited member shows the names and source of the member it inherits, marked as inherited', () => {
  const index = {
    names: {'nodemod/Interface/Entvars#origin': [{name: 'pev_origin', kind: 'amxx', where: 'fakemeta_const.inc'}]},
    sources: {'nodemod/Interface/Entvars#origin': 'https://example.org/entvars.cpp#L37'},
    declarations: {},
  };
  assert.deepEqual(
    memberLine(index, 'nodemod/Interface/Entity#origin', 'nodemod/Interface/Entvars#origin', '### origin'),
    '<p class="nm-also api-inherited"><b>fakemeta</b> <code>pev_origin</code> · <a href="https://example.org/entvars.cpp#L37">Source</a></p>\n\n',
  );
  // A member with names of its own shows those, as its own.
  const own = {...index, names: {...index.names, 'nodemod/Interface/Entity#origin': [{name: 'x', kind: 'hlsdk'}]}};
  assert.deepEqual(
    memberLine(own, 'nodemod/Interface/Entity#origin', 'nodemod/Interface/Entvars#origin', ''),
    '<p class="nm-also"><b>HLSDK</b> <code>x</code></p>\n\n',
  );
});

test('a post event shows only the names its pre event lacks', () => {
  const fm = {name: 'FM_ClientPutInServer', kind: 'amxx', where: ''};
  const target = 'nodemod/Interface/EventCallbacks';
  const index = {
    names: {
      [`${target}#dllclientputinserver`]: [fm],
      [`${target}#postdllclientputinserver`]: [fm, {name: 'client_putinserver', kind: 'amxx', where: ''}],
      [`${target}#dllspawn`]: [{name: 'FM_Spawn', kind: 'amxx', where: ''}],
      [`${target}#postdllspawn`]: [{name: 'FM_Spawn', kind: 'amxx', where: ''}],
    },
    declarations: {},
  };
  assert.deepEqual(ownNames(index, `${target}#postdllclientputinserver`, `${target}#dllclientputinserver`), [
    {name: 'client_putinserver', kind: 'amxx', where: ''},
  ]);
  assert.deepEqual(ownNames(index, `${target}#postdllspawn`, `${target}#dllspawn`), []);
});

test('a page gets the first sentence of its summary as its description, in its front matter', async () => {
  const {pageDescription, frontMatter} = await import('../../plugins/typedoc/pages.mjs');
  const reflection = (parts) => ({comment: {summary: parts}});
  assert.equal(
    pageDescription(
      reflection([
        {kind: 'text', text: 'Command registry of '},
        {kind: 'code', text: '`@nodemod/core`'},
        {kind: 'text', text: ', reachable as\n'},
        {kind: 'code', text: '`nodemodCore.cmd`'},
        {kind: 'text', text: '. It registers client commands.'},
      ]),
    ),
    'Command registry of @nodemod/core, reachable as nodemodCore.cmd.',
  );
  // e.g. does not end the sentence; a long one is cut at a word.
  assert.equal(
    pageDescription(reflection([{kind: 'text', text: 'Entity flags, e.g. ONGROUND. Bit flags.'}])),
    'Entity flags, e.g. ONGROUND.',
  );
  const long = pageDescription(reflection([{kind: 'text', text: `${'word '.repeat(60)}end.`}]));
  assert.ok(long.length <= 110, long);
  assert.match(long, /^(word )+word…$/);
  assert.equal(pageDescription({comment: undefined}), undefined);
  assert.equal(frontMatter({description: 'A "quoted" one'}), '---\ndescription: "A \\"quoted\\" one"\n---\n\n');
  assert.equal(
    frontMatter({description: 'D', source_files: ['api-src/a.d.ts']}),
    '---\ndescription: "D"\nsource_files: ["api-src/a.d.ts"]\n---\n\n',
  );
  // A page without fields gets no block at all.
  assert.equal(frontMatter({}), '');
});

test("an AMX Mod X name is labelled by its include file's module", async () => {
  const {amxxModule} = await import('../../plugins/typedoc/member-notes.mjs');
  assert.equal(amxxModule('fakemeta_const.inc'), 'fakemeta');
  assert.equal(amxxModule('engine.inc'), 'engine');
  assert.equal(amxxModule('hamsandwich.inc'), 'Ham Sandwich');
  assert.equal(amxxModule('ham_const.inc'), 'Ham Sandwich');
  assert.equal(amxxModule('amxmodx.inc'), 'AMX Mod X');
  assert.equal(amxxModule('hlsdk_const.inc'), 'AMX Mod X');
  assert.equal(amxxModule(undefined), 'AMX Mod X');
});
