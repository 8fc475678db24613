// The Pawn reader of the porting page (src/lib/pawn-scan.mjs): what it counts as a name of
// AMX Mod X, what it leaves out, what it registers; and the input the page refuses
// (src/lib/pawn-input.mjs).
import assert from 'node:assert/strict';
import test from 'node:test';
import {maxSourceBytes, unreadableInput} from '../../src/lib/pawn-input.mjs';
import {declaredIndex, scanPawn, tokenize} from '../../src/lib/pawn-scan.mjs';

// A small index in the shape of plugins/site-data/amxmodx-includes.json, written for these tests.
const declared = declaredIndex({
  'amxmodx.inc': {
    natives: [
      'client_print',
      'get_user_health',
      'register_clcmd',
      'register_concmd',
      'register_srvcmd',
      'register_event',
      'register_plugin',
      'set_task',
      'get_user_msgid',
    ],
    forwards: ['plugin_init', 'client_putinserver'],
    stocks: [],
    constants: [],
  },
  'amxconst.inc': {natives: [], forwards: [], stocks: [], constants: ['PLUGIN_HANDLED', 'print_chat', 'MAX_PLAYERS']},
  'cvars.inc': {natives: ['register_cvar', 'create_cvar'], forwards: [], stocks: [], constants: []},
  'fakemeta.inc': {natives: ['register_forward', 'pev'], forwards: [], stocks: [], constants: []},
  'fakemeta_const.inc': {natives: [], forwards: [], stocks: [], constants: ['FM_Spawn', 'pev_flags']},
  'hamsandwich.inc': {natives: ['RegisterHam'], forwards: [], stocks: [], constants: []},
  'ham_const.inc': {natives: [], forwards: [], stocks: [], constants: ['Ham_TakeDamage', 'HAM_IGNORED']},
  'messages.inc': {natives: ['register_message'], forwards: [], stocks: [], constants: []},
  'amxmisc.inc': {natives: [], forwards: [], stocks: ['cmd_access'], constants: []},
});

const names = (scan) => scan.uses.map((u) => u.name);
const use = (scan, name) => scan.uses.find((u) => u.name === name);

test('comments, strings and character literals hide the names they hold', () => {
  const scan = scanPawn(
    [
      '// client_print(id, print_chat, "x")',
      '/* get_user_health(id)',
      '   set_task */',
      'new s[] = "get_user_health(id) ^"client_print^" pev";',
      "new c = 'p';",
      'client_print(0, print_chat, "hi")',
    ].join('\n'),
    declared,
  );
  assert.deepEqual(names(scan), ['print_chat', 'client_print']);
  assert.deepEqual(use(scan, 'client_print').lines, [6]);
  assert.deepEqual(scan.unreadable, []);
});

test('uses are counted with their first lines, grouped by include file', () => {
  const source = Array.from({length: 8}, (_, i) => `client_print(${i}, print_chat, "x");`).join('\n');
  const scan = scanPawn(source, declared);
  const print = use(scan, 'client_print');
  assert.equal(print.count, 8);
  assert.deepEqual(print.lines, [1, 2, 3, 4, 5], 'the first five lines are kept');
  assert.equal(print.include, 'amxmodx.inc');
  assert.equal(print.kind, 'native');
  assert.equal(use(scan, 'print_chat').include, 'amxconst.inc');
  // Sorted by include file, then name.
  assert.deepEqual(names(scan), ['print_chat', 'client_print']);
});

test("#include lines name the includes; a #define makes its name the plugin's own", () => {
  const scan = scanPawn(
    [
      '#include <amxmodx>',
      '#include "fakemeta.inc"',
      '#define MAX_PLAYERS 32',
      '#define MY_FLAG pev_flags',
      'new a[MAX_PLAYERS];',
    ].join('\n'),
    declared,
  );
  assert.deepEqual(scan.includes, ['amxmodx.inc', 'fakemeta.inc']);
  // MAX_PLAYERS is also an AMX Mod X constant, but this plugin defines its own.
  assert.equal(use(scan, 'MAX_PLAYERS'), undefined);
  assert.ok(scan.own.includes('MAX_PLAYERS'));
  // What a #define stands for is used where it is written.
  assert.deepEqual(use(scan, 'pev_flags')?.lines, [4]);
});

test('functions the plugin defines are its own; a public function named like a forward is that forward', () => {
  const scan = scanPawn(
    [
      'public plugin_init() { register_plugin("T", "1", "me"); }',
      'public client_putinserver(id) { }',
      'public cmd_access(id) { return PLUGIN_HANDLED; }',
      'stock Float:pev(id) { return 0.0; }',
      'helper() { }',
      'public Float:fw_damage(v) { return 1.0; }',
      'forward my_forward(id);',
    ].join('\n'),
    declared,
  );
  assert.deepEqual(names(scan), ['PLUGIN_HANDLED', 'client_putinserver', 'plugin_init', 'register_plugin']);
  assert.equal(use(scan, 'plugin_init').kind, 'forward');
  // cmd_access is a stock of amxmisc.inc and pev a native of fakemeta.inc: here the plugin's own.
  assert.deepEqual(scan.own, ['cmd_access', 'fw_damage', 'helper', 'my_forward', 'pev']);
});

test('each registration form names what it registers and its handler', () => {
  const scan = scanPawn(
    [
      'register_clcmd("say /hp", "cmd_hp");',
      'register_concmd("amx_hp", "cmd_hp", ADMIN_KICK, "<name>");',
      'register_srvcmd("hp_reset", "srv_reset");',
      'register_forward(FM_Spawn, "fw_spawn", 1);',
      'RegisterHam(Ham_TakeDamage, "player", "fw_damage");',
      'register_event("DeathMsg", "ev_death", "a");',
      'register_message(get_user_msgid("SayText"), "msg_say");',
      'register_cvar("hp_max", "100");',
      'create_cvar("hp_min", "1");',
      'set_task(1.0, "task_tick", 100, _, _, "b");',
    ].join('\n'),
    declared,
  );
  assert.deepEqual(
    scan.registrations.map((r) => [r.line, r.native, r.target, r.handler]),
    [
      [1, 'register_clcmd', '"say /hp"', 'cmd_hp'],
      [2, 'register_concmd', '"amx_hp"', 'cmd_hp'],
      [3, 'register_srvcmd', '"hp_reset"', 'srv_reset'],
      [4, 'register_forward', 'FM_Spawn', 'fw_spawn'],
      [5, 'RegisterHam', 'Ham_TakeDamage', 'fw_damage'],
      [6, 'register_event', '"DeathMsg"', 'ev_death'],
      [7, 'register_message', '"SayText"', 'msg_say'],
      [8, 'register_cvar', '"hp_max"', undefined],
      [9, 'create_cvar', '"hp_min"', undefined],
      [10, 'set_task', '"task_tick"', 'task_tick'],
    ],
  );
  // The names inside the registrations are uses too.
  assert.ok(use(scan, 'FM_Spawn') && use(scan, 'Ham_TakeDamage') && use(scan, 'get_user_msgid'));
});

test('a string or comment that never ends is reported by line, and the rest is still read', () => {
  const scan = scanPawn(
    ['new s[] = "oops;', 'client_print(0, print_chat, "ok");', "new c = 'x;", '/* open', 'set_task'].join('\n'),
    declared,
  );
  assert.deepEqual(
    scan.unreadable.map((u) => u.line),
    [1, 3, 4],
  );
  assert.match(scan.unreadable[0].reason, /string that never ends/);
  assert.match(scan.unreadable[2].reason, /comment that never ends/);
  assert.ok(use(scan, 'client_print'), 'the line after an unclosed string is read');
  assert.equal(use(scan, 'set_task'), undefined, 'a name inside the unclosed comment is not');
});

test('empty, binary and oversized input get a message; a plugin gets none', () => {
  assert.match(unreadableInput('  \n'), /nothing to read/);
  assert.match(unreadableInput('AMXX\u0000\u0001\u0002 compiled'), /binary file/);
  assert.match(unreadableInput('x', maxSourceBytes + 1), /up to 2 MB/);
  assert.equal(unreadableInput('public plugin_init() {}\n'), undefined);
});

test('a macro continued on the next line is one directive, and the line numbers stay right', () => {
  const {tokens} = tokenize(
    ['#define LONG(%1) \\', '  client_print(%1, print_chat, "x")', 'set_task(1.0, "t")'].join('\n'),
  );
  const task = tokens.find((t) => t.value === 'set_task');
  assert.equal(task?.line, 3);
});

// The readings real plugins showed wrong (each fixture written for this test).
const real = declaredIndex({
  'amxmodx.inc': {
    natives: ['client_print', 'get_systime', 'register_logevent', 'set_task', 'random'],
    forwards: ['plugin_init'],
    stocks: [],
    constants: [],
  },
  'float.inc': {natives: ['floatmax'], forwards: [], stocks: [], constants: []},
  'core.inc': {natives: ['time', 'max'], forwards: [], stocks: [], constants: ['cellbits']},
  'amxconst.inc': {natives: [], forwards: [], stocks: [], constants: ['print_chat', 'MAX_PLAYERS']},
});

test('a string continued on the next line with a backslash keeps every later line number', () => {
  const scan = scanPawn(
    ['new msg[] = "first part \\', 'second part";', 'public plugin_init() {', '  set_task(1.0, "t");', '}'].join('\n'),
    real,
  );
  assert.deepEqual(scan.unreadable, []);
  assert.deepEqual(use(scan, 'set_task').lines, [4]);
  assert.equal(scan.lines, 5);
});

test('a backslash is a character: \'\\\' ends, and "…\\" ends at its quote; ^ escapes', () => {
  const scan = scanPawn(
    [
      "new slash = '\\';",
      'new path[] = "C:\\";',
      'new quote[] = "say ^"hi^"";',
      'client_print(0, print_chat, path);',
    ].join('\n'),
    real,
  );
  assert.deepEqual(scan.unreadable, []);
  assert.deepEqual(use(scan, 'client_print').lines, [4]);
  // A plugin that makes the backslash its control character escapes with it.
  const other = scanPawn(
    ["#pragma ctrlchar '\\'", 'new quote[] = "say \\"hi\\"";', 'client_print(0, print_chat, quote);'].join('\n'),
    real,
  );
  assert.deepEqual(other.unreadable, []);
  assert.deepEqual(use(other, 'client_print').lines, [3]);
});

test('a comment at the end of a #define line is not what the name stands for', () => {
  const scan = scanPawn(
    [
      '#define RED 0 // random(5)',
      '#define BLUE 1 /* random(2) */',
      '#define GREEN random(3)',
      '#define TEXT "random"',
    ].join('\n'),
    real,
  );
  assert.deepEqual(use(scan, 'random').lines, [3]);
  assert.equal(use(scan, 'random').count, 1);
});

test('variables named like natives are the plugin’s variables; the natives count where they are called', () => {
  const scan = scanPawn(
    [
      'public show(id, Float:time) {',
      '  new max = 10, cellbits;',
      '  new now = get_systime();',
      '  for (new floatmax = 0; floatmax < max; floatmax++) {}',
      '  client_print(id, print_chat, "%d %d %f", now, cellbits, time);',
      '  return time();',
      '}',
    ].join('\n'),
    real,
  );
  assert.deepEqual(names(scan).sort(), ['client_print', 'get_systime', 'print_chat', 'time']);
  assert.deepEqual(use(scan, 'time').lines, [6]);
  assert.equal(use(scan, 'time').count, 1);
});

test('a log event is named by the filters after its handler', () => {
  const scan = scanPawn(
    [
      'register_logevent("OnRoundStart", 2, "1=Round_Start");',
      'register_logevent("OnJoin", 3, "1=joined team", "2=TERRORIST");',
    ].join('\n'),
    real,
  );
  assert.deepEqual(
    scan.registrations.map((r) => [r.native, r.target, r.handler]),
    [
      ['register_logevent', '"1=Round_Start"', 'OnRoundStart'],
      ['register_logevent', '"1=joined team", "2=TERRORIST"', 'OnJoin'],
    ],
  );
});

test('a hook says whether it asks for the call after the original', () => {
  const scan = scanPawn(
    [
      'register_forward(FM_Spawn, "a", 1);',
      'register_forward(FM_Spawn, "b");',
      'RegisterHam(Ham_Spawn, "player", "c", true);',
      'RegisterHam(Ham_Spawn, "player", "d", false);',
      'register_forward(FM_Spawn, "e", 0);',
    ].join('\n'),
    declaredIndex({
      'fakemeta.inc': {natives: ['register_forward'], forwards: [], stocks: [], constants: ['FM_Spawn']},
      'hamsandwich.inc': {natives: ['RegisterHam'], forwards: [], stocks: [], constants: ['Ham_Spawn']},
    }),
  );
  assert.deepEqual(
    scan.registrations.map((r) => [r.handler, r.post]),
    [
      ['a', true],
      ['b', undefined],
      ['c', true],
      ['d', false],
      ['e', false],
    ],
  );
});

test('two uses on one line are one line; a file ending with a line break has no line after it', () => {
  const scan = scanPawn(
    ['client_print(0, print_chat, "a"); client_print(0, print_chat, "b");', 'set_task(1.0, "t");', ''].join('\n'),
    real,
  );
  assert.equal(use(scan, 'client_print').count, 2);
  assert.equal(use(scan, 'client_print').onLines, 1);
  assert.deepEqual(use(scan, 'client_print').lines, [1]);
  assert.equal(scan.lines, 2);
  assert.equal(scanPawn('set_task(1.0, "t");', real).lines, 1);
});

test('includes AMX Mod X does not ship are named, with the calls to names no include declares', () => {
  const scan = scanPawn(
    [
      '#include <amxmodx>',
      '#include <reapi>',
      '#include "my_utils.inc"',
      'public plugin_init() {',
      '  RegisterHookChain(RG_CBasePlayer_Spawn, "OnSpawn", true);',
      '  RegisterHookChain(RG_CBasePlayer_Killed, "OnKilled"); RegisterHookChain(RG_RoundEnd, "OnEnd");',
      '  set_task(1.0, "tick");',
      '}',
      'public OnSpawn(id) { rg_give_item(id, "weapon_ak47"); helper(id); }',
      'helper(id) { return get_member(id, m_iTeam); }',
      'public tick() { client_print(0, print_chat, "%d", my_util(1)); }',
    ].join('\n'),
    real,
  );
  assert.deepEqual(scan.unknownIncludes, ['reapi.inc', 'my_utils.inc']);
  assert.deepEqual(
    scan.unknownCalls.map((c) => [c.name, c.count, c.onLines, c.lines]),
    [
      ['RegisterHookChain', 3, 2, [5, 6]],
      ['get_member', 1, 1, [10]],
      ['my_util', 1, 1, [11]],
      ['rg_give_item', 1, 1, [9]],
    ],
  );
  // The plugin's own functions, AMX Mod X's natives and the constants passed are not calls of unknown names.
  assert.ok(use(scan, 'set_task') && use(scan, 'client_print'));
  assert.ok(!scan.unknownCalls.some((c) => ['helper', 'OnSpawn', 'tick', 'RG_RoundEnd'].includes(c.name)));
});

test('each use and call knows the plugin functions it is made in', () => {
  const scan = scanPawn(
    [
      '#define NOW get_systime()',
      'public plugin_init() { set_task(1.0, "tick"); RegisterHookChain(RG_Spawn, "OnSpawn"); }',
      'public tick() {',
      '  if (NOW > 0) { set_task(2.0, "tick"); }',
      '}',
      'stock helper() { return RegisterHookChain(RG_Killed, "OnKilled"); }',
    ].join('\n'),
    real,
  );
  assert.deepEqual(use(scan, 'set_task').in, ['plugin_init', 'tick']);
  assert.deepEqual(scan.functions, ['plugin_init', 'tick', 'helper']);
  // A name in a #define is written outside any function.
  assert.deepEqual(use(scan, 'get_systime').in, []);
  assert.deepEqual(scan.unknownCalls.find((c) => c.name === 'RegisterHookChain').in, ['plugin_init', 'helper']);
});
