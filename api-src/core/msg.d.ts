/// <reference path="../nodemod/index.d.ts" />

/**
 * Sends network messages to clients and lets a plugin watch or rewrite the user messages the
 * game sends. Use it when no helper of `nodemodCore.util` or `nodemodCore.player` covers the
 * message you need: start with `nodemodCore.msg.send`, which takes a message name or `MsgTypes`
 * number, a `MsgDest` destination and the typed values (`MessageData`), and with
 * `nodemodCore.msg.on('Name', listener)`, which receives a `MessageState`. Such a listener runs
 * before the message reaches the engine, so it can still change it, but only through `rawData`:
 * `data` is rebuilt from `rawData` afterwards, and a `'post:Name'` listener sees the message
 * only after it was sent. The values a user message expects are defined by the game DLL, so the
 * same message name can have a different layout in another mod; the
 * [user-message catalogue](/docs/messages) gives the layout of every message of Half-Life and
 * Counter-Strike, with the samples of sending and reading each.
 *
 * @example
 * ```ts
 * import nodemodCore from '@nodemod/core';
 * import {MsgDest, type MessageState} from '@nodemod/core/msg';
 *
 * // Centred text for one player with the game's
 * // TextMsg message (Half-Life and CS layout)
 * function centerPrint(player: nodemod.Entity, text: string): void {
 *   nodemodCore.msg.send({
 *     type: 'TextMsg',
 *     dest: MsgDest.one,
 *     entity: player,
 *     data: [
 *       {type: 'byte', value: 4}, // 4 = HUD_PRINTCENTER
 *       {type: 'string', value: text},
 *     ],
 *   });
 * }
 *
 * // Mask a word in every chat line the game sends
 * nodemodCore.msg.on('SayText', (state: MessageState) => {
 *   for (const item of state.rawData) {
 *     if (item.type === 'string')
 *       item.value = String(item.value).replace(/badword/gi, '***');
 *   }
 * });
 * ```
 *
 * @module
 */

import type NodemodUtil from './util.js';
import {EventEmitter} from 'node:events';

/**
 * One typed value of a network message, as sent by `NodemodMsg.send` and as recorded
 * for messages intercepted by `NodemodMsg` listeners (`MessageState.rawData`).
 */
export interface MessageData {
  /**
   * How the value is written, i.e. which engine write function is used:
   * `'byte'` = `pfnWriteByte` (0-255), `'char'` = `pfnWriteChar` (signed 8-bit),
   * `'short'` = `pfnWriteShort` (16-bit), `'long'` = `pfnWriteLong` (32-bit),
   * `'angle'` = `pfnWriteAngle` (degrees), `'coord'` = `pfnWriteCoord` (world units),
   * `'string'` = `pfnWriteString`, `'entity'` = `pfnWriteEntity` (entity index).
   */
  type: 'byte' | 'char' | 'short' | 'long' | 'angle' | 'coord' | 'string' | 'entity';
  /**
   * The value to write: a number for the numeric types, a string for `'string'`, and an
   * entity index or an `Entity` for `'entity'` (an `Entity` is turned into its index with
   * engine `pfnIndexOfEdict`).
   */
  value: any;
}

/**
 * A network message intercepted by `NodemodMsg`, passed to the listeners registered with
 * `nodemodCore.msg.on('MessageName', ...)` and `nodemodCore.msg.on('post:MessageName', ...)`.
 * It is built from the arguments of engine `pfnMessageBegin` and the `pfnWrite*` calls that follow.
 */
export interface MessageState {
  /** Destination the message was started with, one of the `MsgDest` values (HLSDK `MSG_*`). */
  dest: number;
  /** Numeric message ID: a user message ID registered by the game, or an `svc_*` number (see `MsgTypes`). */
  type: number;
  /** User message name looked up from `type` with Metamod's `GET_USER_MSG_NAME` (for example `'SayText'`). */
  name: string;
  /** Origin passed to `pfnMessageBegin` as `[x, y, z]`; an empty array when the game passed no origin. */
  origin: number[];
  /** Entity passed to `pfnMessageBegin` (the receiving client for `MSG_ONE`), or `null`. */
  entity?: nodemod.Entity | null;
  /**
   * The written values in order, without type information. It is rebuilt from `rawData`
   * after the pre listeners ran, so edit `rawData` to change the message.
   */
  data: any[];
  /**
   * The written values with their types, in order. Listeners of the message name may
   * change the entries; the list is written to the engine after they return.
   */
  rawData: MessageData[];
  /** Set to `true` once the recorded values have been written at engine `pfnMessageEnd`. */
  isMessageEnd?: boolean;
}

/**
 * Describes a message for `NodemodMsg.send`: which message, to whom, and its payload.
 */
export interface SendOptions {
  /**
   * The message: a user message name (for example `'SayText'`, looked up with
   * `NodemodMsg.getUserMsgId`) or a numeric ID such as a `MsgTypes` value.
   */
  type: string | number;
  /**
   * Destination, one of the `MsgDest` values (HLSDK `MSG_*`). Defaults to `MsgDest.one`
   * when `entity` is set and to `MsgDest.all` otherwise.
   */
  dest?: number;
  /**
   * Receiving client for `MsgDest.one` and `MsgDest.one_unreliable`, as an `Entity` or an
   * entity index. Ignored (sent as `null`) for all other destinations.
   */
  entity?: nodemod.Entity | number | null;
  /** Origin `[x, y, z]` used by the PVS/PAS destinations; defaults to `[0, 0, 0]`. */
  origin?: number[];
  /** Values to write after `pfnMessageBegin`, in order. */
  data: MessageData[];
}

/**
 * Message destinations, the values of the HLSDK `MSG_*` constants passed as `msg_dest` to
 * engine `pfnMessageBegin`. Used for `SendOptions.dest` and found in `MessageState.dest`.
 *
 * @example
 * ```ts
 * import nodemodCore from '@nodemod/core';
 * import {MsgDest} from '@nodemod/core/msg';
 *
 * // "nm_warn" prints a line in every player's
 * // console (TextMsg print type 2: console).
 * nodemodCore.cmd.add({ name: 'nm_warn', type: 'server', handler: () => {
 *   nodemodCore.msg.send({
 *     type: 'TextMsg',
 *     dest: MsgDest.all,
 *     data: [
 *       {type: 'byte', value: 2},
 *       {type: 'string', value: 'Map vote in one minute\n'},
 *     ],
 *   });
 * } });
 * ```
 */
export declare const MsgDest: {
  /** `0`: `MSG_BROADCAST`, to all clients, unreliable. */
  broadcast: number;
  /** `1`: `MSG_ONE`, to one client, reliable. */
  one: number;
  /** `2`: `MSG_ALL`, to all clients, reliable. */
  all: number;
  /** `3`: `MSG_INIT`, written to the signon data that clients receive while connecting. */
  init: number;
  /** `4`: `MSG_PVS`, to clients whose potentially visible set contains the origin, unreliable. */
  pvs: number;
  /** `5`: `MSG_PAS`, to clients whose potentially audible set contains the origin, unreliable. */
  pas: number;
  /** `6`: `MSG_PVS_R`, like `pvs` but reliable. */
  pvs_r: number;
  /** `7`: `MSG_PAS_R`, like `pas` but reliable. */
  pas_r: number;
  /** `8`: `MSG_ONE_UNRELIABLE`, to one client in the unreliable stream (may be dropped). */
  one_unreliable: number;
  /** `9`: `MSG_SPEC`, to HLTV spectator proxies. */
  spec: number;
};

/**
 * The engine's built-in server-to-client message numbers (`svc_*`), usable as
 * `SendOptions.type` and found in `MessageState.type`. User messages registered by the game
 * DLL (such as `SayText`) get IDs above this range. Few of these are meant to be sent by game
 * code; the HLSDK names the usual ones `SVC_TEMPENTITY`, `SVC_INTERMISSION`, `SVC_CDTRACK`,
 * `SVC_WEAPONANIM`, `SVC_ROOMTYPE` and `SVC_DIRECTOR`.
 *
 * @example
 * ```ts
 * import nodemodCore from '@nodemod/core';
 * import {MsgDest, MsgTypes} from '@nodemod/core/msg';
 *
 * // svc_temp_entity with TE_TELEPORT (11)
 * // and a position: a teleport splash.
 * nodemodCore.cmd.register('nm_splash', (client) => {
 *   if (!client) return; // run from the server console
 *   const position = client.origin.map((value) => ({
 *     type: 'coord' as const,
 *     value,
 *   }));
 *   nodemodCore.msg.send({
 *     type: MsgTypes.tempentity,
 *     dest: MsgDest.pvs,
 *     origin: client.origin,
 *     data: [{type: 'byte', value: 11}, ...position],
 *   });
 * });
 * ```
 */
export declare const MsgTypes: {
  /** `0`: `svc_bad`, invalid; `send` refuses it and lookups return it on failure. */
  bad: number;
  /** `1`: `svc_nop`, does nothing. */
  nop: number;
  /** `2`: `svc_disconnect`, the server drops the client. */
  disconnect: number;
  /** `3`: `svc_event`, plays back client events. */
  event: number;
  /** `4`: `svc_version`, protocol version. */
  version: number;
  /** `5`: `svc_setview`, entity the client views from. */
  setview: number;
  /** `6`: `svc_sound`, starts a sound on an entity. */
  sound: number;
  /** `7`: `svc_time`, server time. */
  time: number;
  /** `8`: `svc_print`, text for the client console. */
  print: number;
  /** `9`: `svc_stufftext`, command text the client executes. */
  stufftext: number;
  /** `10`: `svc_setangle`, sets the client's view angles. */
  setangle: number;
  /** `11`: `svc_serverinfo`, server and map information at connection. */
  serverinfo: number;
  /** `12`: `svc_lightstyle`, a light style pattern. */
  lightstyle: number;
  /** `13`: `svc_updateuserinfo`, a player's userinfo. */
  updateuserinfo: number;
  /** `14`: `svc_deltadescription`, delta compression layout. */
  deltadescription: number;
  /** `15`: `svc_clientdata`, the client's own player data. */
  clientdata: number;
  /** `16`: `svc_stopsound`, stops a sound. */
  stopsound: number;
  /** `17`: `svc_pings`, scoreboard pings. */
  pings: number;
  /** `18`: `svc_particle`, a particle effect. */
  particle: number;
  /** `19`: `svc_damage`, damage feedback. */
  damage: number;
  /** `20`: `svc_spawnstatic`, a static entity. */
  spawnstatic: number;
  /** `21`: `svc_event_reliable`, a client event sent reliably. */
  event_reliable: number;
  /** `22`: `svc_spawnbaseline`, entity baselines. */
  spawnbaseline: number;
  /** `23`: `svc_temp_entity` (HLSDK `SVC_TEMPENTITY`), temporary effects (`TE_*`). */
  tempentity: number;
  /** `24`: `svc_setpause`, pause state. */
  setpause: number;
  /** `25`: `svc_signonnum`, signon stage. */
  signonnum: number;
  /** `26`: `svc_centerprint`, centred text. */
  centerprint: number;
  /** `27`: `svc_killedmonster`, monster kill counter. */
  killedmonster: number;
  /** `28`: `svc_foundsecret`, secret counter. */
  foundsecret: number;
  /** `29`: `svc_spawnstaticsound`, a sound at a fixed position. */
  spawnstaticsound: number;
  /** `30`: `svc_intermission` (HLSDK `SVC_INTERMISSION`), intermission screen. */
  intermission: number;
  /** `31`: `svc_finale`, end-of-game text. */
  finale: number;
  /** `32`: `svc_cdtrack` (HLSDK `SVC_CDTRACK`), CD/music track. */
  cdtrack: number;
  /** `33`: `svc_restore`, saved-game restore data. */
  restore: number;
  /** `34`: `svc_cutscene`, cutscene text. */
  cutscene: number;
  /** `35`: `svc_weaponanim` (HLSDK `SVC_WEAPONANIM`), view model animation. */
  weaponanim: number;
  /** `36`: `svc_decalname`, a decal name for an index. */
  decalname: number;
  /** `37`: `svc_roomtype` (HLSDK `SVC_ROOMTYPE`), sound room type (DSP effect). */
  roomtype: number;
  /** `38`: `svc_addangle`, adds to the client's view angle. */
  addangle: number;
  /** `39`: `svc_newusermsg`, announces a user message to clients. */
  newusermsg: number;
  /** `40`: `svc_packetentities`, entity states. */
  packetentities: number;
  /** `41`: `svc_deltapacketentities`, delta-compressed entity states. */
  deltapacketentities: number;
  /** `42`: `svc_choke`, tells the client packets were choked. */
  choke: number;
  /** `43`: `svc_resourcelist`, resources the client needs. */
  resourcelist: number;
  /** `44`: `svc_newmovevars`, movement variables. */
  newmovevars: number;
  /** `45`: `svc_resourcerequest`, asks the client for its resources. */
  resourcerequest: number;
  /** `46`: `svc_customization`, a player customization (such as a spray). */
  customization: number;
  /** `47`: `svc_crosshairangle`, crosshair offset. */
  crosshairangle: number;
  /** `48`: `svc_soundfade`, fades the client's volume. */
  soundfade: number;
  /** `49`: `svc_filetxferfailed`, a file transfer failed. */
  filetxferfailed: number;
  /** `50`: `svc_hltv`, HLTV proxy data. */
  hltv: number;
  /** `51`: `svc_director` (HLSDK `SVC_DIRECTOR`), spectator director commands. */
  director: number;
  /** `52`: `svc_voiceinit`, voice codec setup. */
  voiceinit: number;
  /** `53`: `svc_voicedata`, voice data. */
  voicedata: number;
  /** `54`: `svc_sendextrainfo`, extra server information. */
  sendextrainfo: number;
  /** `55`: `svc_timescale`, time scale. */
  timescale: number;
  /** `56`: `svc_resourcelocation`, download location for resources. */
  resourcelocation: number;
  /** `57`: `svc_sendcvarvalue`, asks the client for a cvar value. */
  sendcvarvalue: number;
  /** `58`: `svc_sendcvarvalue2`, the same with a request ID. */
  sendcvarvalue2: number;
};

/**
 * Network message service, available as `nodemodCore.msg` (`import nodemodCore from '@nodemod/core'`).
 * It sends server-to-client messages (engine `pfnMessageBegin`, `pfnWrite*`, `pfnMessageEnd`)
 * and lets plugins watch the user messages the game sends.
 *
 * It is an `EventEmitter` whose event names are user message names. A listener on
 * `'SayText'` is called with a `MessageState` at engine `pfnMessageEnd`, before the message
 * is completed: while a watched message is built, its `pfnWrite*` calls are recorded and
 * superseded, and the recorded `rawData` (possibly changed by the listener) is written
 * afterwards. A listener on `'post:SayText'` is called after `pfnMessageEnd` ran. Messages
 * are only recorded while at least one listener exists for their name; the `pfnWrite*` calls of
 * other messages are left alone.
 */
export default class NodemodMsg extends EventEmitter {
  /**
   * Creates the message service and hooks the engine's message events. The library
   * creates the instance itself when `@nodemod/core` is loaded; plugins use `nodemodCore.msg`.
   *
   * @param utilService - Utility service used to convert entity indexes; the library passes `null` and sets it later with `setUtilService`.
   */
  constructor(utilService?: NodemodUtil | null);
  /**
   * Sets the utility service used by `send` to turn an entity index into an `Entity`.
   * The library calls it once while starting up.
   *
   * @param utilService - The utility service instance (`nodemodCore.util`).
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // Not needed in a plugin: the library
   * // already makes this call when it loads.
   * nodemodCore.msg.setUtilService(nodemodCore.util);
   * ```
   */
  setUtilService(utilService: NodemodUtil): void;
  /**
   * Looks up the ID of a user message and remembers the name for later lookups. The ID comes
   * from Metamod's `GET_USER_MSG_ID`, which knows the messages the game DLL registered with
   * engine `pfnRegUserMsg`. The code calls `nodemod.eng.regUserMsg` (engine `pfnRegUserMsg`)
   * only when that lookup gives `null` or `undefined`; the binding returns `0` for an unknown
   * name, so an unknown name yields `0` (`MsgTypes.bad`) and is not remembered.
   *
   * Limit: 192 user messages for the game and every plugin together, names shorter than 15
   * characters, sizes up to 192 bytes; past any of them the engine gives `0`
   * ([limits](/docs/limits#user-messages)).
   *
   * @param eventName - User message name, for example `'SayText'`.
   * @param size - Message size in bytes for a registration; `-1` (the default) means variable size.
   * @returns The message ID, or `0` (`MsgTypes.bad`) if the message is not known.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // The game registers its messages while the
   * // map loads, so look them up afterwards.
   * nodemodCore.events.on('dllServerActivate', () => {
   *   const id = nodemodCore.msg.register('ScreenShake');
   *   console.log(
   *     id
   *       ? `ScreenShake is message ${id}`
   *       : 'this game has no ScreenShake message',
   *   );
   * });
   * ```
   */
  register(eventName: string, size?: number): number;
  /**
   * Returns the ID of a user message, from the names already remembered or else through
   * `register`. Adding a listener for a message name calls this method as well.
   *
   * @param name - User message name, for example `'TextMsg'`.
   * @param size - Size passed on to `register` (default `-1`, variable size).
   * @returns The message ID, or `0` (`MsgTypes.bad`) if the message is not known.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // "nm_msgid DeathMsg" tells the player
   * // that message's ID; 0 means unknown.
   * nodemodCore.cmd.register('nm_msgid', (client, args) => {
   *   if (!client) return; // run from the server console
   *   const name = args[0] ?? 'SayText';
   *   nodemodCore.util.messageClient(
   *     client,
   *     `${name}: ${nodemodCore.msg.getUserMsgId(name)}`,
   *   );
   * });
   * ```
   */
  getUserMsgId(name: string, size?: number): number;
  /**
   * Sends a message: calls engine `pfnMessageBegin` with the destination, ID, origin and
   * entity, writes every `data` item with the matching `pfnWrite*` function, then calls
   * `pfnMessageEnd`. The destination defaults to `MsgDest.one` with an entity and to
   * `MsgDest.all` without one. For `one` and `one_unreliable` the entity is converted to an
   * `Entity` (the edict with index `0` is used when none is given or it cannot be resolved);
   * for every other destination the entity is `null`. If the type is `MsgTypes.bad` or a
   * name cannot be resolved, an error is logged to the console and nothing is sent.
   *
   * Limit: 512 bytes of data a message, 192 for a user message of variable size; a user message
   * of fixed size must have exactly its size, or the server stops
   * ([limits](/docs/limits#user-messages), [the error](/docs/errors#message-size)).
   *
   * @param options - The message ID or name, destination, target, origin and data.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // ScreenShake: amplitude and duration in
   * // 4.12 fixed point, frequency in 8.8.
   * nodemodCore.cmd.register('nm_quake', (client) => {
   *   nodemodCore.msg.send({
   *     type: 'ScreenShake',
   *     entity: client,
   *     data: [
   *       {type: 'short', value: 5 << 12},
   *       {type: 'short', value: 2 << 12},
   *       {type: 'short', value: 20 << 8},
   *     ],
   *   });
   * });
   * ```
   */
  send(options: SendOptions): void;
}
