/// <reference path="./enums.d.ts" />
/// <reference path="./structures.d.ts" />
/// <reference path="./prediction.d.ts" />
/// <reference path="./events.d.ts" />
/// <reference path="./events-engine.d.ts" />
/// <reference path="../../generated/nodemod/events-post.d.ts" />
/// <reference path="./engine.d.ts" />
/// <reference path="./dll.d.ts" />

/**
 * The global object that NodeMod provides to the plugin's scripts. It holds the engine functions
 * (`eng`, HLSDK `enginefuncs_t`), the game DLL functions (`dll`, HLSDK `DLL_FUNCTIONS`), the event
 * system (`on` and related functions, events listed in `EventCallbacks`), the Metamod result
 * (`setMetaResult`, `getMetaResult`), current server state (`mapname`, `time`, `frametime`,
 * `players`, `cwd`, `gameDir`), and the types, structures and constants of the HLSDK.
 */
declare namespace nodemod {
  /**
   * Working directory of the server process when NodeMod created the `nodemod` object for the
   * script, normally the HLDS installation directory. NodeMod reads it before it switches to the
   * plugins folder to load the script, so it is not that folder. NodeMod does not update it until
   * the script is loaded again (`nodemod_reload`).
   */
  const cwd: string;
  /**
   * Entities of the currently connected clients: the player slots `1` to `gpGlobals->maxClients` for
   * which the engine reports a user ID greater than `0`, in slot order. A new array is built on
   * every read.
   */
  const players: Entity[];
  /**
   * Name of the current map without the `.bsp` extension, e.g. `crossfire` (HLSDK
   * `gpGlobals->mapname`). Read from the engine on every access.
   */
  const mapname: string;
  /**
   * Current server time in seconds (HLSDK `gpGlobals->time`), counted from when the current map was
   * loaded; the clock that entity fields such as `nextthink` use. Read from the engine on every
   * access.
   */
  const time: number;
  /**
   * Length in seconds of the server frame being run (HLSDK `gpGlobals->frametime`), e.g. about
   * `0.01` at 100 frames a second. Read from the engine on every access. When the engine runs a
   * player's movement command, it sets the value to the length of that command before
   * `dllPlayerPostThink` and `dllCmdEnd`, and sets it back after it has read the client's packet or
   * at the next frame.
   *
   * @example
   * ```ts
   * // Seconds the server has run frames for, from their lengths
   * let running = 0;
   * nodemod.on('dllStartFrame', () => {
   *   running += nodemod.frametime;
   * });
   * ```
   */
  const frametime: number;
  /**
   * The game directory the server runs, as the engine gives it (`pfnGetGameDir`): the name passed
   * with `-game`, such as `cstrike` or `valve`. Read from the engine on every access.
   *
   * @example
   * ```ts
   * if (nodemod.gameDir === 'cstrike') {
   *   console.log('Counter-Strike rules apply');
   * }
   * ```
   */
  const gameDir: string;

  /**
   * Adds a listener for an event. Listeners run synchronously when the event fires, in the order
   * they were added; adding the same function to the same event a second time has no effect, and an
   * event name that does not exist is ignored without an error. An exception thrown by a listener is
   * logged and the next listeners still run, but a listener that leaves the Metamod result at
   * `META_RES.SUPERCEDE` is the last one to run for that call. What a listener returns becomes the
   * result of the hooked function when the result is `OVERRIDE` or `SUPERCEDE`; see
   * [`EventCallbacks`](/docs/api/nodemod/Interface/EventCallbacks) for how the value is converted.
   * `addEventListener` and `addListener` are aliases of this function.
   *
   * @typeParam T - Name of the event, a key of `EventCallbacks`.
   * @param eventName - Event to listen to, e.g. `dllClientConnect` or `postEngSetModel`.
   * @param callback - Function called with the event's arguments each time the event fires.
   */
  function on<T extends keyof EventCallbacks>(eventName: T, callback: EventCallbacks[T]): void;
  /**
   * Adds a listener for an event; an alias of `on` with exactly the same behaviour.
   *
   * @typeParam T - Name of the event, a key of `EventCallbacks`.
   * @param eventName - Event to listen to.
   * @param callback - Function called with the event's arguments each time the event fires.
   */
  function addEventListener<T extends keyof EventCallbacks>(eventName: T, callback: EventCallbacks[T]): void;
  /**
   * Adds a listener for an event; an alias of `on` with exactly the same behaviour.
   *
   * @typeParam T - Name of the event, a key of `EventCallbacks`.
   * @param eventName - Event to listen to.
   * @param callback - Function called with the event's arguments each time the event fires.
   */
  function addListener<T extends keyof EventCallbacks>(eventName: T, callback: EventCallbacks[T]): void;
  /**
   * Removes a listener that was added with `on`, `addEventListener` or `addListener`. Nothing
   * happens if the function is not registered for that event or the event does not exist.
   * `removeEventListener` is an alias of this function.
   *
   * @typeParam T - Name of the event, a key of `EventCallbacks`.
   * @param eventName - Event the listener was added to.
   * @param callback - The same function object that was passed when adding the listener.
   */
  function removeListener<T extends keyof EventCallbacks>(eventName: T, callback: EventCallbacks[T]): void;
  /**
   * Removes a listener for an event; an alias of `removeListener` with exactly the same behaviour.
   *
   * @typeParam T - Name of the event, a key of `EventCallbacks`.
   * @param eventName - Event the listener was added to.
   * @param callback - The same function object that was passed when adding the listener.
   */
  function removeEventListener<T extends keyof EventCallbacks>(eventName: T, callback: EventCallbacks[T]): void;
  /**
   * Removes event listeners. In the current native implementation the argument is ignored: the call
   * discards NodeMod's whole event table, so every listener of every event is dropped, no events are
   * delivered any more and `on` cannot add new listeners until the scripts are reloaded (server
   * command `nodemod_reload`).
   *
   * @param eventName - Event whose listeners should be removed; currently ignored.
   */
  function clearListeners(eventName?: keyof EventCallbacks): void;
  /**
   * Calls the listeners of an event synchronously with the given arguments, as if NodeMod had fired
   * the event. Only the JavaScript listeners run: no engine or game DLL function is called. An event
   * name that does not exist is ignored. As in a hook, NodeMod stops after any listener that leaves
   * the Metamod result at `META_RES.SUPERCEDE`; `fire` does not reset the result first, so when it is
   * already `SUPERCEDE` (in a listener that has superseded its call) only the first listener runs.
   * A number, boolean or string a listener returns is printed to the server console
   * (`JS returned number: …`). For any returned value that does not convert to `0` (see
   * [`EventCallbacks`](/docs/api/nodemod/Interface/EventCallbacks)), NodeMod also prints the memory
   * the converted value points to as text, which can crash the server when the listener returns a
   * BigInt or a whole number above 65536.
   *
   * @typeParam T - Name of the event, a key of `EventCallbacks`.
   * @param eventName - Event whose listeners are called.
   * @param args - Arguments passed to each listener, matching the event's callback signature.
   */
  function fire<T extends keyof EventCallbacks>(eventName: T, ...args: Parameters<EventCallbacks[T]>): void;
  /**
   * Looks up the ID of a user message (network message to clients) that the game DLL registered with
   * engine `pfnRegUserMsg`, using Metamod's `GET_USER_MSG_ID`. The game DLL registers its messages
   * while a map loads, so an ID can only be found after that.
   *
   * @param msgName - Message name, e.g. `SayText`, `TextMsg` or `ScreenFade`.
   * @returns The message ID to use with engine `pfnMessageBegin`, or `0` if no message of that name
   * is registered.
   */
  function getUserMsgId(msgName: string): number;
  /**
   * Looks up the name of a user message by its ID, using Metamod's `GET_USER_MSG_NAME`.
   *
   * @param msgId - Message ID, as used with engine `pfnMessageBegin`.
   * @returns The message name, or an empty string if Metamod knows no message with that ID.
   */
  function getUserMsgName(msgId: number): string;
  /**
   * Sets the Metamod result of the hook currently being handled (Metamod's `SET_META_RESULT`). Call
   * it inside an event callback: NodeMod resets the result to `META_RES.IGNORED` before it calls the
   * listeners, and the last value set wins, but once a listener returns with `META_RES.SUPERCEDE`
   * set, no later listener of that call runs. In a pre event (`dllX` / `engX`), `SUPERCEDE` keeps
   * the original function from running; `HANDLED` and `OVERRIDE` let it run. In a post event the
   * function has already run. With `OVERRIDE` or `SUPERCEDE`, a function that returns a value gives
   * its caller the value the last listener to run returns, `0` when it returns nothing (see
   * [`EventCallbacks`](/docs/api/nodemod/Interface/EventCallbacks)). Once the server runs, Node.js's
   * event loop (timers, I/O callbacks) runs inside NodeMod's `pfnStartFrame` hooks, so a result set
   * from there is that of `pfnStartFrame`: `SUPERCEDE` in the pre hook keeps the game's
   * `pfnStartFrame` from running.
   *
   * @param result - Metamod result code (Metamod `META_RES`), e.g. `META_RES.SUPERCEDE`.
   */
  function setMetaResult(result: META_RES): void;
  /**
   * Returns the Metamod result of the hook currently being handled (Metamod's `mres`):
   * `META_RES.IGNORED`, which NodeMod sets before it calls the listeners, or the value that this
   * listener or an earlier one of the same call set with `setMetaResult`. An earlier listener's
   * `SUPERCEDE` does not show here, because no listener runs after it; `HANDLED` and `OVERRIDE` do.
   * Other Metamod plugins' results are not included: Metamod resets the result before it calls
   * each plugin.
   *
   * @returns The current result, a `META_RES` value.
   *
   * @example
   * ```ts
   * nodemod.on('dllClientCommand', (client, text) => {
   *   // An earlier listener marked the command as handled
   *   if (nodemod.getMetaResult() !== nodemod.META_RES.IGNORED) return;
   *   if (text === 'ping') console.log(`${client.netname} pinged`);
   * });
   * ```
   */
  function getMetaResult(): META_RES;
  /**
   * Sets an internal "continue" flag in NodeMod's native code. In the current implementation nothing
   * reads this flag, so calling it has no visible effect.
   */
  function continueServer(): void;
}
