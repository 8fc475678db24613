/// <reference path="../nodemod/index.d.ts" />

/**
 * Console variables (cvars): the settings admins change in the server console or in
 * `server.cfg`. Use `nodemodCore.cvar.register` to give a plugin settings of its own, the
 * typed getters and setters such as `getString`, `getFloat`, `getBool` and `setFloat` to
 * work with any cvar by name, `wrap` for a live object bound to one cvar, and
 * `watchVariable` to react to changes. Do not rely on `exists`: the engine reads unknown
 * names as an empty string, so it also returns `true` for cvars that do not exist; compare
 * `getPointer(name)` with `null` instead.
 *
 * @example
 * ```ts
 * import nodemodCore from '@nodemod/core';
 *
 * const cvar = nodemodCore.cvar;
 *
 * // A plugin setting; admins can override it in server.cfg or the console.
 * cvar.register('nm_lowgrav_value', '300', nodemod.FCVAR.SERVER, 'Gravity used by nm_lowgrav');
 *
 * // "nm_lowgrav" in the server console toggles sv_gravity through a live wrapper.
 * nodemodCore.cmd.add({ name: 'nm_lowgrav', type: 'server', handler: () => {
 *   const gravity = cvar.wrap('sv_gravity');
 *   if (gravity) gravity.float = gravity.float === 800 ? cvar.getFloat('nm_lowgrav_value') : 800;
 * } });
 *
 * // Announce every change of sv_gravity (polled every 2 seconds).
 * cvar.watchVariable('sv_gravity', (now, before) => {
 *   nodemodCore.util.messageAll(`Gravity changed from ${before} to ${now}`);
 * }, 2000);
 * ```
 *
 * @module
 */

/**
 * Record of a console variable created with `NodemodCVar.register`, as returned by
 * `NodemodCVar.getRegistered`. It is the plain object built at registration time, so its
 * `string` and `value` hold the default, not the current value.
 */
export interface CVarInfo extends nodemod.Cvar {
  /**
   * Free-text description passed to `register`. It is kept only on the JavaScript side; the
   * engine's `cvar_t` has no such field.
   */
  description?: string;
}

/**
 * Live accessor object for one console variable, returned by `NodemodCVar.wrap` and the
 * predefined getters such as `NodemodCVar.sv_gravity`. Every read queries the engine and
 * every write changes the cvar immediately.
 */
export interface CVarWrapper {
  /** Name of the wrapped console variable. */
  name: string;
  /**
   * Current value as a string (engine `pfnCVarGetString`); assigning sets it with engine
   * `pfnCVarSetString`.
   */
  value: string;
  /**
   * Current value as a number (engine `pfnCVarGetFloat`); assigning sets it with engine
   * `pfnCVarSetFloat`.
   */
  float: number;
  /**
   * Current value rounded down with `Math.floor`; assigning passes the number unchanged to
   * engine `pfnCVarSetFloat` (no rounding).
   */
  int: number;
  /**
   * `true` when the numeric value is not 0; assigning stores `1` or `0` with engine
   * `pfnCVarSetFloat`.
   */
  bool: boolean;
  /**
   * Restores the default string given to `NodemodCVar.register`. Does nothing for cvars that
   * were not registered through that method.
   */
  reset(): void;
  /**
   * Sets the value through the cvar pointer with engine `pfnCvar_DirectSet`, like
   * `NodemodCVar.setDirect`.
   * @param value - New value; numbers are converted to strings.
   */
  setDirect(value: string | number): void;
}

/**
 * Function type called by `NodemodCVar.watchVariable` when the watched cvar's string value
 * has changed.
 * @param currentValue - The new string value.
 * @param lastValue - The string value seen at the previous check.
 * @param name - Name of the watched console variable.
 */
export type CVarChangeCallback = (currentValue: string, lastValue: string, name: string) => void;

/**
 * Console variable (cvar) service of `@nodemod/core`, reachable as `nodemodCore.cvar` after
 * `import nodemodCore from '@nodemod/core'`. It registers new cvars, reads and writes
 * existing ones by name through the engine's `pfnCVar*` functions, creates live wrappers and
 * polls cvars for changes. The library creates the instance itself; plugins use
 * `nodemodCore.cvar`.
 *
 * @hideconstructor
 */
export default class NodemodCVar {
  /**
   * Creates a console variable with engine `pfnCVarRegister` (`CVAR_REGISTER`) and records
   * it for `getRegistered` and `CVarWrapper.reset`. The numeric value is derived from the
   * default string with `parseFloat` (`0` if it is not numeric). The engine does not
   * register a name that already exists.
   * @param name - Name of the new cvar.
   * @param defaultValue - Initial string value; defaults to `''`.
   * @param flags - Bit flags from `nodemod.FCVAR` (HLSDK `FCVAR_*`, e.g. `FCVAR_SERVER`);
   * defaults to `0`.
   * @param description - Description kept on the JavaScript side; defaults to `''`.
   */
  register(name: string, defaultValue?: string, flags?: number, description?: string): void;
  /**
   * Reads a cvar as text with engine `pfnCVarGetString` (`CVAR_GET_STRING`).
   * @param name - Cvar name.
   * @returns The current string value; an empty string for unknown names.
   */
  getString(name: string): string;
  /**
   * Reads a cvar as a number with engine `pfnCVarGetFloat` (`CVAR_GET_FLOAT`).
   * @param name - Cvar name.
   * @returns The current numeric value; the engine returns `0` for unknown names.
   */
  getFloat(name: string): number;
  /**
   * Reads a cvar as a whole number: `getFloat` rounded down with `Math.floor`.
   * @param name - Cvar name.
   * @returns The numeric value rounded down (e.g. `-1.5` gives `-2`).
   */
  getInt(name: string): number;
  /**
   * Reads a cvar as a flag.
   * @param name - Cvar name.
   * @returns `true` when `getFloat` is not `0`; non-numeric strings therefore read as `false`.
   */
  getBool(name: string): boolean;
  /**
   * Sets a cvar's string value with engine `pfnCVarSetString` (`CVAR_SET_STRING`).
   * @param name - Cvar name.
   * @param value - New value; numbers are converted with `String`.
   */
  setString(name: string, value: string | number): void;
  /**
   * Sets a cvar's numeric value with engine `pfnCVarSetFloat` (`CVAR_SET_FLOAT`).
   * @param name - Cvar name.
   * @param value - New value; strings are converted with `parseFloat`.
   */
  setFloat(name: string, value: string | number): void;
  /**
   * Sets a cvar to an integer through `setFloat`. Strings are converted with `parseInt`;
   * numbers are passed on unchanged, so fractions are not removed.
   * @param name - Cvar name.
   * @param value - New value.
   */
  setInt(name: string, value: string | number): void;
  /**
   * Sets a cvar to `1` or `0` through `setFloat`.
   * @param name - Cvar name.
   * @param value - `true` stores `1`, `false` stores `0`.
   */
  setBool(name: string, value: boolean): void;
  /**
   * Looks the cvar up with engine `pfnCVarGetPointer` and sets it with engine
   * `pfnCvar_DirectSet`, i.e. through the cvar pointer instead of by name. The name must
   * refer to an existing cvar.
   * @param name - Cvar name.
   * @param value - New value; numbers are converted with `String`.
   */
  setDirect(name: string, value: string | number): void;
  /**
   * Returns the engine's own cvar record via engine `pfnCVarGetPointer` (`CVAR_GET_POINTER`).
   * `flags` and `value` on it can be written directly; `name` and `string` are read-only.
   * @param name - Cvar name.
   * @returns The live `nodemod.Cvar`; the binding returns `null` when the engine knows no
   * cvar of that name, although the declared type does not say so.
   */
  getPointer(name: string): nodemod.Cvar;
  /**
   * Checks whether `getString` yields a string for the name. Because unknown names read as
   * an empty string, this also returns `true` for cvars that do not exist; compare
   * `getPointer(name)` with `null` for a strict test.
   * @param name - Cvar name.
   * @returns `false` only if reading the value throws.
   */
  exists(name: string): boolean;
  /**
   * Lists the cvars created through `register` on this service (not every cvar of the
   * server).
   * @returns A new `Map` from cvar name to its `CVarInfo` record; changing the map does not
   * affect the service.
   */
  getRegistered(): Map<string, CVarInfo>;
  /**
   * Creates a `CVarWrapper` whose properties read and write the named cvar live.
   * @param name - Cvar name.
   * @returns The wrapper, or `null` when `exists` reports `false` (which, see `exists`,
   * rarely happens).
   */
  wrap(name: string): CVarWrapper | null;
  /**
   * Sets several cvars at once by calling `setString` for each entry.
   * @param cvars - Object mapping cvar names to their new values.
   */
  setMultiple(cvars: { [key: string]: string | number; }): void;
  /**
   * Reads several cvars at once with `getString`.
   * @param names - Cvar names to read.
   * @returns An object mapping each name to its current string value.
   */
  getMultiple(names: string[]): { [key: string]: string; };
  /**
   * Wrapper for `mp_friendlyfire` (game DLL cvar; non-zero lets teammates damage each
   * other). A new wrapper is created on each access.
   * @returns The result of `wrap('mp_friendlyfire')`.
   */
  get mp_friendlyfire(): CVarWrapper | null;
  /**
   * Wrapper for `mp_timelimit`, the time limit per map in minutes (`0` means none). A new
   * wrapper is created on each access.
   * @returns The result of `wrap('mp_timelimit')`.
   */
  get mp_timelimit(): CVarWrapper | null;
  /**
   * Wrapper for `mp_fraglimit`, the frag count that ends the map (`0` means none). A new
   * wrapper is created on each access.
   * @returns The result of `wrap('mp_fraglimit')`.
   */
  get mp_fraglimit(): CVarWrapper | null;
  /**
   * Wrapper for `hostname`, the server name shown in the server browser. A new wrapper is
   * created on each access.
   * @returns The result of `wrap('hostname')`.
   */
  get hostname(): CVarWrapper | null;
  /**
   * Wrapper for the name `maxplayers`. In GoldSrc the player limit is normally set with the
   * `maxplayers` startup/console command, so this wrapper may not read back a value. A new
   * wrapper is created on each access.
   * @returns The result of `wrap('maxplayers')`.
   */
  get maxplayers(): CVarWrapper | null;
  /**
   * Wrapper for `sv_gravity`, the world gravity in units/second² (`800` by default). A new
   * wrapper is created on each access.
   * @returns The result of `wrap('sv_gravity')`.
   */
  get sv_gravity(): CVarWrapper | null;
  /**
   * Wrapper for `sv_cheats`; non-zero allows cheat commands. A new wrapper is created on
   * each access.
   * @returns The result of `wrap('sv_cheats')`.
   */
  get sv_cheats(): CVarWrapper | null;
  /**
   * Wrapper for `pausable`; non-zero lets players pause the server. A new wrapper is created
   * on each access.
   * @returns The result of `wrap('pausable')`.
   */
  get pausable(): CVarWrapper | null;
  /**
   * Wrapper for `sv_lan`; non-zero makes the server a LAN-only server. A new wrapper is
   * created on each access.
   * @returns The result of `wrap('sv_lan')`.
   */
  get sv_lan(): CVarWrapper | null;
  /**
   * Wrapper for `sv_region`, the region code reported to the master server. A new wrapper is
   * created on each access.
   * @returns The result of `wrap('sv_region')`.
   */
  get sv_region(): CVarWrapper | null;
  /**
   * Registers three cvars with `register`, each with flag `FCVAR_SERVER`: `nodemod_version`
   * (`'1.0.0'`), `nodemod_debug` (`'0'`) and `nodemod_enabled` (`'1'`). The library does not
   * call this by itself.
   */
  initializeServerCVars(): void;
  /**
   * Polls a cvar with `getString` on a Node.js interval and reports changes of its string
   * value. Changes that are reverted between two checks go unnoticed.
   * @param name - Cvar name.
   * @param callback - Called with the new value, the previous value and the name.
   * @param interval - Polling period in milliseconds; defaults to `1000`.
   * @returns A function that stops the polling.
   */
  watchVariable(name: string, callback: CVarChangeCallback, interval?: number): () => void;
}
