// Unit tests of the readers that derive the event data from other projects' code
// (scripts/lib/source-readers.mjs), on code written here: each rule answers from what the
// code does, so every fixture names its functions against what they do.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  cFunctions,
  codeOnly,
  converterKind,
  coreListeners,
  dllfuncCall,
  engfuncCall,
  fakemetaCases,
  fakemetaHook,
  forwardRuns,
  singleCall,
} from '../../scripts/lib/source-readers.mjs';

const cpp = (...lines) => lines.join('\n');

test('code only: comments and the insides of strings are blanked, lines and lengths kept', () => {
  const text = cpp('int a = 1; // a { brace', 'const char *s = "}{;"; /* x', 'y } */ int b;');
  const code = codeOnly(text);
  assert.equal(code.length, text.length);
  assert.equal(code.split('\n').length, 3);
  assert.doesNotMatch(code, /[{}]/);
  assert.match(code, /int b;/);
});

test('functions: heads, bodies by their braces, methods, declarations and calls left out', () => {
  const text = cpp(
    'static int helper(int a);',
    'int helper(int a)',
    '{',
    '  if (a) { return 1; }',
    '  return "}".size();',
    '}',
    '',
    'void CoreConfig::OnTimer()',
    '{',
    '  helper(2);',
    '}',
    'namespace ns {',
    '  v8::Local<v8::Value> wrapThing(v8::Isolate *isolate, Thing *t) {',
    '    return v8::Null(isolate);',
    '  }',
    '}',
  );
  assert.deepEqual(
    cFunctions(text).map(({name, line, start, end}) => [name, line, start, end]),
    [
      ['helper', 2, 3, 6],
      ['CoreConfig::OnTimer', 8, 9, 11],
      ['wrapThing', 13, 13, 15],
    ],
  );
});

test("a converter's kind is what its body does: a name that says wrap can copy, one that says copy can wrap", () => {
  // Named like the wrappers, but builds a plain object: a copy (NodeMod's wrapTraceResult does this).
  const copying = cpp(
    'v8::Local<v8::Value> wrapThing(v8::Isolate *isolate, Thing *t) {',
    '  v8::Local<v8::Object> obj = v8::Object::New(isolate);',
    '  obj->Set(context, name, v8::Number::New(isolate, t->x)).Check();',
    '  return obj;',
    '}',
  );
  // Named like the array converters, but keeps the pointer: live.
  const wrapping = cpp(
    'v8::Local<v8::Value> thingArrayToJS(v8::Isolate *isolate, Thing *t) {',
    '  v8::Local<v8::Object> obj = thingTemplate.Get(isolate)->NewInstance(context).ToLocalChecked();',
    '  obj->SetAlignedPointerInInternalField(0, t);',
    '  return obj;',
    '}',
  );
  const arrays = cpp(
    'inline v8::Local<v8::Array> numbers(v8::Isolate *isolate, const float *a, size_t n) {',
    '  auto out = v8::Array::New(isolate, n);',
    '  for (size_t i = 0; i < n; i++) out->Set(context, i, v8::Number::New(isolate, a[i])).Check();',
    '  return out;',
    '}',
  );
  assert.equal(converterKind(copying), 'copy');
  assert.equal(converterKind(wrapping), 'live');
  assert.equal(converterKind(arrays), 'copy');
  // Neither: a function that only passes on to another, or whose words are in a comment.
  assert.equal(converterKind('v8::Local<v8::Value> other(v8::Isolate *i) { return thing(i); }'), null);
  assert.equal(converterKind('void f() { // NewInstance SetAlignedPointerInInternalField\n}'), null);
});

test("fakemeta's cases: the table and function each reaches, one case at a time", () => {
  const forward = cpp(
    'switch (func)',
    '{',
    '\tcase FM_ClientCommand:',
    '\t\tfId = MF_RegisterSPForwardByName(amx, funcname, FP_CELL, FP_DONE);',
    '\t\tDLLHOOK(ClientCommand);',
    '\t\tbreak;',
    '\tcase FM_SetModel:',
    '\t\tENGHOOK(SetModel);',
    '\t\tbreak;',
    '\tdefault:',
    '\t\tDLLHOOK(Other);',
    '}',
  );
  const cases = fakemetaCases(forward, 'FM_', fakemetaHook);
  assert.deepEqual(
    cases.map((c) => [c.name, singleCall(c)]),
    [
      // A name shared by both tables is hooked in the one the case names: here the game library's.
      ['FM_ClientCommand', {table: 'DLL', fn: 'pfnClientCommand', line: 5}],
      ['FM_SetModel', {table: 'ENG', fn: 'pfnSetModel', line: 8}],
    ],
  );
  const engfunc = cpp(
    'switch (type) {',
    '\tcase EngFunc_GetClientListening:',
    '\t\treturn (*g_engfuncs.pfnVoice_GetClientListening)(a, b);',
    '\tcase EngFunc_Two:',
    '\t\t(*g_engfuncs.pfnOne)(); (*g_engfuncs.pfnTwo)();',
    '}',
  );
  const reached = fakemetaCases(engfunc, 'EngFunc_', engfuncCall);
  // The function called, not the one the name suggests; a case that calls two names neither.
  assert.equal(singleCall(reached[0]).fn, 'pfnVoice_GetClientListening');
  assert.equal(singleCall(reached[1]), null);
  const dllfunc = cpp(
    'switch (type) {',
    '\tcase DLLFunc_ClientConnect:',
    '\t\treturn MDLL_ClientConnect(e, a, b, c);',
    '\tcase DLLFunc_Spawn:',
    '\t\treturn gpGamedllFuncs->dllapi_table->pfnSpawn(e);',
    '}',
  );
  assert.deepEqual(
    fakemetaCases(dllfunc, 'DLLFunc_', dllfuncCall).map((c) => singleCall(c).fn),
    ['pfnClientConnect', 'pfnSpawn'],
  );
});

test("a forward runs with the twin of the table its handler is put in, whatever the handler's name", () => {
  const core = {
    file: 'amxmodx/meta_api.cpp',
    text: cpp(
      'void C_ServerActivate_Post(edict_t *e, int n, int m)',
      '{',
      '\texecuteForwards(FF_PluginInit);',
      '}',
      'void C_ClientConnect_Post(edict_t *e)',
      '{',
      '\texecuteForwards(FF_ClientConnect, 1);',
      '}',
      'void C_Bots(edict_t *e)',
      '{',
      '\texecuteForwards(FF_ClientConnect, 1);',
      '}',
      'void Timer()',
      '{',
      '\texecuteForwards(FF_Later);',
      '}',
      'void OnAmxxAttach()',
      '{',
      '\tFF_PluginInit = registerForward("plugin_init", ET_IGNORE, FP_DONE);',
      '\tFF_ClientConnect = registerForward("client_connect", ET_IGNORE, FP_CELL, FP_DONE);',
      '\tFF_Later = registerForward("later_on", ET_IGNORE, FP_DONE);',
      '}',
      'C_DLLEXPORT int GetEntityAPI2(DLL_FUNCTIONS *t, int *v)',
      '{',
      // A handler named _Post in the pre table runs before the function.
      '\tgFunctionTable.pfnServerActivate = C_ServerActivate_Post;',
      '\tgFunctionTable.pfnClientUserInfoChanged = C_Bots;',
      '}',
      'C_DLLEXPORT int GetEntityAPI2_Post(DLL_FUNCTIONS *t, int *v)',
      '{',
      '\tgFunctionTable_Post.pfnClientConnect = C_ClientConnect_Post;',
      '}',
      'C_DLLEXPORT int Meta_Query()',
      '{',
      '\tgMetaFunctionTable.pfnGetEntityAPI2 = GetEntityAPI2;',
      '\tgMetaFunctionTable.pfnGetEntityAPI2_Post = GetEntityAPI2_Post;',
      '}',
    ),
  };
  const module = [
    {file: 'modules/engine/moduleconfig.h', text: '#define FN_AMXX_PLUGINSLOADED OnPluginsLoaded'},
    {
      file: 'modules/engine/amxxapi.cpp',
      text: cpp(
        'void OnAmxxAttach()',
        '{',
        '\tThinkForward = MF_RegisterForward("client_PostThink", ET_STOP, FP_CELL, FP_DONE);',
        '}',
        'void OnPluginsLoaded()',
        '{',
        '\tg_pFunctionTable_Post->pfnPlayerPostThink=NULL;',
        '\tif (CheckForPublic("client_PostThink"))',
        '\t\tg_pFunctionTable->pfnPlayerPostThink=PlayerPostThink_Post;',
        '}',
        'static cell AMX_NATIVE_CALL set_view(AMX *amx, cell *params)',
        '{',
        // A table entry a native sets while it is in use is not the forward's registration.
        '\tg_pFunctionTable_Post->pfnPlayerPostThink=PlayerPostThink_Post;',
        '\treturn 1;',
        '}',
      ),
    },
    {
      file: 'modules/engine/forwards.cpp',
      text: cpp('void PlayerPostThink_Post(edict_t *e)', '{', '\tMF_ExecuteForward(ThinkForward, 1);', '}'),
    },
  ];
  const runs = forwardRuns([core, ...module]);
  const hooks = (name) => runs.get(name).runs.map((r) => [r.fn, r.hooks.map((h) => `${h.table} ${h.twin} ${h.fn}`)]);
  assert.deepEqual(hooks('plugin_init'), [['C_ServerActivate_Post', ['dll pre pfnServerActivate']]]);
  assert.deepEqual(hooks('client_connect'), [
    ['C_ClientConnect_Post', ['dll post pfnClientConnect']],
    ['C_Bots', ['dll pre pfnClientUserInfoChanged']],
  ]);
  assert.deepEqual(hooks('client_PostThink'), [['PlayerPostThink_Post', ['dll pre pfnPlayerPostThink']]]);
  // A forward run from a function no table holds has no hook: not the moment of any event.
  assert.deepEqual(hooks('later_on'), [['Timer', []]]);
  assert.deepEqual(runs.get('client_PostThink').registered, {file: 'modules/engine/amxxapi.cpp', line: 3});
});

test("core's listeners: on import when the entry file's services add them, or each time a script calls a function", () => {
  const files = [
    {
      file: 'src/index.ts',
      text: [
        "import Cmd from './core/cmd';",
        "import Entities from './enhanced/entity';",
        'class Core {',
        '  cmd: Cmd;',
        '  entity: Entities;',
        '  constructor() {',
        '    this.cmd = new Cmd();',
        '    this.entity = new Entities();',
        '  }',
        '}',
        'const core = new Core();',
        'export default core;',
      ].join('\n'),
    },
    {
      file: 'src/core/cmd.ts',
      text: [
        'export default class Cmd {',
        '  constructor() {',
        '    this.setUp();',
        '  }',
        '  private setUp() {',
        "    nodemod.on('dllClientCommand', (client, text) => {",
        '      if (text) return;',
        '    });',
        '  }',
        '}',
      ].join('\n'),
    },
    {
      file: 'src/enhanced/entity.ts',
      text: [
        'export default class Entities {',
        '  wrap(entity) {',
        '    const wrapper = {} as any;',
        '    wrapper.onTouch = function (callback) {',
        "      nodemod.on('dllTouch', (touched, other) => callback(other));",
        '    };',
        '    return wrapper;',
        '  }',
        '  watch() {',
        "    nodemod.on('dllThink', () => {});",
        '  }',
        '}',
        // A class nothing builds on import: its constructor runs when a script makes one.
        'export class Timer {',
        '  constructor() {',
        "    nodemod.on('dllStartFrame', () => {});",
        '  }',
        '}',
      ].join('\n'),
    },
  ];
  assert.deepEqual(
    coreListeners(files, 'src/index.ts').map((l) => [l.event, l.line, l.when, 'call' in l ? l.call : null]),
    [
      ['dllClientCommand', 6, 'import', null],
      ['dllTouch', 5, 'call', 'onTouch'],
      ['dllThink', 10, 'call', 'watch'],
      ['dllStartFrame', 15, 'call', 'new Timer'],
    ],
  );
});
