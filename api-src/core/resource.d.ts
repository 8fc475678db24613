/// <reference path="../nodemod/index.d.ts" />

/**
 * Precaches the models, sounds and other files a plugin uses, so that clients load them with the
 * map. The engine accepts new precaches only while a map loads, so
 * `nodemodCore.resource.precacheModel`, `precacheSound`, `precacheGeneric` and `precacheBatch`
 * only queue the call; the queue runs at the next `dllSpawn` event, which, while a map loads, is
 * the spawn of `worldspawn`. Queue at plugin start, not while a map is running: a new resource
 * precached then is a fatal engine error, which ReHLDS words as `Precache can only be done in
 * spawn functions`. Each queued call runs once and the engine starts with empty precache lists on every
 * map, so queue the resources again for each map, for example from `dllServerDeactivate` as below.
 *
 * @example
 * ```ts
 * import nodemodCore from '@nodemod/core';
 *
 * let beamSprite = 0; // model index of the sprite on the current map
 *
 * function queuePrecaches(): void {
 *   nodemodCore.resource.precacheSound('buttons/bell1.wav');
 *   nodemodCore.resource
 *     .precacheModel('sprites/laserbeam.spr')
 *     .then((index) => {
 *       beamSprite = index;
 *     });
 * }
 *
 * // runs when the first map loads
 * queuePrecaches();
 * // and again for every following map
 * nodemod.on('dllServerDeactivate', queuePrecaches);
 * ```
 *
 * @module
 */

/**
 * One resource for `NodemodResource.precacheBatch`.
 */
export interface ResourceItem {
  /**
   * Kind of resource, which selects the precache method: `'model'` uses `precacheModel`,
   * `'sound'` uses `precacheSound`, `'generic'` uses `precacheGeneric`.
   */
  type: 'model' | 'sound' | 'generic';
  /**
   * File path: relative to the `sound/` folder for sounds (for example `'misc/beep.wav'`),
   * relative to the game folder for models and generic files (for example `'models/w_ak47.mdl'`).
   */
  path: string;
}

/**
 * A queued precache step: a function without arguments that performs one engine precache call.
 * `NodemodResource` keeps these in its queue until the next `dllSpawn` event.
 */
export type PrecacheFunction = () => void;

/**
 * Callback of `NodemodResource.precacheSound`, called once the sound was precached.
 *
 * @param id - Index returned by engine `pfnPrecacheSound`.
 */
export type PrecacheCallback = (id: number) => void;

/**
 * Resource precaching service, available as `nodemodCore.resource` (`import nodemodCore from '@nodemod/core'`).
 * The engine accepts new precaches only while a map is loading, so the precache methods do not
 * call the engine at once: they queue the call, and the whole queue runs at the next `dllSpawn`
 * event (game DLL `pfnSpawn`, which fires for every entity spawn, first for `worldspawn` when
 * a map loads). Queue resources before the map loads, for example when the plugin starts;
 * anything queued while a map is running is precached at the next entity spawn, when the engine
 * no longer accepts new resources. The queue runs newest entry first, and each entry runs only
 * once, so resources needed on every map must be queued again for each map.
 */
export default class NodemodResource {
  /**
   * Creates the service and hooks the `dllSpawn` event that runs the queue. The library
   * creates the instance itself when `@nodemod/core` is loaded; plugins use `nodemodCore.resource`.
   */
  constructor();
  /**
   * Queues a sound for precaching with engine `pfnPrecacheSound`.
   * The returned promise resolves at once, not when the sound is precached; use `cb` to get the index.
   *
   * Limit: 512 sounds per map; past it the server stops
   * ([limits](/docs/limits#precache-tables), [the error](/docs/errors#precache-limit)).
   *
   * @param path - Sound file relative to the `sound/` folder, for example `'misc/beep.wav'`.
   * @param cb - Called with the sound index when the queue runs (default: a function that does nothing).
   * @returns A promise that resolves immediately with no value.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * let blipSound = 0;
   * // The promise resolves at once; the index
   * // comes to the callback when the map loads.
   * nodemodCore.resource.precacheSound('buttons/blip1.wav', (index) => {
   *   blipSound = index;
   * });
   * ```
   */
  precacheSound(path: string, cb?: PrecacheCallback): Promise<void>;
  /**
   * Queues a model or sprite (`.mdl` or `.spr`) for precaching with engine `pfnPrecacheModel`.
   * When the queue runs, the path and index are also printed to the console.
   *
   * Limit: 512 models per map, the map itself and its brush models included; past it the server
   * stops ([limits](/docs/limits#precache-tables), [the error](/docs/errors#precache-limit)).
   *
   * @param path - Model file relative to the game folder, for example `'models/w_ak47.mdl'`.
   * @returns A promise that resolves with the model index when the queue runs; it never resolves if the queue is cleared first.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * let glowSprite = 0;
   * nodemodCore.resource
   *   .precacheModel('sprites/glow01.spr')
   *   .then((index) => {
   *     // arrives when the queue runs as the next map loads
   *     glowSprite = index;
   *   });
   * ```
   */
  precacheModel(path: string): Promise<number>;
  /**
   * Queues any file for precaching with engine `pfnPrecacheGeneric`, which adds it to the list
   * of files clients download. When the queue runs, the path and index are also printed to the console.
   *
   * Limit: 512 generic files per map; past it the server stops
   * ([limits](/docs/limits#precache-tables), [the error](/docs/errors#precache-limit)).
   *
   * @param path - File relative to the game folder, for example `'sprites/logo.spr'`.
   * @returns A promise that resolves with the index from `pfnPrecacheGeneric` when the queue runs; it never resolves if the queue is cleared first.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // Clients that lack the file download
   * // it; no model precache slot is used.
   * nodemodCore.resource
   *   .precacheGeneric('models/player/barney/barney.mdl')
   *   .then((index) => {
   *     console.log(`barney.mdl is generic resource ${index}`);
   *   });
   * ```
   */
  precacheGeneric(path: string): Promise<number>;
  /**
   * Queues several resources with the method matching each `type`; entries with any other
   * type are skipped.
   *
   * Limit: 512 models, 512 sounds and 512 generic files per map; past any of them the server
   * stops ([limits](/docs/limits#precache-tables), [the error](/docs/errors#precache-limit)).
   *
   * @param resources - Resources to queue.
   * @returns A promise for the results in input order: the index for models and generic files, `undefined` for sounds (whose promises resolve at once).
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // Results follow the input order: a model
   * // index, then undefined for the sound.
   * nodemodCore.resource
   *   .precacheBatch([
   *     { type: 'model', path: 'models/w_medkit.mdl' },
   *     { type: 'sound', path: 'items/smallmedkit1.wav' },
   *   ])
   *   .then(([medkit]) =>
   *     console.log(`w_medkit.mdl has model index ${medkit}`),
   *   );
   * ```
   */
  precacheBatch(resources: ResourceItem[]): Promise<(number | void)[]>;
  /**
   * Returns how many precache calls are waiting for the next `dllSpawn` event.
   *
   * @returns Number of queued entries.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // Calls still waiting for the next dllSpawn
   * // (0 right after a map has loaded).
   * nodemodCore.cmd.add({
   *   name: 'nm_precache_queue',
   *   type: 'server',
   *   handler: () => {
   *     console.log(
   *       `${nodemodCore.resource.getQueueLength()} ` +
   *         `precache call(s) queued`,
   *     );
   *   },
   * });
   * ```
   */
  getQueueLength(): number;
  /**
   * Drops every queued precache call. Their resources are not precached, sound callbacks are
   * not called, and promises from `precacheModel` and `precacheGeneric` never resolve.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // Drops everything queued through
   * // nodemodCore.resource so far, whoever queued it.
   * nodemodCore.cmd.add({
   *   name: 'nm_precache_cancel',
   *   type: 'server',
   *   handler: () => {
   *     console.log(
   *       `Dropping ${nodemodCore.resource.getQueueLength()} ` +
   *         `queued precache call(s)`,
   *     );
   *     nodemodCore.resource.clearQueue();
   *   },
   * });
   * ```
   */
  clearQueue(): void;
}
