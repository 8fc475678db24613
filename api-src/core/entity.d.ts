/// <reference path="../nodemod/index.d.ts" />

/**
 * Finding, creating and removing entities. Results come back as `EntityWrapper` objects:
 * the engine's own `nodemod.Entity` objects with helper methods such as `remove`, `setSize`,
 * `emitSound` and `getDistance` added. Start with `nodemodCore.entity.find` or `findOne`
 * (criteria such as `className` and `targetName`), `findInSphere` for entities near a point
 * and `create` for new ones. `create` only allocates the entity and does not call the game
 * DLL's spawn function: set its fields, place it with `nodemod.eng.setOrigin` and call
 * `nodemod.dll.spawn` yourself when it needs its normal setup.
 *
 * @example
 * ```ts
 * import nodemodCore from '@nodemod/core';
 *
 * // On each new map, put a named marker
 * // on the first deathmatch spawn point.
 * nodemodCore.events.on('dllServerActivate', () => {
 *   const spawn = nodemodCore.entity.findOne({
 *     className: 'info_player_deathmatch',
 *   });
 *   const marker = spawn && nodemodCore.entity.create('info_target');
 *   if (!spawn || !marker) return;
 *   marker.targetname = 'nm_marker';
 *   nodemod.eng.setOrigin(marker, spawn.origin);
 *   nodemod.dll.spawn(marker); // create() does not spawn it
 * });
 *
 * // "medkits" tells a player how many health kits lie within 500 units.
 * nodemodCore.cmd.register('medkits', (client) => {
 *   if (!client) return; // run from the server console
 *   const kits = nodemodCore.entity.findInSphere(
 *     client.origin,
 *     500,
 *     'item_healthkit',
 *   );
 *   nodemodCore.util.messageClient(
 *     client,
 *     `${kits.length} health kit(s) within 500 units`,
 *   );
 * });
 * ```
 *
 * @module
 */

import type NodemodUtil from './util.js';

/**
 * An entity object that also accepts arbitrary extra properties. `NodemodEntity.createLight`
 * uses it to store a property whose name is chosen at run time.
 */
export interface DynamicEntity extends nodemod.Entity {
  /**
   * Any additional property. Such properties live only on the JavaScript object; they are
   * not entity fields or keyvalues the engine or game DLL knows about.
   */
  [key: string]: any;
}

/**
 * Filter for `NodemodEntity.find`, `findOne` and `removeAll`. An entity matches when it
 * satisfies every property that is present; an empty object matches all scanned entities.
 */
export interface EntityCriteria {
  /** Exact class name, compared with `entvars_t::classname` (`pev->classname`). */
  className?: string;
  /** Exact name, compared with `entvars_t::targetname` (`pev->targetname`). */
  targetName?: string;
  /** Exact target, compared with `entvars_t::target` (`pev->target`). */
  target?: string;
  /** Exact model path, compared with `entvars_t::model` (`pev->model`), e.g. `'models/player.mdl'` or `'*3'` for a brush model. */
  model?: string;
  /** Exact health value, compared with `entvars_t::health` (`pev->health`). */
  health?: number;
  /**
   * Bit mask of `nodemod.FL` values (HLSDK `FL_*`); all of these bits must be set in
   * `entvars_t::flags` (`pev->flags`).
   */
  flags?: number;
  /**
   * Bit mask of spawn flags (HLSDK `SF_*`); all of these bits must be set in
   * `entvars_t::spawnflags` (`pev->spawnflags`).
   */
  spawnflags?: number;
}

/**
 * An entity returned by `NodemodEntity`: the very same `nodemod.Entity` object, extended with
 * helper methods. It can be passed to every `nodemod.eng` function. Since the binding keeps
 * one JavaScript object per entity index, the methods stay attached to that object.
 */
export interface EntityWrapper extends nodemod.Entity {
  /** Deletes the entity with engine `pfnRemoveEntity` (`REMOVE_ENTITY`). */
  remove(): void;
  /**
   * Turns the entity into a static, non-interactive entity with engine `pfnMakeStatic`
   * (`MAKE_STATIC`); the engine frees the server-side entity, so the object must not be used
   * afterwards.
   */
  makeStatic(): void;
  /**
   * Sets the bounding box with engine `pfnSetSize` (`SET_SIZE`), which updates `pev->mins`,
   * `pev->maxs` and `pev->size`.
   * @param mins - Lower corner `[x, y, z]` in units, relative to the origin.
   * @param maxs - Upper corner `[x, y, z]` in units, relative to the origin.
   */
  setSize(mins: number[], maxs: number[]): void;
  /**
   * Moves the entity straight down onto the floor with engine `pfnDropToFloor`
   * (`DROP_TO_FLOOR`), which searches up to 256 units below it.
   * @returns `1` if the entity was placed on the floor, `0` if no floor was found, `-1` if
   * it is stuck in solid.
   */
  dropToFloor(): number;
  /**
   * Checks whether the entity rests on solid ground, with engine `pfnEntIsOnFloor`
   * (`ENT_IS_ON_FLOOR`).
   * @returns Non-zero when it is on the floor, `0` otherwise.
   */
  isOnFloor(): number;
  /**
   * Plays a sound from this entity with engine `pfnEmitSound` (`EMIT_SOUND_DYN2`). The sound
   * must have been precached.
   * @param channel - Sound channel (HLSDK `CHAN_*`: `0` auto, `1` weapon, `2` voice, `3`
   * item, `4` body, `5` stream, `6` static).
   * @param sound - Path relative to the `sound/` folder, e.g. `'items/gunpickup2.wav'`.
   * @param volume - Volume from `0.0` to `1.0`; defaults to `1`.
   * @param attenuation - How fast the sound fades with distance (`nodemod.ATTN`, HLSDK
   * `ATTN_*`; `0` is heard everywhere, `ATTN_NORM` is `0.8`); defaults to `1`.
   * @param flags - Bit flags from `nodemod.SND` (HLSDK `SND_*`); defaults to `0`.
   * @param pitch - Pitch, `100` is normal (HLSDK `PITCH_NORM`), range 0-255; defaults to `100`.
   */
  emitSound(channel: number, sound: string, volume?: number, attenuation?: number, flags?: number, pitch?: number): void;
  /**
   * Computes the straight-line distance between the `origin` of this entity and of another.
   * Brush entities often have the origin `[0, 0, 0]` regardless of where their geometry is;
   * use `NodemodEntity.findInSphere` to test against bounds instead.
   * @param target - The other entity.
   * @returns The distance in units, or `-1` when `target` is missing.
   */
  getDistance(target: EntityWrapper | nodemod.Entity): number;
  /**
   * Reads the light level at the entity with engine `pfnGetEntityIllum` (`GETENTITYILLUM`).
   * @returns The illumination, 0 (dark) to 255 (bright).
   */
  getIllum(): number;
  /**
   * Subscribes to the `dllTouch` event (pre-hook of game DLL `pfnTouch`) and calls
   * `callback` whenever this entity is the one being touched. Every call adds another
   * listener, and there is no way to remove it.
   * @param callback - Receives the touching entity, wrapped.
   */
  onTouch(callback: (other: EntityWrapper | null) => void): void;
  /**
   * Subscribes to the `dllUse` event (pre-hook of game DLL `pfnUse`) and calls `callback`
   * when that event names this entity as the used one. The engine never calls `pfnUse` and
   * `use` bypasses the event, so in practice the callback never runs: players pressing use
   * do not trigger it, only a `nodemod.fire('dllUse', ...)` call does. Every call adds another
   * listener, and there is no way to remove it.
   * @param callback - Receives the activating entity (`pentOther`), wrapped.
   */
  onUse(callback: (other: EntityWrapper | null) => void): void;
  /**
   * Triggers the entity's use action by calling game DLL `pfnUse` (DLL_FUNCTIONS) through
   * `nodemod.dll.use`, with this entity as both the used entity and the activator.
   */
  use(): void;
  /**
   * Runs the entity's touch action by calling game DLL `pfnTouch` (DLL_FUNCTIONS) through
   * `nodemod.dll.touch`, with this entity as the touched one.
   * @param other - The entity that touches it.
   */
  touch(other: nodemod.Entity): void;
}

/**
 * Entity service of `@nodemod/core`, reachable as `nodemodCore.entity` after
 * `import nodemodCore from '@nodemod/core'`. It creates, finds and removes entities and
 * returns them as `EntityWrapper` objects with helper methods.
 */
export default class NodemodEntity {
  /**
   * Stores the utility service. The library creates this instance itself; plugins use
   * `nodemodCore.entity`.
   * @param utilService - The `nodemodCore.util` service.
   */
  constructor(utilService: NodemodUtil);
  /**
   * Creates an entity. With a class name it calls engine `pfnCreateNamedEntity`
   * (`CREATE_NAMED_ENTITY`), which runs the game DLL's factory for that class; if the class
   * is unknown it falls back to engine `pfnCreateEntity` (`CREATE_ENTITY`) and only sets
   * `classname`. Without a class name it creates a blank entity with `pfnCreateEntity`.
   * The game DLL's spawn function is not called; use `nodemod.dll.spawn` when needed.
   * @param className - Entity class, e.g. `'info_target'`; defaults to `null`.
   * @returns The wrapped new entity, or `null` if the engine created none.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // "nm_crowbar" puts a crowbar at the player's feet.
   * nodemodCore.cmd.register('nm_crowbar', (client) => {
   *   if (!client) return; // run from the server console
   *   const crowbar = nodemodCore.entity.create('weapon_crowbar');
   *   if (!crowbar) return;
   *   nodemod.eng.setOrigin(crowbar, client.origin);
   *   // let the game DLL set it up (model, touch)
   *   nodemod.dll.spawn(crowbar);
   * });
   * ```
   */
  create(className?: string | null): EntityWrapper | null;
  /**
   * Adds the `EntityWrapper` methods to an entity object and defines a read-only `id` equal
   * to its index (engine `pfnIndexOfEdict`). The same object is returned, not a copy.
   * @param entity - The entity to extend.
   * @returns The extended entity, or `null` when `entity` is missing.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_light', (client) => {
   *   if (!client) return; // run from the server console
   *   // the same object, with the helper methods added
   *   const player = nodemodCore.entity.wrap(client);
   *   if (player)
   *     nodemodCore.util.messageClient(
   *       client,
   *       `Light level here: ${player.getIllum()}`,
   *     );
   * });
   * ```
   */
  wrap(entity: nodemod.Entity): EntityWrapper | null;
  /**
   * Finds entities matching all given criteria. With `className` (or else `targetName`) it
   * walks the engine's matches from `pfnFindEntityByString` (`FIND_ENTITY_BY_STRING`) and
   * applies the other criteria to them. Otherwise it scans the indices from 1 to
   * `nodemod.eng.numberOfEntities() - 1` (engine `pfnNumberOfEntities`, the count of entities
   * in use), so the world (index 0) is skipped and so is every entity above that index:
   * always the one with the highest index, and more when there are free slots in between.
   * @param criteria - The filter.
   * @returns The matching entities, wrapped; an empty array when there are none.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_doors', (client) => {
   *   if (!client) return; // run from the server console
   *   const doors = nodemodCore.entity.find({ className: 'func_door' });
   *   nodemodCore.util.messageClient(
   *     client,
   *     `This map has ${doors.length} func_door entities`,
   *   );
   * });
   * ```
   */
  find(criteria: EntityCriteria): EntityWrapper[];
  /**
   * Runs `find` and returns the first result.
   * @param criteria - The filter.
   * @returns The first matching entity, or `null` when there is none.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // "nm_start" moves the player to the map's
   * // single-player start, if there is one.
   * nodemodCore.cmd.register('nm_start', (client) => {
   *   if (!client) return; // run from the server console
   *   const start = nodemodCore.entity.findOne({
   *     className: 'info_player_start',
   *   });
   *   if (start) nodemod.eng.setOrigin(client, start.origin);
   *   else
   *     nodemodCore.util.messageClient(
   *       client,
   *       'This map has no info_player_start',
   *     );
   * });
   * ```
   */
  findOne(criteria: EntityCriteria): EntityWrapper | null;
  /**
   * Finds entities near a point with engine `pfnFindEntityInSphere`
   * (`FIND_ENTITY_IN_SPHERE`), which measures the distance to each entity's bounding box
   * (`absmin`/`absmax`), so brush entities are found correctly. The engine signals the end of
   * the search by returning the world, so without a `className` filter the result may also
   * contain `worldspawn` (index 0).
   * @param origin - Center `[x, y, z]` in world coordinates.
   * @param radius - Radius in units.
   * @param className - Keep only entities with this exact class name; defaults to `null`
   * (no filter).
   * @returns The entities found, wrapped.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_near', (client) => {
   *   if (!client) return; // run from the server console
   *   const others = nodemodCore.entity
   *     .findInSphere(client.origin, 300, 'player')
   *     .filter((p) => p !== client);
   *   const names = others.map((p) => p.netname).join(', ') || 'nobody';
   *   nodemodCore.util.messageClient(client, `Within 300 units: ${names}`);
   * });
   * ```
   */
  findInSphere(origin: number[], radius: number, className?: string | null): EntityWrapper[];
  /**
   * Gets the entity at an index with engine `pfnPEntityOfEntIndex` (`INDEXENT`). Indices 1 to
   * `maxClients` are the player slots.
   * @param id - Entity index.
   * @returns The wrapped entity, or `null` when the engine has none at that index.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // "nm_ent 42" in the server console names the entity at index 42.
   * nodemodCore.cmd.add({ name: 'nm_ent', type: 'server', handler: () => {
   *   const ent = nodemodCore.entity.getById(
   *     parseInt(nodemod.eng.cmdArgv(1), 10),
   *   );
   *   console.log(
   *     ent
   *       ? `${ent.id}: ${ent.classname || '(no class name)'}`
   *       : 'no entity at that index',
   *   );
   * } });
   * ```
   */
  getById(id: number): EntityWrapper | null;
  /**
   * Lists entities that have a class name, scanning the indices from 1 to
   * `nodemod.eng.numberOfEntities() - 1` like `find` without class or target name (the
   * world is skipped, and so are the entities above that index, at least the one with the
   * highest index).
   * @returns The entities found, wrapped.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // Entity count per class; the world and the
   * // highest-index entities are not included.
   * nodemodCore.cmd.add({
   *   name: 'nm_census',
   *   type: 'server',
   *   handler: () => {
   *     const counts = new Map<string, number>();
   *     for (const { classname: c } of nodemodCore.entity.getAll())
   *       counts.set(c, (counts.get(c) ?? 0) + 1);
   *     for (const [cls, n] of counts) console.log(`${cls}: ${n}`);
   *   },
   * });
   * ```
   */
  getAll(): EntityWrapper[];
  /**
   * Creates a `light` entity with `create` and assigns `origin` directly (`pev->origin`, not
   * via `pfnSetOrigin`). `brightness` is stored as a plain JavaScript property named by
   * `color` on the object; it is not passed to the game DLL as a keyvalue, and no spawn
   * function is called.
   * @param origin - Position `[x, y, z]`.
   * @param color - Name of the property that receives `brightness`; defaults to `'_light'`.
   * @param brightness - Value stored in that property; defaults to `300`.
   * @returns The wrapped entity, or `null` if it could not be created.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // Not spawned, and Half-Life light is
   * // compiled into the map: this lights nothing.
   * nodemodCore.cmd.register('nm_lamp', (client) => {
   *   if (!client) return; // run from the server console
   *   const lamp = nodemodCore.entity.createLight(
   *     client.origin,
   *     'nm_strength',
   *     150,
   *   );
   *   if (lamp)
   *     console.log(`light entity ${lamp.id} at ${lamp.origin.join(' ')}`);
   * });
   * ```
   */
  createLight(origin: number[], color?: string, brightness?: number): EntityWrapper | null;
  /**
   * Creates a point entity (e.g. `'info_target'`) with `create` and assigns `origin` and
   * `angles` directly (`pev->origin`, `pev->angles`). No spawn function is called.
   * @param className - Entity class.
   * @param origin - Position `[x, y, z]`.
   * @param angles - Orientation `[pitch, yaw, roll]` in degrees; defaults to `[0, 0, 0]`.
   * @returns The wrapped entity, or `null` if it could not be created.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // "nm_mark" leaves a named info_target where
   * // the player stands, facing their way.
   * nodemodCore.cmd.register('nm_mark', (client) => {
   *   if (!client) return; // run from the server console
   *   const mark = nodemodCore.entity.createInfo(
   *     'info_target',
   *     client.origin,
   *     client.angles,
   *   );
   *   if (mark) mark.targetname = 'nm_mark';
   * });
   * ```
   */
  createInfo(className: string, origin: number[], angles?: number[]): EntityWrapper | null;
  /**
   * Creates an entity with `create`, assigns `origin` directly and gives it a bounding box of
   * the given size centered on the origin (via `setSize`). Solid type and spawn are left to
   * the caller.
   * @param className - Entity class, e.g. `'trigger_multiple'`.
   * @param origin - Center `[x, y, z]`.
   * @param size - Box size `[x, y, z]` in units; defaults to `[64, 64, 64]`.
   * @returns The wrapped entity, or `null` if it could not be created.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_zone', (client) => {
   *   if (!client) return; // run from the server console
   *   const zone = nodemodCore.entity.createTrigger(
   *     'info_target',
   *     client.origin,
   *     [128, 128, 72],
   *   );
   *   if (!zone) return;
   *   // relink so players touching it fire dllTouch
   *   zone.solid = nodemod.SOLID.TRIGGER;
   *   nodemod.eng.setOrigin(zone, zone.origin);
   * });
   * ```
   */
  createTrigger(className: string, origin: number[], size?: number[]): EntityWrapper | null;
  /**
   * Deletes every entity that `find` returns for the criteria, each with engine
   * `pfnRemoveEntity`.
   * @param criteria - The filter; an empty object removes every scanned entity.
   * @returns The number of entities removed.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // A server without armour: no HEV batteries on any map.
   * nodemodCore.events.on('dllServerActivate', () => {
   *   const removed = nodemodCore.entity.removeAll({
   *     className: 'item_battery',
   *   });
   *   if (removed > 0) console.log(`Removed ${removed} item_battery`);
   * });
   * ```
   */
  removeAll(criteria: EntityCriteria): number;
}
