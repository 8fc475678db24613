/// <reference path="../nodemod/index.d.ts" />

/**
 * Commands a plugin adds to the game: client commands that players type in their console
 * (or bind to a key), and server console commands for admins and config files. Start with
 * `nodemodCore.cmd.register` for a client command with a `(client, args)` handler, use
 * `nodemodCore.cmd.add` with `type: 'server'` for a console command, and
 * `nodemodCore.cmd.run` to execute a console command line. A client command that matches a
 * registered name is superseded, so the game DLL never sees it: registering a name the game
 * handles itself, such as `say`, takes that command away from the game. Chat text reaches
 * the server as the command `say` with the text as its arguments, so typing a registered
 * name in chat does not run it.
 *
 * @example
 * ```ts
 * import nodemodCore from '@nodemod/core';
 *
 * // Client command: a player types "nm_roll 20" in the console.
 * nodemodCore.cmd.register('nm_roll', (client, args) => {
 *   const sides = parseInt(args[0] ?? '6', 10) || 6;
 *   const result = 1 + Math.floor(Math.random() * sides);
 *   nodemodCore.util.messageAll(
 *     `${client.netname} rolled ${result} (1-${sides})`,
 *   );
 * });
 *
 * // Server command: "nm_map crossfire" in the
 * // server console changes the map if it exists.
 * nodemodCore.cmd.add({ name: 'nm_map', type: 'server', handler: () => {
 *   const map = nodemod.eng.cmdArgv(1);
 *   if (map && nodemod.eng.isMapValid(map))
 *     nodemodCore.cmd.run(`changelevel ${map}`);
 *   else console.log(`nm_map: unknown map "${map}"`);
 * } });
 * ```
 *
 * @module
 */

/**
 * Information handed to a client command handler (`CommandHandler`) each time a player
 * runs a command registered with `NodemodCmd.add`.
 */
export interface CommandContext {
  /**
   * The command line as the engine reports it in the `dllClientCommand` event: the command
   * name, followed by a space and the argument string when arguments were given.
   */
  text: string;
  /**
   * `text` split into words. Words are separated by spaces, text in double quotes stays one
   * word (the quotes are removed) and empty words are dropped. `args[0]` is the command name.
   */
  args: string[];
  /** The player entity that sent the command. */
  client: nodemod.Entity;
}

/**
 * Function type for client commands (`type: 'client'` in `CommandOptions`). It is called
 * from NodeMod's pre-hook of game DLL `pfnClientCommand` (DLL_FUNCTIONS).
 */
export interface CommandHandler {
  /**
   * Handles one execution of the client command.
   * @param ctx - The sending player, the raw command text and the parsed arguments.
   */
  (ctx: CommandContext): void;
}

/**
 * Function type for server console commands (`type: 'server'` in `CommandOptions`). It is
 * called by the engine when the command is typed in the server console or executed from a
 * config file.
 */
export interface ServerCommandHandler {
  /**
   * Handles one execution of the server command. No arguments are passed; read them with
   * `nodemod.eng.cmdArgc()`, `nodemod.eng.cmdArgv(i)` and `nodemod.eng.cmdArgs()`
   * (engine `pfnCmd_Argc`, `pfnCmd_Argv`, `pfnCmd_Args`).
   */
  (): void;
}

/**
 * Description of a command for `NodemodCmd.add`; the same objects are kept in the registry
 * and returned by `NodemodCmd.getCommand`.
 */
export interface CommandOptions {
  /**
   * The command name as typed, without arguments. It is compared case-sensitively with the
   * first word of the command line.
   */
  name: string;
  /**
   * `'client'` for a command sent by a player's client, `'server'` for a server console
   * command.
   */
  type: 'client' | 'server';
  /**
   * The function to run: a `CommandHandler` for client commands, a `ServerCommandHandler`
   * for server commands.
   */
  handler: CommandHandler | ServerCommandHandler;
}

/**
 * Command registry of `@nodemod/core`, reachable as `nodemodCore.cmd` after
 * `import nodemodCore from '@nodemod/core'`. It registers client commands (sent by players'
 * clients) and server console commands, and runs commands in the server console.
 */
export default class NodemodCmd {
  /**
   * Creates the registry and subscribes to the `dllClientCommand` event (pre-hook of game DLL
   * `pfnClientCommand`). When the first word of a client command matches a registered client
   * command, the result is set to `META_RES.SUPERCEDE`, so the game DLL never sees that
   * command, and the handler runs. The library creates this instance itself; plugins use
   * `nodemodCore.cmd` instead of constructing one.
   */
  constructor();
  /**
   * Looks up a registered command. When several entries share name and type, the one
   * registered first is returned, and it is also the one that handles the command.
   * @param commandName - Exact, case-sensitive command name.
   * @param type - `'client'` or `'server'`.
   * @returns The `CommandOptions` object that was registered, or `undefined` if there is none.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * if (nodemodCore.cmd.getCommand('nm_help', 'client') === undefined) {
   *   nodemodCore.cmd.register('nm_help', (client) => {
   *     nodemodCore.util.messageClient(client, 'Ask an admin in chat.');
   *   });
   * }
   * ```
   */
  getCommand(commandName: string, type: string): CommandOptions | undefined;
  /**
   * Adds a command to the registry. Client commands are dispatched from the
   * `dllClientCommand` event; server commands are also registered with the engine through
   * `nodemod.eng.addServerCommand` (engine `pfnAddServerCommand`), so they become console
   * commands of the server.
   * @param options - Name, type and handler of the command.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.add({
   *   name: 'nm_echo',
   *   type: 'client',
   *   handler: (ctx) => {
   *     nodemodCore.util.messageClient(
   *       ctx.client,
   *       `Server received: ${ctx.text}`,
   *     );
   *   },
   * });
   * ```
   */
  add(options: CommandOptions): void;
  /**
   * Shortcut for adding a client command whose handler takes the player and the arguments
   * directly. It calls `add` with `type: 'client'`.
   * @param name - Command name players type, e.g. `'hello'`.
   * @param handler - Called with the sending player and the arguments after the command name
   * (`CommandContext.args` without its first element).
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_me', (client, args) => {
   *   // "nm_me waves hello" gives args ['waves', 'hello'].
   *   if (args.length > 0)
   *     nodemodCore.util.messageAll(
   *       `* ${client.netname} ${args.join(' ')}`,
   *     );
   * });
   * ```
   */
  register(name: string, handler: (client: nodemod.Entity, args: string[]) => void): void;
  /**
   * Sends a command line to the server console via `nodemod.eng.serverCommand` (engine
   * `pfnServerCommand`, `SERVER_COMMAND`), appending the line break the engine expects. The
   * engine queues the line and runs it when it next processes its command buffer, not
   * during this call.
   * @param command - Console command with its arguments, e.g. `'changelevel crossfire'`.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.add({
   *   name: 'nm_reload',
   *   type: 'server',
   *   handler: () => {
   *     // Queued: the map restarts after this handler has returned.
   *     nodemodCore.cmd.run(`changelevel ${nodemodCore.mapname}`);
   *   },
   * });
   * ```
   */
  run(command: string): void;
}
