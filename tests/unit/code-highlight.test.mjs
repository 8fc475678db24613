// Unit tests of build-time highlighting's pure functions (plugins/code-highlight).
// Run with `node --test tests/unit/`; no build needed.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {addLanguages, encodeTokens, decodeTokens, themeCss, tokenLines} from '../../plugins/code-highlight/tokens.mjs';
import {linesHtml, tokensForShownCode} from '../../src/lib/code-tokens.mjs';
import rehypeCodeTokens from '../../plugins/code-highlight/rehype.mjs';

addLanguages(['bash', 'json', 'ini']);

/** The non-empty tokens of each line, as [types, text]. */
const plainLines = (lines) =>
  lines.map((line) => line.filter((t) => !t.empty && t.content !== '').map((t) => [t.types.join(' '), t.content]));

test("encoding then decoding gives back Prism's tokens, line by line", () => {
  const code = "const a = `x${b}`; // note\n\nnodemod.on('dllSpawn', (e) => {\n  return 1;\n});";
  const encoded = encodeTokens(code, 'ts');
  const decoded = decodeTokens(encoded, code.split('\n'));
  assert.deepEqual(plainLines(decoded), plainLines(tokenLines(code, 'ts')));
  assert.ok(decoded[0].some((t) => t.types.includes('keyword') && t.content === 'const'));
  assert.deepEqual(decoded[1], [], 'an empty line has no tokens');
});

test('the languages the site adds are loaded: bash, json and ini have their own tokens', () => {
  assert.ok(tokenLines('npm run build # then serve', 'bash')[0].some((t) => t.types.includes('comment')));
  assert.ok(tokenLines('{"a": 1}', 'json')[0].some((t) => t.types.includes('property')));
  assert.ok(tokenLines('[section]\nkey=value', 'ini')[0].some((t) => t.types.includes('section')));
});

test('an unknown language gives plain lines', () => {
  assert.deepEqual(plainLines(tokenLines('a b\nc', 'no-such-language')), [[['plain', 'a b']], [['plain', 'c']]]);
});

test('the encoding does not repeat the code text', () => {
  const code = 'const someLongIdentifierName = anotherLongIdentifierName;';
  assert.ok(!encodeTokens(code, 'ts').includes('someLongIdentifierName'));
});

test('decoding refuses tokens that do not fit the lines', () => {
  const encoded = encodeTokens('const a = 1;', 'ts');
  assert.equal(decodeTokens(encoded, ['const a = 12;']), undefined, 'a line of another length');
  assert.equal(decodeTokens(encoded, ['const a = 1;', 'x']), undefined, 'another number of lines');
});

test('shown code without its magic comment lines takes the tokens of the lines it kept', () => {
  const written = "// highlight-next-line\nimport './debug';\nconst x = 1;";
  const shown = "import './debug';\nconst x = 1;";
  const lines = tokensForShownCode(encodeTokens(written, 'ts'), written, shown);
  assert.deepEqual(
    lines.map((line) => line.map((t) => t.content).join('')),
    ["import './debug';", 'const x = 1;'],
  );
  assert.equal(lines[0][0].types.join(' '), 'keyword');
  assert.equal(tokensForShownCode(encodeTokens(written, 'ts'), written, 'something else'), undefined);
});

test('the style sheet scopes each theme to its colour mode and keeps the theme order', () => {
  const light = {
    plain: {color: '#000', backgroundColor: '#fff'},
    styles: [{types: ['keyword', 'function'], style: {color: 'blue', fontStyle: 'italic'}}],
  };
  const dark = {
    plain: {color: '#eee', backgroundColor: '#222'},
    styles: [{types: ['tag'], style: {color: 'pink'}, languages: ['markup']}],
  };
  const css = themeCss(light, dark);
  assert.match(
    css,
    /html:not\(\[data-theme='dark'\]\) \.theme-code-block\{--prism-color:#000;--prism-background-color:#fff\}/,
  );
  assert.match(
    css,
    /html:not\(\[data-theme='dark'\]\) \.theme-code-block \.token\.keyword,html:not\(\[data-theme='dark'\]\) \.theme-code-block \.token\.function\{color:blue;font-style:italic\}/,
  );
  assert.match(css, /html\[data-theme='dark'\] \.theme-code-block \.language-markup \.token\.tag\{color:pink\}/);
});

test('the rehype plugin tokenizes fenced blocks only, without the final line break', () => {
  const fenced = {
    type: 'element',
    tagName: 'code',
    properties: {className: ['language-ts']},
    children: [{type: 'text', value: 'let a;\n'}],
  };
  const inline = {type: 'element', tagName: 'code', properties: {}, children: [{type: 'text', value: 'let b;'}]};
  const built = {
    type: 'element',
    tagName: 'code',
    properties: {},
    children: [{type: 'element', tagName: 'span', children: []}],
  };
  const tree = {
    type: 'root',
    children: [
      {type: 'element', tagName: 'pre', children: [fenced]},
      {type: 'element', tagName: 'p', children: [inline]},
      {type: 'element', tagName: 'pre', children: [built]},
    ],
  };
  rehypeCodeTokens({languages: []})(tree);
  assert.equal(fenced.properties.dataCodeTokens, encodeTokens('let a;', 'ts'));
  assert.equal(inline.properties.dataCodeTokens, undefined);
  assert.equal(built.properties.dataCodeTokens, undefined);
});

test('linesHtml writes the stock line markup: a span per run of typed tokens, plain text bare, a br per line', () => {
  const lines = [
    [
      {types: ['keyword'], content: 'const'},
      {types: ['plain'], content: ' a '},
      {types: ['operator'], content: '='},
      {types: ['plain'], content: ' '},
      {types: ['string'], content: '"<b>"'},
      {types: ['punctuation'], content: ')'},
      {types: ['punctuation'], content: ';'},
    ],
    [],
  ];
  assert.equal(
    linesHtml(lines),
    '<span class="token-line"><span class="token keyword">const</span> a <span class="token operator">=</span> ' +
      '<span class="token string">"&lt;b&gt;"</span><span class="token punctuation">);</span><br></span>' +
      '<span class="token-line"><span class="token plain" style="display:inline-block"></span><br></span>',
  );
});

test('linesHtml keeps magic-comment classes and writes the line-number cells', () => {
  const html = linesHtml([[{types: ['plain'], content: 'x'}]], {
    lineClassNames: {0: ['theme-code-block-highlighted-line']},
    lineNumbers: {line: 'codeLine_a', number: 'codeLineNumber_b', content: 'codeLineContent_c'},
  });
  assert.equal(
    html,
    '<span class="token-line theme-code-block-highlighted-line codeLine_a"><span class="codeLineNumber_b"></span>' +
      '<span class="codeLineContent_c">x</span><br></span>',
  );
});
