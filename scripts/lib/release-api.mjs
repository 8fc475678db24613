/**
 * The API of NodeMod at one commit, as facts in the shape of the reference data
 * (`tests/fixtures/nodemod-api.json`), read from the project's own sources the way
 * a plugin author's compiler sees them:
 *
 * - the engine binding's declaration files (`types/*.d.ts` of `@nodemod/core` since
 *   1.0.0; `packages/core/src/*.d.ts` of the plugin before);
 * - each `@nodemod/core` module's declarations, which the TypeScript compiler emits
 *   from its `src/` with the package's own `tsconfig.json` (types it leaves to
 *   inference are written as the compiler infers them).
 *
 * Both go through `apiFacts` (plugins/typedoc/api-source.mjs), the reader of the
 * site's own declarations, so the two are compared member by member.
 */
import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {apiFacts} from '../../plugins/typedoc/api-source.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');

/** Where each core module's code lives in core-goldsrc. */
export const coreFiles = {
  cmd: 'src/core/cmd.ts',
  cvar: 'src/native/cvar.ts',
  entity: 'src/enhanced/entity.ts',
  events: 'src/enhanced/events.ts',
  file: 'src/native/file.ts',
  menu: 'src/core/menu.ts',
  msg: 'src/core/msg.ts',
  player: 'src/enhanced/player.ts',
  resource: 'src/core/resource.ts',
  sound: 'src/core/sound.ts',
  trace: 'src/enhanced/trace.ts',
  util: 'src/utils/util.ts',
};

/** The binding's declaration files, in the order the reference reads them (`ham` only on main after the releases). */
const bindingNames = ['index', 'enums', 'structures', 'engine', 'dll', 'events', 'ham'];

/**
 * @typedef {{list: (under: string) => string[], show: (file: string) => string | null}} Tree
 * A repository at one commit: its files under a folder, and a file's text (null when absent).
 */

/**
 * Every declaration file the compiler emits from the core's `src/` with the package's own
 * `tsconfig.json`, with the binding's declarations beside them for the global `nodemod`:
 * `{path under src/ ending .d.ts: text}` (`core/cmd.d.ts`, `index.d.ts`), as the package's
 * `dist/` holds them.
 * @param {Tree} core the core at the commit
 * @param {{fileName: string, text: string}[]} binding
 * @returns {Map<string, string>}
 */
export function emitCoreTree(core, binding) {
  const config = ts.parseConfigFileTextToJson('tsconfig.json', core.show('tsconfig.json') ?? '{}').config ?? {};
  const options = ts.convertCompilerOptionsFromJson(config.compilerOptions ?? {}, '/core').options;
  Object.assign(options, {
    declaration: true,
    emitDeclarationOnly: true,
    declarationMap: false,
    sourceMap: false,
    noEmitOnError: false,
    skipLibCheck: true,
    outDir: '/out',
    rootDir: '/core/src',
    types: ['node'],
    typeRoots: [path.join(root, 'node_modules', '@types')],
  });
  /** @type {Map<string, string>} */
  const files = new Map();
  for (const file of core.list('src/').filter((f) => /\.ts$/.test(f))) files.set(`/core/${file}`, core.show(file));
  binding.forEach((b, i) => files.set(`/binding/${i}-${path.basename(b.fileName)}`, b.text));
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (file) => files.get(file) ?? readFile(file);
  host.fileExists = (file) => files.has(file) || fileExists(file);
  host.getSourceFile = (file, language) => {
    const text = files.get(file) ?? (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
    return text === undefined ? undefined : ts.createSourceFile(file, text, language, true);
  };
  /** @type {Map<string, string>} */
  const emitted = new Map();
  host.writeFile = (file, text) => emitted.set(file.replace(/^\/out\//, ''), text);
  const program = ts.createProgram([...files.keys()], options, host);
  program.emit();
  return emitted;
}

/**
 * The declarations the compiler emits for the core's modules, as `{module: {fileName, text}}`.
 * @param {Tree} core the core at the commit
 * @param {{fileName: string, text: string}[]} binding
 */
function emitCore(core, binding) {
  const emitted = emitCoreTree(core, binding);
  return Object.fromEntries(
    Object.entries(coreFiles).map(([module, file]) => {
      const out = file.replace(/^src\//, '').replace(/\.ts$/, '.d.ts');
      const text = emitted.get(out);
      if (text === undefined) throw new Error(`no declarations emitted for ${file}`);
      return [module, {fileName: `/out/${out}`, text}];
    }),
  );
}

/**
 * The binding's declaration files under `bindingFolder` of a tree, as `{fileName, text}`.
 * @param {Tree} tree
 * @param {string} bindingFolder
 */
export const bindingDeclarations = (tree, bindingFolder) =>
  bindingNames
    .map((name) => `${bindingFolder}${name}.d.ts`)
    .map((fileName) => ({fileName, text: tree.show(fileName)}))
    .filter((b) => b.text !== null);

/**
 * The API at a commit of `@nodemod/core`, with the binding's declarations from `bindingTree`
 * (the core itself since 1.0.0, the plugin before) under `bindingFolder`.
 * @param {Tree} core
 * @param {Tree} bindingTree
 * @param {string} bindingFolder `types/` or `packages/core/src/`
 */
export function releaseApi(core, bindingTree, bindingFolder) {
  const binding = bindingDeclarations(bindingTree, bindingFolder);
  const api = apiFacts(binding, emitCore(core, binding));
  // The emitted declarations keep a constant object's keys but not their values: read the
  // numbers from the source (`export const MsgDest = { broadcast: 0, … }`).
  for (const [module, file] of Object.entries(coreFiles)) {
    const source = ts.createSourceFile(file, core.show(file), ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const d of statement.declarationList.declarations) {
        let init = d.initializer;
        while (init && (ts.isAsExpression(init) || ts.isSatisfiesExpression(init))) init = init.expression;
        const entry = ts.isIdentifier(d.name) && api.core[module].variables?.[d.name.text];
        if (!entry || !init || !ts.isObjectLiteralExpression(init)) continue;
        const members = {};
        for (const p of init.properties) {
          if (!ts.isPropertyAssignment(p) || !p.name) continue;
          const value = p.initializer;
          const number = ts.isNumericLiteral(value)
            ? Number(value.text)
            : ts.isPrefixUnaryExpression(value) &&
                value.operator === ts.SyntaxKind.MinusToken &&
                ts.isNumericLiteral(value.operand)
              ? -Number(value.operand.text)
              : null;
          if (number !== null) members[p.name.getText(source)] = number;
        }
        if (Object.keys(members).length) entry.members = members;
      }
    }
  }
  return api;
}
