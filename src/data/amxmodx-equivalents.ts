/**
 * The NodeMod side of a row of the AMX Mod X name map (plugins/site-data/amxmodx-map.json):
 * the short forms an equivalent is written in, expanded to its code and its
 * page of the API reference, and the links to the guide's rows. Apart from
 * plugins/site-data/amxmodx.ts, which loads and checks the whole map, so that the porting
 * page's plan (src/components/PortPlan/plan.ts) can expand the rows it is
 * given without bundling the map a second time.
 *
 * An equivalent is a short form that keeps its code and its anchor in step, or,
 * for the few that fit none, an explicit `{code, target}`:
 *
 * | form | code | target under /docs/api/ |
 * | --- | --- | --- |
 * | `event dllSpawn` | `'dllSpawn' event` | `nodemod/Interface/EventCallbacks#dllspawn` |
 * | `eng precacheModel` | `nodemod.eng.precacheModel` | `nodemod/Interface/Engine#precachemodel` |
 * | `dll spawn` | `nodemod.dll.spawn` | `nodemod/Interface/DLL#spawn` |
 * | `field health` | `Entvars.health` | `nodemod/Interface/Entvars#health` |
 * | `core cmd.register` | `nodemodCore.cmd.register` | `core/cmd/Class/default#register` |
 * | `property util/Interface/HudTextOptions.x` | `HudTextOptions.x` | `core/util/Interface/HudTextOptions#property-x` |
 * | `enum FL.ONGROUND` | `nodemod.FL.ONGROUND` | `nodemod/Enumeration/FL#onground` |
 * | `function setMetaResult` | `nodemod.setMetaResult` | `nodemod/Function/setMetaResult` |
 * | `variable players` | `nodemod.players` | `nodemod/Variable/players` |
 */
import {anchorTarget, memberCode} from '../lib/member-key.mjs';

export interface AmxxEquivalent {
  /** The NodeMod code a reader types, e.g. `nodemodCore.cmd.register` or `nodemod.eng.precacheModel` or `'dllClientPutInServer' event` or `Entvars.health`. */
  code: string;
  /** Path under /docs/api/ with the member anchor, e.g. `nodemod/Interface/Engine#precachemodel`, `core/cmd/Class/default#register`, `nodemod/Interface/Entvars#health`, `nodemod/Enumeration/FL#onground`, `nodemod/Function/setMetaResult` (no anchor for a whole page). */
  target: string;
}

/**
 * The id of a row of the guide's tables (`amxx-register_clcmd`), which the name
 * index links to: lower case, anything but letters, digits and `_` as `-`.
 */
export function amxxRowId(amxx: string): string {
  return `amxx-${amxx.toLowerCase().replace(/[^a-z0-9_]+/g, '-')}`;
}

/**
 * The page of the guide that lists the names of an include file: ReAPI's (its include
 * files are `reapi*.inc`) have a page of their own, docs/guides/reapi.mdx.
 */
export const amxxGuidePage = (include: string) =>
  include.startsWith('reapi') ? '/docs/guides/reapi' : '/docs/guides/amx-mod-x';

/** The guide's row for an AMX Mod X name, declared by `include`. */
export const amxxGuideHref = (amxx: string, include: string) => `${amxxGuidePage(include)}#${amxxRowId(amxx)}`;

/** Link to a page of the API reference, from a `target`. */
export function apiHref(target: string): string {
  return `/docs/api/${target}`;
}

/** An equivalent of a member of the reference by its key, `page#Member`: its code and its anchor (src/lib/member-key.mjs). */
const member = (key: string): AmxxEquivalent => ({code: memberCode(key), target: anchorTarget(key)});

/** The short forms of an equivalent (see the table above): form -> code and target of its argument. */
const forms: Record<string, (arg: string) => AmxxEquivalent | undefined> = {
  event: (name) => member(`nodemod/Interface/EventCallbacks#${name}`),
  eng: (method) => member(`nodemod/Interface/Engine#${method}`),
  dll: (method) => member(`nodemod/Interface/DLL#${method}`),
  field: (name) => member(`nodemod/Interface/Entvars#${name}`),
  core: (arg) => {
    const [module, method] = arg.split('.');
    if (!module || !method) return undefined;
    return member(`core/${module}/Class/default#${method}`);
  },
  property: (arg) => {
    const m = arg.match(/^(\w+)\/(\w+\/(\w+))\.(\w+)$/);
    if (!m) return undefined;
    const [, module, page, name, property] = m;
    // TypeDoc's anchor of an interface's property on a page of the core's modules.
    return {code: `${name}.${property}`, target: `core/${module}/${page}#property-${property!.toLowerCase()}`};
  },
  enum: (arg) => {
    const [enumeration, name] = arg.split('.');
    if (!enumeration || !name) return undefined;
    return member(`nodemod/Enumeration/${enumeration}#${name}`);
  },
  function: (name) => ({code: `nodemod.${name}`, target: `nodemod/Function/${name}`}),
  variable: (name) => ({code: `nodemod.${name}`, target: `nodemod/Variable/${name}`}),
};

/** An equivalent as the data writes it, expanded; an error names the row. */
export function expandEquivalent(written: unknown, row: string): AmxxEquivalent {
  if (typeof written === 'string') {
    const [form, arg, extra] = written.split(' ');
    const expanded = form && arg && !extra ? forms[form]?.(arg) : undefined;
    if (expanded && /^[\w./]+$/.test(arg!)) return expanded;
    throw new Error(
      `amxmodx-map.json, ${row}: "${written}" is not an equivalent (forms: ${Object.keys(forms).join(', ')})`,
    );
  }
  const e = written as Partial<AmxxEquivalent> | null;
  if (
    e &&
    typeof e.code === 'string' &&
    typeof e.target === 'string' &&
    /^(core|nodemod)\/[\w/]+(#[\w-]+)?$/.test(e.target)
  ) {
    return {code: e.code, target: e.target};
  }
  throw new Error(
    `amxmodx-map.json, ${row}: an equivalent is a short form or {code, target}: ${JSON.stringify(written)}`,
  );
}

/**
 * How far a row's equivalents go, when not all the way: `around`, NodeMod reaches the
 * same end another way (the note says how: menus are items with handlers, a team is a
 * field some mods do not keep); `none`, a row without equivalents whose note has no way
 * around either (no Counter-Strike module, no hook of the game's virtual functions).
 * A row with equivalents and no `fit` is an equivalent; one without equivalents and no
 * `fit` is answered by its note (JavaScript's own strings, arrays and timers).
 */
export type AmxxFit = 'around' | 'none';
