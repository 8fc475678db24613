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
 * (`setMetaResult`), current server state (`mapname`, `time`, `players`, `cwd`), and the types,
 * structures and constants of the HLSDK.
 */
declare namespace nodemod {
  /**
   * Working directory of the server process at the moment NodeMod set up the script environment,
   * normally the HLDS installation directory. It is read once at load time and does not change.
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
   * Adds a listener for an event. Listeners run synchronously when the event fires, in the order
   * they were added; adding the same function to the same event a second time has no effect, and an
   * event name that does not exist is ignored without an error. An exception thrown by a listener is
   * logged and does not stop the other listeners. `addEventListener` and `addListener` are aliases
   * of this function.
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
   * Calls all listeners of an event synchronously with the given arguments, as if NodeMod had fired
   * the event. Only the JavaScript listeners run: no engine or game DLL function is called. An event
   * name that does not exist is ignored.
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
   * listeners, and the last value set wins. In a pre event (`dllX` / `engX`), `META_RES.SUPERCEDE`
   * keeps the original function from running; `HANDLED` and `OVERRIDE` let it run. In a post event
   * the function has already run.
   *
   * @param result - Metamod result code (Metamod `META_RES`), e.g. `META_RES.SUPERCEDE`.
   */
  function setMetaResult(result: META_RES): void;
  /**
   * Sets an internal "continue" flag in NodeMod's native code. In the current implementation nothing
   * reads this flag, so calling it has no visible effect.
   */
  function continueServer(): void;
}
