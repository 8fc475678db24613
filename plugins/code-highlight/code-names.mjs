/**
 * Finds the API names in a TypeScript or JavaScript sample: every identifier (and
 * every event name written as a string, `nodemod.on('dllThink', …)`) that the
 * TypeScript compiler resolves to a declaration in api-src/, with
 * - the reference page and anchor it is documented at, from the member index the
 *   API plugins write (`page#anchor` keys, `nodemod/Interface/Engine#precachemodel`);
 * - what the compiler says of it (its quick info: `(method) Engine.precacheModel(…)`)
 *   and the first sentence of its description.
 *
 * One language service is made per build and kept: the declarations are read and
 * bound once, and each sample is one file of it whose text changes. The compiler
 * options are those the sample check uses (tests/checkers/code-samples.mjs):
 * `nodemod` is the global namespace, `@nodemod/core` resolves to api-src/core.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {asModule, declarationFiles, sampleCompilerOptions} from './samples.mjs';
import {firstSentence as firstSentenceOf} from '../../src/lib/first-sentence.mjs';
import {anchorTarget} from '../../src/lib/member-key.mjs';

/**
 * @typedef {{start: number, length: number, key: string, type: string, doc: string}} ApiName
 *   `start` and `length` in the sample's text; `key` the member index key
 *   (`page#anchor` or `page`, relative to /docs/api/); `type` the quick info;
 *   `doc` the description's first sentence (may be empty)
 */

/** The declaration kinds that have a page of their own, as the reference names them. */
const pageKinds = new Map([
  [ts.SyntaxKind.InterfaceDeclaration, 'Interface'],
  [ts.SyntaxKind.EnumDeclaration, 'Enumeration'],
  [ts.SyntaxKind.ClassDeclaration, 'Class'],
  [ts.SyntaxKind.FunctionDeclaration, 'Function'],
  [ts.SyntaxKind.VariableStatement, 'Variable'],
  [ts.SyntaxKind.TypeAliasDeclaration, 'TypeAlias'],
]);

/** The longest quick info shown; a longer one is cut at a parameter boundary. */
const maxType = 240;

/**
 * The first sentence of a description, without Markdown's backquotes and links.
 * @param {string} text
 */
export function firstSentence(text) {
  const plain = text
    .replace(/\{@link\s+([^}|\s]+)(?:[\s|]+([^}]*))?\}/g, (_, target, label) => label || target)
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return firstSentenceOf(plain);
}

/**
 * The member index key of a declaration in api-src/, or undefined when the
 * reference has no page for it.
 * @param {ts.Declaration} decl
 * @param {string} root the site's folder
 * @param {Set<string>} keys the member index's keys
 * @returns {string | undefined}
 */
export function referenceKey(decl, root, keys) {
  const file = path.relative(root, decl.getSourceFile().fileName).split(path.sep).join('/');
  const core = file.match(/^api-src\/core\/(\w+)\.d\.ts$/);
  const binding = /^(api-src|generated)\/nodemod\//.test(file);
  if (!core && !binding) return undefined;
  // The chain of declarations from the file (or the `nodemod` namespace) down to decl.
  const chain = [];
  for (let node = /** @type {ts.Node | undefined} */ (decl); node && !ts.isSourceFile(node); node = node.parent) {
    if (ts.isModuleBlock(node) || ts.isModuleDeclaration(node)) break;
    if (ts.isVariableDeclarationList(node) || ts.isVariableDeclaration(node)) continue;
    chain.unshift(node);
  }
  const top = chain[0];
  if (!top) return undefined;
  const kind = pageKinds.get(top.kind);
  if (!kind) return undefined;
  const topName = ts.isVariableStatement(top)
    ? top.declarationList.declarations[0]?.name.getText()
    : /** @type {ts.NamedDeclaration} */ (top).name?.getText();
  if (!topName) return undefined;
  if (core && core[1] === 'index') {
    // `nodemodCore.player`: a service of the default export leads to its module's class;
    // `nodemodCore.mapname` and the other values and functions it passes through, to
    // the engine binding's own (`nodemod.mapname`), which its comments name.
    const member = chain[1];
    const name = member && /** @type {ts.NamedDeclaration} */ (member).name?.getText();
    if (!name) return undefined;
    return [`core/${name}/Class/default`, `nodemod/Variable/${name}`, `nodemod/Function/${name}`].find((page) =>
      keys.has(page),
    );
  }
  const isDefault = ts.getCombinedModifierFlags(/** @type {ts.Declaration} */ (top)) & ts.ModifierFlags.Default;
  const page = core ? `core/${core[1]}/${kind}/${isDefault ? 'default' : topName}` : `nodemod/${kind}/${topName}`;
  if (chain.length === 1) return keys.has(page) ? page : undefined;
  const memberName = /** @type {ts.NamedDeclaration} */ (chain[1]).name?.getText().replace(/^['"]|['"]$/g, '');
  if (!memberName) return keys.has(page) ? page : undefined;
  const anchored = anchorTarget(`${page}#${memberName}`);
  if (keys.has(anchored)) return anchored;
  return keys.has(page) ? page : undefined;
}

/**
 * Makes the finder. `keys` are the member index's keys (`page` and `page#anchor`).
 * `preload` are the site's samples, known before the pages are compiled: they are
 * all files of the first program, so one type checker answers for all of them; a
 * sample not among them is put in a file of its own, which makes a new program.
 * @param {{root: string, keys: Iterable<string>, preload?: {code: string, language: 'ts' | 'js'}[]}} options
 */
export function createApiNameFinder({root, keys, preload = []}) {
  const keySet = new Set(keys);
  const options = sampleCompilerOptions(root);
  const declarations = declarationFiles(root);
  /** The samples: the preloaded ones, and one file per language whose text changes with each other sample. */
  const samples = new Map(
    ['ts', 'js'].map((ext) => [path.join(root, '.samples', `sample.${ext}`), {text: '', version: 0}]),
  );
  /** The file of each preloaded sample, by language and code. */
  const preloaded = new Map();
  preload.forEach(({code, language}, i) => {
    const key = `${language}\0${code}`;
    if (preloaded.has(key)) return;
    const file = path.join(root, '.samples', `preloaded-${i}.${language}`);
    samples.set(file, {text: asModule(code), version: 1});
    preloaded.set(key, file);
  });
  /** @type {Map<string, ts.IScriptSnapshot | undefined>} */
  const snapshots = new Map();
  /** @type {ts.LanguageServiceHost} */
  const host = {
    getScriptFileNames: () => [...declarations, ...samples.keys()],
    getScriptVersion: (file) => String(samples.get(file)?.version ?? 0),
    getScriptSnapshot: (file) => {
      const sample = samples.get(file);
      if (sample) return ts.ScriptSnapshot.fromString(sample.text);
      if (!snapshots.has(file)) {
        snapshots.set(file, existsSync(file) ? ts.ScriptSnapshot.fromString(readFileSync(file, 'utf8')) : undefined);
      }
      return snapshots.get(file);
    },
    getCurrentDirectory: () => root,
    getCompilationSettings: () => options,
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    fileExists: (file) => samples.has(file) || ts.sys.fileExists(file),
    readFile: (file) => samples.get(file)?.text ?? ts.sys.readFile(file),
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  };
  const service = ts.createLanguageService(host, ts.createDocumentRegistry());

  /**
   * The service's program, its declaration files checked first whenever it is new. A
   * checker numbers types as it meets them, and a union's members are printed in that
   * order: the popup of a call whose argument is a union of the 410 event listeners
   * (`… | ... 408 more ... | …`) would otherwise name the listeners the first page built
   * happened to meet, and change with the order the build compiles its pages in.
   * @type {ts.Program | undefined}
   */
  let checked;
  function program() {
    const current = /** @type {ts.Program} */ (service.getProgram());
    if (current !== checked) {
      checked = current;
      for (const file of declarations) {
        const source = current.getSourceFile(file);
        if (source) current.getSemanticDiagnostics(source);
      }
    }
    return current;
  }

  /**
   * The file a sample is in: its preloaded file, or the file of its language, given its text.
   * @param {string} code
   * @param {'ts' | 'js'} language
   */
  function fileFor(code, language) {
    let file = preloaded.get(`${language}\0${code}`);
    if (!file) {
      file = path.join(root, '.samples', `sample.${language}`);
      const sample = /** @type {{text: string, version: number}} */ (samples.get(file));
      if (sample.text !== asModule(code)) {
        sample.text = asModule(code);
        sample.version++;
      }
    }
    return file;
  }

  /**
   * The compiler's errors in one sample (for a sample that shows a mistake): where each
   * is, its number and its message.
   * @param {string} code
   * @param {'ts' | 'js'} language
   * @returns {{start: number, length: number, code: number, message: string}[]}
   */
  function errors(code, language) {
    const file = fileFor(code, language);
    program();
    return [...service.getSyntacticDiagnostics(file), ...service.getSemanticDiagnostics(file)]
      .filter((d) => d.start !== undefined && d.start + (d.length ?? 0) <= code.length)
      .map((d) => ({
        start: /** @type {number} */ (d.start),
        length: d.length ?? 0,
        code: d.code,
        message: ts.flattenDiagnosticMessageText(d.messageText, ' '),
      }));
  }

  /**
   * The API names of one sample.
   * @param {string} code
   * @param {'ts' | 'js'} language
   * @returns {ApiName[]}
   */
  function find(code, language) {
    const file = fileFor(code, language);
    const current = program();
    const source = current.getSourceFile(file);
    if (!source) return [];
    const checker = current.getTypeChecker();
    /** @type {ApiName[]} */
    const found = [];
    const visit = (/** @type {ts.Node} */ node) => {
      const isName = ts.isIdentifier(node) || ts.isPrivateIdentifier(node);
      const isEventName = ts.isStringLiteral(node) && ts.isCallExpression(node.parent);
      if ((isName || isEventName) && node.end <= code.length) {
        let symbol = isName ? checker.getSymbolAtLocation(node) : undefined;
        if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
        /** @type {ts.Declaration | undefined} */
        let decl = symbol?.declarations?.[0];
        if (isEventName) decl = eventDeclaration(checker, /** @type {ts.StringLiteral} */ (node));
        const key = decl ? referenceKey(decl, root, keySet) : undefined;
        if (key) {
          const at = node.getStart(source);
          const described = isEventName
            ? describeEvent(checker, /** @type {ts.Declaration} */ (decl))
            : quickInfo(service.getQuickInfoAtPosition(file, at));
          const start = isName ? chainStart(checker, root, node, source) : at;
          found.push({start, length: node.end - start, key, ...described});
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    // A path (`nodemod.eng.precacheModel`) is one name: the names inside it are not repeated.
    // A path broken over lines is linked at its member: the head alone on the line above
    // (`nodemodCore.events` before `\n  .on(`) is not a second link right over it.
    return found.filter(
      (name) =>
        !found.some(
          (other) =>
            other !== name &&
            ((other.start <= name.start && name.start + name.length <= other.start + other.length) ||
              (other.start > name.start && /^\s*\n\s*\.$/.test(code.slice(name.start + name.length, other.start)))),
        ),
    );
  }
  return {find, errors};
}

/**
 * The declaration an event name in a call stands for (`'dllThink'` in
 * `nodemod.on('dllThink', …)`): the call's parameter is typed `keyof X` (or a
 * type parameter constrained to it), and the name is the property of X.
 * @param {ts.TypeChecker} checker
 * @param {ts.StringLiteral} literal
 * @returns {ts.Declaration | undefined}
 */
function eventDeclaration(checker, literal) {
  const call = /** @type {ts.CallExpression} */ (literal.parent);
  const index = call.arguments.indexOf(literal);
  const declaration = index === -1 ? undefined : checker.getResolvedSignature(call)?.getDeclaration();
  const parameter = declaration?.parameters?.[index];
  /** @type {ts.TypeNode | undefined} */
  let typeNode = parameter?.type;
  // `eventName: T` with `T extends keyof X`: the constraint is what the name is checked against.
  if (typeNode && ts.isTypeReferenceNode(typeNode)) {
    const typeParameter = checker.getSymbolAtLocation(typeNode.typeName)?.declarations?.[0];
    if (typeParameter && ts.isTypeParameterDeclaration(typeParameter)) typeNode = typeParameter.constraint;
  }
  if (!typeNode || !ts.isTypeOperatorNode(typeNode) || typeNode.operator !== ts.SyntaxKind.KeyOfKeyword)
    return undefined;
  return checker.getTypeFromTypeNode(typeNode.type).getProperty(literal.text)?.declarations?.[0];
}

/**
 * Where the path to a member starts: `nodemod.eng.precacheModel`,
 * `nodemodCore.player.getAll` and the type `nodemod.Entity` are one name each, from the global `nodemod` (or
 * the default export of `@nodemod/core`) to the member, as the reference writes
 * them. A member reached through anything else (`entity.origin`), or a path
 * broken over lines, starts at its own name.
 * @param {ts.TypeChecker} checker
 * @param {string} root
 * @param {ts.Node} node the member's name
 * @param {ts.SourceFile} source
 */
function chainStart(checker, root, node, source) {
  const access = node.parent;
  /** @type {ts.Node} */
  let base;
  if (access && ts.isPropertyAccessExpression(access) && access.name === node) {
    base = access.expression;
    while (ts.isPropertyAccessExpression(base)) base = base.expression;
  } else if (access && ts.isQualifiedName(access) && access.right === node) {
    // A type: `nodemod.Entity`.
    base = access.left;
    while (ts.isQualifiedName(base)) base = base.left;
  } else {
    return node.getStart(source);
  }
  if (!ts.isIdentifier(base)) return node.getStart(source);
  let symbol = checker.getSymbolAtLocation(base);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const declaration = symbol?.declarations?.[0];
  const file = declaration ? path.relative(root, declaration.getSourceFile().fileName).split(path.sep).join('/') : '';
  const isApiRoot =
    (file.startsWith('api-src/nodemod/') && declaration && ts.isModuleDeclaration(declaration)) ||
    (file === 'api-src/core/index.d.ts' && declaration && ts.isVariableDeclaration(declaration));
  // A path broken over lines is linked at its member alone (see `find`).
  const start = base.getStart(source);
  const oneLine = !source.text.slice(start, node.getStart(source)).includes('\n');
  return isApiRoot && oneLine ? start : node.getStart(source);
}

/**
 * What the page shows of a name: its quick info and its description's first sentence.
 * @param {ts.QuickInfo | undefined} info
 * @returns {{type: string, doc: string}}
 */
function quickInfo(info) {
  return {
    type: shorten(ts.displayPartsToString(info?.displayParts)),
    doc: firstSentence(ts.displayPartsToString(info?.documentation)),
  };
}

/**
 * An event name's type and description, as the quick info of its property would
 * give them (the compiler has none for the string itself).
 * @param {ts.TypeChecker} checker
 * @param {ts.Declaration} decl the event's property in the callbacks interface
 * @returns {{type: string, doc: string}}
 */
function describeEvent(checker, decl) {
  const name = /** @type {ts.NamedDeclaration} */ (decl).name;
  const symbol = name && checker.getSymbolAtLocation(name);
  if (!symbol) return {type: '', doc: ''};
  const owner = decl.parent && ts.isInterfaceDeclaration(decl.parent) ? `${decl.parent.name.text}.` : '';
  const type = checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, decl));
  return {
    type: shorten(`(event) ${owner}${symbol.name}: ${type}`),
    doc: firstSentence(ts.displayPartsToString(symbol.getDocumentationComment(checker))),
  };
}

/**
 * A quick info no longer than `maxType`, cut after a parameter. One that holds a union
 * the compiler printed in part (`A | ... 408 more ... | Z`) is cut before the parameter
 * of that union, whatever its length: which members the compiler names first and last
 * follows the order it met their types in, which is not the same from one build to the next.
 * @param {string} text
 */
export function shorten(text) {
  const flat = text.replace(/\s+/g, ' ');
  const union = flat.search(/ \| \.\.\. \d+ more \.\.\. \| /);
  if (union !== -1) {
    const cut = lastTopLevelComma(flat, union);
    if (cut !== -1) return `${flat.slice(0, cut)}, …`;
  }
  if (flat.length <= maxType) return flat;
  const cut = flat.lastIndexOf(', ', maxType);
  return `${flat.slice(0, cut === -1 ? maxType : cut)}, …`;
}

/**
 * Where the last `, ` between two parameters of a signature is before `end`: one at
 * the depth of the signature's own parentheses, not inside a parameter's type. -1 if none.
 * @param {string} text
 * @param {number} end
 */
function lastTopLevelComma(text, end) {
  const open = text.indexOf('(');
  let depth = 0;
  let last = -1;
  for (let i = open; i !== -1 && i < end; i++) {
    const c = text[i];
    if (c === '(' || c === '[' || c === '{' || c === '<') depth++;
    else if (c === ')' || c === ']' || c === '}' || (c === '>' && text[i - 1] !== '=')) depth--;
    else if (c === ',' && depth === 1 && text[i + 1] === ' ') last = i;
  }
  return last;
}
