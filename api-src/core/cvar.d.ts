/// <reference path="../nodemod/index.d.ts" />

/**
 * Console variables (cvars): the settings admins change in the server console or in
 * `server.cfg`. Use `nodemodCore.cvar.register` to give a plugin settings of its own, the
 * typed getters and setters such as `getString`, `getFloat`, `getBool` and `setFloat` to
 * work with any cvar by name, `wrap` for a live object bound to one cvar, and
 * `watchVariable` to react to changes. `exists` tells whether the engine knows a cvar: an
 * unknown name reads as an empty string, which the getters cannot tell from an empty value.
 *
 * @example
 * ```ts
 * import nodemodCore from '@nodemod/core';
 *
 * const cvar = nodemodCore.cvar;
 *
 * // A plugin setting; admins can override
 * // it in server.cfg or the console.
 * cvar.register(
 *   'nm_lowgrav_value',
 *   '300',
 *   nodemod.FCVAR.SERVER,
 *   'Gravity used by nm_lowgrav',
 * );
 *
 * // "nm_lowgrav" in the server console toggles
 * // sv_gravity through a live wrapper.
 * nodemodCore.cmd.add({
 *   name: 'nm_lowgrav',
 *   type: 'server',
 *   handler: () => {
 *     const gravity = cvar.wrap('sv_gravity');
 *     gravity.float =
 *       gravity.float === 800 ? cvar.getFloat('nm_lowgrav_value') : 800;
 *   },
 * });
 *
 * // Announce every change of sv_gravity (polled every 2 seconds).
 * cvar.watchVariable('sv_gravity', (now, before) => {
 *   nodemodCore.util.messageAll(
 *     `Gravity changed from ${before} to ${now}`,
 *   );
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
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cvar.register(
   *   'nm_heal_amount',
   *   '25',
   *   nodemod.FCVAR.SERVER,
   *   'Health restored by nm_heal',
   * );
   * nodemodCore.cmd.register('nm_heal', (client) => {
   *   if (!client) return; // run from the server console
   *   client.health = Math.min(
   *     100,
   *     client.health + nodemodCore.cvar.getFloat('nm_heal_amount'),
   *   );
   * });
   * ```
   */
  register(name: string, defaultValue?: string, flags?: number, description?: string): void;
  /**
   * Reads a cvar as text with engine `pfnCVarGetString` (`CVAR_GET_STRING`).
   * @param name - Cvar name.
   * @returns The current string value; an empty string for unknown names.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_where', (client) => {
   *   if (!client) return; // run from the server console
   *   const server = nodemodCore.cvar.getString('hostname');
   *   nodemodCore.util.messageClient(
   *     client,
   *     `You are on ${server}, map ${nodemodCore.mapname}`,
   *   );
   * });
   * ```
   */
  getString(name: string): string;
  /**
   * Reads a cvar as a number with engine `pfnCVarGetFloat` (`CVAR_GET_FLOAT`).
   * @param name - Cvar name.
   * @returns The current numeric value; the engine returns `0` for unknown names.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_time_left', (client) => {
   *   if (!client) return; // run from the server console
   *   const limit = nodemodCore.cvar.getFloat('mp_timelimit') * 60;
   *   const left = Math.ceil(Math.max(0, limit - nodemodCore.time) / 60);
   *   nodemodCore.util.messageClient(
   *     client,
   *     limit > 0 ? `${left} min left` : 'No time limit',
   *   );
   * });
   * ```
   */
  getFloat(name: string): number;
  /**
   * Reads a cvar as a whole number: `getFloat` rounded down with `Math.floor`.
   * @param name - Cvar name.
   * @returns The numeric value rounded down (e.g. `-1.5` gives `-2`).
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_goal', (client) => {
   *   if (!client) return; // run from the server console
   *   const limit = nodemodCore.cvar.getInt('mp_fraglimit');
   *   const text =
   *     limit > 0
   *       ? `${limit - client.frags} frags to win`
   *       : 'No frag limit';
   *   nodemodCore.util.messageClient(client, text);
   * });
   * ```
   */
  getInt(name: string): number;
  /**
   * Reads a cvar as a flag.
   * @param name - Cvar name.
   * @returns `true` when `getFloat` is not `0`; non-numeric strings therefore read as `false`.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.events.on('dllServerActivate', () => {
   *   if (nodemodCore.cvar.getBool('sv_cheats'))
   *     console.warn(`sv_cheats is on for ${nodemodCore.mapname}`);
   * });
   * ```
   */
  getBool(name: string): boolean;
  /**
   * Sets a cvar's string value with engine `pfnCVarSetString` (`CVAR_SET_STRING`).
   * @param name - Cvar name.
   * @param value - New value; numbers are converted with `String`.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.add({ name: 'nm_lock', type: 'server', handler: () => {
   *   const password = Math.random().toString(36).slice(2, 8);
   *   nodemodCore.cvar.setString('sv_password', password);
   *   console.log(`Server locked, password: ${password}`);
   * } });
   * ```
   */
  setString(name: string, value: string | number): void;
  /**
   * Sets a cvar's numeric value with engine `pfnCVarSetFloat` (`CVAR_SET_FLOAT`).
   * @param name - Cvar name.
   * @param value - New value; strings are converted with `parseFloat`.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.add({
   *   name: 'nm_moon_jump',
   *   type: 'server',
   *   handler: () => {
   *     nodemodCore.cvar.setFloat('sv_gravity', 200);
   *     setTimeout(
   *       () => nodemodCore.cvar.setFloat('sv_gravity', 800),
   *       30_000,
   *     );
   *   },
   * });
   * ```
   */
  setFloat(name: string, value: string | number): void;
  /**
   * Sets a cvar to an integer through `setFloat`. Strings are converted with `parseInt`;
   * numbers are passed on unchanged, so fractions are not removed.
   * @param name - Cvar name.
   * @param value - New value.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // "nm_frag_limit 25" in the server console;
   * // the argument string goes through parseInt.
   * nodemodCore.cmd.add({
   *   name: 'nm_frag_limit',
   *   type: 'server',
   *   handler: () => {
   *     const arg = nodemod.eng.cmdArgv(1);
   *     if (/^\d+$/.test(arg)) nodemodCore.cvar.setInt('mp_fraglimit', arg);
   *   },
   * });
   * ```
   */
  setInt(name: string, value: string | number): void;
  /**
   * Sets a cvar to `1` or `0` through `setFloat`.
   * @param name - Cvar name.
   * @param value - `true` stores `1`, `false` stores `0`.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.add({
   *   name: 'nm_toggle_ff',
   *   type: 'server',
   *   handler: () => {
   *     const on = !nodemodCore.cvar.getBool('mp_friendlyfire');
   *     nodemodCore.cvar.setBool('mp_friendlyfire', on);
   *     nodemodCore.util.messageAll(
   *       `Friendly fire is now ${on ? 'on' : 'off'}`,
   *     );
   *   },
   * });
   * ```
   */
  setBool(name: string, value: boolean): void;
  /**
   * Looks the cvar up with engine `pfnCVarGetPointer` and sets it with engine
   * `pfnCvar_DirectSet`, i.e. through the cvar pointer instead of by name. The name must
   * refer to an existing cvar.
   * @param name - Cvar name.
   * @param value - New value; numbers are converted with `String`.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.add({
   *   name: 'nm_shorten',
   *   type: 'server',
   *   handler: () => {
   *     const minutes = Math.max(
   *       5,
   *       nodemodCore.cvar.getInt('mp_timelimit') - 5,
   *     );
   *     nodemodCore.cvar.setDirect('mp_timelimit', minutes);
   *   },
   * });
   * ```
   */
  setDirect(name: string, value: string | number): void;
  /**
   * Returns the engine's own cvar record via engine `pfnCVarGetPointer` (`CVAR_GET_POINTER`).
   * `flags` and `value` on it can be written directly; `name` and `string` are read-only.
   * @param name - Cvar name.
   * @returns The live `nodemod.Cvar`; the binding returns `null` when the engine knows no
   * cvar of that name, although the declared type does not say so.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // "nm_cvar_info sv_gravity" in the server console.
   * nodemodCore.cmd.add({
   *   name: 'nm_cvar_info',
   *   type: 'server',
   *   handler: () => {
   *     const info: nodemod.Cvar | null = nodemodCore.cvar.getPointer(
   *       nodemod.eng.cmdArgv(1),
   *     );
   *     if (info === null) console.log('No such cvar');
   *     else
   *       console.log(
   *         `${info.name} = "${info.string}", flags ${info.flags}`,
   *       );
   *   },
   * });
   * ```
   */
  getPointer(name: string): nodemod.Cvar;
  /**
   * Checks whether the engine knows a cvar of that name: `nodemod.eng.cVarGetPointer` (engine
   * `pfnCVarGetPointer`) returns its record rather than `null`.
   * @param name - Cvar name.
   * @returns `true` when the cvar exists; `false` when it does not, or the lookup throws.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.add({
   *   name: 'nm_has_cvar',
   *   type: 'server',
   *   handler: () => {
   *     const name = nodemod.eng.cmdArgv(1);
   *     // getString cannot tell an unknown cvar from an empty one.
   *     console.log(
   *       nodemodCore.cvar.exists(name)
   *         ? `${name} = "${nodemodCore.cvar.getString(name)}"`
   *         : `${name} is no cvar`,
   *     );
   *   },
   * });
   * ```
   */
  exists(name: string): boolean;
  /**
   * Lists the cvars created through `register` on this service (not every cvar of the
   * server).
   * @returns A new `Map` from cvar name to its `CVarInfo` record; changing the map does not
   * affect the service.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.add({ name: 'nm_cvars', type: 'server', handler: () => {
   *   for (const [name, info] of nodemodCore.cvar.getRegistered()) {
   *     console.log(
   *       `${name} = "${nodemodCore.cvar.getString(name)}" ` +
   *         `(default "${info.string}")`,
   *     );
   *   }
   * } });
   * ```
   */
  getRegistered(): Map<string, CVarInfo>;
  /**
   * Creates a `CVarWrapper` whose properties read and write the named cvar live. The cvar does
   * not have to exist yet: each property asks the engine when it is read or written.
   * @param name - Cvar name.
   * @returns The wrapper, for any name.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.add({
   *   name: 'nm_extend',
   *   type: 'server',
   *   handler: () => {
   *     const timelimit = nodemodCore.cvar.wrap('mp_timelimit');
   *     timelimit.float += 5;
   *   },
   * });
   * ```
   */
  wrap(name: string): CVarWrapper;
  /**
   * Sets several cvars at once by calling `setString` for each entry.
   * @param cvars - Object mapping cvar names to their new values.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.add({
   *   name: 'nm_quick_match',
   *   type: 'server',
   *   handler: () => {
   *     nodemodCore.cvar.setMultiple({
   *       mp_timelimit: 10,
   *       mp_fraglimit: 20,
   *       mp_friendlyfire: 0,
   *     });
   *   },
   * });
   * ```
   */
  setMultiple(cvars: { [key: string]: string | number; }): void;
  /**
   * Reads several cvars at once with `getString`.
   * @param names - Cvar names to read.
   * @returns An object mapping each name to its current string value.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_rules', (client) => {
   *   if (!client) return; // run from the server console
   *   const v = nodemodCore.cvar.getMultiple([
   *     'mp_timelimit',
   *     'mp_fraglimit',
   *     'mp_friendlyfire',
   *   ]);
   *   nodemodCore.util.messageClient(
   *     client,
   *     `Time limit ${v.mp_timelimit}, ` +
   *       `frag limit ${v.mp_fraglimit}, ` +
   *       `friendly fire ${v.mp_friendlyfire}`,
   *   );
   * });
   * ```
   */
  getMultiple(names: string[]): { [key: string]: string; };
  /**
   * Wrapper for `mp_friendlyfire` (game DLL cvar; non-zero lets teammates damage each
   * other). A new wrapper is created on each access.
   * @returns The result of `wrap('mp_friendlyfire')`.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_ff', (client) => {
   *   if (!client) return; // run from the server console
   *   const ff = nodemodCore.cvar.mp_friendlyfire;
   *   nodemodCore.util.messageClient(
   *     client,
   *     `Friendly fire is ${ff.bool ? 'on' : 'off'}`,
   *   );
   * });
   * ```
   */
  get mp_friendlyfire(): CVarWrapper;
  /**
   * Wrapper for `mp_timelimit`, the time limit per map in minutes (`0` means none). A new
   * wrapper is created on each access.
   * @returns The result of `wrap('mp_timelimit')`.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // Keeping the wrapper is fine: each read asks the engine again.
   * const timelimit = nodemodCore.cvar.mp_timelimit;
   * nodemodCore.cmd.register('nm_timelimit', (client) => {
   *   if (!client) return; // run from the server console
   *   nodemodCore.util.messageClient(
   *     client,
   *     `Time limit: ${timelimit.float} minutes`,
   *   );
   * });
   * ```
   */
  get mp_timelimit(): CVarWrapper;
  /**
   * Wrapper for `mp_fraglimit`, the frag count that ends the map (`0` means none). A new
   * wrapper is created on each access.
   * @returns The result of `wrap('mp_fraglimit')`.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // "nm_no_frag_limit" in the server console: play until the time limit.
   * nodemodCore.cmd.add({
   *   name: 'nm_no_frag_limit',
   *   type: 'server',
   *   handler: () => {
   *     nodemodCore.cvar.mp_fraglimit.int = 0;
   *   },
   * });
   * ```
   */
  get mp_fraglimit(): CVarWrapper;
  /**
   * Wrapper for `hostname`, the server name shown in the server browser. A new wrapper is
   * created on each access.
   * @returns The result of `wrap('hostname')`.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.events.on('dllClientPutInServer', (entity) => {
   *   console.log(
   *     `${entity.netname} joined ` +
   *       `${nodemodCore.cvar.hostname.value || 'the server'}`,
   *   );
   * });
   * ```
   */
  get hostname(): CVarWrapper;
  /**
   * Wrapper for the name `maxplayers`. In GoldSrc the player limit is normally set with the
   * `maxplayers` startup/console command, so this wrapper may not read back a value. A new
   * wrapper is created on each access.
   * @returns The result of `wrap('maxplayers')`.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.events.on(
   *   'dllServerActivate',
   *   (edicts, count, clientMax) => {
   *     // GoldSrc's maxplayers is a console command,
   *     // not a cvar, so the wrapper reads 0.
   *     console.log(
   *       `${clientMax} player slots; ` +
   *         `maxplayers wrapper: ${nodemodCore.cvar.maxplayers.int}`,
   *     );
   *   },
   * );
   * ```
   */
  get maxplayers(): CVarWrapper;
  /**
   * Wrapper for `sv_gravity`, the world gravity in units/second² (`800` by default). A new
   * wrapper is created on each access.
   * @returns The result of `wrap('sv_gravity')`.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_gravity', (client) => {
   *   if (!client) return; // run from the server console
   *   const gravity = nodemodCore.cvar.sv_gravity.float;
   *   nodemodCore.util.messageClient(
   *     client,
   *     `Gravity is ${gravity} (${Math.round(gravity / 8)}% of normal)`,
   *   );
   * });
   * ```
   */
  get sv_gravity(): CVarWrapper;
  /**
   * Wrapper for `sv_cheats`; non-zero allows cheat commands. A new wrapper is created on
   * each access.
   * @returns The result of `wrap('sv_cheats')`.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_fly', (client) => {
   *   if (!client) return; // run from the server console
   *   if (!nodemodCore.cvar.sv_cheats.bool)
   *     return nodemodCore.util.messageClient(client, 'Needs sv_cheats 1');
   *   client.movetype =
   *     client.movetype === nodemod.MOVETYPE.NOCLIP
   *       ? nodemod.MOVETYPE.WALK
   *       : nodemod.MOVETYPE.NOCLIP;
   * });
   * ```
   */
  get sv_cheats(): CVarWrapper;
  /**
   * Wrapper for `pausable`; non-zero lets players pause the server. A new wrapper is created
   * on each access.
   * @returns The result of `wrap('pausable')`.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // Players can no longer pause the game with the "pause" command.
   * nodemodCore.cvar.pausable.bool = false;
   * ```
   */
  get pausable(): CVarWrapper;
  /**
   * Wrapper for `sv_lan`; non-zero makes the server a LAN-only server. A new wrapper is
   * created on each access.
   * @returns The result of `wrap('sv_lan')`.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.events.on('dllServerActivate', () => {
   *   console.log(
   *     nodemodCore.cvar.sv_lan.bool
   *       ? 'LAN-only server'
   *       : 'Internet server',
   *   );
   * });
   * ```
   */
  get sv_lan(): CVarWrapper;
  /**
   * Wrapper for `sv_region`, the region code reported to the master server. A new wrapper is
   * created on each access.
   * @returns The result of `wrap('sv_region')`.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // ReHLDS defines no sv_region cvar; there the value reads as ''.
   * const region = nodemodCore.cvar.sv_region;
   * console.log(`Region: ${region.value || 'not set'}`);
   * ```
   */
  get sv_region(): CVarWrapper;
  /**
   * Registers three cvars with `register`, each with flag `FCVAR_SERVER`: `nodemod_version`
   * (`'1.0.0'`), `nodemod_debug` (`'0'`) and `nodemod_enabled` (`'1'`). The library does not
   * call this by itself.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cvar.initializeServerCVars();
   * // Admins can now turn the plugin off with "nodemod_enabled 0".
   * nodemodCore.cmd.register('nm_hello', (client) => {
   *   if (!client) return; // run from the server console
   *   if (nodemodCore.cvar.getBool('nodemod_enabled'))
   *     nodemodCore.util.messageClient(client, 'Hello!');
   * });
   * ```
   */
  initializeServerCVars(): void;
  /**
   * Polls a cvar with `getString` on a Node.js interval and reports changes of its string
   * value. Changes that are reverted between two checks go unnoticed.
   * @param name - Cvar name.
   * @param callback - Called with the new value, the previous value and the name.
   * @param interval - Polling period in milliseconds; defaults to `1000`.
   * @returns A function that stops the polling.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * const stopWatching = nodemodCore.cvar.watchVariable(
   *   'mp_fraglimit',
   *   (now) => {
   *     nodemodCore.util.messageAll(
   *       Number(now) > 0
   *         ? `Frag limit is now ${now}`
   *         : 'The frag limit was removed.',
   *     );
   *   },
   *   3000,
   * );
   * nodemodCore.cmd.add({
   *   name: 'nm_unwatch',
   *   type: 'server',
   *   handler: stopWatching,
   * });
   * ```
   */
  watchVariable(name: string, callback: CVarChangeCallback, interval?: number): () => void;
}
