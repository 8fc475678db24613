// Unit tests of the readers that derive the errors index and the limits
// (scripts/lib/engine-errors.mjs), on C written here for the test, and of the
// committed plugins/site-data/engine-errors.json: each message's pattern explains its
// own sample line better than any other message's pattern does.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {cFunctions} from '../../scripts/lib/source-readers.mjs';
import {
  argumentCount,
  arrayLength,
  bestMatches,
  cConstants,
  cMacros,
  conditionHolds,
  conditionsAt,
  conversions,
  enclosingFunction,
  evaluate,
  evaluateAll,
  expandMacros,
  exportedName,
  formatParts,
  formatPattern,
  formatText,
  literalRank,
  messageCalls,
  splitArguments,
  streamMessages,
  stringValue,
} from '../../scripts/lib/engine-errors.mjs';

const cpp = (...lines) => lines.join('\n');
const root = path.resolve(import.meta.dirname, '../..');

test('string literals: adjacent ones are joined across lines and comments, escapes decoded', () => {
  assert.equal(stringValue('"a\\tb" /* gap */ "c\\n"\n   "d\\x41\\101\\\\\\""'), 'a\tbc\ndAA\\"');
  assert.equal(stringValue('"only"'), 'only');
  assert.equal(stringValue('"a" SOME_MACRO "b"'), null);
  assert.equal(stringValue('name'), null);
});

test('arguments: split at top-level commas only', () => {
  assert.deepEqual(splitArguments(' "a, b", f(x, y), arr[1, 2] , "(" // note, here\n'), [
    '"a, b"',
    'f(x, y)',
    'arr[1, 2]',
    '"("',
  ]);
  assert.deepEqual(splitArguments('  '), []);
});

test('calls: split over lines, formats joined, the line of the name, declarations left out', () => {
  const text = cpp(
    'void NORETURN Fatal_Error(const char *fmt, ...);', // 1: a declaration
    'void Fatal_Error(const char *fmt, ...)', // 2: a definition
    '{',
    '}',
    'int Precache(const char *s)', // 5
    '{',
    '\tif (!s)',
    '\t\tFatal_Error("%s: NULL pointer", __func__);', // 8
    '\tFatal_Error("%s: \'%s\' is over the %d limit.\\n"', // 9
    '\t\t"Lower the count.", __func__,',
    '\t\ts, MAX_THINGS);', // 11
    '#ifdef FIXES',
    "\tif (s[0] == '!')",
    '#endif',
    '\t\tFatal_Error("%s: sentence", __func__);', // 15: after a preprocessor line
    '\ttable.Warn_Print("from a table %i", 3);', // 16
    '\t(*g_funcs.Warn_Print)("through a pointer");', // 17
    '\tWarn_Print(buffer);', // 18: no literal format
    '\treturn 0;',
    '}',
  );
  const calls = messageCalls(text, {Fatal_Error: 0, Warn_Print: 0});
  assert.deepEqual(
    calls.map((c) => [c.callee, c.line, c.endLine, c.format]),
    [
      ['Fatal_Error', 8, 8, '%s: NULL pointer'],
      ['Fatal_Error', 9, 11, "%s: '%s' is over the %d limit.\nLower the count."],
      ['Fatal_Error', 15, 15, '%s: sentence'],
      ['Warn_Print', 16, 16, 'from a table %i'],
      ['Warn_Print', 17, 17, 'through a pointer'],
      ['Warn_Print', 18, 18, null],
    ],
  );
  assert.deepEqual(calls[1].args, [
    '"%s: \'%s\' is over the %d limit.\\n"\n\t\t"Lower the count."',
    '__func__',
    's',
    'MAX_THINGS',
  ]);
  // A format at another position (a client or a level first).
  const second = messageCalls('void f() { Tell(client, "hi %s", name); }', {Tell: 1});
  assert.equal(second[0].format, 'hi %s');
});

test('the enclosing function of a call, and the exported name of a hook chain body', () => {
  const text = cpp(
    'int EXT_FUNC PF_thing_I(const char *s)',
    '{',
    '\treturn chains.m_thing.callChain(PF_thing_I_internal, s);',
    '}',
    '',
    'int EXT_FUNC PF_thing_I_internal(const char *s)',
    '{',
    '\tHost_Fail("%s: bad", __func__);',
    '}',
    'void Other_internal(void)',
    '{',
    '\tHost_Fail("%s: lone", __func__);',
    '}',
  );
  const functions = cFunctions(text);
  const [first, second] = messageCalls(text, {Host_Fail: 0});
  assert.equal(enclosingFunction(functions, first.line)?.name, 'PF_thing_I_internal');
  assert.equal(enclosingFunction(functions, second.line)?.name, 'Other_internal');
  assert.equal(enclosingFunction(functions, 5), null);
  const definitions = functions.map((f) => ({
    name: f.name,
    body: text
      .split('\n')
      .slice(f.line - 1, f.end)
      .join('\n'),
  }));
  assert.equal(exportedName('PF_thing_I_internal', definitions), 'PF_thing_I');
  // No function of the bare name that hands the body on: the name stays.
  assert.equal(exportedName('Other_internal', definitions), 'Other_internal');
  assert.equal(exportedName('PF_thing_I', definitions), 'PF_thing_I');
});

test('stream messages read as formats: literals as text (% doubled), expressions as %s', () => {
  const text = cpp(
    'void run() {',
    '  L_FAIL << "Handler failed in " << *name << " (100%)\\nstack:\\n"',
    '         << *stack;',
    '  L_NOTE << value;',
    '}',
  );
  const found = streamMessages(text, ['L_FAIL', 'L_NOTE']);
  assert.deepEqual(
    found.map((m) => [m.callee, m.line, m.format, m.args.slice(1)]),
    [
      ['L_FAIL', 2, 'Handler failed in %s (100%%)\nstack:\n%s', ['*name', '*stack']],
      ['L_NOTE', 4, '%s', ['value']],
    ],
  );
});

test('conversions: flags, widths, precisions, lengths, %% and * arguments', () => {
  const list = conversions('%s %-*s %3i %.2f %lu %% %c %08X %p');
  assert.deepEqual(
    list.map((c) => [c.flags, c.width, c.precision, c.length, c.conversion]),
    [
      ['', '', '', '', 's'],
      ['-', '*', '', '', 's'],
      ['', '3', '', '', 'i'],
      ['', '', '2', '', 'f'],
      ['', '', '', 'l', 'u'],
      ['', '', '', '', '%'],
      ['', '', '', '', 'c'],
      ['0', '8', '', '', 'X'],
      ['', '', '', '', 'p'],
    ],
  );
  assert.deepEqual(
    list.map((c) => argumentCount(c)),
    [1, 2, 1, 1, 1, 0, 1, 1, 1],
  );
});

test('format to pattern: each conversion a group, literals escaped, %% a percent sign', () => {
  assert.equal(formatPattern('name %s'), '\\bname (.*)');
  assert.equal(formatPattern('count %i or %d'), '\\bcount (-?\\d+) or (-?\\d+)');
  assert.equal(formatPattern('size %u'), '\\bsize (\\d+)');
  assert.equal(formatPattern('volume = %f'), '\\bvolume = (-?(?:\\d+\\.\\d{6}|inf|nan))');
  assert.equal(formatPattern('%.2f seconds'), '(-?(?:\\d+\\.\\d{2}|inf|nan)) seconds');
  assert.equal(formatPattern('%.0f'), '(-?(?:\\d+|inf|nan))');
  assert.equal(formatPattern('key %c'), '\\bkey (.)');
  assert.equal(formatPattern('100%% (a.b) [x]?'), '\\b100% \\(a\\.b\\) \\[x\\]\\?');
  assert.equal(formatPattern('num:%3i'), '\\bnum: *(-?\\d+)');
  assert.equal(formatPattern('%-8s|'), '(.*) *\\|');
  assert.equal(formatPattern('hex %x %X'), '\\bhex ([0-9a-f]+) ([0-9A-F]+)');
  assert.equal(formatPattern('%.3s'), '(.{0,3})');
});

test('format to pattern: newlines at the ends dropped, the text after an inner one optional', () => {
  assert.equal(formatPattern('\n\nDone\n'), '\\bDone');
  assert.equal(formatPattern('over %d.\nReduce it.\nNow.\n'), '\\bover (-?\\d+)\\.(?:\\nReduce it\\.(?:\\nNow\\.)?)?');
  const re = new RegExp(formatPattern('over %d.\nReduce it.\n'));
  assert.match('over 5.', re);
  assert.match('over 5.\nReduce it.', re);
});

test('format to pattern: arguments known in advance are fixed text, not groups', () => {
  // __func__ with ReHLDS's and Valve's spellings, and a string literal.
  const pattern = formatPattern('%s: %s not found: %s', [['Thing_internal', 'Thing'], ['module'], null]);
  assert.equal(pattern, '\\b(?:Thing_internal|Thing): module not found: (.*)');
  assert.match('Host_Error: Thing: module not found: x', new RegExp(pattern));
  assert.match('Thing_internal: module not found: x', new RegExp(pattern));
  assert.doesNotMatch('OtherThing: module not found: x', new RegExp(pattern));
  // A `*` width takes an argument before the value.
  assert.equal(formatPattern('%*s: %s', [null, ['name'], null]), ' *name: (.*)');
});

test('format as a reader sees it: text, known names and constants as text, a marker per varying value', () => {
  assert.deepEqual(
    formatParts(
      "%s: Model '%s' over the %d limit.\nReduce it.\n",
      [['Load_internal', 'Load'], null, null],
      [undefined, undefined, 512],
    ),
    ["Load_internal: Model '", {value: 'text'}, "' over the 512 limit.\nReduce it."],
  );
  assert.deepEqual(formatParts('\n%i%% at %p, key %c %f'), [
    {value: 'number'},
    '% at ',
    {value: 'address'},
    ', key ',
    {value: 'character'},
    ' ',
    {value: 'number'},
  ]);
  // A `*` width takes the argument before the value.
  assert.deepEqual(formatParts('%*s|', [null, ['name']]), ['name|']);
});

test('format filled with values, and the pattern matches the console line it makes', () => {
  const format = "%s: Model '%s' is over the %d limit (%.2f%%), key %c, %u bytes\n";
  const values = ['Load_internal', 'models/a.mdl', 512, 99.5, 'k', 200];
  const text = formatText(format, values);
  assert.equal(text, "Load_internal: Model 'models/a.mdl' is over the 512 limit (99.50%), key k, 200 bytes\n");
  const pattern = formatPattern(format, [['Load_internal', 'Load']]);
  const line = `Host_Error: ${text.trimEnd()}`;
  const m = new RegExp(pattern).exec(line);
  assert.ok(m);
  assert.deepEqual(m.slice(1), ['models/a.mdl', '512', '99.50', 'k', '200']);
  assert.equal(formatText('%3i|%-4s|%04d|%*s', [7, 'ab', -5, 5, 'x']), '  7|ab  |-005|    x');
});

test('ranking: the pattern that matches the most fixed text explains a line', () => {
  const entries = [
    {id: 'generic', pattern: formatPattern('%s overflowed\n')},
    {id: 'reliable', pattern: formatPattern('WARNING: reliable overflow for %s\n')},
    {id: 'buffer', pattern: formatPattern('%s: %i is > full buffer size on %s', [['SZ_Get']])},
    {id: 'ignoring', pattern: formatPattern('%s: %i is > full buffer size on %s, ignoring', [['SZ_Get']])},
  ];
  assert.equal(literalRank(entries[0].pattern, 'Player overflowed'), ' overflowed'.length);
  assert.equal(literalRank(entries[1].pattern, 'Player overflowed'), -1);
  assert.deepEqual(
    bestMatches(entries, 'SZ_Get: 9 is > full buffer size on buf, ignoring').entries.map((e) => e.id),
    ['ignoring'],
  );
  assert.deepEqual(
    bestMatches(entries, 'SZ_Get: 9 is > full buffer size on buf').entries.map((e) => e.id),
    ['buffer'],
  );
  assert.deepEqual(bestMatches(entries, 'nothing here'), {rank: -1, entries: []});
});

test('defines: values with arithmetic, shifts and references to other defines', () => {
  const text = cpp(
    '#define MAX_EDICT_BITS 11 // bits',
    '#define MAX_EDICTS (1<<MAX_EDICT_BITS)',
    '#define HASH_SIZE (MAX_EDICTS * 2 - 1)',
    '#define MASK ((1 << 4) - 1) | 0x10',
    '#define HALF (MAX_EDICTS / 3)',
    '#define LONG_ONE \\',
    '    (MAX_EDICT_BITS + 1)',
    'const int NUM_THINGS = 900;',
    'static constexpr int BIG = BIT(12);',
    '#define BIT(n) (1<<(n))',
    '#define GUARD_H',
    'int notAConstant = 3;',
  );
  const found = cConstants(text);
  assert.deepEqual(
    found.map((c) => [c.name, c.expression, c.line]),
    [
      ['MAX_EDICT_BITS', '11', 1],
      ['MAX_EDICTS', '(1<<MAX_EDICT_BITS)', 2],
      ['HASH_SIZE', '(MAX_EDICTS * 2 - 1)', 3],
      ['MASK', '((1 << 4) - 1) | 0x10', 4],
      ['HALF', '(MAX_EDICTS / 3)', 5],
      ['LONG_ONE', '(MAX_EDICT_BITS + 1)', 6],
      ['NUM_THINGS', '900', 8],
      ['BIG', 'BIT(12)', 9],
    ],
  );
  const macros = new Map(cMacros(text).map((m) => [m.name, m]));
  assert.deepEqual([...macros.keys()], ['BIT']);
  const value = evaluateAll(new Map(found.map((c) => [c.name, c.expression])), macros);
  assert.equal(value('MAX_EDICTS'), 2048);
  assert.equal(value('HASH_SIZE'), 4095);
  assert.equal(value('MASK'), 31);
  assert.equal(value('HALF'), 682);
  assert.equal(value('LONG_ONE'), 12);
  assert.equal(value('NUM_THINGS'), 900);
  assert.equal(value('BIG'), 4096);
  assert.throws(() => value('NOPE'), /not defined/);
  const expanded = expandMacros('BIT(BIT(1)) + 1', macros);
  assert.doesNotMatch(expanded, /BIT/);
  assert.equal(
    evaluate(expanded, () => undefined),
    5,
  );
});

test('evaluate: precedence, unary operators, number forms, unknown names and cycles', () => {
  const none = () => undefined;
  assert.equal(evaluate('1 + 2 * 3 << 1', none), 14);
  assert.equal(evaluate('-(7 / 2) + ~0 + !0', none), -3);
  assert.equal(evaluate('0x1F + 010 + 3u + 2L', none), 31 + 8 + 3 + 2);
  assert.equal(evaluate('1 < 2 && 2 == 2 || 0', none), 1);
  assert.equal(
    evaluate('defined(A) && !defined B', none, (n) => n === 'A'),
    1,
  );
  assert.throws(() => evaluate('X + 1', none), /X is unknown/);
  assert.throws(() => evaluate('size_t{64}', none), /cannot evaluate/);
  const cycle = evaluateAll(
    new Map([
      ['A', 'B + 1'],
      ['B', 'A'],
    ]),
  );
  assert.throws(() => cycle('A'), /refers to itself/);
});

test('an array length as written, a member with more dimensions too', () => {
  const text = cpp(
    'extern unsigned char gData[512];',
    'unsigned char gData[512];',
    'struct s { char names[COUNT][64]; };',
    'typedef struct t {',
    '\tchar rows[ROWS][64];',
    '} t_t;',
  );
  assert.deepEqual(arrayLength(text, 'gData'), {expression: '512', line: 2});
  assert.deepEqual(arrayLength(text, 'rows'), {expression: 'ROWS', line: 5});
  assert.equal(arrayLength(text, 'missing'), null);
});

test('preprocessor conditions around each line, and whether a build compiles it', () => {
  const guarded = conditionsAt(
    cpp('#ifndef LIMITS_H', '#define LIMITS_H', '#define MAX 5', '#ifndef OTHER', 'x();', '#endif', '#endif'),
  );
  assert.deepEqual(guarded[2], []);
  assert.deepEqual(guarded[4], ['!OTHER']);
  const text = cpp(
    'a();', // 1
    '#ifdef FIXES', // 2
    'b();', // 3
    '#else', // 4
    'c();', // 5
    '#endif', // 6
    '#ifndef DEDICATED', // 7
    '#if defined(A) && defined(B)', // 8
    'd();', // 9
    '#elif X > 1', // 10
    'e();', // 11
    '#else', // 12
    'f();', // 13
    '#endif', // 14
    '#endif', // 15
    '#if 0', // 16
    'g();', // 17
    '#endif', // 18
  );
  const at = conditionsAt(text);
  assert.deepEqual(at[0], []);
  assert.deepEqual(at[2], ['FIXES']);
  assert.deepEqual(at[4], ['!FIXES']);
  assert.deepEqual(at[8], ['!DEDICATED', 'defined(A) && defined(B)']);
  assert.deepEqual(at[10], ['!DEDICATED', '!(defined(A) && defined(B)) && X > 1']);
  assert.deepEqual(at[12], ['!DEDICATED', '!(defined(A) && defined(B)) && !(X > 1)']);
  assert.deepEqual(at[16], ['0']);
  const build = new Set(['FIXES', 'A']);
  assert.equal(conditionHolds(at[2], build), true);
  assert.equal(conditionHolds(at[4], build), false);
  assert.equal(conditionHolds(at[8], build), false);
  assert.equal(conditionHolds(at[12], build), true);
  assert.equal(conditionHolds(at[16], build), false);
  assert.equal(conditionHolds(at[0], build), true);
});

// The committed data.
const data = JSON.parse(readFileSync(path.join(root, 'plugins/site-data/engine-errors.json'), 'utf8'));
/** @type {{id: string, kind: string, pattern: string, sample: string, printed?: {rehlds: string, valve: string}}[]} */
const messages = data.messages;

test('engine-errors.json: every message has its fields, and its pattern matches its own sample line', () => {
  assert.ok(data.messages.length > 0);
  const ids = new Set();
  for (const m of data.messages) {
    assert.ok(!ids.has(m.id), `${m.id} twice`);
    ids.add(m.id);
    assert.match(m.id, /^[^:]+:[^:]+(?:::[^:]+)*:\d+$/, m.id);
    for (const key of ['kind', 'function', 'format', 'pattern', 'sample', 'file']) {
      assert.equal(typeof m[key], 'string', `${m.id}: ${key}`);
    }
    assert.ok(Number.isInteger(m.line) && m.line > 0, `${m.id}: line`);
    assert.match(m.sample, new RegExp(m.pattern), `${m.id}: the sample does not match`);
    // The sample is the kind's console prefix and the message.
    assert.ok(m.sample.startsWith(data.kinds[m.kind]?.prefix ?? ''), `${m.id}: no ${m.kind} prefix`);
  }
});

test('engine-errors.json: no other message explains a sample line better than its own, in every way a reader pastes it', () => {
  let lines = 0;
  for (const m of messages) {
    // The line as ReHLDS prints it; with Valve's spelling of the function; the fatal error line
    // that repeats a Host_Error's text; a line of the server's log, with its time stamp.
    const variants = [m.sample];
    if (m.printed && m.printed.valve !== m.printed.rehlds)
      variants.push(m.sample.replace(m.printed.rehlds, m.printed.valve));
    if (m.kind === 'Host_Error') variants.push(m.sample.replace(/^Host_Error: /, 'FATAL ERROR (shutting down): '));
    variants.push(`L 11/28/2026 - 18:00:00: ${m.sample}`);
    for (const line of variants) {
      lines++;
      const own = literalRank(m.pattern, line);
      assert.ok(own >= 0, `${m.id}: its pattern does not match ${JSON.stringify(line)}`);
      const {rank, entries} = bestMatches(messages, line);
      assert.equal(
        rank,
        own,
        `${m.id}: ${entries.map((e) => e.id).join(', ')} rank above it for ${JSON.stringify(line)}`,
      );
      // A tie is only with a message the console cannot tell apart: the same pattern.
      for (const other of entries) {
        assert.equal(other.pattern, m.pattern, `${m.id} ties with ${other.id}`);
      }
    }
  }
  assert.ok(lines > 2 * messages.length, `${lines} lines`);
});

test('engine-errors.json: limits are evaluated, omitted messages have reasons, Host_Error cites its lines', () => {
  const byName = new Map(data.limits.map((l) => [l.name, l]));
  // Each value is the expression's, with the other limits' values put in for their names.
  // ReHLDS's BIT(n), the one function-like macro the limits use (rehlds/public/rehlds/maintypes.h).
  const bit = new Map([['BIT', {params: ['n'], body: '(1<<(n))'}]]);
  for (const l of data.limits) {
    const value = evaluate(expandMacros(l.expression, bit), (n) => byName.get(n)?.value);
    assert.equal(l.value, value, l.name);
  }
  for (const name of ['MAX_MODELS', 'MAX_SOUNDS', 'MAX_GENERIC', 'MAX_EDICTS', 'MAX_USER_MSG_DATA', 'MAX_EVENTS'])
    assert.ok(byName.has(name), name);
  const omitted = JSON.parse(
    readFileSync(path.join(root, 'plugins/site-data/engine-errors-omitted.json'), 'utf8'),
  ).reasons;
  assert.deepEqual(data.omitted.map((o) => o.id).sort(), Object.keys(omitted).sort());
  for (const o of data.omitted) assert.ok(o.reason.length > 10, o.id);
  const steps = data.behaviour.Host_Error.steps;
  assert.ok(
    steps.length > 0 && steps.every((s) => s.cite.length && s.cite.every((c) => /^\w+:.+:\d+(?:-\d+)?$/.test(c))),
  );
});

test('engine-errors.json: every printing call the script counted in each file is a message or has a reason', () => {
  // `counts` is what the script found in each file read, by kind (`rehlds:pr_cmds.cpp`:
  // 36 Host_Error calls); each of them is an entry of the index or an omitted message.
  const omitted = data.omitted;
  let total = 0;
  for (const [key, kinds] of Object.entries(data.counts)) {
    const [source, file] = key.split(':');
    for (const [kind, count] of Object.entries(kinds)) {
      const listed = data.messages.filter(
        (m) => m.source === source && path.posix.basename(m.file) === file && m.kind === kind,
      ).length;
      const left = omitted.filter((o) => o.id.startsWith(`${file}:`) && o.kind === kind).length;
      assert.equal(listed + left, count, `${key} ${kind}: ${listed} listed and ${left} omitted of ${count}`);
      total += count;
    }
  }
  assert.equal(total, data.messages.length + omitted.length);
  // Every Host_Error of the two files of the engine functions is counted, and none is left out.
  assert.equal(data.omitted.filter((o) => o.kind === 'Host_Error' && /^pr_(cmds|edict)\.cpp:/.test(o.id)).length, 0);
  assert.equal(data.counts['rehlds:pr_cmds.cpp'].Host_Error + data.counts['rehlds:pr_edict.cpp'].Host_Error, 44);
});
