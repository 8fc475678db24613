// Unit tests of the readers that derive the user-message catalogue
// (scripts/lib/user-messages.mjs), on C written here for the test, and of the
// committed plugins/site-data/user-messages.json: every message is registered at a
// cited line, names are unique, and each fixed-size message's unconditional
// sends write its size, except the findings the file lists.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {
  compiled,
  exclusive,
  functionTable,
  messageKind,
  parsedFunctions,
  passedMessages,
  registrations,
  reservation,
  sendBlocks,
  sendBytes,
  structDefinitions,
  structLayout,
  tableMacros,
  typedefs,
} from '../../scripts/lib/user-messages.mjs';

const cpp = (...lines) => lines.join('\n');
const root = path.resolve(import.meta.dirname, '../..');
const writes = new Set(['WRITE_BYTE', 'WRITE_CHAR', 'WRITE_SHORT', 'WRITE_LONG', 'WRITE_COORD', 'WRITE_STRING']);
/** Widths as the engine gives them, for the byte counts. */
const widths = {
  WRITE_BYTE: {min: 1, max: 1},
  WRITE_CHAR: {min: 1, max: 1},
  WRITE_SHORT: {min: 2, max: 2},
  WRITE_LONG: {min: 4, max: 4},
  WRITE_COORD: {min: 2, max: 2},
  WRITE_STRING: {min: 1, max: null},
};
/** The blocks of a text, each with its writes reduced to what the data keeps. */
const read = (text, helpers) => {
  const result = sendBlocks(text, {writes, helpers});
  return {
    ...result,
    blocks: result.blocks.map((b) => ({
      ...b,
      plain: b.writes.map((w) => [w.name, w.value, w.line, w.when, w.repeat, w.conditions]),
    })),
  };
};

test('registrations: a number, -1, sizeof; a commented-out one is none, one under #ifdef has its condition', () => {
  const text = cpp(
    'void LinkUserMessages()', // 1
    '{',
    '\tif (gmsgFirst)',
    '\t\treturn;',
    '\tgmsgFirst = REG_USER_MSG("First", 2);', // 5
    '\t//gmsgOld = REG_USER_MSG("Old", 1);',
    '\t/* gmsgGone = REG_USER_MSG("Gone", 1); */',
    '\tgmsgAny   = REG_USER_MSG( "Any", -1 ); // any length',
    '\tgmsgBox = REG_USER_MSG("Box", sizeof(Box));', // 9
    '#ifdef NEWER',
    '\tgmsgNew = REG_USER_MSG("New", 5);', // 11
    '#endif',
    '}',
    '#define REG_USER_MSG (*g_engfuncs.pfnRegUserMsg)',
  );
  assert.deepEqual(
    registrations(text).map((r) => [r.name, r.variable, r.sizeSource, r.line, r.conditions]),
    [
      ['First', 'gmsgFirst', '2', 5, []],
      ['Any', 'gmsgAny', '-1', 8, []],
      ['Box', 'gmsgBox', 'sizeof(Box)', 9, []],
      ['New', 'gmsgNew', '5', 11, ['NEWER']],
    ],
  );
});

test('structures: members laid out with their types, typedefs followed, padding counted', () => {
  const text = cpp(
    'typedef unsigned char byte;',
    'typedef struct',
    '{',
    '\tunsigned short\tamplitude; // a comment',
    '\tshort\t\tflags;',
    '\tbyte\t\tr, g, b, a;',
    '\tint\t\tcount;',
    '} Box;',
    'struct Padded { byte one; int four; };',
    'struct Odd { int (*fn)(void); };',
  );
  const defs = structDefinitions(text);
  assert.deepEqual(
    defs.map((d) => [d.name, d.line, d.fields?.length ?? null]),
    [
      ['Box', 2, 7],
      ['Padded', 9, 2],
      ['Odd', 10, null],
    ],
  );
  const types = typedefs(text);
  assert.deepEqual(types.get('byte'), [{type: 'unsigned char', line: 1}]);
  const resolve = (name) => types.get(name)?.[0].type;
  assert.deepEqual(structLayout(defs[0], resolve), {
    size: 12,
    fields: [
      ['unsigned short', 'amplitude', 2],
      ['short', 'flags', 2],
      ['byte', 'r', 1],
      ['byte', 'g', 1],
      ['byte', 'b', 1],
      ['byte', 'a', 1],
      ['int', 'count', 4],
    ],
    padding: 0,
  });
  assert.deepEqual(structLayout(defs[1], resolve), {
    size: 8,
    fields: [
      ['byte', 'one', 1],
      ['int', 'four', 4],
    ],
    padding: 3,
  });
  assert.throws(() => structLayout(defs[2], resolve), /not plain declarations/);
  assert.throws(() => structLayout({name: 'X', line: 1, fields: [{type: 'Unknown', name: 'u', count: null}]}, resolve));
});

test('a send with plain writes: values as written, lines, bytes', () => {
  const text = cpp(
    'void CThing::Update( void )', // 1
    '{',
    '\tMESSAGE_BEGIN( MSG_ONE, gmsgThing, NULL, pev );',
    '\t\tWRITE_BYTE( m_iHealth ); // health',
    '\t\tWRITE_SHORT( (int)pev->frags );',
    '\t\tWRITE_STRING( "name, with a comma" );',
    '\tMESSAGE_END();',
    '}',
  );
  const {blocks, unread, errors} = read(text);
  assert.deepEqual(unread, []);
  assert.deepEqual(errors, []);
  assert.equal(blocks.length, 1);
  const [b] = blocks;
  assert.equal(b.function, 'CThing::Update');
  assert.deepEqual(b.args, ['MSG_ONE', 'gmsgThing', 'NULL', 'pev']);
  assert.equal(b.endLine, 7);
  assert.equal(b.problem, null);
  assert.deepEqual(b.plain, [
    ['WRITE_BYTE', 'm_iHealth', 4, [], null, []],
    ['WRITE_SHORT', '(int)pev->frags', 5, [], null, []],
    ['WRITE_STRING', '"name, with a comma"', 6, [], null, []],
  ]);
  assert.deepEqual(sendBytes(b, widths), {min: 4, max: null});
});

test('a send with if and else: each write with the branches that decide it, bytes over both', () => {
  const text = cpp(
    'void Flash(bool bFlash, int x)', // 1
    '{',
    '\tMESSAGE_BEGIN(MSG_ONE, gmsgFlash, nullptr, pev);',
    '\t\tWRITE_BYTE(1);',
    '\t\tif (bFlash)',
    '\t\t\tWRITE_LONG(x);', // 6
    '\t\telse if (x > 2)',
    '\t\t{',
    '\t\t\tWRITE_SHORT(x);', // 9
    '\t\t}',
    '\t\telse',
    '\t\t\tWRITE_BYTE(0);', // 12
    '\tMESSAGE_END();',
    '}',
  );
  const [b] = read(text).blocks;
  assert.deepEqual(b.plain, [
    ['WRITE_BYTE', '1', 4, [], null, []],
    ['WRITE_LONG', 'x', 6, ['if (bFlash)'], null, []],
    ['WRITE_SHORT', 'x', 9, ['else (of if (bFlash))', 'if (x > 2)'], null, []],
    ['WRITE_BYTE', '0', 12, ['else (of if (bFlash))', 'else (of if (x > 2))'], null, []],
  ]);
  assert.deepEqual(sendBytes(b, widths), {min: 2, max: 5});
});

test('a send with a for loop: the loop in repeat, no upper bound', () => {
  const text = cpp(
    'void Teams(int count)',
    '{',
    '\tMESSAGE_BEGIN(MSG_ALL, gmsgTeams);',
    '\t\tWRITE_BYTE(count);',
    '\t\tfor (int i = 0; i < count; i++)',
    '\t\t{',
    '\t\t\tif (names[i])',
    '\t\t\t\tWRITE_SHORT(i);', // 8
    '\t\t}',
    '\tMESSAGE_END();',
    '}',
  );
  const [b] = read(text).blocks;
  assert.deepEqual(b.plain, [
    ['WRITE_BYTE', 'count', 4, [], null, []],
    ['WRITE_SHORT', 'i', 8, ['if (names[i])'], 'for (int i = 0; i < count; i++)', []],
  ]);
  assert.deepEqual(sendBytes(b, widths), {min: 1, max: null});
});

test('nested braces: a write in a nested block, a switch, and the function around a lambda', () => {
  const text = cpp(
    'void CPlayer::Tell(int mode)', // 1
    '{',
    '\tauto send = [&](int value)',
    '\t{',
    '\t\tMESSAGE_BEGIN(MSG_ONE, gmsgTell, nullptr, pev);', // 5
    '\t\t\tWRITE_BYTE(value);',
    '\t\tMESSAGE_END();',
    '\t};',
    '\tif (mode)',
    '\t{',
    '\t\tMESSAGE_BEGIN(MSG_ALL, gmsgMode);', // 11
    '\t\t{',
    '\t\t\t{ WRITE_SHORT(mode); }', // 13
    '\t\t}',
    '\t\tswitch (mode)',
    '\t\t{',
    '\t\tcase 1:',
    '\t\tcase 2:',
    '\t\t\tWRITE_BYTE(mode);', // 19
    '\t\t\tbreak;',
    '\t\tdefault:',
    '\t\t\tWRITE_LONG(mode);', // 22
    '\t\t\tbreak;',
    '\t\t}',
    '\t\tMESSAGE_END();',
    '\t}',
    '}',
  );
  const {blocks} = read(text);
  assert.deepEqual(
    blocks.map((b) => [b.line, b.function, b.endLine]),
    [
      [5, 'CPlayer::Tell', 7],
      [11, 'CPlayer::Tell', 25],
    ],
  );
  assert.deepEqual(blocks[0].plain, [['WRITE_BYTE', 'value', 6, [], null, []]]);
  assert.deepEqual(blocks[1].plain, [
    ['WRITE_SHORT', 'mode', 13, [], null, []],
    ['WRITE_BYTE', 'mode', 19, ['switch (mode) case 1: case 2:'], null, []],
    ['WRITE_LONG', 'mode', 22, ['switch (mode) default:'], null, []],
  ]);
  assert.deepEqual(sendBytes(blocks[1], widths), {min: 3, max: 6});
});

test('#ifdef REGAMEDLL_ADD … #else … #endif inside a block: the conditions a write adds, bytes per build', () => {
  const text = cpp(
    '#ifdef OUTER',
    'void Account(int amount)', // 2
    '{',
    '\tMESSAGE_BEGIN(MSG_ONE, gmsgMoney, nullptr, pev);', // 4
    '#ifdef REGAMEDLL_ADD',
    '\t\tWRITE_LONG(amount);', // 6
    '\t\tWRITE_BYTE(1);',
    '#else',
    '\t\tWRITE_SHORT(amount);', // 9
    '#endif',
    '\t\tWRITE_BYTE(0);', // 11
    '\tMESSAGE_END();',
    '}',
    '#endif',
  );
  const [b] = read(text).blocks;
  assert.deepEqual(b.conditions, ['OUTER']);
  assert.deepEqual(b.plain, [
    ['WRITE_LONG', 'amount', 6, [], null, ['REGAMEDLL_ADD']],
    ['WRITE_BYTE', '1', 7, [], null, ['REGAMEDLL_ADD']],
    ['WRITE_SHORT', 'amount', 9, [], null, ['!REGAMEDLL_ADD']],
    ['WRITE_BYTE', '0', 11, [], null, []],
  ]);
  // Valve's build writes 3 bytes, ReGameDLL_CS's 6.
  assert.deepEqual(sendBytes(b, widths), {min: 3, max: 6});
});

test('a message begun in two branches of an #if, and code no build compiles', () => {
  const text = cpp(
    'void Score()',
    '{',
    '#ifndef FIXES',
    '\tMESSAGE_BEGIN(MSG_BROADCAST, gmsgScore);', // 4
    '#else',
    '\tMESSAGE_BEGIN(MSG_ALL, gmsgScore);', // 6
    '#endif',
    '\t\tWRITE_SHORT(1);',
    '\tMESSAGE_END();',
    '#if 0',
    '\tMESSAGE_BEGIN(MSG_ALL, SVC_DEBUG);', // 11
    '\t\tWRITE_BYTE(1);',
    '\tMESSAGE_END();',
    '#endif',
    '}',
  );
  const {blocks} = read(text);
  assert.deepEqual(
    blocks.map((b) => [b.line, b.args[0], b.conditions, b.problem, b.plain.map((w) => w[2])]),
    [
      [4, 'MSG_BROADCAST', ['!FIXES'], null, [8]],
      [6, 'MSG_ALL', ['FIXES'], null, [8]],
      [11, 'MSG_ALL', ['0'], null, [12]],
    ],
  );
  assert.equal(compiled(['0']), false);
  assert.equal(compiled(['!FIXES']), true);
  assert.equal(exclusive(['!FIXES'], ['FIXES']), true);
  assert.equal(exclusive(['A'], ['B']), false);
});

test('one MESSAGE_BEGIN for each branch of an if, sharing the writes after it', () => {
  const text = cpp(
    'void Say(CBaseEntity *pEntity)',
    '{',
    '\tif (pEntity)',
    '\t\tMESSAGE_BEGIN(MSG_ONE, gmsgSay, NULL, pEntity->edict());', // 4
    '\telse',
    '\t\tMESSAGE_BEGIN(MSG_ALL, gmsgSay);', // 6
    '\tWRITE_BYTE(0);',
    '\tMESSAGE_END();',
    '}',
  );
  const {blocks} = read(text);
  assert.deepEqual(
    blocks.map((b) => [b.line, b.args[0], b.plain]),
    [
      [4, 'MSG_ONE', [['WRITE_BYTE', '0', 7, [], null, []]]],
      [6, 'MSG_ALL', [['WRITE_BYTE', '0', 7, [], null, []]]],
    ],
  );
});

test('a block without MESSAGE_END, and one with its MESSAGE_END inside a branch, are problems', () => {
  const text = cpp(
    'void Broken()',
    '{',
    '\t{',
    '\t\tMESSAGE_BEGIN(MSG_ALL, gmsgOne);',
    '\t\tWRITE_BYTE(1);',
    '\t}',
    '\tMESSAGE_END();',
    '\tMESSAGE_BEGIN(MSG_ALL, gmsgTwo);',
    '\tif (x)',
    '\t\tMESSAGE_END();',
    '}',
  );
  const {blocks} = read(text);
  assert.deepEqual(
    blocks.map((b) => [b.line, b.problem]),
    [
      [4, 'no MESSAGE_END in the same block'],
      [8, 'a MESSAGE_END inside a branch (line 9)'],
    ],
  );
  const kind = messageKind(blocks[0], {registered: () => true, constant: () => null, firstUserMessage: 64});
  assert.deepEqual(kind, {kind: 'problem', problem: 'no MESSAGE_END in the same block'});
});

test('what a MESSAGE_BEGIN sends: a registered message, an engine message, a parameter, an overload', () => {
  const text = cpp(
    'inline void MESSAGE_BEGIN(int msg_dest, int msg_type, const float *pOrigin, entvars_t *ent) { MESSAGE_BEGIN(msg_dest, msg_type, pOrigin, ENT(ent)); }',
    'void Effects(const Vector &origin)',
    '{',
    '\tMESSAGE_BEGIN(MSG_PVS, SVC_TEMPENTITY, origin);', // 4
    '\t\tWRITE_BYTE(TE_SPARKS);',
    '\tMESSAGE_END();',
    '\tMESSAGE_BEGIN(MSG_ALL, ::gmsgKnown);', // 7
    '\tMESSAGE_END();',
    '\tMESSAGE_BEGIN(MSG_ALL, someLocal);', // 9
    '\tMESSAGE_END();',
    '}',
    'void UTIL_SendByte(int msg_type, int value)', // 12
    '{',
    '\tMESSAGE_BEGIN(MSG_ALL, msg_type);',
    '\t\tWRITE_BYTE(value);',
    '\tMESSAGE_END();',
    '}',
    'void Caller()',
    '{',
    '\tUTIL_SendByte(gmsgKnown, 1);', // 20
    '\tUTIL_SendByte(gmsgOther, 2);',
    '}',
  );
  const {blocks} = read(text);
  const context = {
    registered: (v) => v === 'gmsgKnown',
    constant: (name) => (name === 'SVC_TEMPENTITY' ? 23 : null),
    firstUserMessage: 64,
  };
  assert.deepEqual(
    blocks.map((b) => [b.line, b.function, messageKind(b, context)]),
    [
      [1, 'MESSAGE_BEGIN', {kind: 'forward', index: 1}],
      [4, 'Effects', {kind: 'engine', value: 23}],
      [7, 'Effects', {kind: 'send', variable: 'gmsgKnown'}],
      [9, 'Effects', {kind: 'unknown'}],
      [14, 'UTIL_SendByte', {kind: 'parameter', index: 0}],
    ],
  );
  // The helper's calls that pass a registered message (its own definition is no call).
  assert.deepEqual(passedMessages([{name: 'a.cpp', text}], 'UTIL_SendByte', 0, context.registered), [
    {file: 'a.cpp', line: 20, variable: 'gmsgKnown'},
  ]);
});

test('a helper that writes without beginning a message adds its writes where a block calls it', () => {
  const text = cpp(
    'void CHound::WriteColor( void )', // 1
    '{',
    '\tWRITE_BYTE( m_r );',
    '\tif ( m_bright )',
    '\t\tWRITE_BYTE( 255 );', // 5
    '}',
    'CHound::CHound() : m_r(0)', // 7: a constructor, no return type
    '{',
    '\tif ( m_on )',
    '\t{',
    '\t\tMESSAGE_BEGIN( MSG_ALL, gmsgBeam );', // 11
    '\t\t\tWRITE_SHORT( 1 );',
    '\t\t\tWriteColor();', // 13
    '\t\tMESSAGE_END();',
    '\t}',
    '}',
  );
  const fns = parsedFunctions(text);
  assert.deepEqual(
    fns.map((f) => [f.name, f.line, f.end]),
    [
      ['CHound::WriteColor', 1, 6],
      ['CHound::CHound', 7, 16],
    ],
  );
  const helpers = new Map([['WriteColor', {file: 'hound.cpp', text, fn: fns[0]}]]);
  const [b] = sendBlocks(text, {writes, helpers}).blocks;
  assert.equal(b.function, 'CHound::CHound');
  assert.deepEqual(
    b.writes.map((w) => [w.name, w.value, w.file ?? null, w.line, w.via ?? null, w.when]),
    [
      ['WRITE_SHORT', '1', null, 12, null, []],
      ['WRITE_BYTE', 'm_r', 'hound.cpp', 3, {function: 'CHound::WriteColor', file: null, line: 13}, []],
      [
        'WRITE_BYTE',
        '255',
        'hound.cpp',
        5,
        {function: 'CHound::WriteColor', file: null, line: 13},
        ['if ( m_bright )'],
      ],
    ],
  );
  assert.deepEqual(sendBytes(b, widths), {min: 3, max: 4});
});

test('write widths: the game macro, the engine table, and the bytes reserved down to SZ_GetSpace', () => {
  // Modelled on the shape of an engine's headers and functions, written for the test.
  const header = cpp(
    'typedef struct enginefuncs_s',
    '{',
    '\tvoid (*pfnAddCommand)(const char *name, void (*function)(void));',
    '\tvoid (*pfnWriteByte)(int iValue);',
    '\tvoid (*pfnWriteAngle)(float flValue);',
    '\tvoid (*pfnWriteString)(const char *sz);',
    '} enginefuncs_t;',
  );
  const tableFile = cpp(
    'enginefuncs_t g_engfuncsExportedToDlls = {',
    '\tCmd_AddCommand,',
    '\tPF_WriteByte_I, PF_WriteAngle_I,',
    '\tPF_WriteString_I',
    '};',
  );
  const table = functionTable(header, 'enginefuncs_s', tableFile, 'g_engfuncsExportedToDlls');
  assert.deepEqual(Object.fromEntries(table), {
    pfnAddCommand: {implementation: 'Cmd_AddCommand', line: 2},
    pfnWriteByte: {implementation: 'PF_WriteByte_I', line: 3},
    pfnWriteAngle: {implementation: 'PF_WriteAngle_I', line: 3},
    pfnWriteString: {implementation: 'PF_WriteString_I', line: 4},
  });
  const macros = cpp(
    '#define WRITE_BYTE\t\t(*g_engfuncs.pfnWriteByte)',
    '#define WRITE_ANGLE (*g_engfuncs.pfnWriteAngle)',
    '//#define WRITE_OLD (*g_engfuncs.pfnWriteOld)',
    '#define OTHER (*g_other.pfnWriteByte)',
  );
  assert.deepEqual(tableMacros(macros, 'g_engfuncs'), [
    {name: 'WRITE_BYTE', member: 'pfnWriteByte', line: 1},
    {name: 'WRITE_ANGLE', member: 'pfnWriteAngle', line: 2},
  ]);
  const cmds = cpp(
    'void PF_WriteByte_I(int iValue)', // 1
    '{',
    '\tif (!gMsgStarted)',
    '\t\tSys_Error("%s: no message\\n", __func__);',
    '\tMSG_WriteByte(&gMsgBuffer, iValue);',
    '}',
    'void PF_WriteAngle_I(float flValue)', // 7
    '{',
    '\tMSG_WriteAngle(&gMsgBuffer, flValue);',
    '}',
    'void PF_WriteString_I(const char *sz)', // 11
    '{',
    '\tMSG_WriteString(&gMsgBuffer, sz);',
    '}',
    'void PF_Other_I(void)', // 15
    '{',
    '\tMSG_WriteByte(&otherBuffer, 1);',
    '}',
  );
  const common = cpp(
    'void MSG_WriteByte(sizebuf_t *sb, int c)', // 1
    '{',
    '\tunsigned char *buf = (unsigned char *)SZ_GetSpace(sb, 1);',
    '\t*buf = (unsigned char)c;',
    '}',
    'void MSG_WriteAngle(sizebuf_t *sb, float f)', // 6
    '{',
    '\tMSG_WriteByte(sb, (int)(f * 256.0 / 360.0) & 0xFF);',
    '}',
    'void MSG_WriteString(sizebuf_t *sb, const char *s)', // 10
    '{',
    '\tif (s)',
    '\t\tSZ_Write(sb, s, Q_strlen(s) + 1);', // 13
    '\telse',
    '\t\tSZ_Write(sb, "", 1);',
    '}',
    'void SZ_Write(sizebuf_t *buf, const void *data, int length)', // 17
    '{',
    '\tQ_memcpy(SZ_GetSpace(buf, length), data, length);',
    '}',
  );
  const files = [
    {name: 'engine/cmds.cpp', text: cmds},
    {name: 'engine/common.cpp', text: common},
  ];
  const byte = reservation(files, 'PF_WriteByte_I', '&gMsgBuffer');
  assert.deepEqual([byte.min, byte.max, byte.plus, byte.through], [1, 1, null, ['PF_WriteByte_I', 'MSG_WriteByte']]);
  assert.deepEqual(
    byte.sites.map((s) => [s.file, s.line, s.function]),
    [['engine/common.cpp', 3, 'MSG_WriteByte']],
  );
  const angle = reservation(files, 'PF_WriteAngle_I', '&gMsgBuffer');
  assert.deepEqual(
    [angle.min, angle.max, angle.through],
    [1, 1, ['PF_WriteAngle_I', 'MSG_WriteAngle', 'MSG_WriteByte']],
  );
  // A string: its length and the terminating zero, cited where the length is written.
  const string = reservation(files, 'PF_WriteString_I', '&gMsgBuffer');
  assert.deepEqual([string.min, string.max, string.plus], [1, null, 1]);
  const variable = string.sites.find((s) => s.bytes === null);
  assert.deepEqual([variable.file, variable.line, variable.function], ['engine/common.cpp', 13, 'MSG_WriteString']);
  // Another buffer is not the message's.
  assert.deepEqual(reservation(files, 'PF_Other_I', '&gMsgBuffer').sites, []);
});

// ---- The committed data.

const data = JSON.parse(readFileSync(path.join(root, 'plugins/site-data/user-messages.json'), 'utf8'));

test('user-messages.json: every message is registered at a cited line, names and variables unique per game', () => {
  for (const [game, {folder, messages}] of Object.entries(data.games)) {
    assert.ok(messages.length > 0, game);
    for (const m of messages) {
      assert.ok(m.registered.file.startsWith(`${folder}/`), `${game} ${m.name}: ${m.registered.file}`);
      assert.ok(Number.isInteger(m.registered.line) && m.registered.line > 0, `${game} ${m.name}`);
      assert.ok(Array.isArray(m.registered.conditions));
      assert.equal(m.size === null, m.sizeSource === '-1', `${game} ${m.name}: size ${m.size}`);
      if (m.sizeFrom) {
        assert.equal(m.sizeSource, `sizeof(${m.sizeFrom.struct})`);
        const total = m.sizeFrom.fields.reduce((sum, f) => sum + f[2], 0) + (m.sizeFrom.padding ?? 0);
        assert.equal(total, m.size, `${game} ${m.name}`);
      }
      for (const s of m.sends) {
        assert.ok(s.file && s.line > 0 && s.function, `${game} ${m.name}`);
        assert.ok(s.bytes.max === null || s.bytes.min <= s.bytes.max, `${game} ${m.name} ${s.file}:${s.line}`);
      }
    }
    assert.equal(new Set(messages.map((m) => m.name)).size, messages.length, `${game}: names`);
    assert.equal(new Set(messages.map((m) => m.variable)).size, messages.length, `${game}: variables`);
  }
});

test('user-messages.json: the HLSDK registers 36 messages, 35 in LinkUserMessages and Logo on an impulse', () => {
  const hl = data.games['half-life'].messages;
  assert.equal(hl.length, 36);
  const block = hl.filter((m) => m.registered.file === 'dlls/player.cpp' && m.registered.line < 300);
  assert.equal(block.length, 35);
  assert.ok(hl.some((m) => m.name === 'Logo' && m.registered.line > 3000));
  // The commented-out HudTextPro is not one of them.
  assert.ok(!hl.some((m) => m.name === 'HudTextPro'));
  const shake = hl.find((m) => m.name === 'ScreenShake');
  assert.deepEqual([shake.size, shake.sizeFrom.file], [6, 'engine/shake.h']);
  const cs = data.games['counter-strike'].messages;
  assert.deepEqual(
    cs.filter((m) => m.registered.conditions.length).map((m) => [m.name, m.registered.conditions]),
    [
      ['Account', ['BUILD_LATEST']],
      ['HealthInfo', ['BUILD_LATEST']],
    ],
  );
});

test('user-messages.json: each fixed-size message’s unconditional sends write its size, but for the findings', () => {
  const listed = new Set(data.findings.map((f) => `${f.game}:${f.file}:${f.line}`));
  let checked = 0;
  for (const [game, {messages}] of Object.entries(data.games)) {
    for (const m of messages) {
      if (m.size === null) continue;
      for (const s of m.sends) {
        const plain = s.writes.every((w) => !w.when.length && w.repeat === null && !w.conditions.length);
        if (!plain) continue;
        checked++;
        // Recount from the widths: each write's bytes.
        const total = s.writes.reduce((sum, w) => sum + (data.widths[w.type].bytes ?? data.widths[w.type].plus), 0);
        const fits = s.bytes.min === m.size && s.bytes.max === m.size && total === m.size;
        assert.equal(!fits, listed.has(`${game}:${s.file}:${s.line}`), `${game} ${m.name} ${s.file}:${s.line}`);
      }
    }
  }
  assert.ok(checked > 100, `${checked} sends checked`);
});

test('user-messages.json: widths read from the engine, omitted sends with reasons', () => {
  assert.deepEqual(
    Object.fromEntries(Object.entries(data.widths).map(([type, w]) => [type, w.bytes ?? `+${w.plus}`])),
    {BYTE: 1, CHAR: 1, SHORT: 2, LONG: 4, ANGLE: 1, COORD: 2, STRING: '+1', ENTITY: 2},
  );
  for (const w of Object.values(data.widths))
    assert.ok(w.file.startsWith('rehlds/') && w.line > 0 && w.writer.line > 0);
  for (const o of data.omitted) assert.ok(o.reason.length > 20 && o.line > 0, `${o.file}:${o.line}`);
  assert.ok(data.omitted.some((o) => o.message === 'SVC_TEMPENTITY' && /engine message/.test(o.reason)));
});
