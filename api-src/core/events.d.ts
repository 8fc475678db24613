/// <reference path="../nodemod/index.d.ts" />

/**
 * Listening to NodeMod's engine and game DLL events (the names and callback signatures of
 * `nodemod.EventCallbacks`, e.g. `dllClientPutInServer` or `postEngSetModel`) with
 * conveniences that `nodemod.on` lacks. Start with `nodemodCore.events.on`, `once` and
 * `off`; `filter`, `throttle` and `debounce` wrap a handler in a condition or a rate limit,
 * and `waitFor` returns a promise for the next occurrence. Remove a listener with `off`,
 * never with `clearListeners`: the native call behind it drops the listeners of every event,
 * including those `nodemodCore.cmd` and `nodemodCore.menu` depend on, until the scripts are
 * reloaded.
 *
 * @example
 * ```ts
 * import nodemodCore from '@nodemod/core';
 *
 * // Announce players as they enter the game;
 * // a named handler can be removed with off.
 * const announce = (client: nodemod.Entity) => {
 *   nodemodCore.util.messageAll(`${client.netname} entered the game`);
 * };
 * nodemodCore.events.on('dllClientPutInServer', announce);
 *
 * // Log only the weapons the map spawns.
 * nodemodCore.events.filter(
 *   'dllSpawn',
 *   (ent) => ent.classname.startsWith('weapon_'),
 *   (ent) => {
 *     console.log(`${ent.classname} at ${ent.origin.join(' ')}`);
 *   },
 * );
 *
 * // dllStartFrame fires every server frame;
 * // run this at most every 10 seconds.
 * nodemodCore.events.throttle('dllStartFrame', () => {
 *   console.log(
 *     `${nodemod.players.length} players on ${nodemod.mapname}`,
 *   );
 * }, 10000);
 * ```
 *
 * @module
 */

/**
 * Record of one listener added through `NodemodEvents`, as returned by
 * `NodemodEvents.getListeners`.
 * @typeParam T - The event name, a key of `nodemod.EventCallbacks` such as `'dllSpawn'`.
 */
export interface EventListener<T extends keyof nodemod.EventCallbacks> {
  /**
   * The function actually registered with `nodemod.on`: the plugin's function itself, or a
   * wrapper around it for one-time listeners.
   */
  handler: nodemod.EventCallbacks[T];
  /**
   * The function the plugin passed in. For `filter`, `throttle` and `debounce` this is
   * already the library's wrapper.
   */
  original: nodemod.EventCallbacks[T];
  /** The priority given in `EventOptions` (`0` when none was given). */
  priority: number;
}

/** Options for `NodemodEvents.on`. */
export interface EventOptions {
  /** When `true`, the listener removes itself after its first call. */
  once?: boolean;
  /**
   * Number used to sort the records returned by `getListeners`, highest first; defaults to
   * `0`. It does not change the order in which NodeMod calls the listeners, which is always
   * the order of registration.
   */
  priority?: number;
}

/**
 * Player details that `NodemodEvents` assembles internally on `dllClientConnect` and
 * `dllClientDisconnect`. In this version the object is not handed to plugins; the type
 * documents its shape.
 */
export interface PlayerInfo {
  /** The player's entity. */
  entity: nodemod.Entity;
  /** The player's entity index (engine `pfnIndexOfEdict`), 1 to `maxClients`. */
  id: number;
  /** The player's name: the `pszName` of game DLL `pfnClientConnect`, or `pev->netname` on disconnect. */
  name: string;
  /** The player's network address (`pszAddress` of game DLL `pfnClientConnect`); absent on disconnect. */
  address?: string;
  /** The player's authentication ID from engine `pfnGetPlayerAuthId`, e.g. a Steam ID. */
  steamId: string;
  /** The server-assigned user ID from engine `pfnGetPlayerUserId`; absent on disconnect. */
  userId?: number;
}

/**
 * Spawn details that `NodemodEvents` assembles internally on `dllSpawn`. In this version the
 * object is not handed to plugins; the type documents its shape.
 */
export interface SpawnInfo {
  /** The entity being spawned. */
  entity: nodemod.Entity;
  /** Its entity index (engine `pfnIndexOfEdict`). */
  id: number;
  /** `pev->netname`, present only when it is set (players). */
  name?: string;
  /** `pev->classname`, e.g. `'player'` or `'weapon_crowbar'`. */
  className: string;
}

/**
 * Server state that `NodemodEvents` assembles internally on every `dllStartFrame`. In this
 * version the object is not handed to plugins; the type documents its shape.
 */
export interface FrameInfo {
  /** Server time in seconds, from `nodemod.time`. */
  time: number;
  /** Name of the current map, from `nodemod.mapname`. */
  mapname: string;
  /** Number of entries in `nodemod.players`. */
  playerCount: number;
}

/**
 * The callback type of an event: the signature `nodemod.on` expects for that event name.
 * @typeParam T - The event name; defaults to any key of `nodemod.EventCallbacks`.
 */
export type EventHandler<T extends keyof nodemod.EventCallbacks = keyof nodemod.EventCallbacks> = nodemod.EventCallbacks[T];

/**
 * Condition function for `NodemodEvents.filter`; receives the same arguments as the event's
 * callback.
 * @typeParam T - The event name; defaults to any key of `nodemod.EventCallbacks`.
 * @param args - The event's arguments.
 * @returns `true` to run the handler for this occurrence, `false` to skip it.
 */
export type EventPredicate<T extends keyof nodemod.EventCallbacks = keyof nodemod.EventCallbacks> = (...args: Parameters<nodemod.EventCallbacks[T]>) => boolean;

/**
 * Conversion function for `NodemodEvents.map`; receives the same arguments as the event's
 * callback.
 * @typeParam T - The event name; defaults to any key of `nodemod.EventCallbacks`.
 * @param args - The event's arguments.
 * @returns Any value; `map` currently discards it.
 */
export type EventTransformer<T extends keyof nodemod.EventCallbacks = keyof nodemod.EventCallbacks> = (...args: Parameters<nodemod.EventCallbacks[T]>) => any;

/**
 * Event service of `@nodemod/core`, reachable as `nodemodCore.events` after
 * `import nodemodCore from '@nodemod/core'`. It adds conveniences on top of `nodemod.on`:
 * one-time listeners, removal by the original function, promises (`waitFor`), filtering,
 * throttling and debouncing. Event names and callback signatures are those of
 * `nodemod.EventCallbacks` (`dllX`/`postDllX` for game DLL functions, `engX`/`postEngX` for
 * engine functions).
 */
export default class NodemodEvents {
  /**
   * Sets up internal listeners on `dllClientConnect`, `dllClientDisconnect`, `dllSpawn` and
   * `dllStartFrame` through `on`, so they also appear in `getListeners`. The library creates
   * this instance itself; plugins use `nodemodCore.events`.
   */
  constructor();
  /**
   * Adds a listener with `nodemod.on` and records it for `off` and `getListeners`. NodeMod
   * does not add a function that is already registered for the same event a second time.
   * @typeParam T - The event name.
   * @param eventName - Name of the event, e.g. `'dllClientConnect'`.
   * @param handler - Callback with the event's signature.
   * @param options - `once` and `priority`; defaults to `{}`.
   * @returns This service, for chaining.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.events
   *   .on('dllClientConnect', (client, name, address) => {
   *     console.log(`${name} connecting from ${address}`);
   *   })
   *   .on('dllClientDisconnect', (client) => {
   *     console.log(`${client.netname} left`);
   *   });
   * ```
   */
  on<T extends keyof nodemod.EventCallbacks>(eventName: T, handler: nodemod.EventCallbacks[T], options?: EventOptions): this;
  /**
   * Removes the first listener of the event that was added through this service with the
   * given function (matched against both the original and the registered function), using
   * `nodemod.removeListener`. Listeners added directly with `nodemod.on` are not affected.
   * @typeParam T - The event name.
   * @param eventName - Name of the event.
   * @param handler - The function passed to `on` or `once`.
   * @returns This service, for chaining.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // Log every client command for one minute, then stop.
   * const logCommand = (client: nodemod.Entity, text: string) =>
   *   console.log(`${client.netname}: ${text}`);
   * nodemodCore.events.on('dllClientCommand', logCommand);
   * setTimeout(
   *   () => nodemodCore.events.off('dllClientCommand', logCommand),
   *   60000,
   * );
   * ```
   */
  off<T extends keyof nodemod.EventCallbacks>(eventName: T, handler: nodemod.EventCallbacks[T]): this;
  /**
   * Adds a listener that removes itself after it has run once (`on` with `once: true`). If
   * the handler throws, it stays registered.
   * @typeParam T - The event name.
   * @param eventName - Name of the event.
   * @param handler - Callback with the event's signature.
   * @returns This service, for chaining.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // Runs for the first player to enter after
   * // the plugin has loaded, then never again.
   * nodemodCore.events.once('dllClientPutInServer', (client) => {
   *   console.log(
   *     `First player since the plugin loaded: ${client.netname}`,
   *   );
   * });
   * ```
   */
  once<T extends keyof nodemod.EventCallbacks>(eventName: T, handler: nodemod.EventCallbacks[T]): this;
  /**
   * Forgets this service's listener records (for one event or for all) and calls
   * `nodemod.clearListeners`. In the NodeMod binding this reference documents, that native
   * call ignores the event name and discards the registrations of every event, including
   * listeners of other modules such as the command dispatcher of `nodemodCore.cmd`; prefer
   * `off` to remove individual listeners.
   * @param eventName - Event whose records are dropped; omit it to drop all records.
   * @returns This service, for chaining.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // Emergency stop: no script receives any event
   * // (cmd and menu included) until nodemod_reload.
   * nodemodCore.cmd.add({
   *   name: 'nm_stop_events',
   *   type: 'server',
   *   handler: () => {
   *     nodemodCore.events.clearListeners();
   *   },
   * });
   * ```
   */
  clearListeners(eventName?: keyof nodemod.EventCallbacks): this;
  /**
   * Lists the listeners added to an event through this service, sorted by priority (highest
   * first).
   * @typeParam T - The event name.
   * @param eventName - Name of the event.
   * @returns The service's internal array for that event (do not modify it), or an empty
   * array.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // The count includes the listener the
   * // library itself adds to dllClientConnect.
   * nodemodCore.cmd.add({
   *   name: 'nm_listeners',
   *   type: 'server',
   *   handler: () => {
   *     const records = nodemodCore.events.getListeners('dllClientConnect');
   *     console.log(
   *       `dllClientConnect: ${records.length} listener(s) ` +
   *         `added through nodemodCore.events`,
   *     );
   *   },
   * });
   * ```
   */
  getListeners<T extends keyof nodemod.EventCallbacks>(eventName: T): EventListener<T>[];
  /**
   * Waits for the next occurrence of an event, using a one-time listener.
   * @typeParam T - The event name.
   * @param eventName - Name of the event.
   * @param timeout - Maximum wait in milliseconds; defaults to `10000`.
   * @returns A promise that resolves with the event's arguments as an array, or rejects with
   * an `Error` after `timeout` milliseconds (the listener is then removed).
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.events
   *   .waitFor('dllClientPutInServer', 60000)
   *   .then(([client]) =>
   *     console.log(`${client.netname} joined within a minute`),
   *   )
   *   .catch(() => console.log('Nobody joined within a minute'));
   * ```
   */
  waitFor<T extends keyof nodemod.EventCallbacks>(eventName: T, timeout?: number): Promise<Parameters<nodemod.EventCallbacks[T]>>;
  /**
   * Adds a listener that runs `handler` only when `predicate` returns `true` for the event's
   * arguments. It is registered under an internal wrapper, so it cannot be removed with
   * `off`.
   * @typeParam T - The event name.
   * @param eventName - Name of the event.
   * @param predicate - Condition checked on every occurrence.
   * @param handler - Callback run when the condition holds.
   * @returns This service, for chaining.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // The address includes the port, e.g. "192.168.1.20:27005".
   * nodemodCore.events.filter(
   *   'dllClientConnect',
   *   (client, name, address) => address.startsWith('192.168.'),
   *   (client, name) => console.log(`${name} is connecting from the LAN`),
   * );
   * ```
   */
  filter<T extends keyof nodemod.EventCallbacks>(eventName: T, predicate: EventPredicate<T>, handler: nodemod.EventCallbacks[T]): this;
  /**
   * Adds a listener that calls `transformer` with the event's arguments on every
   * occurrence. The transformed value is discarded and `newEventName` is not used; no other
   * event is fired.
   * @typeParam T - The event name.
   * @param eventName - Name of the event.
   * @param transformer - Function called with the event's arguments.
   * @param newEventName - Accepted but ignored.
   * @returns This service, for chaining.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // The returned string is thrown away; only
   * // the console.log inside has an effect.
   * nodemodCore.events.map('dllClientDisconnect', (client) => {
   *   console.log(`${client.netname} disconnected`);
   *   return client.netname;
   * });
   * ```
   */
  map<T extends keyof nodemod.EventCallbacks>(eventName: T, transformer: EventTransformer<T>, newEventName?: keyof nodemod.EventCallbacks): this;
  /**
   * Adds a listener that runs `handler` at most once per `delay` milliseconds of wall-clock
   * time (`Date.now`). The first occurrence runs immediately; occurrences inside the window
   * are dropped, not delayed. The listener cannot be removed with `off`.
   * @typeParam T - The event name.
   * @param eventName - Name of the event, e.g. `'dllStartFrame'`.
   * @param handler - Callback with the event's signature.
   * @param delay - Minimum time between two calls in milliseconds; defaults to `1000`.
   * @returns This service, for chaining.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // At most one logged command per second;
   * // the others are dropped, not queued.
   * nodemodCore.events.throttle('dllClientCommand', (client, text) => {
   *   console.log(`${client.netname}: ${text}`);
   * }, 1000);
   * ```
   */
  throttle<T extends keyof nodemod.EventCallbacks>(eventName: T, handler: nodemod.EventCallbacks[T], delay?: number): this;
  /**
   * Adds a listener that runs `handler` once the event has been quiet for `delay`
   * milliseconds, with the arguments of the last occurrence. The call comes from a Node.js
   * timer after the engine callback has returned, so `nodemod.setMetaResult` has no effect
   * there. The listener cannot be removed with `off`.
   * @typeParam T - The event name.
   * @param eventName - Name of the event.
   * @param handler - Callback with the event's signature.
   * @param delay - Quiet period in milliseconds; defaults to `1000`.
   * @returns This service, for chaining.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // Players join in a burst after a map change;
   * // announce once nobody joined for 3 seconds.
   * nodemodCore.events.debounce('dllClientPutInServer', () => {
   *   nodemodCore.util.messageAll(
   *     `${nodemod.players.length} players are in, have fun`,
   *   );
   * }, 3000);
   * ```
   */
  debounce<T extends keyof nodemod.EventCallbacks>(eventName: T, handler: nodemod.EventCallbacks[T], delay?: number): this;
}
