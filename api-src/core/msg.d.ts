/// <reference path="../nodemod/index.d.ts" />

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
 * - `broadcast` = `0`: `MSG_BROADCAST`, to all clients, unreliable.
 * - `one` = `1`: `MSG_ONE`, to one client, reliable.
 * - `all` = `2`: `MSG_ALL`, to all clients, reliable.
 * - `init` = `3`: `MSG_INIT`, written to the signon data that clients receive while connecting.
 * - `pvs` = `4`: `MSG_PVS`, to clients whose potentially visible set contains the origin, unreliable.
 * - `pas` = `5`: `MSG_PAS`, to clients whose potentially audible set contains the origin, unreliable.
 * - `pvs_r` = `6`: `MSG_PVS_R`, like `pvs` but reliable.
 * - `pas_r` = `7`: `MSG_PAS_R`, like `pas` but reliable.
 * - `one_unreliable` = `8`: `MSG_ONE_UNRELIABLE`, to one client in the unreliable stream (may be dropped).
 * - `spec` = `9`: `MSG_SPEC`, to HLTV spectator proxies.
 */
export declare const MsgDest: { broadcast: number; one: number; all: number; init: number; pvs: number; pas: number; pvs_r: number; pas_r: number; one_unreliable: number; spec: number; };

/**
 * The engine's built-in server-to-client message numbers (`svc_*`), usable as
 * `SendOptions.type` and found in `MessageState.type`. User messages registered by the game
 * DLL (such as `SayText`) get IDs above this range. Few of these are meant to be sent by game
 * code; the HLSDK names the usual ones `SVC_TEMPENTITY`, `SVC_INTERMISSION`, `SVC_CDTRACK`,
 * `SVC_WEAPONANIM`, `SVC_ROOMTYPE` and `SVC_DIRECTOR`.
 *
 * - `bad` = `0`: `svc_bad`, invalid; `send` refuses it and lookups return it on failure.
 * - `nop` = `1`: `svc_nop`, does nothing.
 * - `disconnect` = `2`: `svc_disconnect`, the server drops the client.
 * - `event` = `3`: `svc_event`, plays back client events.
 * - `version` = `4`: `svc_version`, protocol version.
 * - `setview` = `5`: `svc_setview`, entity the client views from.
 * - `sound` = `6`: `svc_sound`, starts a sound on an entity.
 * - `time` = `7`: `svc_time`, server time.
 * - `print` = `8`: `svc_print`, text for the client console.
 * - `stufftext` = `9`: `svc_stufftext`, command text the client executes.
 * - `setangle` = `10`: `svc_setangle`, sets the client's view angles.
 * - `serverinfo` = `11`: `svc_serverinfo`, server and map information at connection.
 * - `lightstyle` = `12`: `svc_lightstyle`, a light style pattern.
 * - `updateuserinfo` = `13`: `svc_updateuserinfo`, a player's userinfo.
 * - `deltadescription` = `14`: `svc_deltadescription`, delta compression layout.
 * - `clientdata` = `15`: `svc_clientdata`, the client's own player data.
 * - `stopsound` = `16`: `svc_stopsound`, stops a sound.
 * - `pings` = `17`: `svc_pings`, scoreboard pings.
 * - `particle` = `18`: `svc_particle`, a particle effect.
 * - `damage` = `19`: `svc_damage`, damage feedback.
 * - `spawnstatic` = `20`: `svc_spawnstatic`, a static entity.
 * - `event_reliable` = `21`: `svc_event_reliable`, a client event sent reliably.
 * - `spawnbaseline` = `22`: `svc_spawnbaseline`, entity baselines.
 * - `tempentity` = `23`: `svc_temp_entity` (HLSDK `SVC_TEMPENTITY`), temporary effects (`TE_*`).
 * - `setpause` = `24`: `svc_setpause`, pause state.
 * - `signonnum` = `25`: `svc_signonnum`, signon stage.
 * - `centerprint` = `26`: `svc_centerprint`, centred text.
 * - `killedmonster` = `27`: `svc_killedmonster`, monster kill counter.
 * - `foundsecret` = `28`: `svc_foundsecret`, secret counter.
 * - `spawnstaticsound` = `29`: `svc_spawnstaticsound`, a sound at a fixed position.
 * - `intermission` = `30`: `svc_intermission` (HLSDK `SVC_INTERMISSION`), intermission screen.
 * - `finale` = `31`: `svc_finale`, end-of-game text.
 * - `cdtrack` = `32`: `svc_cdtrack` (HLSDK `SVC_CDTRACK`), CD/music track.
 * - `restore` = `33`: `svc_restore`, saved-game restore data.
 * - `cutscene` = `34`: `svc_cutscene`, cutscene text.
 * - `weaponanim` = `35`: `svc_weaponanim` (HLSDK `SVC_WEAPONANIM`), view model animation.
 * - `decalname` = `36`: `svc_decalname`, a decal name for an index.
 * - `roomtype` = `37`: `svc_roomtype` (HLSDK `SVC_ROOMTYPE`), sound room type (DSP effect).
 * - `addangle` = `38`: `svc_addangle`, adds to the client's view angle.
 * - `newusermsg` = `39`: `svc_newusermsg`, announces a user message to clients.
 * - `packetentities` = `40`: `svc_packetentities`, entity states.
 * - `deltapacketentities` = `41`: `svc_deltapacketentities`, delta-compressed entity states.
 * - `choke` = `42`: `svc_choke`, tells the client packets were choked.
 * - `resourcelist` = `43`: `svc_resourcelist`, resources the client needs.
 * - `newmovevars` = `44`: `svc_newmovevars`, movement variables.
 * - `resourcerequest` = `45`: `svc_resourcerequest`, asks the client for its resources.
 * - `customization` = `46`: `svc_customization`, a player customization (such as a spray).
 * - `crosshairangle` = `47`: `svc_crosshairangle`, crosshair offset.
 * - `soundfade` = `48`: `svc_soundfade`, fades the client's volume.
 * - `filetxferfailed` = `49`: `svc_filetxferfailed`, a file transfer failed.
 * - `hltv` = `50`: `svc_hltv`, HLTV proxy data.
 * - `director` = `51`: `svc_director` (HLSDK `SVC_DIRECTOR`), spectator director commands.
 * - `voiceinit` = `52`: `svc_voiceinit`, voice codec setup.
 * - `voicedata` = `53`: `svc_voicedata`, voice data.
 * - `sendextrainfo` = `54`: `svc_sendextrainfo`, extra server information.
 * - `timescale` = `55`: `svc_timescale`, time scale.
 * - `resourcelocation` = `56`: `svc_resourcelocation`, download location for resources.
 * - `sendcvarvalue` = `57`: `svc_sendcvarvalue`, asks the client for a cvar value.
 * - `sendcvarvalue2` = `58`: `svc_sendcvarvalue2`, the same with a request ID.
 */
export declare const MsgTypes: { bad: number; nop: number; disconnect: number; event: number; version: number; setview: number; sound: number; time: number; print: number; stufftext: number; setangle: number; serverinfo: number; lightstyle: number; updateuserinfo: number; deltadescription: number; clientdata: number; stopsound: number; pings: number; particle: number; damage: number; spawnstatic: number; event_reliable: number; spawnbaseline: number; tempentity: number; setpause: number; signonnum: number; centerprint: number; killedmonster: number; foundsecret: number; spawnstaticsound: number; intermission: number; finale: number; cdtrack: number; restore: number; cutscene: number; weaponanim: number; decalname: number; roomtype: number; addangle: number; newusermsg: number; packetentities: number; deltapacketentities: number; choke: number; resourcelist: number; newmovevars: number; resourcerequest: number; customization: number; crosshairangle: number; soundfade: number; filetxferfailed: number; hltv: number; director: number; voiceinit: number; voicedata: number; sendextrainfo: number; timescale: number; resourcelocation: number; sendcvarvalue: number; sendcvarvalue2: number; };

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
 * are only recorded while at least one listener exists for their name.
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
   */
  setUtilService(utilService: NodemodUtil): void;
  /**
   * Looks up the ID of a user message and remembers the name for later lookups. The ID comes
   * from Metamod's `GET_USER_MSG_ID`, which knows the messages the game DLL registered with
   * engine `pfnRegUserMsg`. The code calls `nodemod.eng.regUserMsg` (engine `pfnRegUserMsg`)
   * only when that lookup gives `null` or `undefined`; the binding returns `0` for an unknown
   * name, so an unknown name yields `0` (`MsgTypes.bad`) and is not remembered.
   *
   * @param eventName - User message name, for example `'SayText'`.
   * @param size - Message size in bytes for a registration; `-1` (the default) means variable size.
   * @returns The message ID, or `0` (`MsgTypes.bad`) if the message is not known.
   */
  register(eventName: string, size?: number): number;
  /**
   * Returns the ID of a user message, from the names already remembered or else through
   * `register`. Adding a listener for a message name calls this method as well.
   *
   * @param name - User message name, for example `'TextMsg'`.
   * @param size - Size passed on to `register` (default `-1`, variable size).
   * @returns The message ID, or `0` (`MsgTypes.bad`) if the message is not known.
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
   * @param options - The message ID or name, destination, target, origin and data.
   */
  send(options: SendOptions): void;
}
