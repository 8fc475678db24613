// Unit tests of build-time highlighting's pure functions (plugins/code-highlight).
// Run with `node --test tests/unit/`; no build needed.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  addLanguages,
  encodeTokens,
  decodeTokens,
  styledTypes,
  themeCss,
  tokenClass,
  tokenClasses,
  tokenLines,
} from '../../plugins/code-highlight/tokens.mjs';
import {errorsForShownCode, linesHtml, namesForShownCode, tokensForShownCode} from '../../src/lib/code-tokens.mjs';
import rehypeCodeTokens, {encodeErrors, encodeNames} from '../../plugins/code-highlight/rehype.mjs';
import {sampleErrors} from '../../plugins/code-highlight/samples.mjs';

addLanguages(['bash', 'json', 'ini']);

/** A theme in the shape Prism themes have, styling a few token types. */
const theme = {
  plain: {color: '#000', backgroundColor: '#fff'},
  styles: [
    {types: ['keyword', 'function'], style: {color: 'blue'}},
    {types: ['string', 'comment'], style: {color: 'green'}},
    {types: ['punctuation'], style: {color: 'grey'}},
    {types: ['template-string'], style: {}},
  ],
};
const styled = styledTypes(theme);

/** The non-empty tokens of each line, as [classes, text]. */
const plainLines = (lines) =>
  lines.map((line) => line.filter((t) => !t.empty && t.content !== '').map((t) => [t.types.join(' '), t.content]));

test("encoding then decoding gives back Prism's tokens, line by line", () => {
  const code = "const a = `x${b}`; // note\n\nnodemod.on('dllSpawn', (e) => {\n  return 1;\n});";
  const encoded = encodeTokens(code, 'ts', styled);
  const decoded = decodeTokens(encoded, code.split('\n'));
  const classed = tokenLines(code, 'ts').map((line) =>
    line.map((t) => ({...t, types: [tokenClasses(t.types, styled)]})),
  );
  assert.deepEqual(plainLines(decoded), plainLines(classed));
  assert.ok(decoded[0].some((t) => t.types.includes('tk') && t.content === 'const'));
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
  assert.ok(!encodeTokens(code, 'ts', styled).includes('someLongIdentifierName'));
});

test('decoding refuses tokens that do not fit the lines', () => {
  const encoded = encodeTokens('const a = 1;', 'ts', styled);
  assert.equal(decodeTokens(encoded, ['const a = 12;']), undefined, 'a line of another length');
  assert.equal(decodeTokens(encoded, ['const a = 1;', 'x']), undefined, 'another number of lines');
});

test('shown code without its magic comment lines takes the tokens of the lines it kept', () => {
  const written = "// highlight-next-line\nimport './debug';\nconst x = 1;";
  const shown = "import './debug';\nconst x = 1;";
  const lines = tokensForShownCode(encodeTokens(written, 'ts', styled), written, shown);
  assert.deepEqual(
    lines.map((line) => line.map((t) => t.content).join('')),
    ["import './debug';", 'const x = 1;'],
  );
  assert.equal(lines[0][0].types.join(' '), 'tk');
  assert.equal(tokensForShownCode(encodeTokens(written, 'ts', styled), written, 'something else'), undefined);
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
    /html:not\(\[data-theme='dark'\]\) \.theme-code-block \.tk,html:not\(\[data-theme='dark'\]\) \.theme-code-block \.tf\{color:blue;font-style:italic\}/,
  );
  assert.match(css, /html\[data-theme='dark'\] \.theme-code-block \.language-markup \.tt\{color:pink\}/);
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
  rehypeCodeTokens({languages: [], themes: () => [theme]})(tree, {});
  assert.equal(fenced.properties.dataCodeTokens, encodeTokens('let a;', 'ts', styled));
  assert.equal(inline.properties.dataCodeTokens, undefined);
  assert.equal(built.properties.dataCodeTokens, undefined);
});

test('linesHtml writes the stock line markup with short classes: a span per run of styled tokens, plain text bare, a br per line', () => {
  const lines = [
    [
      {types: ['tk'], content: 'const'},
      {types: ['plain'], content: ' a '},
      {types: ['to'], content: '='},
      {types: ['plain'], content: ' '},
      {types: ['ts'], content: '"<b>"'},
      {types: ['tp'], content: ')'},
      {types: ['tp'], content: ';'},
    ],
    [],
  ];
  assert.equal(
    linesHtml(lines),
    '<span class="token-line"><span class="tk">const</span> a <span class="to">=</span> ' +
      '<span class="ts">"&lt;b&gt;"</span><span class="tp">);</span><br></span>' +
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

test('only the token types a theme styles get a class; the others are plain text', () => {
  assert.deepEqual([...styled].sort(), ['comment', 'function', 'keyword', 'punctuation', 'string']);
  assert.equal(tokenClass('keyword'), 'tk');
  assert.equal(tokenClass('class-name'), 'tcn');
  assert.equal(tokenClass('no-such-type'), 't-no-such-type');
  assert.equal(tokenClasses(['template-string', 'string'], styled), 'ts');
  assert.equal(tokenClasses(['template-string', 'interpolation'], styled), 'plain');
  assert.equal(tokenClasses(['punctuation', 'keyword'], styled), 'tp tk');
});

test('API names become links, one token keeping its class, a path around its tokens, with popups where given', () => {
  const written = '// highlight-next-line\nnodemod.eng.precacheModel(a);\nnodemod.on(x);';
  const shown = 'nodemod.eng.precacheModel(a);\nnodemod.on(x);';
  const names = encodeNames(
    [
      {
        start: 23,
        length: 25,
        key: 'nodemod/Interface/Engine#precachemodel',
        type: '(method) x(): number',
        doc: 'Precaches <a> model.',
      },
      {start: 53, length: 10, key: 'nodemod/Function/on', type: 'function on()', doc: ''},
    ],
    written,
    true,
  );
  assert.deepEqual(JSON.parse(names), [
    [
      ['nodemod/Interface/Engine#precachemodel', '(method) x(): number', 'Precaches <a> model.'],
      ['nodemod/Function/on', 'function on()', ''],
    ],
    [1, 0, 25, 0, 2, 0, 10, 1],
  ]);
  const links = namesForShownCode(names, written, shown, (target, index) => ({
    href: `/docs/api/${target[0]}`,
    tip: {id: `b${index}`, html: target[1]},
  }));
  assert.deepEqual(links, [
    [
      {
        column: 0,
        length: 25,
        href: '/docs/api/nodemod/Interface/Engine#precachemodel',
        tip: {id: 'b0-0', html: '(method) x(): number'},
      },
    ],
    [{column: 0, length: 10, href: '/docs/api/nodemod/Function/on', tip: {id: 'b1-1', html: 'function on()'}}],
  ]);
  const tokens = tokensForShownCode(encodeTokens(written, 'ts', styled), written, shown);
  const html = linesHtml(tokens, {names: links});
  assert.match(
    html,
    /^<span class="token-line"><span class="nm-name"><a href="\/docs\/api\/nodemod\/Interface\/Engine#precachemodel" aria-describedby="b0-0">nodemod<span class="tp">\.<\/span>eng<span class="tp">\.<\/span><span class="tf">precacheModel<\/span><\/a><span class="nm-tip" role="tooltip" id="b0-0">\(method\) x\(\): number<\/span><\/span><span class="tp">\(<\/span>a/,
  );
  // Links only (the API reference): a name of one token is that token's span made a link.
  const bare = linesHtml(
    [
      [
        {types: ['tf'], content: 'on'},
        {types: ['tp'], content: '('},
      ],
    ],
    {
      names: [[{column: 0, length: 2, href: '#on'}]],
    },
  );
  assert.equal(bare, '<span class="token-line"><a class="tf" href="#on">on</a><span class="tp">(</span><br></span>');
});

test('a sample that shows a mistake has its errors underlined and their messages under their lines, outside the code', () => {
  assert.deepEqual(sampleErrors('errors=2345,7006 title="x.ts"'), [2345, 7006]);
  assert.deepEqual(sampleErrors('title="errors=1.ts"'), []);
  const written = "nodemod.on('dllSpawnx', (e) => {\n  e;\n});";
  const encoded = encodeErrors(
    [
      {start: 11, length: 11, code: 2345, message: 'Argument of type \'"dllSpawnx"\' is not assignable.'},
      {start: 25, length: 1, code: 7006, message: "Parameter 'e' implicitly has an 'any' type."},
    ],
    written,
  );
  assert.deepEqual(JSON.parse(encoded), [
    [0, 11, 11, 2345, 'Argument of type \'"dllSpawnx"\' is not assignable.'],
    [0, 25, 1, 7006, "Parameter 'e' implicitly has an 'any' type."],
  ]);
  const errors = errorsForShownCode(encoded, written, written);
  assert.equal(errors[0].length, 2);
  assert.deepEqual(errors[1], []);
  const tokens = tokensForShownCode(encodeTokens(written, 'ts', styled), written, written);
  const html = linesHtml(tokens, {errors});
  assert.match(html, /<span class="nm-error"><span class="ts">'dllSpawnx'<\/span><\/span>/);
  assert.match(html, /<span class="nm-error">e<\/span>/);
  assert.match(
    html,
    /<br><span class="nm-error-message" role="note">error TS2345: Argument of type '"dllSpawnx"' is not assignable\.<\/span><span class="nm-error-message" role="note">error TS7006: Parameter 'e' implicitly has an 'any' type\.<\/span><\/span>/,
  );
});
