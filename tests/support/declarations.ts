/**
 * Reads the API declaration sources in api-src/ with the TypeScript compiler (through
 * plugins/typedoc/api-source.mjs, the reader the build's derived data uses too) and
 * returns the API they declare in the shape of the shared reference
 * (`tests/fixtures/nodemod-api.json`): names, members with their
 * declaration text (no comments), enum values, parameter names.
 */
import {spawnSync} from 'node:child_process';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {parseDeclarations} from '../../plugins/typedoc/api-source.mjs';

export type Members = Record<string, string | string[]>;
export type Api = {
  nodemod: {
    enums: Record<string, {members: Record<string, number | string>}>;
    interfaces: Record<string, {extends?: string[]; members: Members}>;
    functions: Record<string, {params: string[]; signatures: string[]}>;
    variables: Record<string, {type: string}>;
  };
  globals: {classes: Record<string, {members: Members}>};
  core: Record<
    string,
    {
      class: {name: string; extends?: string[]; members: Members};
      interfaces: Record<string, {extends?: string[]; typeParams?: string; members: Members}>;
      typeAliases?: Record<string, string>;
      variables?: Record<string, {type: string; members?: Record<string, number>}>;
      classes?: Record<string, {extends?: string[]; members: Members}>;
    }
  >;
};

const root = path.resolve(__dirname, '..', '..');
const apiSrc = path.join(root, 'api-src');

/** Declaration text without comments, whitespace collapsed, no trailing `;` or `,`. */
export function normalise(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/[;,]\s*$/, '')
    .trim();
}

function parse(file: string) {
  return parseDeclarations(readFileSync(file, 'utf8'), file);
}

function memberKey(m: ts.Node, sf: ts.SourceFile): string {
  if (ts.isConstructorDeclaration(m)) return 'constructor';
  if (ts.isCallSignatureDeclaration(m)) return '()';
  if (ts.isConstructSignatureDeclaration(m)) return 'new()';
  if (ts.isIndexSignatureDeclaration(m)) {
    return `[${m.parameters[0].type?.getText(sf) ?? ''}]`;
  }
  const named = m as ts.NamedDeclaration;
  const name = named.name ? named.name.getText(sf).replace(/^["']|["']$/g, '') : '?';
  const isStatic = ts.canHaveModifiers(m) && ts.getModifiers(m)?.some((x) => x.kind === ts.SyntaxKind.StaticKeyword);
  return isStatic ? `static ${name}` : name;
}

/** Member declarations as the reference writes them: text without modifiers it omits. */
function memberText(m: ts.Node, sf: ts.SourceFile): string {
  return normalise(m.getText(sf)).replace(/^(?:public |readonly )+/, '');
}

function collectMembers(nodes: readonly ts.Node[], sf: ts.SourceFile, into: Members = {}): Members {
  for (const m of nodes) {
    const key = memberKey(m, sf);
    const text = memberText(m, sf);
    const prior = Object.hasOwn(into, key) ? into[key] : undefined;
    into[key] = prior === undefined ? text : [...(Array.isArray(prior) ? prior : [prior]), text];
  }
  return into;
}

function heritage(node: ts.InterfaceDeclaration | ts.ClassDeclaration, sf: ts.SourceFile) {
  const list = node.heritageClauses?.flatMap((h) => h.types.map((t) => t.getText(sf))) ?? [];
  return list.length ? list : undefined;
}

function enumValue(init: ts.Expression | undefined, sf: ts.SourceFile): number | string {
  if (!init) return NaN;
  const text = init.getText(sf);
  const n = Number(text);
  return Number.isNaN(n) ? JSON.parse(text) : n;
}

export function readDeclarations(): Api {
  // The post events are derived from the pre events (an ES module script, run in its own process).
  const derive = spawnSync(process.execPath, [path.join(root, 'plugins', 'typedoc', 'derive-post-events.mjs')], {
    encoding: 'utf8',
  });
  if (derive.status !== 0) throw new Error(`derive-post-events failed:\n${derive.stderr}`);
  const api: Api = {
    nodemod: {enums: {}, interfaces: {}, functions: {}, variables: {}},
    globals: {classes: {}},
    core: {},
  };

  const nodemodDir = path.join(apiSrc, 'nodemod');
  const nodemodFiles = [
    ...readdirSync(nodemodDir)
      .filter((f) => f.endsWith('.d.ts'))
      .map((f) => path.join(nodemodDir, f)),
    // The post events, derived above into the ignored generated/ folder.
    path.join(root, 'generated', 'nodemod', 'events-post.d.ts'),
  ];
  for (const file of nodemodFiles) {
    const sf = parse(file);
    for (const stmt of sf.statements) {
      if (ts.isClassDeclaration(stmt) && stmt.name) {
        api.globals.classes[stmt.name.text] = {members: collectMembers(stmt.members, sf)};
      }
      if (!ts.isModuleDeclaration(stmt) || stmt.name.getText(sf) !== 'nodemod') continue;
      const body = stmt.body as ts.ModuleBlock;
      for (const d of body.statements) {
        if (ts.isEnumDeclaration(d)) {
          const members: Record<string, number | string> = {};
          for (const m of d.members) members[m.name.getText(sf)] = enumValue(m.initializer, sf);
          api.nodemod.enums[d.name.text] = {members};
        } else if (ts.isInterfaceDeclaration(d)) {
          const prior = api.nodemod.interfaces[d.name.text];
          const entry = prior ?? {members: {}};
          const ext = heritage(d, sf);
          if (ext) entry.extends = ext;
          collectMembers(d.members, sf, entry.members);
          api.nodemod.interfaces[d.name.text] = entry;
        } else if (ts.isFunctionDeclaration(d) && d.name) {
          const entry = api.nodemod.functions[d.name.text] ?? {params: [], signatures: []};
          entry.params = d.parameters.map((p) => p.name.getText(sf));
          entry.signatures.push(normalise(d.getText(sf)).replace(/^function \w+/, ''));
          api.nodemod.functions[d.name.text] = entry;
        } else if (ts.isVariableStatement(d)) {
          for (const v of d.declarationList.declarations) {
            api.nodemod.variables[v.name.getText(sf)] = {type: normalise(v.type?.getText(sf) ?? '')};
          }
        }
      }
    }
  }

  const coreDir = path.join(apiSrc, 'core');
  for (const name of readdirSync(coreDir).filter((f) => f.endsWith('.d.ts') && f !== 'index.d.ts')) {
    const sf = parse(path.join(coreDir, name));
    const mod: Api['core'][string] = {class: {name: '', members: {}}, interfaces: {}};
    for (const d of sf.statements) {
      if (ts.isInterfaceDeclaration(d)) {
        const typeParams = d.typeParameters ? `<${d.typeParameters.map((t) => t.getText(sf)).join(', ')}>` : undefined;
        mod.interfaces[d.name.text] = {
          ...(heritage(d, sf) ? {extends: heritage(d, sf)} : {}),
          ...(typeParams ? {typeParams} : {}),
          members: collectMembers(d.members, sf),
        };
      } else if (ts.isTypeAliasDeclaration(d)) {
        (mod.typeAliases ??= {})[d.name.text] = normalise(d.getText(sf)).replace(/^export type /, '');
      } else if (ts.isVariableStatement(d)) {
        for (const v of d.declarationList.declarations) {
          // A declaration file cannot give a constant object's values: the doc
          // comment of each key starts with its value instead ("`3`: ...").
          const members: Record<string, number> = {};
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
    api.core[name.replace(/\.d\.ts$/, '')] = mod;
  }
  return api;
}

/** The reference data of the real API, kept in the repository (see tests/fixtures/README.md). */
export function readReference(): Api & {counts: unknown} {
  const file = path.resolve(root, 'tests', 'fixtures', 'nodemod-api.json');
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Normalises every declaration text of a reference-shaped API, for comparison. */
export function normaliseApi<T>(value: T): T {
  if (typeof value === 'string') return normalise(value) as T;
  if (Array.isArray(value)) return value.map(normaliseApi) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normaliseApi(v)])) as T;
  }
  return value;
}
