/// <reference path="../nodemod/index.d.ts" />

/**
 * Listening to NodeMod's engine and game DLL events (the names and callback signatures of
 * `nodemod.EventCallbacks`, e.g. `dllClientPutInServer` or `postEngSetModel`) with
 * conveniences that `nodemod.on` lacks. Start with `nodemodCore.events.on`, `once` and
 * `off`; `filter`, `throttle` and `debounce` wrap a handler in a condition or a rate limit,
 * and `waitFor` returns a promise for the next occurrence. Remove a listener with `off`,
 * given the function you passed.
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
 * Event service of `@nodemod/core`, reachable as `nodemodCore.events` after
 * `import nodemodCore from '@nodemod/core'`. It adds conveniences on top of `nodemod.on`:
 * one-time listeners, removal by the original function, promises (`waitFor`), filtering,
 * throttling and debouncing. Event names and callback signatures are those of
 * `nodemod.EventCallbacks` (`dllX`/`postDllX` for game DLL functions, `engX`/`postEngX` for
 * engine functions).
 */
export default class NodemodEvents {
  /**
   * Adds a listener with `nodemod.on`, and nothing more: the function is the listener, so
   * `off` or `nodemod.removeListener` removes it. NodeMod does not add a function that is already
   * registered for the same event a second time.
   * @typeParam T - The event name.
   * @param eventName - Name of the event, e.g. `'dllClientConnect'`.
   * @param handler - Callback with the event's signature.
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
  on<T extends keyof nodemod.EventCallbacks>(eventName: T, handler: nodemod.EventCallbacks[T]): this;
  /**
   * Removes a listener with `nodemod.removeListener`. Given the function passed to `once`,
   * `filter`, `throttle` or `debounce`, it removes the wrapper this service registered for it
   * (the last one, when the same function was passed more than once); given any other function,
   * it removes that function, however it was added.
   * @typeParam T - The event name.
   * @param eventName - Name of the event.
   * @param handler - The function passed to `on`, `once`, `filter`, `throttle` or `debounce`.
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
   * Adds a listener that removes itself the first time the event fires, before it calls
   * `handler`; `off` with the same function removes it before then.
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
   * Waits for the next occurrence of an event, using a one-time listener.
   * @typeParam T - The event name.
   * @param eventName - Name of the event.
   * @param timeout - Maximum wait in milliseconds; defaults to `10000`.
   * @returns A promise that resolves with the event's arguments as an array, or rejects with
   * an `Error` ("Event … timeout after … ms") after `timeout` milliseconds of a Node.js timer
   * (the listener is then removed).
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
   * arguments. It is registered under a wrapper; `off` with `handler` removes it.
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
   * Adds a listener that runs `handler` at most once per `delay` milliseconds of wall-clock
   * time (`Date.now`). The first occurrence runs immediately; occurrences inside the window
   * are dropped, not delayed. `off` with `handler` removes it.
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
   * there. `off` with `handler` removes the listener (a call already waiting on the timer still
   * runs).
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
