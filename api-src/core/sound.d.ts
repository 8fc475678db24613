/// <reference path="../nodemod/index.d.ts" />

/**
 * Plays sounds on entities, filling in the usual defaults and clamping volume and pitch. Start
 * with `nodemodCore.sound.emitSound` (engine `pfnEmitSound`), which takes an `EmitSoundOptions`
 * object: the sound path relative to `sound/`, the entity it plays on and a channel from
 * `SoundChannel`. A sound must have been precached while the map loaded, with
 * `nodemodCore.resource.precacheSound`, or the engine does not play it. Avoid `emitAmbientSound`,
 * which passes a null entity that engines such as ReHLDS treat as a fatal error, and note that
 * `stopSound` silences nothing on the default channel `CHAN_AUTO`.
 *
 * @example
 * ```ts
 * import nodemodCore from '@nodemod/core';
 * import {SoundChannel} from '@nodemod/core/sound';
 *
 * const BELL = 'buttons/bell1.wav';
 * const precache = () => nodemodCore.resource.precacheSound(BELL);
 * // for the first map
 * precache();
 * // and for every following map
 * nodemod.on('dllServerDeactivate', precache);
 *
 * // "ding": ring a bell on the player; the players around hear it as well
 * nodemodCore.cmd.register('ding', (client, args) => {
 *   if (!client) return; // run from the server console
 *   // 100 is normal; clamped to 1-255
 *   const pitch = Number(args[0]) || 100;
 *   nodemodCore.sound.emitSound({
 *     entity: client,
 *     channel: SoundChannel.item,
 *     sound: BELL,
 *     volume: 0.8,
 *     pitch,
 *   });
 * });
 * ```
 *
 * @module
 */

import type NodemodUtil from './util.js';

/**
 * Parameters of `NodemodSound.emitSound`, matching the arguments of engine `pfnEmitSound`.
 * Only `sound` is required; the others have defaults.
 */
export interface EmitSoundOptions {
  /** Entity the sound plays from, as `Entity` or index. Omitted or `0` means the world entity (index `0`). */
  entity?: nodemod.Entity | number;
  /**
   * Sound channel, one of the `SoundChannel` values (HLSDK `CHAN_*`). Defaults to `SoundChannel.auto`.
   * The engine accepts only `0` to `7`: a higher channel, such as `SoundChannel.networkVoiceEnd`,
   * is not clamped and the engine (ReHLDS) stops the server with a fatal error.
   */
  channel?: number;
  /**
   * Sound file relative to the `sound/` folder, for example `'items/gunpickup2.wav'`. The engine
   * only plays sounds that were precached (see `nodemodCore.resource.precacheSound`).
   */
  sound: string;
  /** Volume from `0.0` to `1.0`; values outside are clamped. Defaults to `1.0`. */
  volume?: number;
  /**
   * How fast the sound fades with distance; negative values become `0`. HLSDK values:
   * `0` `ATTN_NONE` (no falloff), `0.8` `ATTN_NORM`, `1.25` `ATTN_STATIC`, `2.0` `ATTN_IDLE`.
   * Defaults to `1.0`. Values above `4` are not clamped, and the engine (ReHLDS) stops the
   * server with a fatal error.
   */
  attenuation?: number;
  /** `SND_*` bit flags such as `SND_STOP` (`32`), `SND_CHANGE_VOL` (`64`), `SND_CHANGE_PITCH` (`128`). Defaults to `0`. */
  flags?: number;
  /** Pitch from `1` to `255`, where `100` is normal (HLSDK `PITCH_NORM`); values outside are clamped. Defaults to `100`. */
  pitch?: number;
}

/**
 * One entry of the list passed to `NodemodSound.emitMultipleSounds`; it has the same fields
 * as `EmitSoundOptions`.
 */
export interface SoundConfig extends EmitSoundOptions {
}

/**
 * Outcome of one entry of `NodemodSound.emitMultipleSounds`.
 */
export interface SoundResult {
  /** Position of the entry in the list that was passed in. */
  index: number;
  /** What `emitSound` returned for the entry; `false` also when it threw an exception. */
  success: boolean;
  /** The entry itself, as passed in. */
  config: SoundConfig;
  /** Message of the exception thrown while emitting this entry, if any. */
  error?: string;
}

/**
 * Sound channel numbers, the HLSDK `CHAN_*` constants, for `EmitSoundOptions.channel` and
 * `NodemodSound.stopSound`.
 *
 * @example
 * ```ts
 * import nodemodCore from '@nodemod/core';
 * import {SoundChannel} from '@nodemod/core/sound';
 *
 * nodemodCore.cmd.register('nm_ouch', (client) => {
 *   if (!client) return; // run from the server console
 *   // CHAN_VOICE: this cuts off whatever was
 *   // playing on the player's voice channel.
 *   nodemodCore.sound.emitSound({
 *     entity: client,
 *     channel: SoundChannel.voice,
 *     sound: 'player/pl_pain2.wav',
 *   });
 * });
 * ```
 */
export declare const SoundChannel: {
  /** `0`: `CHAN_AUTO`, the client picks a free channel. */
  auto: number;
  /** `1`: `CHAN_WEAPON`, weapon sounds. */
  weapon: number;
  /** `2`: `CHAN_VOICE`, voices and speech. */
  voice: number;
  /** `3`: `CHAN_ITEM`, item sounds. */
  item: number;
  /** `4`: `CHAN_BODY`, body sounds such as footsteps. */
  body: number;
  /** `5`: `CHAN_STREAM`, long streamed sounds. */
  stream: number;
  /** `6`: `CHAN_STATIC`, sounds allocated from the client's static channel area. */
  static: number;
  /** `7`: `CHAN_NETWORKVOICE_BASE`, first channel reserved for voice chat. */
  networkVoiceBase: number;
  /** `500`: `CHAN_NETWORKVOICE_END`, last channel reserved for voice chat; never pass it to `emitSound`, where a channel above `7` is a fatal engine error that stops the server. */
  networkVoiceEnd: number;
};

/**
 * Sound service, available as `nodemodCore.sound` (`import nodemodCore from '@nodemod/core'`).
 * It plays sounds on entities (engine `pfnEmitSound`) and at positions (engine
 * `pfnEmitAmbientSound`), plays sounds locally on one client, and fills in and clamps the
 * usual parameters.
 */
export default class NodemodSound {
  /**
   * Creates the sound service. The library creates the instance itself when
   * `@nodemod/core` is loaded; plugins use `nodemodCore.sound`.
   *
   * @param utilService - Utility service used to turn entity indexes into entities (`nodemodCore.util`).
   */
  constructor(utilService: NodemodUtil);
  /**
   * Plays a sound on an entity with engine `pfnEmitSound`. Missing options get their defaults
   * (world entity, `CHAN_AUTO`, volume `1.0`, attenuation `1.0`, flags `0`, pitch `100`);
   * volume is clamped to 0-1, attenuation to at least `0` and pitch to 1-255. An attenuation
   * above `4` or a channel above `7` is passed on unchanged and stops the server with a fatal
   * engine error.
   *
   * @param options - The sound and how to play it.
   * @returns `false` (with a console error) if `sound` is empty, otherwise `true`; the engine call itself reports nothing back.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // "nm_spark": a quiet, high-pitched spark on the
   * // caller (Half-Life precaches it on every map).
   * nodemodCore.cmd.register('nm_spark', (client) => {
   *   if (!client) return; // run from the server console
   *   nodemodCore.sound.emitSound({
   *     entity: client,
   *     sound: 'buttons/spark5.wav',
   *     volume: 0.5,
   *     pitch: 130,
   *   });
   * });
   * ```
   */
  emitSound(options: EmitSoundOptions): boolean;
  /**
   * Plays a sound on one client only by making it run the console command
   * `spk sound/<path>` (engine `pfnClientCommand`). Nothing is sent to other players.
   *
   * @param entity - Receiving player, as `Entity` or index.
   * @param soundName - Sound path; if it contains no dot, `.` plus `extension` is appended.
   * @param extension - File extension added to names without one (default `'wav'`).
   * @returns `false` (with a console error) if the player cannot be resolved (also for index `0`), otherwise `true`.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_bell', (client) => {
   *   if (!client) return; // run from the server console
   *   // Makes only this player run
   *   // "spk sound/buttons/bell1.wav" ('.wav' is appended).
   *   nodemodCore.sound.emitClientSound(client, 'buttons/bell1');
   * });
   * ```
   */
  emitClientSound(entity: nodemod.Entity | number, soundName: string, extension?: string): boolean;
  /**
   * Plays a sound at a fixed position with engine `pfnEmitAmbientSound`, passing `null` as
   * the entity. Volume is clamped to 0-1, attenuation to at least `0` and pitch to 1-255.
   * The engine turns the entity argument into an index and, in the engine sources available
   * (ReHLDS), treats a null entity as a fatal "bad pointer" error, so check this call on
   * your server before relying on it.
   *
   * @param position - World position `[x, y, z]` in units.
   * @param sound - Precached sound file relative to `sound/`.
   * @param volume - Volume from `0.0` to `1.0` (default `1.0`).
   * @param attenuation - Distance falloff, see `EmitSoundOptions.attenuation` (default `1.0`).
   * @param flags - `SND_*` bit flags, for example `SND_SPAWNING` (`256`) (default `0`).
   * @param pitch - Pitch from 1 to 255, `100` is normal (default `100`).
   * @returns `false` (with a console error) if `sound` is empty or `position` has fewer than 3 numbers, otherwise `true`.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // Caution: ReHLDS shuts down here with
   * // "NUM_FOR_EDICT: bad pointer" (null entity, precached sound).
   * nodemodCore.sound.emitAmbientSound(
   *   [0, 0, 64],
   *   'debris/glass1.wav',
   *   0.8,
   *   0.8,
   * );
   * ```
   */
  emitAmbientSound(position: number[], sound: string, volume?: number, attenuation?: number, flags?: number, pitch?: number): boolean;
  /**
   * Plays a sound from the world entity through `emitSound`, with the usual defaults
   * overridden by `options`. Despite the name, on the default channel `CHAN_AUTO` (and any
   * channel except `CHAN_STATIC`) the engine sends the sound only to the players within the
   * potentially audible set (PAS) of the world entity's position, not to everyone; only
   * `channel: SoundChannel.static` or the `SND_STOP` flag reach all clients. With the default
   * attenuation the sound also fades with distance from the world entity; pass
   * `attenuation: 0` (`ATTN_NONE`) for no falloff.
   *
   * @param sound - Precached sound file relative to `sound/`.
   * @param options - Values that override the defaults (entity `0`, `CHAN_AUTO`, volume `1.0`, attenuation `1.0`, flags `0`, pitch `100`).
   * @returns What `emitSound` returns.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   * import {SoundChannel} from '@nodemod/core/sound';
   *
   * nodemodCore.cmd.add({name: 'nm_zap', type: 'server', handler: () => {
   *   // CHAN_STATIC is sent to every client, and
   *   // attenuation 0 is heard at full volume everywhere.
   *   nodemodCore.sound.broadcastSound('buttons/spark6.wav', {
   *     channel: SoundChannel.static,
   *     attenuation: 0,
   *   });
   * }});
   * ```
   */
  broadcastSound(sound: string, options?: Partial<EmitSoundOptions>): boolean;
  /**
   * Tries to silence a sound on an entity. It does not use `SND_STOP`: it plays `sound`
   * (or `common/null.wav` when empty) on the given channel at volume `0.001` and pitch `1`,
   * relying on the new sound replacing the old one on that channel of that entity, as it does
   * on dynamic channels such as `CHAN_WEAPON` or `CHAN_VOICE`. On `CHAN_AUTO`, the default,
   * a new sound never replaces a playing one, so nothing is stopped.
   *
   * @param entity - Entity the sound plays on, as `Entity` or index.
   * @param channel - Channel to override (default `SoundChannel.auto`).
   * @param sound - Sound to play instead (default `''`, meaning `common/null.wav`); it must be precached.
   * @returns `false` if the entity cannot be resolved (also for index `0`), otherwise what `emitSound` returns.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   * import {SoundChannel} from '@nodemod/core/sound';
   *
   * nodemodCore.cmd.register('nm_hush', (client) => {
   *   if (!client) return; // run from the server console
   *   // Replaces the player's CHAN_VOICE sound; on
   *   // CHAN_AUTO, the default, nothing would stop.
   *   nodemodCore.sound.stopSound(client, SoundChannel.voice);
   * });
   * ```
   */
  stopSound(entity: nodemod.Entity | number, channel?: number, sound?: string): boolean;
  /**
   * Checks only the file name of a sound: it must be a non-empty string ending in `.wav` or
   * `.mp3` (case-insensitive). The file is not looked up on disk.
   *
   * @param soundPath - Sound path to check.
   * @returns `true` if the extension is `wav` or `mp3`.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_play', (client, args) => {
   *   if (!client) return; // run from the server console
   *   const name = args[0] ?? '';
   *   // Only the name is checked, so a file missing on disk passes as well.
   *   if (nodemodCore.sound.isValidSound(name))
   *     nodemodCore.sound.emitClientSound(client, name);
   *   else
   *     nodemodCore.util.messageClient(
   *       client,
   *       'Usage: nm_play <sound.wav>',
   *     );
   * });
   * ```
   */
  isValidSound(soundPath: string): boolean;
  /**
   * Calls `emitSound` for each entry and reports the outcome of each; an exception from one
   * entry is caught and recorded instead of stopping the rest.
   *
   * @param soundConfigs - Sounds to play, in order.
   * @returns One result per entry, in the same order.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.events.on('dllClientKill', (player) => {
   *   const results = nodemodCore.sound.emitMultipleSounds([
   *     {entity: player, sound: 'debris/glass1.wav'},
   *     {entity: player, sound: 'buttons/spark6.wav', pitch: 80},
   *   ]);
   *   // success is false only for an empty name or a thrown exception.
   *   results
   *     .filter((r) => !r.success)
   *     .forEach((r) =>
   *       console.log(`sound ${r.index}: ${r.error ?? 'no name'}`),
   *     );
   * });
   * ```
   */
  emitMultipleSounds(soundConfigs: SoundConfig[]): SoundResult[];
}
