/// <reference path="../nodemod/index.d.ts" />

/**
 * Commands a plugin adds to the game: commands that players type in their console (or bind to
 * a key), and server console commands for admins and config files. Three shortcuts cover the
 * usual cases: `nodemodCore.cmd.register` for a command that players and the server console
 * can both run (the handler gets the player, or `null` from the console),
 * `nodemodCore.cmd.registerClient` for a player command that the game may also see, and
 * `nodemodCore.cmd.registerServer` for a server console command; `nodemodCore.cmd.run` executes
 * a console command line. A handler may return a `nodemod.META_RES` value: it becomes the
 * Metamod result of the player's command, so returning `nodemod.META_RES.SUPERCEDE` keeps the
 * game DLL from seeing it. Chat text reaches the server as the command `say` with the text as
 * its arguments, so typing a registered name in chat does not run it.
 *
 * @example
 * ```ts
 * import nodemodCore from '@nodemod/core';
 *
 * // A player types "nm_roll 20" in the console.
 * nodemodCore.cmd.register('nm_roll', (client, args) => {
 *   if (!client) return; // run from the server console
 *   const sides = parseInt(args[0] ?? '6', 10) || 6;
 *   const result = 1 + Math.floor(Math.random() * sides);
 *   nodemodCore.util.messageAll(
 *     `${client.netname} rolled ${result} (1-${sides})`,
 *   );
 * });
 *
 * // "nm_map crossfire" in the server console
 * // changes the map if it exists.
 * nodemodCore.cmd.registerServer('nm_map', (args) => {
 *   const map = args[0];
 *   if (map && nodemod.eng.isMapValid(map))
 *     nodemodCore.cmd.run(`changelevel ${map}`);
 *   else console.log(`nm_map: unknown map "${map}"`);
 * });
 * ```
 *
 * @module
 */

/**
 * Information handed to a `CommandHandler`: a command registered with `type: 'console'`
 * (`NodemodCmd.register`), run by a player or from the server console.
 */
export interface CommandContext {
  /**
   * The command line. From a player, as the engine reports it in the `dllClientCommand` event:
   * the command name, followed by a space and the argument string when arguments were given.
   * From the server console, the argument string alone (`nodemod.eng.cmdArgs()`).
   */
  text: string;
  /**
   * The words of the command line, the command name first. From a player, `text` split at
   * spaces, text in double quotes kept as one word (the quotes removed) and empty words
   * dropped; from the server console, the engine's own words (`nodemod.eng.cmdArgv(i)`).
   */
  args: string[];
  /** The player entity that sent the command, or `null` when it was run from the server console. */
  client: nodemod.Entity | null;
}

/**
 * Information handed to a `ClientCommandHandler`: a command registered with `type: 'client'`
 * (`NodemodCmd.registerClient`), run by a player.
 */
export interface ClientCommandContext {
  /**
   * The command line as the engine reports it in the `dllClientCommand` event: the command name,
   * followed by a space and the argument string when arguments were given.
   */
  text: string;
  /**
   * `text` split into words. Words are separated by spaces, text in double quotes stays one word
   * (the quotes are removed) and empty words are dropped. `args[0]` is the command name.
   */
  args: string[];
  /** The player entity that sent the command. */
  client: nodemod.Entity;
}

/**
 * Information handed to a `ServerCommandHandler`: a command registered with `type: 'server'`
 * (`NodemodCmd.registerServer`), run from the server console or a config file.
 */
export interface ServerCommandContext {
  /** The argument string after the command name (`nodemod.eng.cmdArgs()`, engine `pfnCmd_Args`). */
  text: string;
  /**
   * The words of the command line as the engine split them (`nodemod.eng.cmdArgv(i)`), the
   * command name first.
   */
  args: string[];
}

/**
 * Function type for commands that players and the server console can both run
 * (`type: 'console'` in `CommandOptions`).
 */
export interface CommandHandler {
  /**
   * Handles one execution of the command.
   * @param ctx - The sending player (`null` from the server console), the command text and its
   * words.
   * @returns Nothing, or a `nodemod.META_RES` value for the player's command (see
   * `NodemodCmd.add`); a promise is not waited for. From the server console the value is
   * ignored.
   */
  (ctx: CommandContext): CommandResult;
}

/**
 * Function type for player commands (`type: 'client'` in `CommandOptions`). It is called from
 * NodeMod's pre-hook of game DLL `pfnClientCommand` (DLL_FUNCTIONS).
 */
export interface ClientCommandHandler {
  /**
   * Handles one execution of the player command.
   * @param ctx - The sending player, the raw command text and the parsed arguments.
   * @returns Nothing, or a `nodemod.META_RES` value that becomes the Metamod result of the
   * command: `nodemod.META_RES.SUPERCEDE` keeps the game DLL from seeing it. A promise is not
   * waited for.
   */
  (ctx: ClientCommandContext): CommandResult;
}

/**
 * Function type for server console commands (`type: 'server'` in `CommandOptions`). It is
 * called by the engine when the command is typed in the server console or executed from a
 * config file.
 */
export interface ServerCommandHandler {
  /**
   * Handles one execution of the server command.
   * @param ctx - The argument string and the words of the command line.
   * @returns Anything: the value is ignored.
   */
  (ctx: ServerCommandContext): CommandResult;
}

/**
 * What a command handler returns: nothing, a `nodemod.META_RES` value, or a promise of either
 * (an `async` handler), which is not waited for. Not exported by the module.
 */
type CommandResult = nodemod.META_RES | void | Promise<nodemod.META_RES | void>;

/**
 * Description of a command for `NodemodCmd.add`; the same objects are kept in the registry and
 * returned by `NodemodCmd.getCommands`.
 */
export interface CommandOptions {
  /**
   * The command name as typed, without arguments. It is compared case-sensitively with the first
   * word of the command line.
   */
  name: string;
  /**
   * `'console'` for a command that players and the server console can both run, `'client'` for a
   * command sent by a player's client, `'server'` for a server console command.
   */
  type: 'console' | 'client' | 'server';
  /**
   * The function to run: a `CommandHandler` for `'console'`, a `ClientCommandHandler` for
   * `'client'`, a `ServerCommandHandler` for `'server'`.
   */
  handler: CommandHandler | ClientCommandHandler | ServerCommandHandler;
}

/**
 * Command registry of `@nodemod/core`, reachable as `nodemodCore.cmd` after
 * `import nodemodCore from '@nodemod/core'`. It registers commands that players, the server
 * console or both can run, and runs commands in the server console.
 */
export default class NodemodCmd {
  /**
   * Creates the registry and subscribes to the `dllClientCommand` event (pre-hook of game DLL
   * `pfnClientCommand`) to dispatch players' commands (see `add`). The library creates this
   * instance itself; plugins use `nodemodCore.cmd` instead of constructing one.
   */
  constructor();
  /**
   * Looks up the registered commands of a name and type, in the order they were registered. A
   * player's command runs all `'client'` and `'console'` entries of its name in that order; the
   * server console runs only the handler registered last under a name, because the binding keeps
   * one engine callback per command name.
   * @param commandName - Exact, case-sensitive command name.
   * @param type - `'console'`, `'client'` or `'server'`.
   * @returns The `CommandOptions` objects that were registered; an empty array if there are none.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * const handlers = nodemodCore.cmd.getCommands('say', 'client');
   * console.log(`${handlers.length} handlers of say`);
   * ```
   */
  getCommands(commandName: string, type: string): CommandOptions[];
  /**
   * Looks up the first command registered with a name and type (the library marks it deprecated
   * in favour of `getCommands`, since several handlers may share a name).
   * @param commandName - Exact, case-sensitive command name.
   * @param type - `'console'`, `'client'` or `'server'`.
   * @returns The first `CommandOptions` object registered, or `undefined` if there is none.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * if (nodemodCore.cmd.getCommand('nm_help', 'client') === undefined) {
   *   nodemodCore.cmd.registerClient('nm_help', (client) => {
   *     nodemodCore.util.messageClient(client, 'Ask an admin in chat.');
   *     return nodemod.META_RES.SUPERCEDE;
   *   });
   * }
   * ```
   */
  getCommand(commandName: string, type: string): CommandOptions | undefined;
  /**
   * Adds a command to the registry.
   *
   * - `'server'` and `'console'` commands are also registered with the engine through
   *   `nodemod.eng.addServerCommand` (engine `pfnAddServerCommand`), so they become console
   *   commands of the server. Run there, the handler gets a context built from
   *   `nodemod.eng.cmdArgc`, `cmdArgv` and `cmdArgs`; what it returns is ignored, and an exception
   *   it throws is caught and printed with `console.error`. The binding keeps one callback per
   *   name, so adding a name again replaces the handler the server console runs. A name the
   *   engine already has as a command or cvar, such as `say`, stays the engine's own there.
   * - `'client'` and `'console'` commands are dispatched from the `dllClientCommand` event when
   *   the first word of a player's command matches: first every `'client'` handler of the name,
   *   then every `'console'` one, in the order they were added. Dispatch stops once the result is
   *   `nodemod.META_RES.SUPERCEDE`; a command that an earlier listener of `dllClientCommand`
   *   already superseded is left alone.
   * - Any number a handler returns for a player's command is passed to `nodemod.setMetaResult`,
   *   so give handlers a block body rather than an expression that yields a number.
   * - When no `'client'` handler matched and the result is still `nodemod.META_RES.IGNORED` after
   *   the handlers, the command is superseded: neither the game DLL nor the `dllClientCommand`
   *   listeners added after this one see it (NodeMod stops calling an event's listeners once one
   *   has set `SUPERCEDE`). A `'client'` command reaches the game unless a handler returns or
   *   sets `nodemod.META_RES.SUPERCEDE`. If a handler throws, the remaining handlers do not run
   *   and the command is not superseded.
   *
   * The handler's type does not follow from `type`, so TypeScript cannot infer the type of its
   * parameter: write it out, or use `register`, `registerClient` or `registerServer`.
   * @param options - Name, type and handler of the command.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.add({
   *   name: 'nm_echo',
   *   type: 'client',
   *   handler: (ctx: { client: nodemod.Entity; text: string }) => {
   *     nodemodCore.util.messageClient(
   *       ctx.client,
   *       `Server received: ${ctx.text}`,
   *     );
   *     return nodemod.META_RES.SUPERCEDE;
   *   },
   * });
   * ```
   */
  add(options: CommandOptions): void;
  /**
   * Shortcut for adding a command that players and the server console can both run: it calls
   * `add` with `type: 'console'`. A player's command is superseded unless the handler returns
   * another result (see `add`).
   * @param name - Command name, e.g. `'hello'`.
   * @param handler - Called with the sending player (`null` from the server console) and the
   * arguments after the command name (`CommandContext.args` without its first element).
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_me', (client, args) => {
   *   // "nm_me waves hello" gives args ['waves', 'hello'].
   *   const name = client ? client.netname : 'Console';
   *   if (args.length > 0)
   *     nodemodCore.util.messageAll(`* ${name} ${args.join(' ')}`);
   * });
   * ```
   */
  register(name: string, handler: (client: nodemod.Entity | null, args: string[]) => CommandResult): void;
  /**
   * Shortcut for adding a player command whose handler takes the player and the arguments
   * directly: it calls `add` with `type: 'client'`. The game DLL still gets the command unless the
   * handler returns `nodemod.META_RES.SUPERCEDE`, so it can watch a command the game handles,
   * such as `say`.
   * @param name - Command name players type.
   * @param handler - Called with the sending player and the arguments after the command name.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // Watch chat without taking it from the game.
   * nodemodCore.cmd.registerClient('say', (client, args) => {
   *   console.log(`${client.netname}: ${args.join(' ')}`);
   * });
   * ```
   */
  registerClient(name: string, handler: (client: nodemod.Entity, args: string[]) => CommandResult): void;
  /**
   * Shortcut for adding a server console command whose handler takes the arguments directly: it
   * calls `add` with `type: 'server'`.
   * @param name - Command name typed in the server console or a config file.
   * @param handler - Called with the arguments after the command name; what it returns is ignored.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.registerServer('nm_say', (args) => {
   *   nodemodCore.util.messageAll(args.join(' '));
   * });
   * ```
   */
  registerServer(name: string, handler: (args: string[]) => CommandResult): void;
  /**
   * Sends a command line to the server console via `nodemod.eng.serverCommand` (engine
   * `pfnServerCommand`, `SERVER_COMMAND`), appending the line break the engine expects. The
   * engine queues the line and runs it when it next processes its command buffer, not during
   * this call.
   * @param command - Console command with its arguments, e.g. `'changelevel crossfire'`.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.registerServer('nm_reload', () => {
   *   // Queued: the map restarts after this handler has returned.
   *   nodemodCore.cmd.run(`changelevel ${nodemodCore.mapname}`);
   * });
   * ```
   */
  run(command: string): void;
}
