/// <reference path="../nodemod/index.d.ts" />

/**
 * Everyday helpers: chat and HUD text, conversion between entities and entity indexes, and player
 * identity data (auth ID, IP address). Start with `nodemodCore.util.messageClient` and
 * `messageAll` for chat lines, `showHudText` for HUD text, and `forceEntityObject` or
 * `forceEntityId` when a value may be either an `Entity` or an index. The `HudTextOptions` values
 * go into the message unconverted: positions are in 1/8192 of the screen (`-8192` centres), times
 * in 1/256 of a second, and only values left out get a default (a `0` is sent as `0`).
 * `getUserId` returns the entity index, not the server's user ID; that one is
 * `PlayerInfo.userId` from `nodemodCore.player`.
 *
 * @example
 * ```ts
 * import nodemodCore from '@nodemod/core';
 *
 * const util = nodemodCore.util;
 *
 * // "rules": list the rules in chat and show a title on the player's HUD
 * nodemodCore.cmd.register('rules', (client) => {
 *   if (!client) return; // run from the server console
 *   util.messageClient(
 *     client,
 *     '1. No cheating\n2. No spawn camping\n3. Be nice',
 *   );
 *   util.showHudText(client, 'Server rules', {
 *     channel: 1,
 *     x: -8192, // -1.0: centred horizontally
 *     y: Math.round(0.25 * 8192), // a quarter of the screen from the top
 *     r1: 255, g1: 160, b1: 0,
 *     holdTime: 5 * 256, // 5 seconds
 *   });
 * });
 * ```
 *
 * @module
 */

import type NodemodMsg from './msg.js';

/**
 * Layout and colours for `NodemodUtil.showHudText`. When this object is given, the text is
 * sent as an `svc_temp_entity` message of type `TE_TEXTMESSAGE` (`29`), the message the HLSDK's
 * `UTIL_HudMessage` sends. Every value is written unconverted, so fixed-point fields must be
 * encoded by the caller. Defaults are filled in with `??`: they replace values that are left
 * out, `undefined` or `null`, while a `0` is sent as `0`.
 */
export interface HudTextOptions {
  /**
   * Text channel, written as a byte; a new message replaces the one shown on the same channel.
   * Defaults to `-1`, which goes out as the byte `255`.
   */
  channel?: number;
  /**
   * Horizontal position, written as a `short` in the signed fixed-point format of
   * `TE_TEXTMESSAGE` (screen fraction times `8192`; `-8192`, i.e. `-1.0`, centres the text).
   * Defaults to `0`, the left edge.
   */
  x?: number;
  /**
   * Vertical position in the same format as `x` (screen fraction times `8192`; `-8192` centres).
   * Defaults to `0`, the top edge.
   */
  y?: number;
  /** Display effect: `0` fade in and out, `1` flickering credits, `2` letters written out one by one. Defaults to `0`. */
  effect?: number;
  /** Red part of the text colour (0-255). Defaults to `0`. */
  r1?: number;
  /** Green part of the text colour (0-255). Defaults to `0`. */
  g1?: number;
  /** Blue part of the text colour (0-255). Defaults to `0`. */
  b1?: number;
  /** Alpha part of the text colour (0-255). Defaults to `0`. */
  a1?: number;
  /** Red part of the effect colour (0-255), used for the highlight of effect `2`. Defaults to `255`. */
  r2?: number;
  /** Green part of the effect colour (0-255). Defaults to `255`. */
  g2?: number;
  /** Blue part of the effect colour (0-255). Defaults to `255`. */
  b2?: number;
  /** Alpha part of the effect colour (0-255). Defaults to `255`. */
  a2?: number;
  /**
   * Fade-in time, written as a `short` in the 8.8 fixed-point format of `TE_TEXTMESSAGE`
   * (seconds times `256`). Defaults to `100`, about 0.4 seconds.
   */
  fadeinTime?: number;
  /** Fade-out time in the same format (seconds times `256`). Defaults to `100`, about 0.4 seconds. */
  fadeoutTime?: number;
  /** How long the text stays, in the same format (seconds times `256`). Defaults to `800`, about 3.1 seconds. */
  holdTime?: number;
  /**
   * For effect `2` only: how far the highlight lags behind the written-out text, in the
   * same format (seconds times `256`). Written only when `effect` is `2`.
   */
  fxTime?: number;
}

/**
 * General helper service, available as `nodemodCore.util` (`import nodemodCore from '@nodemod/core'`).
 * It converts between entities and entity indexes, sends chat and HUD text, reads player
 * identity data (auth ID, IP address), and offers low-level helpers to read and write an
 * entity's private data. It also records each player's IP address when the player connects.
 */
export default class NodemodUtil {
  /**
   * Creates the helper service and starts recording player addresses from the
   * `dllClientConnect` and `dllClientDisconnect` events. The library creates the instance
   * itself when `@nodemod/core` is loaded; plugins use `nodemodCore.util`.
   *
   * @param msgService - Message service used to send chat and HUD messages (`nodemodCore.msg`).
   */
  constructor(msgService: NodemodMsg);
  /**
   * Returns the entity index of an entity reference: a number is returned as it is, an
   * `Entity` is converted with engine `pfnIndexOfEdict`.
   *
   * @param entity - An `Entity`, an entity index, or `null`.
   * @returns The entity index, or `null` when `entity` is `null`, `undefined` or `0`.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * const muted = new Set<number>();
   * nodemodCore.cmd.register('nm_mute', (client) => {
   *   // null only for null or 0
   *   const index = nodemodCore.util.forceEntityId(client);
   *   if (index !== null) muted.add(index);
   * });
   * ```
   */
  forceEntityId(entity: nodemod.Entity | number | null): number | null;
  /**
   * Returns the `Entity` for an entity reference: a number is converted with engine
   * `pfnPEntityOfEntIndex`, an `Entity` is returned as it is.
   *
   * @param entity - An `Entity`, an entity index, `null` or nothing.
   * @returns The entity, or `null` when `entity` is missing or `null`, and also for the index `0` (so the world cannot be fetched by index here).
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // "nm_health 2" in the server console
   * // shows the health of the player in slot 2
   * nodemodCore.cmd.add({
   *   name: 'nm_health',
   *   type: 'server',
   *   handler: () => {
   *     const target = nodemodCore.util.forceEntityObject(
   *       parseInt(nodemod.eng.cmdArgv(1), 10),
   *     );
   *     console.log(
   *       target && target.netname
   *         ? `${target.netname}: ${target.health} HP`
   *         : 'No player there',
   *     );
   *   },
   * });
   * ```
   */
  forceEntityObject(entity?: nodemod.Entity | number | null): nodemod.Entity | null;
  /**
   * Prints text in the chat area with the game's `SayText` user message. The text is split
   * at line breaks; every non-blank line is sent as its own message (sender index byte `0`,
   * then the line with a line break appended).
   *
   * @param message - The text; may contain several lines.
   * @param target - Receiving player as `Entity` or index; `null` (or `0`) sends to all players.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.add({ name: 'nm_warn', type: 'server', handler: () => {
   *   // null sends to everyone; each line becomes a separate chat message
   *   nodemodCore.util.sendChat(
   *     'Server restart in 5 minutes\nFinish your match',
   *     null,
   *   );
   * } });
   * ```
   */
  sendChat(message: string, target: nodemod.Entity | number | null): void;
  /**
   * Shows text on the HUD. Without `options`, the text is sent with the game's `HudText`
   * user message, reliably to the player or to all players when `entity` is `0` (how it is
   * shown depends on the mod's client; the HLSDK client looks the string up in `titles.txt`).
   * With `options`, a `TE_TEXTMESSAGE` temporary entity is sent
   * with the given layout, unreliably to the player (`MSG_ONE_UNRELIABLE`), or to everyone
   * (`MSG_BROADCAST`) when `entity` is `0`.
   *
   * @param entity - Receiving player (`Entity` or index), or an array of players to send to each of them.
   * @param text - Text to show.
   * @param options - Position, colours, effect and timing; omit or pass `null` for the plain `HudText` message.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.add({ name: 'nm_alert', type: 'server', handler: () => {
   *   // Red, centred, 10% from the top (x, y in
   *   // 1/8192 of the screen), for 4 s (in 1/256 s)
   *   nodemodCore.util.showHudText(nodemod.players, 'Overtime!', {
   *     channel: 2,
   *     x: -8192,
   *     y: 819,
   *     r1: 255,
   *     a1: 255,
   *     holdTime: 1024,
   *   });
   * } });
   * ```
   */
  showHudText(entity: nodemod.Entity | nodemod.Entity[] | number, text: string, options?: HudTextOptions | null): void;
  /**
   * Puts a random colour code `^0` to `^9` in front of every character of a string. The codes
   * only show as colours on clients or mods that interpret them.
   *
   * @param text - Text to colour.
   * @returns The text with a `^` and a random digit before each character.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_party', (client) => {
   *   if (!client) return; // run from the server console
   *   // The ^0-^9 codes only appear as colours
   *   // on clients that interpret them
   *   nodemodCore.util.messageClient(
   *     client,
   *     `Party mode: ${nodemodCore.util.rainbowizeString('ON')}`,
   *   );
   * });
   * ```
   */
  rainbowizeString(text: string): string;
  /**
   * Sends a chat message to one player; same as `sendChat` with that player as target.
   *
   * @param client - Receiving player.
   * @param message - Text to send; may contain several lines.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_time', (client) => {
   *   if (!client) return; // run from the server console
   *   nodemodCore.util.messageClient(
   *     client,
   *     `Server time: ${new Date().toLocaleTimeString()}`,
   *   );
   * });
   * ```
   */
  messageClient(client: nodemod.Entity, message: string): void;
  /**
   * Sends a chat message to every entry of `nodemod.players`, one message per player
   * (through `sendChat`).
   *
   * @param message - Text to send; may contain several lines.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // "nm_notice Vote for the next map now" in the server console
   * nodemodCore.cmd.add({
   *   name: 'nm_notice',
   *   type: 'server',
   *   handler: () => {
   *     nodemodCore.util.messageAll(`[Server] ${nodemod.eng.cmdArgs()}`);
   *   },
   * });
   * ```
   */
  messageAll(message: string): void;
  /**
   * Checks that an entity reference is set and has a non-empty name (`entvars_t::netname`),
   * which is true for connected players.
   *
   * @param entity - Entity to check.
   * @returns `true` when `entity` is set and its `netname` is not empty.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.add({ name: 'nm_count', type: 'server', handler: () => {
   *   const named = nodemod.players.filter((p) =>
   *     nodemodCore.util.isValidEntity(p),
   *   );
   *   console.log(
   *     `${named.length} of ${nodemod.players.length} clients have a name`,
   *   );
   * } });
   * ```
   */
  isValidEntity(entity: nodemod.Entity): boolean;
  /**
   * Returns the player's entity index (engine `pfnIndexOfEdict`). This is not the server's
   * user ID; that one comes from engine `pfnGetPlayerUserId` (see `PlayerInfo.userId`).
   *
   * @param player - Player entity.
   * @returns The entity index (1 to `maxplayers` for players).
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_slot', (client) => {
   *   if (!client) return; // run from the server console
   *   // The entity index, not the user ID that
   *   // "status" lists and "kick #" expects
   *   nodemodCore.util.messageClient(
   *     client,
   *     `You are in player slot ${nodemodCore.util.getUserId(client)}`,
   *   );
   * });
   * ```
   */
  getUserId(player: nodemod.Entity): number;
  /**
   * Returns the player's authentication ID from engine `pfnGetPlayerAuthId`, such as a
   * `STEAM_0:...` string.
   *
   * @param player - Player entity.
   * @returns The auth ID string as reported by the engine.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_id', (client) => {
   *   if (!client) return; // run from the server console
   *   nodemodCore.util.messageClient(
   *     client,
   *     `Your auth ID: ${nodemodCore.util.getSteamId(client)}`,
   *   );
   * });
   * ```
   */
  getSteamId(player: nodemod.Entity): string;
  /**
   * Returns the network address the player connected from, as recorded from the address
   * argument of the `dllClientConnect` event (game DLL `pfnClientConnect`), usually `ip:port`.
   *
   * @param player - Player entity.
   * @returns The address, or `'Unknown'` if none was recorded for this entity index (for example for players who connected before the library was loaded).
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.events.on('dllClientPutInServer', (entity) => {
   *   // Recorded earlier, when the dllClientConnect
   *   // event of this player fired
   *   console.log(
   *     `${entity.netname} joined from ` +
   *       `${nodemodCore.util.getIpAddress(entity)}`,
   *   );
   * });
   * ```
   */
  getIpAddress(player: nodemod.Entity): string;
  /**
   * Collects identity data for every entry of `nodemod.players`.
   *
   * @returns One object per player with the `entity`, its `name` (`netname`), `userId` (the entity index, see `getUserId`), `steamId` (see `getSteamId`) and `ipAddress` (see `getIpAddress`).
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.add({ name: 'nm_who', type: 'server', handler: () => {
   *   for (const p of nodemodCore.util.getConnectedPlayersInfo())
   *     console.log(
   *       `slot ${p.userId}: ${p.name} ${p.steamId} ${p.ipAddress}`,
   *     );
   * } });
   * ```
   */
  getConnectedPlayersInfo(): Array<{
    /** The player's entity. */
    entity: nodemod.Entity;
    /** The player's name (`netname`). */
    name: string;
    /** The entity index, as `getUserId` returns it. */
    userId: number;
    /** The auth ID, as `getSteamId` returns it. */
    steamId: string;
    /** The IP address, as `getIpAddress` returns it. */
    ipAddress: string;
  }>;
  /**
   * Forgets all recorded player IP addresses; `getIpAddress` returns `'Unknown'` until the
   * players connect again.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.add({
   *   name: 'nm_forget',
   *   type: 'server',
   *   handler: () => {
   *     // From now on getIpAddress returns 'Unknown'
   *     // for every player until they reconnect
   *     nodemodCore.util.clearPlayerTracking();
   *   },
   * });
   * ```
   */
  clearPlayerTracking(): void;
  /**
   * Reads a signed 32-bit little-endian integer from the entity's private data (the game
   * DLL's object behind `edict_t::pvPrivateData`). The offset is not checked against the
   * size of that object.
   *
   * @param entity - Entity to read from.
   * @param offset - Byte offset into the private data.
   * @returns The integer, or `null` if the entity has no private data.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // "nm_peek 1 400": the 32-bit value at
   * // byte 400 of player 1's game object
   * nodemodCore.cmd.add({ name: 'nm_peek', type: 'server', handler: () => {
   *   const target = nodemodCore.util.forceEntityObject(
   *     parseInt(nodemod.eng.cmdArgv(1), 10),
   *   );
   *   const offset = parseInt(nodemod.eng.cmdArgv(2), 10);
   *   if (target && offset >= 0)
   *     console.log(
   *       nodemodCore.util.readInt32LE(target, offset) ?? 'no private data',
   *     );
   * } });
   * ```
   */
  readInt32LE(entity: nodemod.Entity, offset: number): number | null;
  /**
   * Writes a signed 32-bit integer into the entity's private data (`edict_t::pvPrivateData`)
   * in little-endian order. The offset is not checked; a wrong offset corrupts game memory.
   *
   * @param entity - Entity to write to.
   * @param offset - Byte offset into the private data.
   * @param value - Integer to write.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.add({ name: 'nm_poke', type: 'server', handler: () => {
   *   const [index, offset, value] = [1, 2, 3].map((i) =>
   *     parseInt(nodemod.eng.cmdArgv(i), 10),
   *   );
   *   const target = nodemodCore.util.forceEntityObject(index);
   *   // Unchecked: a wrong offset corrupts the game's memory
   *   if (target && offset >= 0 && !Number.isNaN(value))
   *     nodemodCore.util.writeInt32LE(target, offset, value);
   * } });
   * ```
   */
  writeInt32LE(entity: nodemod.Entity, offset: number, value: number): void;
  /**
   * Debugging aid: prints to the console every non-zero 32-bit value of the entity's private
   * data, in steps of 4 bytes from offset `0`, with its byte offset, integer index and hex value.
   *
   * @param entity - Entity to inspect.
   * @param maxOffset - Byte offset to stop before (default `10000`).
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.add({ name: 'nm_dump', type: 'server', handler: () => {
   *   const target = nodemodCore.util.forceEntityObject(
   *     parseInt(nodemod.eng.cmdArgv(1), 10),
   *   );
   *   // the first 2 KiB, in the server console
   *   if (target) nodemodCore.util.dumpOffsets(target, 2048);
   * } });
   * ```
   */
  dumpOffsets(entity: nodemod.Entity, maxOffset?: number): void;
  /**
   * Debugging aid: prints to the console every byte offset (in steps of 4) where the entity's
   * private data holds the given 32-bit value, which helps locating a field.
   *
   * @param entity - Entity to search.
   * @param searchValue - Integer value to look for.
   * @param start - First byte offset to check (default `0`).
   * @param maxOffset - Byte offset to stop before (default `2000`).
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // "nm_find 1 37": where player 1's game object
   * // holds 37, such as an ammo count seen on the HUD
   * nodemodCore.cmd.add({ name: 'nm_find', type: 'server', handler: () => {
   *   const target = nodemodCore.util.forceEntityObject(
   *     parseInt(nodemod.eng.cmdArgv(1), 10),
   *   );
   *   const value = parseInt(nodemod.eng.cmdArgv(2), 10);
   *   if (target && !Number.isNaN(value))
   *     nodemodCore.util.searchOffsets(target, value, 0, 4096);
   * } });
   * ```
   */
  searchOffsets(entity: nodemod.Entity, searchValue: number, start?: number, maxOffset?: number): void;
}
