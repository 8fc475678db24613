/// <reference path="../nodemod/index.d.ts" />

/**
 * Finds the connected players and reads or changes their common state: health, armour, score,
 * maximum speed and position. Start with `nodemodCore.player.getAll`, `getById`, `getByName` or
 * `getPlayerInfo`, which return `PlayerInfo` snapshots (the values are copied, so look the player
 * up again for current ones), and with `sendMessage` and `broadcast` for text. `kick` passes the
 * entity index where the engine's `kick #` command expects the user ID, and `ban` only kicks; to
 * kick the right player, run `kick #` with `PlayerInfo.userId` through `nodemodCore.cmd.run`, as
 * below. `canSee` always returns `false`; use `nodemodCore.trace.canSee` instead.
 *
 * @example
 * ```ts
 * import nodemodCore from '@nodemod/core';
 *
 * const players = nodemodCore.player;
 *
 * // "top": show the caller the three highest scores
 * nodemodCore.cmd.register('top', (client) => {
 *   if (!client) return; // run from the server console
 *   const ranking = players
 *     .getAll()
 *     .sort((a, b) => b.frags - a.frags)
 *     .slice(0, 3);
 *   players.sendMessage(
 *     client,
 *     ranking.map((p, i) => `${i + 1}. ${p.name}: ${p.frags}`).join('\n'),
 *   );
 * });
 *
 * // Server console command "kickname": kicks the named player by user ID
 * nodemodCore.cmd.add({
 *   name: 'kickname',
 *   type: 'server',
 *   handler: () => {
 *     const target = players.getByName(nodemod.eng.cmdArgv(1));
 *     if (target)
 *       nodemodCore.cmd.run(
 *         `kick #${target.userId} "Kicked by the admin"`,
 *       );
 *   },
 * });
 * ```
 *
 * @module
 */

import type NodemodUtil from './util.js';
import type NodemodMsg from './msg.js';
import type NodemodSound from './sound.js';

/**
 * An `Entity` with an optional `deaths` count, the type `NodemodPlayer` reads deaths through.
 * The engine binding has no such field (the HLSDK keeps deaths in the game DLL's player
 * object, not in `entvars_t`), so it is normally `undefined` and the reported deaths are `0`.
 */
export interface PlayerEntity extends nodemod.Entity {
  /** Number of deaths, if a value was stored on the entity object. */
  deaths?: number;
}

/**
 * A snapshot of one player, built by `NodemodPlayer.getPlayerInfo` and returned by the lookup
 * methods of `nodemodCore.player`. The values are copied when the object is created and do not
 * follow later changes; the function members act on the live entity.
 */
export interface PlayerInfo {
  /** The player's entity. */
  entity: nodemod.Entity;
  /** Entity index (engine `pfnIndexOfEdict`), 1 to `maxplayers`. */
  id: number;
  /** Player name (`entvars_t::netname`). */
  name: string;
  /** Authentication ID from engine `pfnGetPlayerAuthId`, such as a `STEAM_0:...` string. */
  steamId: string;
  /** Server-assigned user ID from engine `pfnGetPlayerUserId` (the `#` number in `status`); `-1` if the entity is not a client. */
  userId: number;
  /** Legacy WON ID from engine `pfnGetPlayerWONId`, a leftover of the pre-Steam network. */
  wonId: number;
  /** Health (`entvars_t::health`). */
  health: number;
  /** Armour (`entvars_t::armorvalue`). */
  armor: number;
  /** Score (`entvars_t::frags`). */
  frags: number;
  /** Deaths; normally `0`, because the engine binding exposes no deaths field (see `PlayerEntity`). */
  deaths: number;
  /** Position `[x, y, z]` in world units (`entvars_t::origin`). */
  origin: number[];
  /** Angles `[pitch, yaw, roll]` in degrees (`entvars_t::angles`). */
  angles: number[];
  /** Velocity `[x, y, z]` in units per second (`entvars_t::velocity`). */
  velocity: number[];
  /** `true` when `health` is above `0`. */
  isAlive: boolean;
  /** Always `true`; only entities with a name are turned into a `PlayerInfo`. */
  isConnected: boolean;
  /** Team number from `NodemodPlayer.getPlayerTeam` (`entvars_t::team`, or `0`). */
  team: number;
  /** Value of the `model` key of the player's userinfo, or `''`. */
  model: string;
  /** Value of the `topcolor` userinfo key as a number (colour hue 0-255), `0` if not set. */
  topColor: number;
  /** Value of the `bottomcolor` userinfo key as a number (colour hue 0-255), `0` if not set. */
  bottomColor: number;
  /**
   * Sends a chat message to this player; same as `NodemodPlayer.sendMessage` with type `'chat'`.
   *
   * @param message - Text to send.
   */
  sendMessage: (message: string) => void;
  /**
   * Moves this player; same as `NodemodPlayer.teleport`.
   *
   * @param origin - New position `[x, y, z]`.
   * @param angles - Angles to set, or `null` (default) to keep them.
   */
  teleport: (origin: number[], angles?: number[] | null) => void;
  /**
   * Sets this player's health to `0`; same as `NodemodPlayer.kill`.
   */
  kill: () => void;
  /**
   * Kicks this player through `NodemodPlayer.kick`. The reason defaults to an empty string
   * here, not to the default text of `NodemodPlayer.kick`.
   *
   * @param reason - Text shown to the kicked player (default `''`).
   */
  kick: (reason?: string) => void;
  /**
   * Kicks this player with a ban notice through `NodemodPlayer.ban` (no ban is stored).
   *
   * @param duration - Ban length in minutes for the message; `0` (default) means permanent.
   * @param reason - Reason for the message (default `''`).
   */
  ban: (duration?: number, reason?: string) => void;
}

/**
 * A short summary of a player returned by `NodemodPlayer.getStats`, for scoreboards or logs.
 */
export interface PlayerStats {
  /** Entity index (engine `pfnIndexOfEdict`). */
  id: number;
  /** Player name (`entvars_t::netname`). */
  name: string;
  /** Score (`entvars_t::frags`). */
  frags: number;
  /** Deaths; normally `0` (see `PlayerEntity`). */
  deaths: number;
  /** Health (`entvars_t::health`). */
  health: number;
  /** Armour (`entvars_t::armorvalue`). */
  armor: number;
  /** Authentication ID from engine `pfnGetPlayerAuthId`. */
  steamId: string;
}

/**
 * Player service, available as `nodemodCore.player` (`import nodemodCore from '@nodemod/core'`).
 * It finds players and describes them as `PlayerInfo` snapshots, sends them messages, and
 * changes common values (health, armour, frags, speed, position). It also has simple admin
 * actions (kick, and a ban that only kicks). Players are taken from `nodemod.players`.
 */
export default class NodemodPlayer {
  /**
   * Creates the player service. The library creates the instance itself when
   * `@nodemod/core` is loaded; plugins use `nodemodCore.player`.
   *
   * @param utilService - Utility service for entity conversion and chat/HUD text (`nodemodCore.util`).
   * @param msgService - Message service used for centred text (`nodemodCore.msg`).
   * @param soundService - Sound service (`nodemodCore.sound`); stored but not used by the current methods.
   */
  constructor(utilService: NodemodUtil, msgService: NodemodMsg, soundService: NodemodSound);
  /**
   * Returns a snapshot of every player in `nodemod.players` that has a name.
   *
   * @returns One `PlayerInfo` per player.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.add({
   *   name: 'nm_players',
   *   type: 'server',
   *   handler: () => {
   *     for (const p of nodemodCore.player.getAll())
   *       console.log(
   *         `#${p.userId} ${p.name}: ${p.health} HP, ${p.frags} frags`,
   *       );
   *   },
   * });
   * ```
   */
  getAll(): PlayerInfo[];
  /**
   * Finds a player by entity index, using engine `pfnPEntityOfEntIndex`.
   *
   * @param id - Entity index, 1 to `maxplayers`.
   * @returns The player's snapshot, or `null` if there is no entity with a name at that index.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // "nm_info 3" in the server console describes the player in slot 3
   * nodemodCore.cmd.add({ name: 'nm_info', type: 'server', handler: () => {
   *   const info = nodemodCore.player.getById(
   *     parseInt(nodemod.eng.cmdArgv(1), 10),
   *   );
   *   console.log(
   *     info
   *       ? `Slot ${info.id}: ${info.name} (${info.steamId})`
   *       : 'Nobody in that slot',
   *   );
   * } });
   * ```
   */
  getById(id: number): PlayerInfo | null;
  /**
   * Finds the first player whose auth ID (engine `pfnGetPlayerAuthId`) equals the given string exactly.
   *
   * @param steamId - Auth ID to look for, for example `'STEAM_0:1:12345'`.
   * @returns The player's snapshot, or `null` if no player matches.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.add({ name: 'nm_owner', type: 'server', handler: () => {
   *   const owner = nodemodCore.player.getBySteamId('STEAM_0:1:12345');
   *   console.log(
   *     owner
   *       ? `The owner is playing as ${owner.name}`
   *       : 'The owner is not online',
   *   );
   * } });
   * ```
   */
  getBySteamId(steamId: string): PlayerInfo | null;
  /**
   * Finds the first player whose name equals the given string exactly (case-sensitive).
   *
   * @param name - Player name to look for.
   * @returns The player's snapshot, or `null` if no player matches.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // "nm_hp Gordon": the name must match
   * // exactly, including upper and lower case
   * nodemodCore.cmd.register('nm_hp', (client, args) => {
   *   if (!client) return; // run from the server console
   *   const target = nodemodCore.player.getByName(args.join(' '));
   *   nodemodCore.util.messageClient(
   *     client,
   *     target
   *       ? `${target.name} has ${target.health} HP`
   *       : 'No such player',
   *   );
   * });
   * ```
   */
  getByName(name: string): PlayerInfo | null;
  /**
   * Builds a `PlayerInfo` snapshot of a player entity. Identity values come from engine
   * `pfnGetPlayerAuthId`, `pfnGetPlayerUserId` and `pfnGetPlayerWONId`; `model`, `topColor`
   * and `bottomColor` are read from the userinfo (engine `pfnGetInfoKeyBuffer` and `pfnInfoKeyValue`).
   *
   * @param entity - Player entity.
   * @returns The snapshot, or `null` if `entity` is missing or has an empty name.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.events.on('dllClientPutInServer', (entity) => {
   *   // null while the name is empty
   *   const info = nodemodCore.player.getPlayerInfo(entity);
   *   if (info)
   *     console.log(
   *       `${info.name} joined with model "${info.model}", ` +
   *         `colours ${info.topColor}/${info.bottomColor}`,
   *     );
   * });
   * ```
   */
  getPlayerInfo(entity: nodemod.Entity): PlayerInfo | null;
  /**
   * Returns the team number stored in `entvars_t::team`. Many mods keep the team elsewhere,
   * so this can be `0` even for players in a team.
   *
   * @param entity - Player entity.
   * @returns `entvars_t::team`, or `0` if it is not set.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_team', (client) => {
   *   if (!client) return; // run from the server console
   *   // 0 unless the mod stores the team in the entity's team field
   *   nodemodCore.util.messageClient(
   *     client,
   *     `Team number: ${nodemodCore.player.getPlayerTeam(client)}`,
   *   );
   * });
   * ```
   */
  getPlayerTeam(entity: nodemod.Entity): number;
  /**
   * Sends text to one player in one of four ways: `'chat'` uses `NodemodUtil.sendChat`
   * (`SayText`), `'hud'` uses `NodemodUtil.showHudText` without options (`HudText`), and
   * `'center'` sends an `svc_centerprint` message. `'console'` does not reach the console: it calls
   * `nodemod.eng.clientPrintf(entity, 1, …)`, and `1` is `PRINT_TYPE.print_center`, so the text is
   * shown in the middle of the screen too. Other types send nothing. To print in a player's
   * console, call `nodemod.eng.clientPrintf` with `nodemod.PRINT_TYPE.print_console`.
   *
   * @param entity - Receiving player (an entity index is accepted as well).
   * @param message - Text to send.
   * @param type - `'chat'` (default), `'hud'` or `'center'` (`'console'` shows it in the centre as
   * well).
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_ping', (client) => {
   *   if (!client) return; // run from the server console
   *   nodemodCore.player.sendMessage(client, 'Pong!', 'center');
   *   // A line in the player's console
   *   nodemod.eng.clientPrintf(
   *     client,
   *     nodemod.PRINT_TYPE.print_console,
   *     'Pong!\n',
   *   );
   * });
   * ```
   */
  sendMessage(entity: nodemod.Entity, message: string, type?: string): void;
  /**
   * Moves a player with engine `pfnSetOrigin`. If `angles` is given, each component is
   * assigned to an element of `entity.angles`; the binding returns a copy for vector fields,
   * so these assignments do not reach `entvars_t::angles` and the view is not turned.
   *
   * @param entity - Player to move (an entity index is accepted as well).
   * @param origin - New position `[x, y, z]` in world units.
   * @param angles - Angles `[pitch, yaw, roll]` in degrees, or `null` (default).
   * @returns `false` if the entity cannot be resolved, otherwise `true`.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_up', (client) => {
   *   if (!client) return; // run from the server console
   *   const [x, y, z] = client.origin;
   *   // Lifts the player by 128 units; an
   *   // angles argument would not turn the view
   *   nodemodCore.player.teleport(client, [x, y, z + 128]);
   * });
   * ```
   */
  teleport(entity: nodemod.Entity, origin: number[], angles?: number[] | null): boolean;
  /**
   * Sets the player's `entvars_t::health` to `0`. No damage or death handling of the game DLL
   * is called, so what follows depends on the mod.
   *
   * @param entity - Player (an entity index is accepted as well).
   * @returns `false` if the entity cannot be resolved, otherwise `true`.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_slay', (client) => {
   *   if (!client) return; // run from the server console
   *   // Only sets health to 0: the game's own death handling does not run
   *   nodemodCore.player.kill(client);
   * });
   * ```
   */
  kill(entity: nodemod.Entity): boolean;
  /**
   * Kicks a player by running the server command `kick #<id> "<reason>"` (engine
   * `pfnServerCommand`), where `id` is the entity index. The engine's `kick #` expects the
   * user ID (`PlayerInfo.userId`), which usually differs from the entity index, so the
   * command may hit another player or none.
   *
   * @param entity - Player to kick (an entity index is accepted as well).
   * @param reason - Text shown to the kicked player (default `'Kicked by admin'`).
   * @returns `false` if no entity index can be determined, otherwise `true`.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_quit', (client) => {
   *   if (!client) return; // run from the server console
   *   // Runs "kick #<entity index>", which the engine
   *   // reads as a user ID: it may hit someone else
   *   nodemodCore.player.kick(client, 'Left with nm_quit');
   * });
   * ```
   */
  kick(entity: nodemod.Entity, reason?: string): boolean;
  /**
   * Kicks a player through `kick` with the reason `Banned for N minutes: <reason>` (or
   * `Banned permanently: <reason>` when `duration` is `0`). Nothing is stored, so the player
   * can reconnect; a real ban has to be kept by the plugin.
   *
   * @param entity - Player to ban (an entity index is accepted as well).
   * @param duration - Ban length in minutes for the message; `0` (default) means permanent.
   * @param reason - Reason for the message (default `'Banned by admin'`).
   * @returns The player's auth ID (engine `pfnGetPlayerAuthId`) with `duration` and `reason`, or `null` if the entity cannot be resolved.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.add({ name: 'nm_ban', type: 'server', handler: () => {
   *   const target = nodemodCore.player.getByName(nodemod.eng.cmdArgv(1));
   *   const ban = target
   *     ? nodemodCore.player.ban(target.entity, 30, 'Team killing')
   *     : null;
   *   // ban() only kicks (see kick); the console
   *   // command below adds the server ban
   *   if (ban) nodemodCore.cmd.run(`banid ${ban.duration} ${ban.steamId}`);
   * } });
   * ```
   */
  ban(entity: nodemod.Entity, duration?: number, reason?: string): {
    /** The player's auth ID (engine `pfnGetPlayerAuthId`). */
    steamId: string;
    /** The ban length in minutes that was given, `0` for permanent. */
    duration: number;
    /** The reason that was given. */
    reason: string;
  } | null;
  /**
   * Sets `entvars_t::health`; negative values become `0`.
   *
   * @param entity - Player (an entity index is accepted as well).
   * @param health - New health.
   * @returns The health read back from the entity, or `0` if the entity cannot be resolved.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_heal', (client) => {
   *   if (!client) return; // run from the server console
   *   const health = nodemodCore.player.setHealth(
   *     client,
   *     Math.min(client.health + 25, 100),
   *   );
   *   nodemodCore.util.messageClient(client, `Health: ${health}`);
   * });
   * ```
   */
  setHealth(entity: nodemod.Entity, health: number): number;
  /**
   * Sets `entvars_t::armorvalue`; negative values become `0`.
   *
   * @param entity - Player (an entity index is accepted as well).
   * @param armor - New armour value.
   * @returns The armour read back from the entity, or `0` if the entity cannot be resolved.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // "nm_armor 50" sets the caller's armour
   * // to 50; a negative number gives 0
   * nodemodCore.cmd.register('nm_armor', (client, args) => {
   *   if (!client) return; // run from the server console
   *   const armor = nodemodCore.player.setArmor(
   *     client,
   *     parseInt(args[0] ?? '100', 10) || 0,
   *   );
   *   nodemodCore.util.messageClient(client, `Armour: ${armor}`);
   * });
   * ```
   */
  setArmor(entity: nodemod.Entity, armor: number): number;
  /**
   * Sets the score `entvars_t::frags`.
   *
   * @param entity - Player (an entity index is accepted as well).
   * @param frags - New score.
   * @returns The score read back from the entity, or `0` if the entity cannot be resolved.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.add({ name: 'nm_reset', type: 'server', handler: () => {
   *   for (const p of nodemod.players) nodemodCore.player.setFrags(p, 0);
   * } });
   * ```
   */
  setFrags(entity: nodemod.Entity, frags: number): number;
  /**
   * Sets the player's maximum movement speed with engine `pfnSetClientMaxspeed`. The game
   * may set it again, for example when the player switches weapons.
   *
   * @param entity - Player (an entity index is accepted as well).
   * @param speed - Maximum speed in units per second.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_slow', (client) => {
   *   if (!client) return; // run from the server console
   *   // The game may set its own value again later
   *   nodemodCore.player.setMaxSpeed(client, 150);
   * });
   * ```
   */
  setMaxSpeed(entity: nodemod.Entity, speed: number): void;
  /**
   * Computes the straight-line distance between the origins of two entities.
   *
   * @param entity1 - First entity (an entity index is accepted as well).
   * @param entity2 - Second entity (an entity index is accepted as well).
   * @returns The distance in units, or `-1` if either entity cannot be resolved.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_distance', (client, args) => {
   *   if (!client) return; // run from the server console
   *   const other = nodemodCore.player.getByName(args.join(' '));
   *   const units = other
   *     ? nodemodCore.player.getDistance(client, other.entity)
   *     : -1;
   *   nodemodCore.util.messageClient(
   *     client,
   *     units < 0 ? 'No such player' : `${Math.round(units)} units away`,
   *   );
   * });
   * ```
   */
  getDistance(entity1: nodemod.Entity, entity2: nodemod.Entity): number;
  /**
   * Intended as a line-of-sight test from the player's eyes to a point 16 units above the
   * target's origin, using engine `pfnTraceLine`. As written, the trace result is not read (the
   * checks look at an empty object), so the method returns `false` in every case; use
   * `nodemodCore.trace.canSee` instead.
   *
   * @param entity - Player looking (an entity index is accepted as well).
   * @param target - Entity to be seen (an entity index is accepted as well).
   * @returns `false`.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_visible', (client) => {
   *   if (!client) return; // run from the server console
   *   const other = nodemod.players.find((p) => p !== client);
   *   // Prints "false true" with the other player in
   *   // plain sight: this canSee never returns true
   *   if (other)
   *     console.log(
   *       nodemodCore.player.canSee(client, other),
   *       nodemodCore.trace.canSee(client, other),
   *     );
   * });
   * ```
   */
  canSee(entity: nodemod.Entity, target: nodemod.Entity): boolean;
  /**
   * Returns a short summary of a player.
   *
   * @param entity - Player (an entity index is accepted as well).
   * @returns The summary, or `null` if the entity cannot be resolved.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.events.on('dllClientDisconnect', (entity) => {
   *   const stats = nodemodCore.player.getStats(entity);
   *   if (stats)
   *     console.log(
   *       `${stats.name} (${stats.steamId}) left with ${stats.frags} frags`,
   *     );
   * });
   * ```
   */
  getStats(entity: nodemod.Entity): PlayerStats | null;
  /**
   * Filters `getAll()` by the given fields, compared with `===`. Array fields such as `origin`
   * never match, since the arrays are new objects; keys that `PlayerInfo` does not have are ignored.
   *
   * @param criteria - Field values to match, for example `{ team: 1, isAlive: true }`.
   * @returns The players whose fields equal all given values.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_dead', (client) => {
   *   if (!client) return; // run from the server console
   *   const dead = nodemodCore.player
   *     .findPlayers({ isAlive: false })
   *     .map((p) => p.name);
   *   nodemodCore.util.messageClient(
   *     client,
   *     dead.length ? `Dead: ${dead.join(', ')}` : 'Everyone is alive',
   *   );
   * });
   * ```
   */
  findPlayers(criteria: Partial<PlayerInfo>): PlayerInfo[];
  /**
   * Returns the players whose origin is at most `radius` units from a point.
   *
   * @param origin - Centre `[x, y, z]`.
   * @param radius - Maximum distance in units (inclusive).
   * @returns The matching players' snapshots.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_shout', (client, args) => {
   *   if (!client) return; // run from the server console
   *   // The caller is inside the radius as well, so it reads its own shout
   *   const near = nodemodCore.player.getPlayersInRadius(
   *     client.origin,
   *     512,
   *   );
   *   for (const p of near)
   *     p.sendMessage(`${client.netname} shouts: ${args.join(' ')}`);
   * });
   * ```
   */
  getPlayersInRadius(origin: number[], radius: number): PlayerInfo[];
  /**
   * Sends text to every player from `getAll()`, one `sendMessage` call per player.
   *
   * @param message - Text to send.
   * @param type - `'chat'` (default), `'hud'`, `'console'` or `'center'`, as for `sendMessage`.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // "nm_announce Map change in 1 minute" in the server console
   * nodemodCore.cmd.add({
   *   name: 'nm_announce',
   *   type: 'server',
   *   handler: () => {
   *     nodemodCore.player.broadcast(nodemod.eng.cmdArgs(), 'center');
   *   },
   * });
   * ```
   */
  broadcast(message: string, type?: string): void;
  /**
   * Creates a fake client (bot) with engine `pfnCreateFakeClient`. Only this engine call is
   * made; the game DLL's connection functions (such as `pfnClientConnect` and
   * `pfnClientPutInServer`), which bot code usually calls next, are not called.
   *
   * @param name - Bot name (default `'Bot'`).
   * @returns The bot's snapshot, or `null` if the engine could not create it (for example when the server is full).
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.add({ name: 'nm_bot', type: 'server', handler: () => {
   *   const bot = nodemodCore.player.createBot('Dummy');
   *   // Null when no slot is free; otherwise the
   *   // game DLL still has to connect and spawn it
   *   if (
   *     bot &&
   *     nodemod.dll.clientConnect(bot.entity, bot.name, '127.0.0.1', '')
   *   )
   *     nodemod.dll.clientPutInServer(bot.entity);
   * } });
   * ```
   */
  createBot(name?: string): PlayerInfo | null;
}
