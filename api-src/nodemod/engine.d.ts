/// <reference path="./structures.d.ts" />
/// <reference path="./prediction.d.ts" />
/// <reference path="./enums.d.ts" />

declare namespace nodemod {
  /**
   * The engine function table: the HLSDK `enginefuncs_t` structure, known to game DLL code as `g_engfuncs`
   * and made of the `pfn*` functions through which a game DLL or Metamod plugin calls into the GoldSrc
   * engine. NodeMod exposes it on `nodemod.eng`; each method calls the engine function of the same name
   * (`precacheModel` calls `pfnPrecacheModel`) and converts the values between JavaScript and C:
   *
   * - entities (`edict_t *`) are `Entity` objects. A null edict returned by the engine becomes `null`, and
   *   passing `null` for an entity hands the engine a null pointer.
   * - vectors (`const float *`, `vec3_t`) are `number[]` arrays of 3 floats: `[x, y, z]` in world units
   *   for positions and directions, `[pitch, yaw, roll]` in degrees for angles.
   * - `int`, `float` and `qboolean` values are plain numbers; a `qboolean` is `0` (false) or non-zero (true).
   * - C strings are JavaScript strings, copied in both directions. Offsets into the engine's string pool
   *   (`string_t`) are numbers.
   * - untyped pointers (`void *`) are returned as opaque native handles: they can be passed back to engine
   *   functions but their memory cannot be read from JavaScript.
   *
   * Output pointers: where the C function writes its result through a pointer parameter, NodeMod copies a
   * plain array argument into a temporary native buffer and does not copy the engine's output back, so the
   * array keeps its old contents. A typed array is handed to the engine as its own memory and does receive
   * the result: a `Float32Array` for `float *` outputs, an `Int32Array` for `int *` outputs (cast to
   * `number[]` in TypeScript). The trace functions avoid this by returning the `TraceResult` the engine
   * fills in.
   *
   * NodeMod does not validate arguments. The engine checks many of them itself, and several of those checks
   * end in a fatal engine error that stops the server.
   *
   * @pageTitle nodemod.eng: engine functions
   * @callNote `nodemod` is a global wherever NodeMod runs your script: call these as `nodemod.eng.name(…)`, with no import.
   */
  interface Engine {
    /**
     * Precaches a model (studio model `.mdl`, sprite `.spr` or brush model) so that clients load it, and
     * returns its model index. Engine `pfnPrecacheModel` (HLSDK `PRECACHE_MODEL`).
     *
     * The engine only adds new precache entries while a map is loading, i.e. during the spawn phase (for
     * example from the world's `dllSpawn` event) up to `dllServerActivate`. Later, a name that is already
     * precached just returns its index, and a new name is a fatal engine error, which ReHLDS words as
     * `Precache can only be done in spawn functions` (`rehlds/engine/pr_cmds.cpp`).
     *
     * Limit: 512 models per map, the map itself and its brush models included; past it the server
     * stops ([limits](/docs/limits#precache-tables), [the error](/docs/errors#precache-limit)).
     *
     * @param s - Path relative to the game directory, e.g. `models/player.mdl`.
     * @returns The model index in the engine's model precache table.
     *
     * @example
     * ```ts
     * // Precached while the map loads, from the world's spawn
     * nodemod.on('dllSpawn', (pent) => {
     *   if (pent.classname !== 'worldspawn') return;
     *   const index = nodemod.eng.precacheModel('models/w_medkit.mdl');
     *   console.log(`w_medkit.mdl is model ${index}`);
     * });
     * ```
     */
    precacheModel(s: string): number;
    /**
     * Precaches a sound so that clients load it, and returns its sound index. Engine `pfnPrecacheSound`
     * (HLSDK `PRECACHE_SOUND`).
     *
     * The engine only adds new precache entries while a map is loading, i.e. during the spawn phase (for
     * example from the world's `dllSpawn` event) up to `dllServerActivate`. Later, a name that is already
     * precached just returns its index, and a new name is a fatal engine error, which ReHLDS words as
     * `Precache can only be done in spawn functions` (`rehlds/engine/pr_cmds.cpp`).
     *
     * Limit: 512 sounds per map; past it the server stops
     * ([limits](/docs/limits#precache-tables), [the error](/docs/errors#precache-limit)).
     *
     * @param s - Path relative to the game's `sound/` directory, e.g. `weapons/357_shot1.wav`. Sentence
     *   names (starting with `!`) are not precached this way; the engine rejects them.
     * @returns The sound index in the engine's sound precache table.
     */
    precacheSound(s: string): number;
    /**
     * Gives an entity a model: stores the model name and index in `entvars_t::model` and
     * `entvars_t::modelindex` and sets the entity's bounding box to the bounds the engine has for that
     * model. Engine `pfnSetModel` (HLSDK `SET_MODEL`). The model must be precached; an unknown name is an
     * engine error (`no precache`).
     *
     * @param e - Entity to change.
     * @param m - Model path exactly as precached, e.g. `models/player.mdl`, or `*1`, `*2`, ... for the
     *   map's brush models.
     */
    setModel(e: Entity, m: string): void;
    /**
     * Looks up the index of a precached model. Engine `pfnModelIndex` (HLSDK `MODEL_INDEX`). Asking for a
     * model that was never precached is a fatal engine error.
     *
     * @param m - Model path as it was precached.
     * @returns The model index, or `0` for an empty name.
     */
    modelIndex(m: string): number;
    /**
     * Returns the number of frames of a model: the frame count of a sprite, or the number of body
     * variations of a studio model. Engine `pfnModelFrames` (HLSDK `MODEL_FRAMES`).
     *
     * @param modelIndex - Index of a precached model, e.g. from `modelIndex`.
     * @returns The frame count; `1` for an invalid index.
     */
    modelFrames(modelIndex: number): number;
    /**
     * Sets an entity's bounding box relative to its origin: writes `entvars_t::mins`, `maxs` and `size`
     * and relinks the entity into the world. Engine `pfnSetSize` (HLSDK `SET_SIZE`). A `rgflMin` component
     * larger than the matching `rgflMax` component is an engine error.
     *
     * @param e - Entity to resize.
     * @param rgflMin - Minimum corner `[x, y, z]` in units, relative to the entity's origin.
     * @param rgflMax - Maximum corner `[x, y, z]` in units, relative to the entity's origin.
     */
    setSize(e: Entity, rgflMin: number[], rgflMax: number[]): void;
    /**
     * Asks the engine to change the map by queueing a console command: `changelevel` when `s2` is a null
     * pointer, `changelevel2` (a single-player level transition) otherwise. Engine `pfnChangeLevel` (HLSDK
     * `CHANGE_LEVEL`). The engine acts on the first call made during a map and ignores further calls
     * until the next map has started.
     *
     * NodeMod always passes `s2` as a string, never as a null pointer, so the engine always queues
     * `changelevel2`, which it refuses on multiplayer servers. To change the map of a multiplayer server,
     * use `serverCommand('changelevel mapname\n')` instead.
     *
     * @param s1 - Name of the map to load, without `maps/` and `.bsp`.
     * @param s2 - Name of the landmark for a single-player transition.
     */
    changeLevel(s1: string, s2: string): void;
    /**
     * Quake's spawn parameter call, kept in the interface. Engine `pfnGetSpawnParms` (HLSDK
     * `GET_SPAWN_PARMS`). The GoldSrc engine only checks that `ent` is a player (anything else is an
     * engine error) and does nothing else.
     *
     * @param ent - Player entity.
     */
    getSpawnParms(ent: Entity): void;
    /**
     * Quake's spawn parameter call, kept in the interface. Engine `pfnSaveSpawnParms` (HLSDK
     * `SAVE_SPAWN_PARMS`). The GoldSrc engine only checks that `ent` is a player (anything else is an
     * engine error) and does nothing else.
     *
     * @param ent - Player entity.
     */
    saveSpawnParms(ent: Entity): void;
    /**
     * Computes the yaw angle of a direction vector. Engine `pfnVecToYaw` (HLSDK `VEC_TO_YAW`).
     *
     * @param rgflVector - Direction `[x, y, z]`; only `x` and `y` are used.
     * @returns The yaw in whole degrees, from `0` up to (not including) `360`; `0` when the vector has no
     *   horizontal part.
     */
    vecToYaw(rgflVector: number[]): number;
    /**
     * Converts a direction vector into angles `[pitch, yaw, roll]` in degrees. Engine `pfnVecToAngles`
     * (HLSDK `VEC_TO_ANGLES`).
     *
     * The engine writes the angles through the output pointer, which NodeMod does not copy back into a plain
     * array: a plain `rgflVectorOut` keeps its contents. A `Float32Array` of length 3 passed as
     * `rgflVectorOut` (cast to `number[]`) receives the angles.
     *
     * @param rgflVectorIn - Direction vector `[x, y, z]`.
     * @param rgflVectorOut - Output for `[pitch, yaw, roll]` in degrees (filled only when it is a
     *   `Float32Array`).
     */
    vecToAngles(rgflVectorIn: number[], rgflVectorOut: number[]): void;
    /**
     * Moves a monster-style entity one step toward a goal, as the HLSDK monster navigation does. Engine
     * `pfnMoveToOrigin` (HLSDK `MOVE_TO_ORIGIN`). Nothing happens unless the entity is on the ground, flying
     * or swimming (`FL.ONGROUND`, `FL.FLY`, `FL.SWIM`).
     *
     * @param ent - Entity to move.
     * @param pflGoal - Goal position `[x, y, z]` in world units.
     * @param dist - Length of this step, in units.
     * @param iMoveType - `MOVE.NORMAL` to step along `entvars_t::ideal_yaw` and pick a new direction toward
     *   the goal when blocked, or `MOVE.STRAFE` to move straight toward the goal without turning.
     */
    moveToOrigin(ent: Entity, pflGoal: number[], dist: number, iMoveType: number): void;
    /**
     * Turns an entity's yaw (`entvars_t::angles[1]`) toward `entvars_t::ideal_yaw`, by at most
     * `entvars_t::yaw_speed` degrees per call. Engine `pfnChangeYaw`.
     *
     * @param ent - Entity to turn.
     */
    changeYaw(ent: Entity): void;
    /**
     * Turns an entity's pitch (`entvars_t::angles[0]`) toward `entvars_t::idealpitch`, by at most
     * `entvars_t::pitch_speed` degrees per call. Engine `pfnChangePitch` (HLSDK `CHANGE_PITCH`).
     *
     * @param ent - Entity to turn.
     */
    changePitch(ent: Entity): void;
    /**
     * Finds the next entity whose string field has a given value. Engine `pfnFindEntityByString` (HLSDK
     * `FIND_ENTITY_BY_STRING`). Pass the previous result back in to walk through all matches.
     *
     * @param pEdictStartSearchAfter - Entity to continue after; the world entity (index 0) or `null`
     *   starts at the beginning.
     * @param pszField - `entvars_t` string field to compare: `classname`, `model`, `viewmodel`,
     *   `weaponmodel`, `netname`, `target`, `targetname`, `message`, `noise`, `noise1`, `noise2`, `noise3`
     *   or `globalname`.
     * @param pszValue - Value to match (exact, case-sensitive).
     * @returns The next matching entity. When there is none the engine returns the world entity (index 0,
     *   check `id`); an unsupported field name returns `null`.
     *
     * @example
     * ```ts
     * nodemod.on('postDllServerActivate', () => {
     *   const find = (after: nodemod.Entity) =>
     *     nodemod.eng.findEntityByString(
     *       after,
     *       'classname',
     *       'info_player_deathmatch',
     *     );
     *   let spawns = 0;
     *   // The world entity (id 0) starts the search and, returned, ends it.
     *   for (
     *     let e = find(nodemod.eng.pEntityOfEntIndex(0));
     *     e && e.id !== 0;
     *     e = find(e)
     *   )
     *     spawns++;
     *   console.log(
     *     `${nodemod.mapname} has ${spawns} deathmatch spawn points`,
     *   );
     * });
     * ```
     */
    findEntityByString(pEdictStartSearchAfter: Entity, pszField: string, pszValue: string): Entity;
    /**
     * Returns how brightly an entity is lit. Engine `pfnGetEntityIllum` (HLSDK `GETENTITYILLUM`). For
     * players this is the light level their client reports (`entvars_t::light_level`); for other entities
     * a dedicated server has no lighting information and returns a fixed value.
     *
     * @param pEnt - Entity to query.
     * @returns The light level, `0` (dark) to `255`.
     *
     * @example
     * ```ts
     * import nodemodCore from '@nodemod/core';
     *
     * nodemodCore.cmd.register('nm_light', (client) => {
     *   if (!client) return; // run from the server console
     *   // For a player, the light level its client reports (0 to 255)
     *   nodemodCore.util.messageClient(
     *     client,
     *     `Light on you: ${nodemod.eng.getEntityIllum(client)}`,
     *   );
     * });
     * ```
     */
    getEntityIllum(pEnt: Entity): number;
    /**
     * Finds the next entity whose bounding box is within a radius of a point. Engine
     * `pfnFindEntityInSphere` (HLSDK `FIND_ENTITY_IN_SPHERE`). Free slots, entities without a class name and
     * slots of players who are not in the game are skipped. Pass the previous result back in to walk
     * through all of them.
     *
     * @param pEdictStartSearchAfter - Entity to continue after; the world entity (index 0) or `null`
     *   starts at the beginning.
     * @param org - Center `[x, y, z]` in world units.
     * @param rad - Radius in units.
     * @returns The next entity in range, or the world entity (index 0) when there are no more.
     *
     * @example
     * ```ts
     * import nodemodCore from '@nodemod/core';
     *
     * nodemodCore.cmd.register('nm_near', (client) => {
     *   if (!client) return; // run from the server console
     *   const names: string[] = [];
     *   // The world entity (id 0) starts the search and, returned, ends it.
     *   for (
     *     let e = nodemod.eng.findEntityInSphere(
     *       nodemod.eng.pEntityOfEntIndex(0),
     *       client.origin,
     *       256,
     *     );
     *     e && e.id !== 0;
     *     e = nodemod.eng.findEntityInSphere(e, client.origin, 256)
     *   )
     *     names.push(e.classname);
     *   nodemodCore.util.messageClient(
     *     client,
     *     `Within 256 units: ${names.join(', ')}`,
     *   );
     * });
     * ```
     */
    findEntityInSphere(pEdictStartSearchAfter: Entity, org: number[], rad: number): Entity;
    /**
     * Returns a player who may be visible from an entity. Engine `pfnFindClientInPVS` (HLSDK
     * `FIND_CLIENT_IN_PVS`). The engine checks one candidate player at a time, moving on to the next player
     * at most every 0.1 seconds, and returns it when it is in the potentially visible set (PVS) of the
     * eye position of `pEdict`. The HLSDK monsters use it to look for enemies.
     *
     * @param pEdict - Entity that is looking (its `origin` plus `view_ofs` is used).
     * @returns The candidate player if it is in the PVS, otherwise the world entity (index 0).
     */
    findClientInPVS(pEdict: Entity): Entity;
    /**
     * Collects the entities in the potentially visible set (PVS) of an entity's eye position into a
     * linked list. Engine `pfnEntitiesInPVS`. The list runs through each entity's `chain` field
     * (`entvars_t::chain`) and ends at the world entity (index 0).
     *
     * @param pplayer - Player (or other entity) whose `origin` plus `view_ofs` is used.
     * @returns The first entity of the list (the world entity if the list is empty); follow `chain` from
     *   there.
     */
    entitiesInPVS(pplayer: Entity): Entity;
    /**
     * Computes the forward, right and up unit vectors of a set of angles and stores them in the engine
     * globals `gpGlobals->v_forward`, `v_right` and `v_up`. Engine `pfnMakeVectors` (HLSDK `MAKE_VECTORS`).
     * NodeMod does not expose these globals to JavaScript; the call matters for engine and game DLL code
     * that reads them, such as `getAimVector`. To get the vectors in JavaScript, use `angleVectors` with
     * `Float32Array` outputs.
     *
     * @param rgflVector - Angles `[pitch, yaw, roll]` in degrees.
     */
    makeVectors(rgflVector: number[]): void;
    /**
     * Computes the forward, right and up unit vectors of a set of angles. Engine `pfnAngleVectors`.
     *
     * The engine writes the three vectors through the output pointers, which NodeMod does not copy back
     * into plain arrays: plain `forward`, `right` and `up` arrays keep their contents. `Float32Array`s of
     * length 3 (cast to `number[]`) receive the vectors.
     *
     * @param rgflVector - Angles `[pitch, yaw, roll]` in degrees.
     * @param forward - Output for the forward vector (filled only when it is a `Float32Array`).
     * @param right - Output for the right vector (filled only when it is a `Float32Array`).
     * @param up - Output for the up vector (filled only when it is a `Float32Array`).
     *
     * @example
     * ```ts
     * import nodemodCore from '@nodemod/core';
     *
     * nodemodCore.cmd.register('nm_ahead', (client) => {
     *   if (!client) return; // run from the server console
     *   // a plain array would keep [0, 0, 0]
     *   const forward = new Float32Array(3);
     *   nodemod.eng.angleVectors(
     *     client.v_angle,
     *     forward as unknown as number[],
     *     [0, 0, 0],
     *     [0, 0, 0],
     *   );
     *   const [x, y, z] = client.origin.map((c, i) =>
     *     Math.round(c + forward[i] * 64),
     *   );
     *   nodemodCore.util.messageClient(
     *     client,
     *     `64 units ahead of you: ${x} ${y} ${z}`,
     *   );
     * });
     * ```
     */
    angleVectors(rgflVector: number[], forward: number[], right: number[], up: number[]): void;
    /**
     * Allocates a new, empty entity. Engine `pfnCreateEntity` (HLSDK `CREATE_ENTITY`). The entity has no
     * class name and no game DLL object behind it; use `createNamedEntity` to create an entity of a game
     * class.
     *
     * Limit: the map's edicts, 900 plus 15 for each player slot after the first unless the server
     * starts with a larger `-num_edicts`; past it the server stops
     * ([limits](/docs/limits#entities), [the error](/docs/errors#entity-slots)).
     *
     * @returns The new entity.
     *
     * @example
     * ```ts
     * nodemod.on('postDllServerActivate', () => {
     *   // no game class behind it: it only holds data
     *   const marker = nodemod.eng.createEntity();
     *   console.log(
     *     `entity ${marker.id} allocated, ` +
     *       `${nodemod.eng.numberOfEntities()} in use`,
     *   );
     *   nodemod.eng.removeEntity(marker);
     * });
     * ```
     */
    createEntity(): Entity;
    /**
     * Frees an entity at once. Engine `pfnRemoveEntity` (HLSDK `REMOVE_ENTITY`). The engine releases the
     * entity's game DLL private data (the game DLL can destroy its object through `pfnOnFreeEntPrivateData`)
     * and marks the slot free for reuse. Do not use the entity afterwards.
     *
     * @param e - Entity to remove.
     */
    removeEntity(e: Entity): void;
    /**
     * Creates an entity of a game DLL class: allocates a slot, sets its class name and calls the game
     * DLL's exported function of that name (e.g. `weapon_shotgun`) to construct its game object. Engine
     * `pfnCreateNamedEntity` (HLSDK `CREATE_NAMED_ENTITY`). The entity is not spawned yet; call
     * `nodemod.dll.spawn` (game DLL `pfnSpawn`) on it afterwards.
     *
     * Limit: the map's edicts, as for `createEntity`; past it the server stops
     * ([limits](/docs/limits#entities), [the error](/docs/errors#entity-slots)).
     *
     * @param className - The class name as an engine string offset (`string_t`), e.g.
     *   `nodemod.eng.allocString('info_target')`. `0` is a fatal engine error.
     * @returns The new entity, or `null` when the game DLL has no entity class of that name.
     */
    createNamedEntity(className: number): Entity;
    /**
     * Turns an entity into a static, client-side-only object: its model, sequence, frame, skin, position,
     * angles and render settings are written to the signon data that clients receive when they connect,
     * and the server-side entity is freed. Engine `pfnMakeStatic` (HLSDK `MAKE_STATIC`).
     *
     * @param ent - Entity to convert; it no longer exists on the server afterwards.
     */
    makeStatic(ent: Entity): void;
    /**
     * Checks whether an entity stands on solid ground, by testing the floor below the corners of its
     * bounding box. Engine `pfnEntIsOnFloor` (HLSDK `ENT_IS_ON_FLOOR`).
     *
     * @param e - Entity to check.
     * @returns Non-zero if the entity is supported by the ground, `0` otherwise.
     *
     * @example
     * ```ts
     * import nodemodCore from '@nodemod/core';
     *
     * nodemodCore.cmd.register('nm_grounded', (client) => {
     *   if (!client) return; // run from the server console
     *   const grounded = nodemod.eng.entIsOnFloor(client) !== 0;
     *   nodemodCore.util.messageClient(
     *     client,
     *     grounded ? 'You stand on the ground' : 'You are in the air',
     *   );
     * });
     * ```
     */
    entIsOnFloor(e: Entity): number;
    /**
     * Moves an entity straight down onto the floor below it, searching up to 256 units, and marks it as
     * standing on it (`FL.ONGROUND`, `entvars_t::groundentity`). Engine `pfnDropToFloor` (HLSDK
     * `DROP_TO_FLOOR`).
     *
     * @param e - Entity to drop.
     * @returns `1` if the entity was moved onto a floor, `0` if there is no floor within 256 units, `-1`
     *   if the entity is stuck in solid.
     *
     * @example
     * ```ts
     * import nodemodCore from '@nodemod/core';
     *
     * nodemodCore.cmd.register('nm_drop', (client) => {
     *   if (!client) return; // run from the server console
     *   // 1 moved, 0 no floor within 256 units, -1 stuck
     *   const result = nodemod.eng.dropToFloor(client);
     *   nodemodCore.util.messageClient(
     *     client,
     *     `dropToFloor returned ${result}`,
     *   );
     * });
     * ```
     */
    dropToFloor(e: Entity): number;
    /**
     * Moves a monster-style entity one step in a direction, following stairs and slopes, if the move is
     * possible. Engine `pfnWalkMove` (HLSDK `WALK_MOVE`). The entity must be on the ground, flying or
     * swimming (`FL.ONGROUND`, `FL.FLY`, `FL.SWIM`); otherwise nothing happens.
     *
     * @param ent - Entity to move.
     * @param yaw - Direction of the move, in degrees.
     * @param dist - Distance in units.
     * @param iMode - A `WALKMOVE` value: `WALKMOVE.NORMAL` for a normal move, `WALKMOVE.WORLDONLY` to
     *   collide with the world only, `WALKMOVE.CHECKONLY` to move without touching triggers.
     * @returns `1` if the entity moved, `0` if it was blocked.
     */
    walkMove(ent: Entity, yaw: number, dist: number, iMode: number): number;
    /**
     * Moves an entity to a new position: sets `entvars_t::origin` and relinks the entity into the world,
     * so that collisions and triggers use the new position. Engine `pfnSetOrigin` (HLSDK `SET_ORIGIN`).
     * Use it rather than assigning `origin` directly when the entity is solid or should touch triggers.
     *
     * @param e - Entity to move.
     * @param rgflOrigin - New position `[x, y, z]` in world units.
     *
     * @example
     * ```ts
     * import nodemodCore from '@nodemod/core';
     *
     * // nm_up: lifts the player who types it by 64 units
     * nodemodCore.cmd.register('nm_up', (client) => {
     *   if (!client) return; // run from the server console
     *   const [x, y, z] = client.origin;
     *   nodemod.eng.setOrigin(client, [x, y, z + 64]);
     * });
     * ```
     */
    setOrigin(e: Entity, rgflOrigin: number[]): void;
    /**
     * Plays a sound on an entity for the clients that can hear it. Engine `pfnEmitSound` (HLSDK
     * `EMIT_SOUND_DYN2`). The sound must be precached, or be a sentence name starting with `!`. A `channel`,
     * `attenuation` or `pitch` outside its range is a fatal engine error.
     *
     * @param entity - Entity the sound comes from; the sound follows it.
     * @param channel - Sound channel, `0` to `7`: HLSDK `CHAN_AUTO` (0), `CHAN_WEAPON` (1), `CHAN_VOICE`
     *   (2), `CHAN_ITEM` (3), `CHAN_BODY` (4), `CHAN_STREAM` (5), `CHAN_STATIC` (6).
     * @param sample - Sound path relative to `sound/`, as precached, or a sentence name such as `!HG_ALERT0`.
     * @param volume - Volume from `0.0` to `1.0` (HLSDK `VOL_NORM` is `1.0`).
     * @param attenuation - How quickly the sound fades with distance, `0` to `4`: e.g. `ATTN.NONE` (heard
     *   everywhere), `ATTN.NORM` (`0.8`), `ATTN.IDLE` (`2`).
     * @param fFlags - `SND` bit flags, e.g. `SND.STOP` to stop the sound on that channel, or
     *   `SND.CHANGE_VOL` / `SND.CHANGE_PITCH` to change a playing sound; `0` for none.
     * @param pitch - Pitch from `0` to `255`; `100` is normal (HLSDK `PITCH_NORM`).
     *
     * @example
     * ```ts
     * import nodemodCore from '@nodemod/core';
     *
     * // Precache while the map loads: the world (id 0) spawns first.
     * nodemod.on('dllSpawn', (entity) => {
     *   if (entity.id === 0) nodemod.eng.precacheSound('buttons/bell1.wav');
     * });
     * nodemodCore.cmd.register('nm_ding', (client) => {
     *   if (!client) return; // run from the server console
     *   nodemod.eng.emitSound(
     *     client,
     *     3, // 3: CHAN_ITEM
     *     'buttons/bell1.wav',
     *     1.0,
     *     nodemod.ATTN.NORM,
     *     0,
     *     100,
     *   );
     * });
     * ```
     */
    emitSound(entity: Entity, channel: number, sample: string, volume: number, attenuation: number, fFlags: number, pitch: number): void;
    /**
     * Plays a sound at a fixed position instead of on a moving entity. Engine `pfnEmitAmbientSound` (HLSDK
     * `EMIT_AMBIENT_SOUND`). With `SND.SPAWNING` in `fFlags` the sound is written to the signon data that
     * connecting clients receive (for ambient sounds started while the map loads); otherwise it is sent to
     * the current clients. A sample that is not precached is skipped with a console message.
     *
     * @param entity - Entity the sound belongs to; its index is sent with the sound.
     * @param pos - Position `[x, y, z]` in world units.
     * @param samp - Sound path relative to `sound/`, as precached, or `!` followed by a sentence number.
     * @param vol - Volume from `0.0` to `1.0`.
     * @param attenuation - How quickly the sound fades with distance, `0` to `4` (see `ATTN`).
     * @param fFlags - `SND` bit flags; `0` for none.
     * @param pitch - Pitch from `0` to `255`; `100` is normal.
     *
     * @example
     * ```ts
     * import nodemodCore from '@nodemod/core';
     *
     * nodemod.on('dllSpawn', (entity) => {
     *   if (entity.id === 0) nodemod.eng.precacheSound('buttons/bell1.wav');
     * });
     * nodemodCore.cmd.register('nm_ring', (client) => {
     *   if (!client) return; // run from the server console
     *   // The bell rings where the player
     *   // stands, and stays there if they move
     *   nodemod.eng.emitAmbientSound(
     *     nodemod.eng.pEntityOfEntIndex(0),
     *     client.origin,
     *     'buttons/bell1.wav',
     *     1.0,
     *     nodemod.ATTN.NORM,
     *     0,
     *     100,
     *   );
     * });
     * ```
     */
    emitAmbientSound(entity: Entity, pos: number[], samp: string, vol: number, attenuation: number, fFlags: number, pitch: number): void;
    /**
     * Traces a line from `start` to `end` and reports what it hits. Engine `pfnTraceLine` (HLSDK
     * `TRACE_LINE`); NodeMod returns the `TraceResult` the engine fills in.
     *
     * @param start - Start point `[x, y, z]` in world units.
     * @param end - End point `[x, y, z]` in world units.
     * @param flags - The engine's `fNoMonsters` argument, an `IGNORE` value: `IGNORE.DONT_IGNORE_MONSTERS`
     *   (hit everything), `IGNORE.MONSTERS` (hit only the world and brush entities) or `IGNORE.MISSILE`;
     *   add `IGNORE.GLASS` to pass through glass.
     * @param skipEntity - Entity the line passes through, usually the one doing the trace; `null` for none.
     * @returns The trace result: `fraction` of the distance covered (`1` when nothing was hit), `endPos`,
     *   `planeNormal`, the `hit` entity and the solid and water flags.
     *
     * @example
     * ```ts
     * import nodemodCore from '@nodemod/core';
     *
     * nodemodCore.cmd.register('nm_floor', (client) => {
     *   if (!client) return; // run from the server console
     *   const [x, y, z] = client.origin;
     *   const tr = nodemod.eng.traceLine(
     *     [x, y, z],
     *     [x, y, z - 4096],
     *     nodemod.IGNORE.MONSTERS,
     *     client,
     *   );
     *   nodemodCore.util.messageClient(
     *     client,
     *     `The floor is ${Math.round(tr.fraction * 4096)} units ` +
     *       `below your origin`,
     *   );
     * });
     * ```
     */
    traceLine(start: number[], end: number[], flags: number, skipEntity: Entity | null): TraceResult;
    /**
     * Simulates the flight of a thrown entity from its current position, velocity and gravity, and reports
     * where the path ends. Engine `pfnTraceToss` (HLSDK `TRACE_TOSS`). The entity itself does not move.
     *
     * @param pent - Entity whose flight is simulated.
     * @param pentToIgnore - Entity the path passes through; `null` for none.
     * @returns The trace result for the end of the path.
     */
    traceToss(pent: Entity, pentToIgnore: Entity): TraceResult;
    /**
     * Traces an entity's own bounding box (`entvars_t::mins` / `maxs`) from `v1` to `v2`. Engine
     * `pfnTraceMonsterHull` (HLSDK `TRACE_MONSTER_HULL`). Entities with `FL.MONSTERCLIP` also collide with
     * monster-clip brushes.
     *
     * @param pEdict - Entity whose box is traced.
     * @param v1 - Start position `[x, y, z]` in world units.
     * @param v2 - End position `[x, y, z]` in world units.
     * @param fNoMonsters - An `IGNORE` value, as for `traceLine`.
     * @param pentToSkip - Entity the trace passes through, usually `pEdict` itself.
     * @returns An object with `result`, the engine's return value (`1` if the box was blocked or started
     *   in solid, `0` if the path is clear), and `trace`, the trace result.
     */
    traceMonsterHull(pEdict: Entity, v1: number[], v2: number[], fNoMonsters: number, pentToSkip: Entity): TraceMonsterHullResult;
    /**
     * Traces one of the engine's standard collision hulls from `v1` to `v2`. Engine `pfnTraceHull` (HLSDK
     * `TRACE_HULL`).
     *
     * @param v1 - Start position `[x, y, z]` in world units.
     * @param v2 - End position `[x, y, z]` in world units.
     * @param fNoMonsters - An `IGNORE` value, as for `traceLine`.
     * @param hullNumber - A `HULL` value: `HULL.POINT` (a point), `HULL.HUMAN` (standing player),
     *   `HULL.LARGE` (large monster) or `HULL.HEAD` (crouching player). Other values fall back to
     *   `HULL.POINT`.
     * @param pentToSkip - Entity the trace passes through; `null` for none.
     * @returns The trace result.
     */
    traceHull(v1: number[], v2: number[], fNoMonsters: number, hullNumber: number, pentToSkip: Entity): TraceResult;
    /**
     * Traces a hull against one entity only, ignoring the world and all other entities. Engine
     * `pfnTraceModel`. A brush entity is treated as solid BSP geometry for the trace.
     *
     * @param v1 - Start position `[x, y, z]` in world units.
     * @param v2 - End position `[x, y, z]` in world units.
     * @param hullNumber - A `HULL` value, as for `traceHull`.
     * @param pent - The only entity the trace can hit.
     * @returns The trace result.
     */
    traceModel(v1: number[], v2: number[], hullNumber: number, pent: Entity): TraceResult;
    /**
     * Finds the name of the texture on the brush surface that a line hits. Engine `pfnTraceTexture` (HLSDK
     * `TRACE_TEXTURE`). The HLSDK uses it to pick footstep and impact sounds by material.
     *
     * @param pTextureEntity - Brush entity whose model is tested, or `null` for the world.
     * @param v1 - Start of the line `[x, y, z]`.
     * @param v2 - End of the line `[x, y, z]`.
     * @returns The texture name, or an empty string if no textured surface was hit.
     */
    traceTexture(pTextureEntity: Entity, v1: number[], v2: number[]): string;
    /**
     * Sphere trace. Engine `pfnTraceSphere`: the function has a slot in the engine's function table and
     * NodeMod binds it, but the engine does not implement it. ReHLDS stops the server with the fatal
     * error `TraceSphere not yet implemented!`. Use `traceHull` instead.
     *
     * @param v1 - Start position `[x, y, z]`.
     * @param v2 - End position `[x, y, z]`.
     * @param fNoMonsters - An `IGNORE` value.
     * @param radius - Sphere radius in units.
     * @param pentToSkip - Entity the trace would pass through.
     * @returns A trace result (never reached, see above).
     */
    traceSphere(v1: number[], v2: number[], fNoMonsters: number, radius: number, pentToSkip: Entity): TraceResult;
    /**
     * Computes the engine's auto-aim direction for an entity: starting from `gpGlobals->v_forward` (set
     * it with `makeVectors`), the engine turns toward the best target inside the `sv_aim` cone. Engine
     * `pfnGetAimVector` (HLSDK `GET_AIM_VECTOR`).
     *
     * The engine writes the direction through the output pointer, which NodeMod does not copy back into a
     * plain array; a `Float32Array` of length 3 (cast to `number[]`) receives it.
     *
     * @param ent - Entity that is aiming.
     * @param speed - Projectile speed; the engine does not use it.
     * @param rgflReturn - Output for the unit direction `[x, y, z]` (filled only when it is a
     *   `Float32Array`).
     */
    getAimVector(ent: Entity, speed: number, rgflReturn: number[]): void;
    /**
     * Appends text to the server's command buffer, as if it were typed in the server console. Engine
     * `pfnServerCommand` (HLSDK `SERVER_COMMAND`). The text must end with a newline (`\n`) or `;`, or the
     * engine rejects it. Buffered commands run on the next server frame, or at once with `serverExecute`.
     *
     * @param str - Command text, e.g. `'changelevel crossfire\n'`.
     *
     * @example
     * ```ts
     * nodemod.on('postDllServerActivate', () => {
     *   // runs on the next frame; \n (or ;) is required
     *   nodemod.eng.serverCommand('sv_gravity 800\n');
     * });
     * ```
     */
    serverCommand(str: string): void;
    /**
     * Runs all commands waiting in the server's command buffer now. Engine `pfnServerExecute` (HLSDK
     * `SERVER_EXECUTE`).
     */
    serverExecute(): void;
    /**
     * Sends a command to a player's client, which runs it in its console. Engine `pfnClientCommand` (HLSDK
     * `CLIENT_COMMAND`). The text must end with `\n` or `;`, or the engine refuses it; the engine also
     * refuses entities that are not players. NodeMod passes the text to the engine as a printf-style format
     * string, so write a literal `%` as `%%`.
     *
     * @param entity - Player to send the command to.
     * @param commandArgs - Command text, e.g. `'spk buttons/bell1\n'`.
     *
     * @example
     * ```ts
     * import nodemodCore from '@nodemod/core';
     *
     * nodemodCore.cmd.register('nm_bell', (client) => {
     *   if (!client) return; // run from the server console
     *   // the text must end with \n or ;
     *   nodemod.eng.clientCommand(client, 'spk buttons/bell1\n');
     * });
     * ```
     */
    clientCommand(entity: Entity, commandArgs: string): void;
    /**
     * Spawns a burst of particles at a point. Engine `pfnParticleEffect` (HLSDK `PARTICLE_EFFECT`).
     *
     * @param org - Position `[x, y, z]` in world units.
     * @param dir - Direction and speed of the particles `[x, y, z]`.
     * @param color - Palette index of the particle color, `0` to `255`.
     * @param count - Number of particles.
     */
    particleEffect(org: number[], dir: number[], color: number, count: number): void;
    /**
     * Sets the brightness pattern of a light style; lights of that style animate through it. Engine
     * `pfnLightStyle` (HLSDK `LIGHT_STYLE`). While the server is running, the new pattern is sent to all
     * clients at once.
     *
     * @param style - Light style number, `0` to `63`; style `0` is normal lighting.
     * @param val - Pattern of letters from `a` (dark) to `z` (brightest), `m` being normal brightness; the
     *   lights step through it at 10 letters per second.
     *
     * @example
     * ```ts
     * import nodemodCore from '@nodemod/core';
     *
     * nodemodCore.cmd.add({
     *   name: 'nm_blackout',
     *   type: 'server',
     *   handler: () => {
     *     // style 0 is the normal light; 'm' restores it
     *     nodemod.eng.lightStyle(0, 'a');
     *   },
     * });
     * ```
     */
    lightStyle(style: number, val: string): void;
    /**
     * Looks up a decal by name in the engine's decal list. Engine `pfnDecalIndex` (HLSDK `DECAL_INDEX`).
     *
     * @param name - Decal name as listed in the game's decal WAD (case-insensitive).
     * @returns The decal index for decal messages and `staticDecal`, or `-1` if there is no such decal.
     */
    decalIndex(name: string): number;
    /**
     * Returns the contents of the world at a point. Engine `pfnPointContents` (HLSDK `POINT_CONTENTS`).
     *
     * @param rgflVector - Point `[x, y, z]` in world units.
     * @returns A `CONTENTS` value, e.g. `CONTENTS.EMPTY`, `CONTENTS.SOLID`, `CONTENTS.WATER` or
     *   `CONTENTS.SKY`.
     *
     * @example
     * ```ts
     * import nodemodCore from '@nodemod/core';
     *
     * nodemodCore.cmd.register('nm_wet', (client) => {
     *   if (!client) return; // run from the server console
     *   const inWater =
     *     nodemod.eng.pointContents(client.origin) === nodemod.CONTENTS.WATER;
     *   nodemodCore.util.messageClient(
     *     client,
     *     inWater ? 'You are in water' : 'You are dry',
     *   );
     * });
     * ```
     */
    pointContents(rgflVector: number[]): number;
    /**
     * Starts a network message. Write its contents with the `write*` methods, then send it with
     * `messageEnd`. Engine `pfnMessageBegin` (HLSDK `MESSAGE_BEGIN`). Only one message can be open at a
     * time; beginning a second one, using message type `0`, or giving `ed` for a destination that does not
     * take one (or omitting it for one that does) are fatal engine errors.
     *
     * Limit: 512 bytes written before `messageEnd`, 192 for a user message of variable size; a
     * second `messageBegin` before `messageEnd` stops the server
     * ([limits](/docs/limits#message-buffer), [the errors](/docs/errors#message-order)).
     * The values each message of Half-Life and Counter-Strike takes, in order, with samples:
     * the [user-message catalogue](/docs/messages).
     *
     * @param msg_dest - A `MSG_DEST` value: `MSG_DEST.ONE` / `MSG_DEST.ONE_UNRELIABLE` for one player,
     *   `MSG_DEST.ALL` (reliable) / `MSG_DEST.BROADCAST` (unreliable) for everyone, `MSG_DEST.PVS` /
     *   `MSG_DEST.PAS` for the players who can see / hear `pOrigin`, `MSG_DEST.INIT` for the signon data.
     * @param msg_type - Message id: an engine message (`MSG_TYPE` value, e.g. `MSG_TYPE.TEMPENTITY`) or a
     *   user message id from `regUserMsg` or `nodemod.getUserMsgId`.
     * @param pOrigin - Position `[x, y, z]` for the `PVS` and `PAS` destinations; not used by the others.
     * @param ed - Receiving player for `MSG_DEST.ONE` and `MSG_DEST.ONE_UNRELIABLE`; `null` for every
     *   other destination.
     */
    messageBegin(msg_dest: number, msg_type: number, pOrigin: number[], ed: Entity | null): void;
    /**
     * Finishes the message opened with `messageBegin` and queues it for its destination. Engine
     * `pfnMessageEnd` (HLSDK `MESSAGE_END`).
     *
     * Limit: a user message must have its registered size, or at most 192 bytes when its size is
     * variable; otherwise the server stops ([limits](/docs/limits#user-messages),
     * [the error](/docs/errors#message-size)).
     */
    messageEnd(): void;
    /**
     * Appends an unsigned byte to the open message. Engine `pfnWriteByte` (HLSDK `WRITE_BYTE`). Writing with
     * no message open is a fatal engine error, as for all `write*` methods.
     *
     * @param iValue - Value from `0` to `255`; only the low 8 bits are sent.
     */
    writeByte(iValue: number): void;
    /**
     * Appends a signed byte to the open message. Engine `pfnWriteChar` (HLSDK `WRITE_CHAR`).
     *
     * @param iValue - Value from `-128` to `127`.
     */
    writeChar(iValue: number): void;
    /**
     * Appends a 16-bit integer to the open message. Engine `pfnWriteShort` (HLSDK `WRITE_SHORT`).
     *
     * @param iValue - Value from `-32768` to `32767` (or `0` to `65535` if the receiver reads it unsigned).
     */
    writeShort(iValue: number): void;
    /**
     * Appends a 32-bit integer to the open message. Engine `pfnWriteLong` (HLSDK `WRITE_LONG`).
     *
     * @param iValue - 32-bit integer value.
     */
    writeLong(iValue: number): void;
    /**
     * Appends an angle to the open message, packed into one byte (steps of 360/256 degrees). Engine
     * `pfnWriteAngle` (HLSDK `WRITE_ANGLE`).
     *
     * @param flValue - Angle in degrees.
     */
    writeAngle(flValue: number): void;
    /**
     * Appends a world coordinate to the open message. Engine `pfnWriteCoord` (HLSDK `WRITE_COORD`). The
     * engine sends it as a 16-bit integer in steps of 1/8 unit, which limits it to about `-4096` to
     * `4096`.
     *
     * @param flValue - Coordinate in world units.
     */
    writeCoord(flValue: number): void;
    /**
     * Appends a zero-terminated string to the open message. Engine `pfnWriteString` (HLSDK `WRITE_STRING`).
     *
     * @param sz - Text to write.
     */
    writeString(sz: string): void;
    /**
     * Appends an entity index to the open message, as a 16-bit value. Engine `pfnWriteEntity` (HLSDK
     * `WRITE_ENTITY`).
     *
     * @param iValue - Entity index, e.g. an `Entity`'s `id`.
     */
    writeEntity(iValue: number): void;
    /**
     * Registers a new console variable for the game. Engine `pfnCVarRegister` (HLSDK `CVAR_REGISTER`).
     * NodeMod builds a native `cvar_t` from the object's `name`, `string` and optional `flags` and `value`
     * fields and keeps it for the lifetime of the process; it prints an error and does nothing if `name` or
     * `string` is missing. The engine adds `FCVAR.EXTDLL`, takes the numeric value from `string`, and
     * refuses (with a console message) a name that is already a cvar or command.
     *
     * @param cvar - Description of the cvar: `name`, default value as `string`, `flags` (`FCVAR` bits).
     *   Read the registered cvar with `cVarGetFloat` / `cVarGetString` or `cVarGetPointer`.
     */
    cVarRegister(cvar: Cvar): void;
    /**
     * Reads a console variable as a number. Engine `pfnCVarGetFloat` (HLSDK `CVAR_GET_FLOAT`).
     *
     * @param szVarName - Cvar name, e.g. `mp_timelimit`.
     * @returns The cvar's numeric value, or `0` if there is no such cvar.
     *
     * @example
     * ```ts
     * nodemod.on('postDllServerActivate', () => {
     *   const minutes = nodemod.eng.cVarGetFloat('mp_timelimit');
     *   console.log(
     *     minutes > 0
     *       ? `${nodemod.mapname} runs for ${minutes} minutes`
     *       : 'No time limit',
     *   );
     * });
     * ```
     */
    cVarGetFloat(szVarName: string): number;
    /**
     * Reads a console variable as a string. Engine `pfnCVarGetString` (HLSDK `CVAR_GET_STRING`).
     *
     * @param szVarName - Cvar name, e.g. `hostname`.
     * @returns The cvar's value, or an empty string if there is no such cvar.
     *
     * @example
     * ```ts
     * nodemod.on('postDllServerActivate', () => {
     *   console.log(
     *     `${nodemod.eng.cVarGetString('hostname')} now runs ` +
     *       `${nodemod.mapname}`,
     *   );
     * });
     * ```
     */
    cVarGetString(szVarName: string): string;
    /**
     * Sets a console variable to a number. Engine `pfnCVarSetFloat` (HLSDK `CVAR_SET_FLOAT`).
     *
     * @param szVarName - Cvar name.
     * @param flValue - New value.
     *
     * @example
     * ```ts
     * // Low gravity on every map
     * nodemod.on('postDllServerActivate', () => {
     *   nodemod.eng.cVarSetFloat('sv_gravity', 400);
     * });
     * ```
     */
    cVarSetFloat(szVarName: string, flValue: number): void;
    /**
     * Sets a console variable to a string. Engine `pfnCVarSetString` (HLSDK `CVAR_SET_STRING`).
     *
     * @param szVarName - Cvar name.
     * @param szValue - New value.
     *
     * @example
     * ```ts
     * nodemod.on('postDllServerActivate', () => {
     *   nodemod.eng.cVarSetString(
     *     'hostname',
     *     `NodeMod server | ${nodemod.mapname}`,
     *   );
     * });
     * ```
     */
    cVarSetString(szVarName: string, szValue: string): void;
    /**
     * Prints a message through the engine's alert system. Engine `pfnAlertMessage` (HLSDK `ALERT`).
     * `at_logged` messages go to the server log on multiplayer servers. The other types are printed to the
     * console only while the `developer` cvar is non-zero (`at_aiconsole` needs `developer 2` or more), with
     * the prefix `NOTE:`, `WARNING:` or `ERROR:` for `at_notice`, `at_warning` and `at_error`.
     *
     * NodeMod hands `szFmt` to the engine as plain text (through a `%s` format), so it is printed as is;
     * build the text in JavaScript and end it with `\n`.
     *
     * @param atype - An `ALERT_TYPE` value, e.g. `ALERT_TYPE.at_console`.
     * @param szFmt - Message text.
     * @param args - Accepted to mirror the C signature; NodeMod ignores them.
     *
     * @example
     * ```ts
     * // Written to the server log on a multiplayer server
     * nodemod.eng.alertMessage(
     *   nodemod.ALERT_TYPE.at_logged,
     *   'Map rotation plugin loaded\n',
     * );
     * ```
     */
    alertMessage(atype: number, szFmt: string, ...args: any[]): void;
    /**
     * Writes text to a native C file. Mirrors engine `pfnEngineFprintf` (HLSDK `ENGINE_FPRINTF`), but
     * NodeMod does not call the engine, whose version is an obsolete stub: it writes the text itself with
     * the C library's `fprintf`.
     *
     * @param pfile - Handle to an open native `FILE *`, such as the one the `engEngineFprintf` event
     *   receives.
     * @param szFmt - Text to write, written as is.
     * @param args - Accepted to mirror the C signature; NodeMod ignores them.
     */
    engineFprintf(pfile: FileHandle, szFmt: string, ...args: any[]): void;
    /**
     * Allocates an entity's game DLL private data: the zero-filled memory block that holds the game DLL's
     * object for the entity. Any previous block is freed first. Engine `pfnPvAllocEntPrivateData` (HLSDK
     * `ALLOC_PRIVATE`).
     *
     * @param pEdict - Entity to allocate the block for.
     * @param cb - Size in bytes; `0` or less frees the old block without allocating a new one.
     * @returns An opaque handle to the native block, not a readable buffer; use the entity's
     *   `getPrivateDataBuffer` / `writePrivateDataBuffer` to access the bytes.
     */
    pvAllocEntPrivateData(pEdict: Entity, cb: number): ArrayBuffer | Uint8Array | null;
    /**
     * Returns an entity's game DLL private data: the memory of the game DLL's object for the entity (its
     * `CBaseEntity` in HLSDK-based games). Engine `pfnPvEntPrivateData`.
     *
     * @param pEdict - Entity to query.
     * @returns An opaque handle to the native pointer (null inside when the entity has none), not a
     *   readable buffer; use the entity's `getPrivateDataBuffer` to read the bytes.
     */
    pvEntPrivateData(pEdict: Entity): ArrayBuffer | Uint8Array | null;
    /**
     * Frees an entity's game DLL private data; the game DLL can destroy its object first through
     * `pfnOnFreeEntPrivateData`. Engine `pfnFreeEntPrivateData` (HLSDK `FREE_PRIVATE`). The entity itself
     * stays allocated.
     *
     * @param pEdict - Entity whose private data is freed.
     */
    freeEntPrivateData(pEdict: Entity): void;
    /**
     * Returns the text at an offset in the engine's string pool (`string_t`), the form in which
     * `entvars_t` string fields are stored. Engine `pfnSzFromIndex`.
     *
     * @param iString - String offset, e.g. from `allocString`.
     * @returns The string.
     */
    szFromIndex(iString: number): string;
    /**
     * Copies a string into the engine's string pool and returns its offset (`string_t`). Engine
     * `pfnAllocString` (HLSDK `ALLOC_STRING`). The pool belongs to the current map and is cleared on a map
     * change.
     *
     * @param szValue - Text to store.
     * @returns The string offset, usable wherever the engine expects a `string_t`, e.g. in
     *   `createNamedEntity`.
     */
    allocString(szValue: string): number;
    /**
     * Returns the entity variables (`entvars_t`, the HLSDK's `pev`) of an entity. Engine `pfnGetVarsOfEnt`.
     * The returned object reads and writes the live engine structure.
     *
     * @param pEdict - Entity to query.
     * @returns The entity's variables.
     */
    getVarsOfEnt(pEdict: Entity): Entvars;
    /**
     * Returns the entity at a byte offset from the start of the engine's entity array (the HLSDK's
     * `EOFFSET`). Engine `pfnPEntityOfEntOffset`. The engine does not check the offset.
     *
     * @param iEntOffset - Byte offset, as returned by `entOffsetOfPEntity`; `0` is the world.
     * @returns The entity at that offset.
     */
    pEntityOfEntOffset(iEntOffset: number): Entity;
    /**
     * Returns the byte offset of an entity from the start of the engine's entity array (the HLSDK's
     * `EOFFSET`). Engine `pfnEntOffsetOfPEntity`.
     *
     * @param pEdict - Entity to query.
     * @returns The byte offset; `0` for the world.
     */
    entOffsetOfPEntity(pEdict: Entity): number;
    /**
     * Returns the index of an entity: `0` for the world, `1` to `maxClients` for players, higher for other
     * entities. Engine `pfnIndexOfEdict`. This is the same number as the entity's `id`.
     *
     * @param pEdict - Entity to query.
     * @returns The entity index; `0` for `null`.
     *
     * @example
     * ```ts
     * nodemod.on('dllClientPutInServer', (entity) => {
     *   console.log(
     *     `${entity.netname} takes slot ${nodemod.eng.indexOfEdict(entity)}`,
     *   );
     * });
     * ```
     */
    indexOfEdict(pEdict: Entity): number;
    /**
     * Returns the entity with a given index. Engine `pfnPEntityOfEntIndex` (used by the HLSDK's
     * `INDEXENT`).
     *
     * @param iEntIndex - Entity index.
     * @returns The entity, or `null` if the index is out of range, the slot is free, or the entity is not
     *   a player and has no game DLL private data. Because of an off-by-one in the engine, the last player
     *   slot is also returned as `null` when it has no private data; `pEntityOfEntIndexAllEntities` does
     *   not have this quirk.
     *
     * @example
     * ```ts
     * import nodemodCore from '@nodemod/core';
     *
     * let slots = 0;
     * nodemod.on('dllServerActivate', (edicts, edictCount, clientMax) => {
     *   slots = clientMax;
     * });
     * nodemodCore.cmd.add({ name: 'nm_who', type: 'server', handler: () => {
     *   for (let i = 1; i <= slots; i++) {
     *     // null for a free slot
     *     const player = nodemod.eng.pEntityOfEntIndex(i);
     *     if (player && player.netname)
     *       console.log(`${i}: ${player.netname}`);
     *   }
     * } });
     * ```
     */
    pEntityOfEntIndex(iEntIndex: number): Entity;
    /**
     * Finds the entity that owns a set of entity variables. Engine `pfnFindEntityByVars`. The engine scans
     * all entities to find it.
     *
     * @param pvars - Entity variables, e.g. from `getVarsOfEnt`.
     * @returns The owning entity, or `null` if there is none.
     */
    findEntityByVars(pvars: Entvars): Entity;
    /**
     * Returns the loaded studio model data (`studiohdr_t`) of an entity's model. Engine `pfnGetModelPtr`
     * (HLSDK `GET_MODEL_PTR`).
     *
     * @param pEdict - Entity to query.
     * @returns An opaque handle to the native model data; its contents cannot be read from JavaScript.
     */
    getModelPtr(pEdict: Entity): ArrayBuffer | Uint8Array | null;
    /**
     * Registers a user message, a network message type defined by the game rather than the engine, and
     * returns its id. Engine `pfnRegUserMsg` (HLSDK `REG_USER_MSG`). A name that is already registered
     * returns its existing id. The ids of the game DLL's own messages can be looked up with
     * `nodemod.getUserMsgId`.
     *
     * Limit: 192 user messages for the game and every plugin together, names shorter than 15
     * characters, sizes up to 192 bytes; past any of them it returns `0`
     * ([limits](/docs/limits#user-messages)).
     *
     * @param pszName - Message name, as the client code knows it (e.g. `SayText`); only short names fit.
     * @param iSize - Size of the message in bytes, or `-1` for a variable size.
     * @returns The message id for `messageBegin`, or `0` if the engine could not register it.
     */
    regUserMsg(pszName: string, iSize: number): number;
    /**
     * Meant to move an entity along with its animation. Engine `pfnAnimationAutomove`. The GoldSrc engine
     * implements it as an empty function, so the call has no effect.
     *
     * @param pEdict - Entity.
     * @param flTime - Time in seconds.
     */
    animationAutomove(pEdict: Entity, flTime: number): void;
    /**
     * Computes the world position of a bone of an entity's studio model in its current animation frame.
     * Engine `pfnGetBonePosition` (HLSDK `GET_BONE_POSITION`). The engine fills in the position only, not
     * the angles.
     *
     * The engine writes through the output pointers, which NodeMod does not copy back into plain arrays; a
     * `Float32Array` of length 3 passed as `rgflOrigin` (cast to `number[]`) receives the position.
     *
     * @param pEdict - Entity with a studio model.
     * @param iBone - Bone number, from `0`.
     * @param rgflOrigin - Output for the position `[x, y, z]` (filled only when it is a `Float32Array`).
     * @param rgflAngles - Output for the angles; the engine leaves it untouched.
     */
    getBonePosition(pEdict: Entity, iBone: number, rgflOrigin: number[], rgflAngles: number[]): void;
    /**
     * Looks up a function exported by the game DLL by its symbol name. Engine `pfnFunctionFromName` (HLSDK
     * `FUNCTION_FROM_NAME`); the engine's save/restore code uses it to restore function pointers such as
     * think and touch functions.
     *
     * @param pName - Exported symbol name.
     * @returns An opaque handle to the native function pointer (null inside if there is no such export).
     */
    functionFromName(pName: string): ArrayBuffer | Uint8Array | null;
    /**
     * Returns the exported symbol name of a game DLL function. Engine `pfnNameForFunction` (HLSDK
     * `NAME_FOR_FUNCTION`), the reverse of `functionFromName`.
     *
     * @param callback - Opaque handle to a native function pointer, e.g. from `functionFromName`.
     * @returns The symbol name, or an empty string if the address is not an export (the engine then prints
     *   `Can't find address` to the console).
     */
    nameForFunction(callback: ArrayBuffer | Uint8Array | null): string;
    /**
     * Prints a message to one player, in the console or in the center of the screen. Engine
     * `pfnClientPrintf` (HLSDK `CLIENT_PRINTF`). Fake clients receive nothing; for an entity that is not a
     * player the engine prints a warning to the server console.
     *
     * @param pEdict - Player to print to.
     * @param ptype - A `PRINT_TYPE` value: `print_console` or `print_chat` (printed in the console),
     *   `print_center` (center of the screen).
     * @param szMsg - Text to print; end console text with `\n`.
     *
     * @example
     * ```ts
     * // A line in the console of every player
     * const type = nodemod.PRINT_TYPE.print_console;
     * for (const player of nodemod.players) {
     *   nodemod.eng.clientPrintf(player, type, 'Map vote soon\n');
     * }
     * ```
     */
    clientPrintf(pEdict: Entity, ptype: number, szMsg: string): void;
    /**
     * Prints text to the server console. Engine `pfnServerPrint`.
     *
     * @param szMsg - Text to print; end it with `\n`.
     */
    serverPrint(szMsg: string): void;
    /**
     * Returns the arguments of the command being handled, everything after the command name, as one
     * string. Engine `pfnCmd_Args` (HLSDK `CMD_ARGS`). Meaningful while a client or server command is being
     * processed, e.g. in a `dllClientCommand` handler or an `addServerCommand` callback.
     *
     * @returns The argument string; empty if there are no arguments.
     *
     * @example
     * ```ts
     * nodemod.on('dllClientCommand', (client) => {
     *   // Everything after the command name: the text of a chat line
     *   if (nodemod.eng.cmdArgv(0) === 'say')
     *     console.log(`${client.netname}: ${nodemod.eng.cmdArgs()}`);
     * });
     * ```
     */
    cmdArgs(): string;
    /**
     * Returns one argument of the command being handled. Engine `pfnCmd_Argv` (HLSDK `CMD_ARGV`).
     *
     * @param argc - Argument number; `0` is the command name itself.
     * @returns The argument, or an empty string past the last one.
     *
     * @example
     * ```ts
     * // nm_args a b: prints "0: nm_args", "1: a", "2: b"
     * nodemod.eng.addServerCommand('nm_args', () => {
     *   for (let i = 0; i < nodemod.eng.cmdArgc(); i++) {
     *     nodemod.eng.serverPrint(`${i}: ${nodemod.eng.cmdArgv(i)}\n`);
     *   }
     * });
     * ```
     */
    cmdArgv(argc: number): string;
    /**
     * Returns the number of arguments of the command being handled, counting the command name. Engine
     * `pfnCmd_Argc` (HLSDK `CMD_ARGC`).
     *
     * @returns The argument count.
     *
     * @example
     * ```ts
     * // "nm_kick" alone in the server console says how to use it
     * nodemod.eng.addServerCommand('nm_kick', () => {
     *   if (nodemod.eng.cmdArgc() < 2) {
     *     nodemod.eng.serverPrint('usage: nm_kick <name>\n');
     *   }
     * });
     * ```
     */
    cmdArgc(): number;
    /**
     * Computes the world position of an attachment point of an entity's studio model (such as a muzzle) in
     * its current animation frame. Engine `pfnGetAttachment` (HLSDK `GET_ATTACHMENT`). The engine fills
     * in the position only, not the angles.
     *
     * The engine writes through the output pointers, which NodeMod does not copy back into plain arrays; a
     * `Float32Array` of length 3 passed as `rgflOrigin` (cast to `number[]`) receives the position.
     *
     * @param pEdict - Entity with a studio model.
     * @param iAttachment - Attachment number, from `0`.
     * @param rgflOrigin - Output for the position `[x, y, z]` (filled only when it is a `Float32Array`).
     * @param rgflAngles - Output for the angles; the engine leaves it untouched.
     */
    getAttachment(pEdict: Entity, iAttachment: number, rgflOrigin: number[], rgflAngles: number[]): void;
    /**
     * Returns a random integer from the engine's random number generator. Engine `pfnRandomLong` (HLSDK
     * `RANDOM_LONG`).
     *
     * @param lLow - Lowest possible value.
     * @param lHigh - Highest possible value (inclusive).
     * @returns An integer from `lLow` to `lHigh`; `lLow` if the range is empty or too large.
     *
     * @example
     * ```ts
     * import nodemodCore from '@nodemod/core';
     *
     * nodemodCore.cmd.register('nm_dice', (client) => {
     *   if (!client) return; // run from the server console
     *   nodemodCore.util.messageAll(
     *     `${client.netname} rolled ${nodemod.eng.randomLong(1, 6)}`,
     *   );
     * });
     * ```
     */
    randomLong(lLow: number, lHigh: number): number;
    /**
     * Returns a random floating-point number from the engine's random number generator. Engine
     * `pfnRandomFloat` (HLSDK `RANDOM_FLOAT`).
     *
     * @param flLow - Lower bound.
     * @param flHigh - Upper bound.
     * @returns A number from `flLow` up to (not including) `flHigh`.
     *
     * @example
     * ```ts
     * import nodemodCore from '@nodemod/core';
     *
     * nodemodCore.cmd.register('nm_roll', (client) => {
     *   if (!client) return; // run from the server console
     *   const roll = nodemod.eng.randomFloat(0, 100);
     *   nodemodCore.util.messageClient(
     *     client,
     *     `You rolled ${roll.toFixed(1)}`,
     *   );
     * });
     * ```
     */
    randomFloat(flLow: number, flHigh: number): number;
    /**
     * Switches a player's camera to another entity's point of view, as the HLSDK's `trigger_camera` does;
     * pass the player itself to switch back. Engine `pfnSetView` (HLSDK `SET_VIEW`). Fake clients are
     * skipped, and a `pClient` that is not a player is an engine error.
     *
     * @param pClient - Player whose view changes.
     * @param pViewent - Entity to view from.
     */
    setView(pClient: Entity, pViewent: Entity): void;
    /**
     * Returns the engine's real-time clock in seconds (`Sys_FloatTime`). Engine `pfnTime`. This is not the
     * game time `nodemod.time` (`gpGlobals->time`) that entity timers such as `nextthink` use.
     *
     * @returns The clock value in seconds.
     *
     * @example
     * ```ts
     * const loaded = nodemod.eng.time();
     * nodemod.on('postDllServerActivate', () => {
     *   console.log(
     *     `${nodemod.mapname} is up, ` +
     *       `${(nodemod.eng.time() - loaded).toFixed(1)} s ` +
     *       `after the plugin loaded`,
     *   );
     * });
     * ```
     */
    time(): number;
    /**
     * Offsets a player's crosshair from the center of the screen, e.g. for mounted guns. Engine
     * `pfnCrosshairAngle` (HLSDK `SET_CROSSHAIRANGLE`). The engine sends each offset as a signed byte in
     * steps of 0.2 degrees, which limits it to about ±25 degrees; `0, 0` centers the crosshair again.
     *
     * @param pClient - Player whose crosshair moves.
     * @param pitch - Vertical offset in degrees.
     * @param yaw - Horizontal offset in degrees.
     */
    crosshairAngle(pClient: Entity, pitch: number, yaw: number): void;
    /**
     * Reads a whole file through the engine's file system, which searches the game directory and the
     * directories it falls back to. Engine `pfnLoadFileForMe` (HLSDK `LOAD_FILE_FOR_ME`). NodeMod copies
     * the contents into an array and frees the engine's buffer itself, so do not pass the result to
     * `freeFile`.
     *
     * @param filename - Path relative to the game directory, e.g. `mapcycle.txt`.
     * @returns The file's bytes as numbers from `0` to `255`, or `null` if the file is missing or empty.
     */
    loadFileForMe(filename: string): number[] | null;
    /**
     * Frees a file buffer allocated by the engine's `pfnLoadFileForMe`. Engine `pfnFreeFile` (HLSDK
     * `FREE_FILE`). `loadFileForMe` already frees its buffer and returns a JavaScript copy: do not pass
     * that array here, because NodeMod would hand the engine a temporary native copy of it, which the
     * engine never allocated.
     *
     * @param buffer - Native buffer allocated by the engine.
     */
    freeFile(buffer: ArrayBuffer | Uint8Array | null): void;
    /**
     * Ends the current game section the way the `trigger_endsection` entity does in single-player (e.g. at
     * the end of the training course): the engine pauses the game and queues a `disconnect` command.
     * Engine `pfnEndSection`.
     *
     * @param pszSectionName - Section name; the engine recognizes `_oem_end_training`, `_oem_end_logo` and
     *   `_oem_end_demo`.
     */
    endSection(pszSectionName: string): void;
    /**
     * Compares the modification times of two files. Engine `pfnCompareFileTime` (HLSDK
     * `COMPARE_FILE_TIME`).
     *
     * The engine writes the comparison (`-1` if the first file is older, `0` if the times are equal, `1` if
     * it is newer) through the output pointer, which NodeMod does not copy back into a plain array; an
     * `Int32Array` of length 1 (cast to `number[]`) receives it.
     *
     * @param filename1 - First path, relative to the game directory.
     * @param filename2 - Second path, relative to the game directory.
     * @param iCompare - Output for the comparison (filled only when it is an `Int32Array`).
     * @returns `1` when the engine compared the files, which is always the case when two names are given.
     */
    compareFileTime(filename1: string, filename2: string, iCompare: number[]): number;
    /**
     * Asks the engine for the game directory name (e.g. `cstrike`). Engine `pfnGetGameDir` (HLSDK
     * `GET_GAME_DIR`). The engine writes the name into a caller-supplied buffer; NodeMod passes a
     * temporary native copy of `szGetGameDir` as that buffer and does not return it, so the name never
     * reaches JavaScript. The copy is also only as long as the string passed in, while the engine may
     * write up to 260 bytes. Read the name from
     * [`nodemod.gameDir`](/docs/api/nodemod/Variable/gameDir) instead.
     *
     * @param szGetGameDir - Stands for the C output buffer; its content is not used.
     */
    getGameDir(szGetGameDir: string): void;
    /**
     * Adds a `cvar_t` to the engine's list of console variables. Engine `pfnCvar_RegisterVariable`; unlike
     * `cVarRegister` it does not add `FCVAR.EXTDLL`. NodeMod passes the native `cvar_t` behind `variable`,
     * so it has to be a `Cvar` obtained from the engine (e.g. from `cVarGetPointer`) rather than a plain
     * object. Such a cvar is already registered, and the engine refuses it as already defined; use
     * `cVarRegister` to create a cvar.
     *
     * @param variable - Engine `Cvar` object.
     */
    cvarRegisterVariable(variable: Cvar): void;
    /**
     * Fades a player's game sound down and back up again. Engine `pfnFadeClientVolume`. Fake clients and
     * non-players are skipped.
     *
     * @param pEdict - Player whose volume fades.
     * @param fadePercent - How much to lower the volume, in percent (`0` to `100`).
     * @param fadeOutSeconds - Time to fade out, in seconds.
     * @param holdTime - Time to stay faded, in seconds.
     * @param fadeInSeconds - Time to fade back in, in seconds.
     */
    fadeClientVolume(pEdict: Entity, fadePercent: number, fadeOutSeconds: number, holdTime: number, fadeInSeconds: number): void;
    /**
     * Sets a player's maximum movement speed (`entvars_t::maxspeed`). Engine `pfnSetClientMaxspeed`. For
     * an entity that is not a player the engine prints a warning but still sets the field.
     *
     * @param pEdict - Player to change.
     * @param fNewMaxspeed - Maximum speed in units per second.
     */
    setClientMaxspeed(pEdict: Entity, fNewMaxspeed: number): void;
    /**
     * Creates a fake client (bot) in a free player slot. Engine `pfnCreateFakeClient`. The engine sets up
     * the slot with `FL.FAKECLIENT` and `FL.CLIENT` and a default userinfo, but does not run the game
     * DLL's connection code: bot code usually calls `nodemod.dll.clientConnect` and
     * `nodemod.dll.clientPutInServer` next, and then drives the bot with `runPlayerMove` every frame.
     *
     * @param netname - Player name of the bot.
     * @returns The bot's entity, or `null` when no player slot is free.
     *
     * @example
     * ```ts
     * import nodemodCore from '@nodemod/core';
     *
     * nodemodCore.cmd.add({ name: 'nm_bot', type: 'server', handler: () => {
     *   // null when no player slot is free
     *   const bot = nodemod.eng.createFakeClient('Barney');
     *   // The game DLL has not connected it yet: bot
     *   // code calls nodemod.dll.clientConnect next.
     *   console.log(bot ? `Bot slot ${bot.id} taken` : 'No free slot');
     * } });
     * ```
     */
    createFakeClient(netname: string): Entity;
    /**
     * Runs one movement command (`usercmd_t`) for a fake client, as the engine does with a real client's
     * input. Engine `pfnRunPlayerMove`. Bots call it every server frame.
     *
     * @param fakeclient - Bot entity from `createFakeClient`.
     * @param viewangles - View angles `[pitch, yaw, roll]` in degrees.
     * @param forwardmove - Forward speed in units per second (negative: backward).
     * @param sidemove - Sideways speed in units per second (positive: right).
     * @param upmove - Upward speed in units per second (used when swimming or flying).
     * @param buttons - `IN_BUTTON` bits of the buttons held, e.g. `IN_BUTTON.ATTACK`.
     * @param impulse - Impulse command, `0` to `255`; `0` for none.
     * @param msec - Duration of the command in milliseconds, `0` to `255`; normally the frame time.
     */
    runPlayerMove(fakeclient: Entity, viewangles: number[], forwardmove: number, sidemove: number, upmove: number, buttons: number, impulse: number, msec: number): void;
    /**
     * Counts the entities in use, not counting the world. Engine `pfnNumberOfEntities` (HLSDK
     * `NUMBER_OF_ENTITIES`).
     *
     * @returns The number of allocated entity slots from index 1 up.
     *
     * @example
     * ```ts
     * import nodemodCore from '@nodemod/core';
     *
     * nodemodCore.cmd.add({
     *   name: 'nm_edicts',
     *   type: 'server',
     *   handler: () => {
     *     console.log(
     *       `${nodemod.eng.numberOfEntities()} entity slots in use`,
     *     );
     *   },
     * });
     * ```
     */
    numberOfEntities(): number;
    /**
     * Returns an info buffer: a string of backslash-separated keys and values such as
     * `\name\Player\model\gordon`. Engine `pfnGetInfoKeyBuffer`. NodeMod returns a copy as a JavaScript
     * string; read single keys with `infoKeyValue`.
     *
     * @param e - A player for their userinfo (`name`, `model`, `topcolor`, ...), the world entity (index 0)
     *   for the server info, or `null` for the server's local info. For other entities the result is not
     *   meaningful.
     * @returns A copy of the info string.
     */
    getInfoKeyBuffer(e: Entity): string;
    /**
     * Returns the value of a key in an info string. Engine `pfnInfoKeyValue`.
     *
     * @param infobuffer - Info string, e.g. from `getInfoKeyBuffer`.
     * @param key - Key name, e.g. `model`.
     * @returns The value, or an empty string if the key is not present.
     *
     * @example
     * ```ts
     * nodemod.on('dllClientUserInfoChanged', (entity, info) => {
     *   console.log(
     *     `${entity.netname} plays with the model ` +
     *       `${nodemod.eng.infoKeyValue(info, 'model')}`,
     *   );
     * });
     * ```
     */
    infoKeyValue(infobuffer: string, key: string): string;
    /**
     * Sets a key in one of the engine's own info buffers, the server info or the local info. Engine
     * `pfnSetKeyValue`. The engine accepts only those two buffers and treats any other buffer as a fatal
     * error (`Can't set client keys with SetKeyValue`). NodeMod passes a native copy of `infobuffer`, which
     * is never one of the engine's buffers, so calling this through NodeMod triggers that fatal error. For
     * local info keys, use the `localinfo` server command instead.
     *
     * @param infobuffer - Info string naming the buffer to change.
     * @param key - Key name.
     * @param value - New value.
     */
    setKeyValue(infobuffer: string, key: string, value: string): void;
    /**
     * Sets a key in a player's userinfo and flags that userinfo to be sent to the clients again. Engine
     * `pfnSetClientKeyValue`. NodeMod takes the player's own userinfo buffer from the engine
     * (`pfnGetInfoKeyBuffer` of `entity`) and passes it, so the change is made in the player's
     * real userinfo.
     *
     * @param clientIndex - Player index, `1` to `maxClients`; other values are ignored.
     * @param entity - The player whose userinfo is changed (normally the entity of `clientIndex`).
     * @param key - Key name.
     * @param value - New value.
     *
     * @example
     * ```ts
     * // Give a player a userinfo key that other clients receive
     * const player = nodemod.players[0];
     * if (player) {
     *   const index = nodemod.eng.indexOfEdict(player);
     *   nodemod.eng.setClientKeyValue(index, player, 'team', 'blue');
     * }
     * ```
     */
    setClientKeyValue(clientIndex: number, entity: Entity, key: string, value: string): void;
    /**
     * Checks whether a map exists, i.e. whether the engine's file system can find `maps/NAME.bsp`. Engine
     * `pfnIsMapValid` (HLSDK `IS_MAP_VALID`).
     *
     * @param filename - Map name without `maps/` and `.bsp`, e.g. `crossfire`.
     * @returns Non-zero if the map exists, `0` otherwise.
     *
     * @example
     * ```ts
     * // nm_map crossfire: changes the map if the server has it
     * nodemod.eng.addServerCommand('nm_map', () => {
     *   const map = nodemod.eng.cmdArgv(1);
     *   if (!nodemod.eng.isMapValid(map)) {
     *     nodemod.eng.serverPrint(`No map named "${map}"\n`);
     *     return;
     *   }
     *   nodemod.eng.serverCommand(`changelevel ${map}\n`);
     * });
     * ```
     */
    isMapValid(filename: string): number;
    /**
     * Places a permanent decal that clients receive with the signon data when they connect (a
     * `TE_BSPDECAL` temporary entity). Engine `pfnStaticDecal`. The HLSDK uses it for decals placed by the
     * map while it loads.
     *
     * @param origin - Position `[x, y, z]` in world units.
     * @param decalIndex - Decal index from `decalIndex`.
     * @param entityIndex - Index of the entity to put the decal on, `0` for the world.
     * @param modelIndex - Model index of that entity; only sent when `entityIndex` is not `0`.
     */
    staticDecal(origin: number[], decalIndex: number, entityIndex: number, modelIndex: number): void;
    /**
     * Adds a file of any type to the list of files clients download when they connect. Engine
     * `pfnPrecacheGeneric` (HLSDK `PRECACHE_GENERIC`).
     *
     * The engine only adds new precache entries while a map is loading, i.e. during the spawn phase (for
     * example from the world's `dllSpawn` event) up to `dllServerActivate`. Later, a name that is already
     * precached just returns its index, and a new name is a fatal engine error, which ReHLDS words as
     * `Precache can only be done in spawn functions` (`rehlds/engine/pr_cmds.cpp`).
     *
     * Limit: 512 generic files per map; past it the server stops
     * ([limits](/docs/limits#precache-tables), [the error](/docs/errors#precache-limit)).
     *
     * @param s - Path relative to the game directory.
     * @returns The index in the engine's generic precache table.
     */
    precacheGeneric(s: string): number;
    /**
     * Returns the user id the server gave a player when they connected (the `#` number shown by
     * `status`). Engine `pfnGetPlayerUserId` (HLSDK `GETPLAYERUSERID`).
     *
     * @param e - Player entity.
     * @returns The user id, or `-1` if `e` is not a player on the server.
     *
     * @example
     * ```ts
     * import nodemodCore from '@nodemod/core';
     *
     * nodemodCore.cmd.register('nm_userid', (client) => {
     *   if (!client) return; // run from the server console
     *   // The number that `status` lists and `kick #<id>` takes
     *   nodemodCore.util.messageClient(
     *     client,
     *     `Your user id is #${nodemod.eng.getPlayerUserId(client)}`,
     *   );
     * });
     * ```
     */
    getPlayerUserId(e: Entity): number;
    /**
     * Builds a sound message like `emitSound`, but sends it as a network message to a destination of your
     * choice (the engine wraps it in `messageBegin` / `messageEnd` itself). Engine `pfnBuildSoundMsg`
     * (HLSDK `BUILD_SOUND_MSG`). Unlike `emitSound`, the engine passes `volume` on as an integer without
     * scaling it, so it is on a `0` to `255` scale here.
     *
     * @param entity - Entity the sound comes from.
     * @param channel - Sound channel, `0` to `7` (see `emitSound`).
     * @param sample - Sound path relative to `sound/`, as precached, or a sentence name starting with `!`.
     * @param volume - Volume from `0` to `255`.
     * @param attenuation - How quickly the sound fades with distance, `0` to `4` (see `ATTN`).
     * @param fFlags - `SND` bit flags; `0` for none.
     * @param pitch - Pitch from `0` to `255`; `100` is normal.
     * @param msg_dest - A `MSG_DEST` value, as for `messageBegin`.
     * @param msg_type - Message type; normally `MSG_TYPE.SOUND`.
     * @param pOrigin - Position for the `PVS` and `PAS` destinations.
     * @param ed - Receiving player for the `ONE` destinations; `null` otherwise.
     */
    buildSoundMsg(entity: Entity, channel: number, sample: string, volume: number, attenuation: number, fFlags: number, pitch: number, msg_dest: number, msg_type: number, pOrigin: number[], ed: Entity): void;
    /**
     * Tells whether the server is a dedicated server. Engine `pfnIsDedicatedServer` (HLSDK
     * `IS_DEDICATED_SERVER`).
     *
     * @returns Non-zero on a dedicated server, `0` on a listen server.
     */
    isDedicatedServer(): number;
    /**
     * Returns the engine's `cvar_t` of a console variable. Engine `pfnCVarGetPointer` (HLSDK
     * `CVAR_GET_POINTER`). The returned object reads the live structure, so `value`, `string` and `flags`
     * show the current state; change the value with `cVarSetString`, `cVarSetFloat` or `cvarDirectSet`.
     *
     * @param szVarName - Cvar name.
     * @returns The cvar, or `null` if there is no cvar of that name.
     *
     * @example
     * ```ts
     * nodemod.on('postDllServerActivate', () => {
     *   // null for an unknown name
     *   const cheats = nodemod.eng.cVarGetPointer('sv_cheats');
     *   if (cheats)
     *     console.log(`sv_cheats is "${cheats.string}" (${cheats.value})`);
     * });
     * ```
     */
    cVarGetPointer(szVarName: string): Cvar;
    /**
     * Returns a player's WON id, from the authentication system Half-Life used before Steam. Engine
     * `pfnGetPlayerWONId`. Steam-era engines have no WON ids and return `4294967295` (`0xFFFFFFFF`, i.e.
     * `-1` as unsigned); use `getPlayerAuthId` instead.
     *
     * @param e - Player entity.
     * @returns The WON id.
     */
    getPlayerWONId(e: Entity): number;
    /**
     * Removes a key from an info buffer. Engine `pfnInfo_RemoveKey`. NodeMod passes a temporary native
     * copy of `s`, so the engine removes the key from that copy and the change is not visible anywhere.
     *
     * @param s - Info string.
     * @param key - Key to remove.
     */
    infoRemoveKey(s: string, key: string): void;
    /**
     * Reads a key from a player's physics info, an info string the server shares with the client's
     * movement prediction (Half-Life uses it for the long jump module, for example). Engine
     * `pfnGetPhysicsKeyValue`.
     *
     * @param pClient - Player entity.
     * @param key - Key name.
     * @returns The value, or an empty string if the key is not present or `pClient` is not a player.
     */
    getPhysicsKeyValue(pClient: Entity, key: string): string;
    /**
     * Sets a key in a player's physics info, the info string the server shares with the client's movement
     * prediction. Engine `pfnSetPhysicsKeyValue`.
     *
     * @param pClient - Player entity; it must be a player.
     * @param key - Key name.
     * @param value - New value.
     */
    setPhysicsKeyValue(pClient: Entity, key: string, value: string): void;
    /**
     * Returns a player's whole physics info string. Engine `pfnGetPhysicsInfoString` (HLSDK
     * `ENGINE_GETPHYSINFO`).
     *
     * @param pClient - Player entity.
     * @returns The physics info string, or an empty string if `pClient` is not a player.
     */
    getPhysicsInfoString(pClient: Entity): string;
    /**
     * Precaches a client event script, so that it can be played with `playbackEvent`. Engine
     * `pfnPrecacheEvent` (HLSDK `PRECACHE_EVENT`).
     *
     * The engine only adds new precache entries while a map is loading, i.e. during the spawn phase (for
     * example from the world's `dllSpawn` event) up to `dllServerActivate`. Later, a name that is already
     * precached just returns its index, and a new name is a fatal engine error, which ReHLDS words as
     * `Precache can only be done in spawn functions` (`rehlds/engine/pr_cmds.cpp`).
     *
     * @param type - Event type; the engine supports only `1` (an event script file).
     * @param psz - Path of the script, e.g. `events/glock1.sc`; the file must exist on the server.
     * @returns The event index for `playbackEvent`.
     */
    precacheEvent(type: number, psz: string): number;
    /**
     * Plays a precached client event on the clients; the client-side code of the event receives the
     * parameters (used for predicted weapon effects and similar). Engine `pfnPlaybackEvent` (HLSDK
     * `PLAYBACK_EVENT_FULL`).
     *
     * @param flags - `FEV` bits, e.g. `FEV.GLOBAL` (send to everyone, not just the players in range),
     *   `FEV.RELIABLE`, `FEV.NOTHOST` (skip the invoking player when it predicts weapons itself),
     *   `FEV.HOSTONLY` (send to the invoking player only).
     * @param pInvoker - Entity that causes the event.
     * @param eventindex - Event index from `precacheEvent`.
     * @param delay - Delay in seconds before the clients run the event.
     * @param origin - Event origin `[x, y, z]`; `[0, 0, 0]` uses the invoker's origin.
     * @param angles - Event angles `[pitch, yaw, roll]` in degrees; `[0, 0, 0]` uses the invoker's angles.
     * @param fparam1 - First float parameter for the event code.
     * @param fparam2 - Second float parameter.
     * @param iparam1 - First integer parameter.
     * @param iparam2 - Second integer parameter.
     * @param bparam1 - First boolean parameter (`0` or `1`).
     * @param bparam2 - Second boolean parameter (`0` or `1`).
     */
    playbackEvent(flags: number, pInvoker: Entity, eventindex: number, delay: number, origin: number[], angles: number[], fparam1: number, fparam2: number, iparam1: number, iparam2: number, bparam1: number, bparam2: number): void;
    /**
     * Computes the potentially visible set (PVS) around a position: a bit set with one bit per map leaf,
     * merged from the leaves near the position. Engine `pfnSetFatPVS` (HLSDK `ENGINE_SET_PVS`). Game DLLs
     * use it in `pfnSetupVisibility`.
     *
     * @param org - Position `[x, y, z]` in world units.
     * @returns The first 256 bytes of the engine's bit set as numbers (NodeMod copies a fixed 256 bytes,
     *   whatever the size of the map), or `null`.
     */
    setFatPVS(org: number[]): number[] | null;
    /**
     * Computes the potentially audible set (PAS) around a position: a bit set with one bit per map leaf.
     * Engine `pfnSetFatPAS` (HLSDK `ENGINE_SET_PAS`).
     *
     * @param org - Position `[x, y, z]` in world units.
     * @returns The first 256 bytes of the engine's bit set as numbers (NodeMod copies a fixed 256 bytes,
     *   whatever the size of the map), or `null`.
     */
    setFatPAS(org: number[]): number[] | null;
    /**
     * Checks whether an entity is inside a visibility bit set, such as one from `setFatPVS`. Engine
     * `pfnCheckVisibility` (HLSDK `ENGINE_CHECK_VISIBILITY`).
     *
     * NodeMod hands `pset` to the engine as raw memory: a `Uint8Array` holding the bit set is passed
     * through as is, while a plain number array is converted to 32-bit floats (at most 16 of them), which
     * does not reproduce the bytes of the set.
     *
     * @param entity - Entity to test.
     * @param pset - The bit set, one bit per map leaf.
     * @returns `0` if the entity is not in the set, non-zero if it is.
     */
    checkVisibility(entity: Entity, pset: number[]): number;
    /**
     * Marks a field of a delta description to be sent in the update being encoded. Engine
     * `pfnDeltaSetField` (HLSDK `DELTA_SET`). Meant for delta encoders (see `deltaAddEncoder`).
     *
     * @param pFields - Delta description (`delta_t`) being encoded.
     * @param fieldname - Field name as listed in `delta.lst`, e.g. `origin[0]`.
     */
    deltaSetField(pFields: Delta, fieldname: string): void;
    /**
     * Marks a field of a delta description not to be sent in the update being encoded. Engine
     * `pfnDeltaUnsetField` (HLSDK `DELTA_UNSET`). Meant for delta encoders (see `deltaAddEncoder`).
     *
     * @param pFields - Delta description (`delta_t`) being encoded.
     * @param fieldname - Field name as listed in `delta.lst`.
     */
    deltaUnsetField(pFields: Delta, fieldname: string): void;
    /**
     * Registers a delta encoder: a named function the engine calls while encoding an update, to decide
     * which fields of the delta description to send (the HLSDK registers `Entity_Encode`, `Player_Encode`
     * and `Custom_Encode` this way). Engine `pfnDeltaAddEncoder` (HLSDK `DELTA_ADDENCODER`). The name must
     * match an encoder named in `delta.lst`.
     *
     * Limits in this NodeMod version: the callback receives `null` for all three arguments, and since
     * NodeMod registers one shared native function, every encoder added this way runs whenever the engine
     * calls any of them.
     *
     * @param encoderName - Encoder name as used in `delta.lst`.
     * @param callback - Function to run, called with the delta description and the old and new data.
     */
    deltaAddEncoder(encoderName: string, callback: (pFields: any, from: ArrayBuffer | Uint8Array | null, to: ArrayBuffer | Uint8Array | null) => void): void;
    /**
     * Returns the player slot the engine is currently processing, for example while it runs a client's
     * commands. Engine `pfnGetCurrentPlayer` (HLSDK `ENGINE_CURRENT_PLAYER`).
     *
     * @returns The zero-based player slot (entity index minus 1), or `-1` if no player is being processed.
     */
    getCurrentPlayer(): number;
    /**
     * Tells whether a player uses client-side weapon prediction (`cl_lw`), so that effects it predicts
     * itself need not be sent to it. Engine `pfnCanSkipPlayer` (HLSDK `ENGINE_CANSKIP`).
     *
     * @param player - Player entity.
     * @returns Non-zero if the player predicts weapons locally; `0` otherwise or for a non-player.
     */
    canSkipPlayer(player: Entity): number;
    /**
     * Returns the number of a field in a delta description. Engine `pfnDeltaFindField` (HLSDK
     * `DELTA_FINDFIELD`); the number can be used with the faster `deltaSetFieldByIndex` and
     * `deltaUnsetFieldByIndex`.
     *
     * @param pFields - Delta description (`delta_t`).
     * @param fieldname - Field name as listed in `delta.lst`.
     * @returns The field number, or `-1` if there is no such field.
     */
    deltaFindField(pFields: Delta, fieldname: string): number;
    /**
     * Marks a field, given by number, to be sent in the update being encoded. Engine
     * `pfnDeltaSetFieldByIndex` (HLSDK `DELTA_SETBYINDEX`).
     *
     * @param pFields - Delta description (`delta_t`) being encoded.
     * @param fieldNumber - Field number from `deltaFindField`.
     */
    deltaSetFieldByIndex(pFields: Delta, fieldNumber: number): void;
    /**
     * Marks a field, given by number, not to be sent in the update being encoded. Engine
     * `pfnDeltaUnsetFieldByIndex` (HLSDK `DELTA_UNSETBYINDEX`).
     *
     * @param pFields - Delta description (`delta_t`) being encoded.
     * @param fieldNumber - Field number from `deltaFindField`.
     */
    deltaUnsetFieldByIndex(pFields: Delta, fieldNumber: number): void;
    /**
     * Sets the engine's group mask and group operation, which decide how the `entvars_t::groupinfo` bits
     * of entities filter collisions, traces and what clients are sent. Engine `pfnSetGroupMask` (HLSDK
     * `ENGINE_SETGROUPMASK`).
     *
     * @param mask - Group bits to test against.
     * @param op - `0` (HLSDK `GROUP_OP_AND`): entities interact only when their group bits overlap; `1`
     *   (`GROUP_OP_NAND`): only when they do not.
     */
    setGroupMask(mask: number, op: number): void;
    /**
     * Adds an extra entity baseline for a class name, which the engine uses as the starting state when it
     * sends entities of that class. Engine `pfnCreateInstancedBaseline` (HLSDK `ENGINE_INSTANCE_BASELINE`);
     * the HLSDK calls it from `pfnCreateInstancedBaselines`.
     *
     * @param classname - Class name as an engine string offset (`string_t`) from `allocString`.
     * @param baseline - Entity state to use as the baseline.
     * @returns The number of instanced baselines after adding this one, or `0` if the table is full.
     */
    createInstancedBaseline(classname: number, baseline: EntityState): number;
    /**
     * Sets a cvar's value through its `cvar_t` directly, without looking it up by name. Engine
     * `pfnCvar_DirectSet`. The engine updates the string and numeric value as a normal set would.
     *
     * @param variable - Cvar object from the engine, e.g. from `cVarGetPointer`.
     * @param value - New value as a string.
     *
     * @example
     * ```ts
     * nodemod.on('postDllServerActivate', () => {
     *   const friendlyFire = nodemod.eng.cVarGetPointer('mp_friendlyfire');
     *   if (friendlyFire) nodemod.eng.cvarDirectSet(friendlyFire, '1');
     * });
     * ```
     */
    cvarDirectSet(variable: Cvar, value: string): void;
    /**
     * Adds a file to the engine's consistency checks: clients must prove their copy is unmodified, and
     * those that fail are reported to the game DLL (`pfnInconsistentFile`), which decides whether to
     * disconnect them. Engine `pfnForceUnmodified` (HLSDK `ENGINE_FORCE_UNMODIFIED`). As with precaching,
     * new files are only accepted while a map is loading; afterwards a file that was not added then is an
     * engine error.
     *
     * @param type - A `FORCE_TYPE` value: `force_exactfile` (the file must match exactly),
     *   `force_model_samebounds` (the model must have the same bounds), `force_model_specifybounds` (the
     *   model must fit in `mins` / `maxs`), `force_model_specifybounds_if_avail` (as before, if the client
     *   has the file).
     * @param mins - Minimum corner `[x, y, z]` for the `specifybounds` types.
     * @param maxs - Maximum corner `[x, y, z]` for the `specifybounds` types.
     * @param filename - Path relative to the game directory, e.g. `models/player.mdl`.
     */
    forceUnmodified(type: number, mins: number[], maxs: number[], filename: string): void;
    /**
     * Gets a player's ping and packet loss. Engine `pfnGetPlayerStats` (HLSDK `PLAYER_CNX_STATS`).
     *
     * The engine writes both values through the output pointers, which NodeMod does not copy back into
     * plain arrays; `Int32Array`s of length 1 (cast to `number[]`) receive them.
     *
     * @param pClient - Player entity.
     * @param ping - Output for the ping in milliseconds (filled only when it is an `Int32Array`).
     * @param packet_loss - Output for the packet loss in percent (filled only when it is an `Int32Array`).
     */
    getPlayerStats(pClient: Entity, ping: number[], packet_loss: number[]): void;
    /**
     * Registers a server console command that runs a JavaScript function. Engine `pfnAddServerCommand`
     * (HLSDK `REG_SVR_COMMAND`). The callback receives no arguments; read them with `cmdArgc`, `cmdArgv`
     * and `cmdArgs`. NodeMod finds the callback by the command name exactly as typed, so it runs only when
     * the command is typed in the same letter case; registering a name again replaces its callback.
     *
     * @param commandName - Name of the console command.
     * @param callback - Function run when the command is executed.
     *
     * @example
     * ```ts
     * // Typed in the server console: nm_echo hello there
     * nodemod.eng.addServerCommand('nm_echo', () => {
     *   nodemod.eng.serverPrint(`${nodemod.eng.cmdArgs()}\n`);
     * });
     * ```
     */
    addServerCommand(commandName: string, callback: () => void): void;
    /**
     * Tells whether one player hears another player's voice. Engine `pfnVoice_GetClientListening`.
     *
     * @param iReceiver - Index of the listening player, `1` to `maxClients`.
     * @param iSender - Index of the speaking player, `1` to `maxClients`.
     * @returns `true` if the receiver hears the sender; `false` otherwise or for an invalid index.
     */
    voiceGetClientListening(iReceiver: number, iSender: number): boolean;
    /**
     * Sets whether one player hears another player's voice. Engine `pfnVoice_SetClientListening`. Game
     * DLLs update these settings themselves, so a plugin that wants to override them usually also handles
     * the `engVoiceSetClientListening` event.
     *
     * @param iReceiver - Index of the listening player, `1` to `maxClients`.
     * @param iSender - Index of the speaking player, `1` to `maxClients`.
     * @param bListen - `true` to let the receiver hear the sender, `false` to mute the sender for them.
     * @returns `true` if the setting was applied, `false` for an invalid index.
     */
    voiceSetClientListening(iReceiver: number, iSender: number, bListen: boolean): boolean;
    /**
     * Returns a player's authentication id. Engine `pfnGetPlayerAuthId` (HLSDK `GETPLAYERAUTHID`).
     *
     * @param e - Player entity.
     * @returns The id, e.g. a Steam id such as `STEAM_0:1:12345`, `BOT` for fake clients, or another
     *   engine-defined value such as `STEAM_ID_LAN`; an empty string if `e` is not a player on the server.
     *
     * @example
     * ```ts
     * nodemod.on('postDllClientPutInServer', (entity) => {
     *   // 'BOT' for fake clients
     *   const id = nodemod.eng.getPlayerAuthId(entity);
     *   if (id !== 'BOT') console.log(`${entity.netname} joined as ${id}`);
     * });
     * ```
     */
    getPlayerAuthId(e: Entity): string;
    /**
     * Looks up an entry of a sequence file (`.seq`, the scripted sequence files of Condition Zero). Engine
     * `pfnSequenceGet`. Not every engine provides this function (ReHLDS leaves it out), so only call it
     * where it exists.
     *
     * @param fileName - Sequence file name.
     * @param entryName - Entry name in that file.
     * @returns An opaque handle to the native entry; its contents cannot be read from JavaScript.
     */
    sequenceGet(fileName: string, entryName: string): ArrayBuffer | Uint8Array | null;
    /**
     * Picks a sentence from a sentence group of the sequence files. Engine `pfnSequencePickSentence`. Not
     * every engine provides this function (ReHLDS leaves it out), so only call it where it exists.
     *
     * The engine writes the number of the picked sentence through the output pointer, which NodeMod does
     * not copy back into a plain array; an `Int32Array` of length 1 (cast to `number[]`) receives it.
     *
     * @param groupName - Sentence group name.
     * @param pickMethod - How the engine picks the sentence from the group.
     * @param picked - Output for the number of the picked sentence (filled only when it is an
     *   `Int32Array`).
     * @returns An opaque handle to the native sentence entry; its contents cannot be read from JavaScript.
     */
    sequencePickSentence(groupName: string, pickMethod: number, picked: number[]): ArrayBuffer | Uint8Array | null;
    /**
     * Returns the size of a file found through the engine's file system. Engine `pfnGetFileSize`.
     *
     * @param filename - Path relative to the game directory.
     * @returns The size in bytes, or `-1` if the file cannot be opened.
     *
     * @example
     * ```ts
     * nodemod.on('postDllServerActivate', () => {
     *   // -1 if it cannot be opened
     *   const bytes = nodemod.eng.getFileSize(`maps/${nodemod.mapname}.bsp`);
     *   console.log(`${nodemod.mapname}.bsp: ${bytes} bytes`);
     * });
     * ```
     */
    getFileSize(filename: string): number;
    /**
     * Estimates how long a `.wav` file plays, from its size and the data rate in its header. Engine
     * `pfnGetApproxWavePlayLen`.
     *
     * @param filepath - Path relative to the game directory, e.g. `sound/ambience/wind1.wav`.
     * @returns The approximate duration in milliseconds, or `0` if the file is missing or not a WAV file.
     */
    getApproxWavePlayLen(filepath: string): number;
    /**
     * Tells whether a Condition Zero career match is running. Engine `pfnIsCareerMatch`. Career mode is
     * single-player, so a dedicated server always gets `0`.
     *
     * @returns Non-zero during a career match, `0` otherwise.
     */
    isCareerMatch(): number;
    /**
     * Returns the length of a localized user interface string. Engine `pfnGetLocalizedStringLength`. The
     * strings belong to the client's interface; a dedicated server has none and returns `0`.
     *
     * @param label - Localization label.
     * @returns The length of the localized text.
     */
    getLocalizedStringLength(label: string): number;
    /**
     * Records that a Condition Zero tutor message was shown. Engine `pfnRegisterTutorMessageShown`. The
     * tutor runs on the client; a dedicated server implements this as an empty stub.
     *
     * @param mid - Tutor message id.
     */
    registerTutorMessageShown(mid: number): void;
    /**
     * Returns how often a Condition Zero tutor message was shown. Engine `pfnGetTimesTutorMessageShown`.
     * The tutor runs on the client; a dedicated server implements this as a stub without real data.
     *
     * @param mid - Tutor message id.
     * @returns The count kept by the client; not meaningful on a dedicated server.
     */
    getTimesTutorMessageShown(mid: number): number;
    /**
     * Hands the Condition Zero tutor its saved message decay data. Engine
     * `pfnProcessTutorMessageDecayBuffer`; NodeMod passes the array and its length. A dedicated server
     * implements this as an empty stub.
     *
     * @param buffer - Decay data as integers.
     */
    processTutorMessageDecayBuffer(buffer: number[]): void;
    /**
     * Asks the Condition Zero tutor to write its message decay data into a buffer. Engine
     * `pfnConstructTutorMessageDecayBuffer`. NodeMod passes a temporary native copy of the array and does
     * not copy the result back, so `buffer` keeps its contents. A dedicated server implements this as an
     * empty stub.
     *
     * @param buffer - Array whose length sets the size of the buffer.
     */
    constructTutorMessageDecayBuffer(buffer: number[]): void;
    /**
     * Resets the Condition Zero tutor's message decay data. Engine `pfnResetTutorMessageDecayData`. A
     * dedicated server implements this as an empty stub.
     */
    resetTutorMessageDecayData(): void;
    /**
     * Asks a player's client for the value of one of its cvars. Engine `pfnQueryClientCvarValue`. The
     * answer arrives later through the game DLL's `pfnCvarValue` callback (`NEW_DLL_FUNCTIONS`), which
     * NodeMod does not expose as an event in this version. For a non-player the engine answers at once with
     * the value `Bad Player`.
     *
     * @param player - Player to ask.
     * @param cvarName - Name of the client cvar.
     */
    queryClientCvarValue(player: Entity, cvarName: string): void;
    /**
     * Asks a player's client for the value of one of its cvars, tagged with a request id. Engine
     * `pfnQueryClientCvarValue2`. The answer, with the same id, arrives later through the game DLL's
     * `pfnCvarValue2` callback (`NEW_DLL_FUNCTIONS`), which NodeMod does not expose as an event in this
     * version. For a non-player the engine answers at once with the value `Bad Player`.
     *
     * @param player - Player to ask.
     * @param cvarName - Name of the client cvar.
     * @param requestID - Number that identifies this request in the answer.
     */
    queryClientCvarValue2(player: Entity, cvarName: string, requestID: number): void;
    /**
     * Checks whether a parameter was given on the server's command line. Engine `CheckParm` (called
     * `pfnCheckParm` in newer SDK headers).
     *
     * @param parm - Parameter as typed, e.g. `-insecure`.
     * @param ppnext - Stands for the C output that receives the argument after `parm`; the engine writes a
     *   native pointer there that NodeMod does not return, so the array is not filled.
     * @returns The position of the parameter on the command line, or `0` if it is not present.
     */
    checkParm(parm: string, ppnext: string[]): number;
    /**
     * Returns the entity with a given index, like `pEntityOfEntIndex` but without that function's
     * off-by-one: every player slot in use (`1` to `maxClients`) is returned even without game DLL
     * private data. Engine `pfnPEntityOfEntIndexAllEntities`, a late addition to the engine interface
     * (Half-Life 25th anniversary SDK) that older engines do not provide.
     *
     * @param iEntIndex - Entity index.
     * @returns The entity, or `null` if the index is out of range, the slot is free, or the entity is not
     *   a player and has no game DLL private data.
     */
    pEntityOfEntIndexAllEntities(iEntIndex: number): Entity;
  }

  /**
   * The engine functions object: the GoldSrc engine's `enginefuncs_t` table as callable methods (see
   * `Engine`). Plugins call engine functions through it, for example
   * `nodemod.eng.precacheModel('models/player.mdl')`.
   */
  const eng: Engine;
}
