/**
 * The core's classes by the names readers know them. Each module of @nodemod/core
 * default-exports one class, which TypeDoc calls `default`: twelve pages titled
 * "Class: default", a constructor `new default(…)`, links reading "default".
 *
 * The converter records each such class's own name from its declaration
 * (`export default class NodemodPlayer`); once the pages' addresses and the sidebar
 * are made (from `default`, so `player/Class/default` and its sidebar entry stay as
 * they are), `nameCoreClasses` gives the reflections those names. Every link to a
 * class, its constructor and the type the constructor returns then read
 * `NodemodPlayer` wherever TypeDoc writes them. The theme (theme.mjs) reads what
 * is recorded here for the page's title (`nodemodCore.player (class NodemodPlayer)`),
 * the path its members are reached through (`nodemodCore.player.getAll()`), and
 * the module in the title of a declaration two modules share (`PlayerInfo`).
 */
import ts from 'typescript';
import {ReflectionKind} from 'typedoc';

/**
 * @typedef {object} CoreNames
 * @property {Map<string, string>} classNames module name → the class it default-exports
 * @property {Set<string>} sharedNames names of declarations that more than one module has
 */

/** @type {WeakMap<import('typedoc').ProjectReflection, Map<number, string>>} */
const declaredNames = new WeakMap();
/** @type {WeakMap<import('typedoc').ProjectReflection, CoreNames>} */
const coreNames = new WeakMap();

/**
 * At the converter's end: the own name of each class TypeDoc calls `default`, read from
 * the class declaration its symbol points to.
 * @param {import('typedoc').Context} context
 */
export function recordClassNames(context) {
  /** @type {Map<number, string>} */
  const names = new Map();
  for (const reflection of context.project.getReflectionsByKind(ReflectionKind.Class)) {
    if (reflection.name !== 'default') continue;
    const declaration = context.getSymbolFromReflection(reflection)?.declarations?.find(ts.isClassDeclaration);
    if (declaration?.name) names.set(reflection.id, declaration.name.text);
  }
  declaredNames.set(context.project, names);
}

/**
 * Before the pages are written: each module's `default` class takes its own name (and
 * so do its constructor's signatures), and what the theme needs is kept for the
 * project. A project without modules (the engine binding) is left as it is.
 * @param {import('typedoc').ProjectReflection} project
 */
export function nameCoreClasses(project) {
  const modules = project.children?.filter((child) => child.kindOf(ReflectionKind.Module)) ?? [];
  if (modules.length === 0) return;
  const seen = new Map();
  for (const module of modules)
    for (const child of module.children ?? []) seen.set(child.name, (seen.get(child.name) ?? 0) + 1);
  const sharedNames = new Set(
    [...seen].filter(([name, count]) => count > 1 && name !== 'default').map(([name]) => name),
  );
  const declared = declaredNames.get(project) ?? new Map();
  /** @type {Map<string, string>} */
  const classNames = new Map();
  for (const module of modules) {
    const owned = (module.children ?? []).find((child) => child.kindOf(ReflectionKind.Class) && declared.has(child.id));
    if (!owned) continue;
    const name = /** @type {string} */ (declared.get(owned.id));
    classNames.set(module.name, name);
    owned.name = name;
    for (const constructor of owned.getChildrenByKind(ReflectionKind.Constructor))
      for (const signature of constructor.signatures ?? []) signature.name = name;
  }
  coreNames.set(project, {classNames, sharedNames});
}

/**
 * The class a core class page is about (`NodemodPlayer` for `player/Class/default.md`),
 * with its module; undefined on any other page.
 * @param {import('typedoc').ProjectReflection} project
 * @param {string} url the page's path in the run's output
 */
export function coreClassPage(project, url) {
  const [module] = url.split('/');
  const className = coreNames.get(project)?.classNames.get(module);
  return className && url === `${module}/Class/default.md` ? {module, className} : undefined;
}

/**
 * What `nameCoreClasses` kept for a project, or undefined for one without modules.
 * @param {import('typedoc').ProjectReflection} project
 * @returns {CoreNames | undefined}
 */
export const coreNamesOf = (project) => coreNames.get(project);
