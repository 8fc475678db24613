/**
 * The one reader of the API declaration sources in api-src/ by their syntax
 * tree (the TypeScript compiler's), for what derives data from them: the post
 * events (derive-post-events.mjs) and the tests' reading of the declared API
 * (tests/support/declarations.ts).
 */
import ts from 'typescript';

/**
 * A declaration file's syntax tree.
 * @param {string} text
 * @param {string} fileName
 */
export function parseDeclarations(text, fileName) {
  return ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
}

/**
 * The text of a node's doc comment, without its `/**`, `*\/` and the `*` that
 * opens each line; empty when it has none.
 * @param {ts.Node} node
 * @param {ts.SourceFile} source
 */
export function docText(node, source) {
  const [doc] = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  if (!doc) return '';
  return doc
    .getText(source)
    .replace(/^\/\*\*/, '')
    .replace(/\*\/$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n')
    .trim();
}

/**
 * The properties of every interface of that name in a file (a namespace's
 * included), in source order: name, doc comment and type as written.
 * @param {ts.SourceFile} source
 * @param {string} interfaceName
 * @returns {{name: string, comment: string, type: string}[]}
 */
export function interfaceProperties(source, interfaceName) {
  const found = [];
  const visit = (node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === interfaceName) {
      for (const member of node.members) {
        if (!ts.isPropertySignature(member) || !member.type || !ts.isIdentifier(member.name)) continue;
        found.push({name: member.name.text, comment: docText(member, source), type: member.type.getText(source)});
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Declaration text without comments, whitespace collapsed, no trailing `;` or `,`: a
 * member as the API's facts write it.
 * @param {string} text
 */
export function normalise(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/[;,]\s*$/, '')
    .trim();
}

/** @param {ts.Node} m @param {ts.SourceFile} sf */
function memberKey(m, sf) {
  if (ts.isConstructorDeclaration(m)) return 'constructor';
  if (ts.isCallSignatureDeclaration(m)) return '()';
  if (ts.isConstructSignatureDeclaration(m)) return 'new()';
  if (ts.isIndexSignatureDeclaration(m)) return `[${m.parameters[0].type?.getText(sf) ?? ''}]`;
  const named = /** @type {ts.NamedDeclaration} */ (m);
  const name = named.name ? named.name.getText(sf).replace(/^["']|["']$/g, '') : '?';
  const isStatic = ts.canHaveModifiers(m) && ts.getModifiers(m)?.some((x) => x.kind === ts.SyntaxKind.StaticKeyword);
  return isStatic ? `static ${name}` : name;
}

/** @param {readonly ts.Node[]} nodes @param {ts.SourceFile} sf @param {Record<string, string | string[]>} into */
function collectMembers(nodes, sf, into = {}) {
  for (const m of nodes) {
    // Private and protected members are not API.
    const modifiers = (ts.canHaveModifiers(m) && ts.getModifiers(m)) || [];
    if (modifiers.some((x) => x.kind === ts.SyntaxKind.PrivateKeyword || x.kind === ts.SyntaxKind.ProtectedKeyword))
      continue;
    if (ts.isPropertyDeclaration(m) && ts.isPrivateIdentifier(m.name)) continue;
    const key = memberKey(m, sf);
    // A quoted member name (`"dllSpawn": …`) is written as a plain one.
    const text = normalise(m.getText(sf))
      .replace(/^(?:public |readonly |declare )+/, '')
      .replace(/^(["'])(\w+)\1/, '$2');
    const prior = Object.hasOwn(into, key) ? into[key] : undefined;
    into[key] = prior === undefined ? text : [...(Array.isArray(prior) ? prior : [prior]), text];
  }
  return into;
}

/** @param {ts.InterfaceDeclaration | ts.ClassDeclaration} node @param {ts.SourceFile} sf */
function heritage(node, sf) {
  const list = node.heritageClauses?.flatMap((h) => h.types.map((t) => t.getText(sf))) ?? [];
  return list.length ? list : undefined;
}

/** @param {ts.Expression | undefined} init @param {ts.SourceFile} sf */
function enumValue(init, sf) {
  if (!init) return NaN;
  const text = init.getText(sf);
  const n = Number(text);
  return Number.isNaN(n) ? JSON.parse(text) : n;
}

/** @param {ts.Node} d */
const exported = (d) =>
  ts.canHaveModifiers(d) && Boolean(ts.getModifiers(d)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword));

/**
 * The facts of an API in the shape of the reference data (`tests/fixtures/nodemod-api.json`):
 * the engine binding's namespace `nodemod` (enums, interfaces, functions, variables) and
 * the global classes, from the binding's declaration files; each `@nodemod/core` module's
 * exports (its default class, interfaces, type aliases, variables, other classes), from
 * its declaration file. Members are their declaration text without comments; a group a
 * module does not have is left out. The site's own declarations (api-src/) and the real
 * ones at each release (scripts/api-history.mjs) are read the same way.
 * @param {{fileName: string, text: string}[]} binding
 * @param {Record<string, {fileName: string, text: string}>} core
 */
export function apiFacts(binding, core) {
  /** @type {any} */
  const api = {nodemod: {enums: {}, interfaces: {}, functions: {}, variables: {}}, globals: {classes: {}}, core: {}};
  for (const {fileName, text} of binding) {
    const sf = parseDeclarations(text, fileName);
    for (const stmt of sf.statements) {
      if (ts.isClassDeclaration(stmt) && stmt.name) {
        api.globals.classes[stmt.name.text] = {members: collectMembers(stmt.members, sf)};
      }
      if (!ts.isModuleDeclaration(stmt) || stmt.name.getText(sf) !== 'nodemod' || !stmt.body) continue;
      for (const d of /** @type {ts.ModuleBlock} */ (stmt.body).statements) {
        if (ts.isEnumDeclaration(d)) {
          const members = {};
          for (const m of d.members) members[m.name.getText(sf)] = enumValue(m.initializer, sf);
          api.nodemod.enums[d.name.text] = {members};
        } else if (ts.isInterfaceDeclaration(d)) {
          const entry = api.nodemod.interfaces[d.name.text] ?? {members: {}};
          const ext = heritage(d, sf);
          if (ext) entry.extends = ext;
          collectMembers(d.members, sf, entry.members);
          api.nodemod.interfaces[d.name.text] = entry;
        } else if (ts.isFunctionDeclaration(d) && d.name) {
          const entry = api.nodemod.functions[d.name.text] ?? {params: [], signatures: []};
          entry.params = d.parameters.map((p) => p.name.getText(sf));
          entry.signatures.push(normalise(d.getText(sf)).replace(/^(?:export )?(?:declare )?function \w+/, ''));
          api.nodemod.functions[d.name.text] = entry;
        } else if (ts.isVariableStatement(d)) {
          for (const v of d.declarationList.declarations) {
            api.nodemod.variables[v.name.getText(sf)] = {type: normalise(v.type?.getText(sf) ?? '')};
          }
        }
      }
    }
  }
  for (const [name, {fileName, text}] of Object.entries(core)) {
    const sf = parseDeclarations(text, fileName);
    const interfaces = {};
    /** @type {any} */
    const mod = {class: {name: '', members: {}}, interfaces};
    for (const d of sf.statements) {
      // A module's API is what it exports (a type it keeps to itself, such as cmd's CommandResult, is not).
      if ((ts.isInterfaceDeclaration(d) || ts.isTypeAliasDeclaration(d)) && !exported(d)) continue;
      if (ts.isInterfaceDeclaration(d)) {
        const typeParams = d.typeParameters ? `<${d.typeParameters.map((t) => t.getText(sf)).join(', ')}>` : undefined;
        interfaces[d.name.text] = {
          ...(heritage(d, sf) ? {extends: heritage(d, sf)} : {}),
          ...(typeParams ? {typeParams} : {}),
          members: collectMembers(d.members, sf),
        };
      } else if (ts.isTypeAliasDeclaration(d)) {
        (mod.typeAliases ??= {})[d.name.text] = normalise(d.getText(sf)).replace(/^(?:export )?(?:declare )?type /, '');
      } else if (ts.isVariableStatement(d) && exported(d)) {
        for (const v of d.declarationList.declarations) {
          // A declaration file cannot give a constant object's values: the doc
          // comment of each key starts with its value instead ("`3`: ...").
          const members = {};
          if (v.type && ts.isTypeLiteralNode(v.type)) {
            for (const m of v.type.members) {
              const comment = (ts.getLeadingCommentRanges(sf.text, m.pos) ?? [])
                .map((r) => sf.text.slice(r.pos, r.end))
                .join('');
              const value = comment.match(/^\/\*\*\s*`(-?\d+)`/);
              if (value && m.name) members[m.name.getText(sf)] = Number(value[1]);
            }
          }
          (mod.variables ??= {})[v.name.getText(sf)] = {
            type: normalise(v.type?.getText(sf) ?? ''),
            ...(Object.keys(members).length ? {members} : {}),
          };
        }
      } else if (ts.isClassDeclaration(d) && d.name) {
        const isDefault = ts.getModifiers(d)?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
        const entry = {...(heritage(d, sf) ? {extends: heritage(d, sf)} : {}), members: collectMembers(d.members, sf)};
        if (isDefault) mod.class = {name: d.name.text, ...entry};
        else (mod.classes ??= {})[d.name.text] = entry;
      }
    }
    // The reference leaves out a group a module does not have (the events module has no interfaces).
    if (Object.keys(interfaces).length === 0) delete mod.interfaces;
    api.core[name] = mod;
  }
  return api;
}
