/// <reference path="./structures.d.ts" />
/// <reference path="./prediction.d.ts" />

declare namespace nodemod {
  // The engine events of `EventCallbacks`: `engX`, fired before each engine function `pfnX`.
  // Their post twins `postEngX` are derived from these by plugins/typedoc/derive-post-events.mjs
  // (events-post.d.ts). The interface's description, covering both families, is in events.d.ts.
  // An event that only says "Fires before the engine's `pfnX` runs." is completed at build time
  // with the first sentence of its Engine method (plugins/typedoc/engine-events.mjs).
  interface EventCallbacks {
    /**
     * Fires before the engine's `pfnPrecacheModel` runs.
     *
     * @param s - Path of the model relative to the game directory, e.g. `models/player.mdl` or
     * `sprites/smoke.spr`.
     *
     * @example
     * ```ts
     * // Counts the models the game DLL precaches for a map
     * const models = new Set<string>();
     * nodemod.on('engPrecacheModel', (s) => {
     *   models.add(s);
     * });
     * nodemod.on('dllServerActivate', () => {
     *   console.log(`${models.size} models precached`);
     *   models.clear();
     * });
     * ```
     */
    engPrecacheModel: (s: string) => void;
    /**
     * Fires before the engine's `pfnPrecacheSound` runs.
     *
     * @param s - Path of the sound relative to the `sound/` directory, e.g. `weapons/ric1.wav`.
     */
    engPrecacheSound: (s: string) => void;
    /**
     * Fires before the engine's `pfnSetModel` runs.
     *
     * @param e - Entity whose model is set.
     * @param m - Model path, which must already be precached (e.g. `models/w_medkit.mdl`), or an inline brush
     * model such as `*1`.
     */
    engSetModel: (e: Entity, m: string) => void;
    /**
     * Fires before the engine's `pfnModelIndex` runs.
     *
     * @param m - Path of the model to look up.
     */
    engModelIndex: (m: string) => void;
    /**
     * Fires before the engine's `pfnModelFrames` runs.
     *
     * @param modelIndex - Index of the model, as returned by `pfnPrecacheModel` or `pfnModelIndex`.
     */
    engModelFrames: (modelIndex: number) => void;
    /**
     * Fires before the engine's `pfnSetSize` runs.
     *
     * @param e - Entity whose size is set.
     * @param rgflMin - Minimum corner of the box relative to the origin, in world units, as `[x, y, z]`.
     * @param rgflMax - Maximum corner of the box relative to the origin, in world units, as `[x, y, z]`.
     */
    engSetSize: (e: Entity, rgflMin: number[], rgflMax: number[]) => void;
    /**
     * Fires before the engine's `pfnChangeLevel` runs.
     *
     * @param s1 - Name of the map to change to, without `maps/` and `.bsp`.
     * @param s2 - Name of the landmark for a single-player level transition; `""` when the caller gave none.
     *
     * @example
     * ```ts
     * // While a vote runs, a map change the game DLL asks
     * // for does not happen: the engine function is skipped
     * let voteRunning = false; // set by the vote's own code
     * nodemod.on('engChangeLevel', (s1) => {
     *   if (voteRunning)
     *     nodemod.setMetaResult(nodemod.META_RES.SUPERCEDE);
     *   else console.log(`Changing the map to ${s1}`);
     * });
     * ```
     */
    engChangeLevel: (s1: string, s2: string) => void;
    /**
     * Fires before the engine's `pfnGetSpawnParms` runs. The function is a Quake leftover that in GoldSrc only
     * checks that the entity is a client.
     *
     * @param ent - Entity passed to the function, expected to be a client.
     */
    engGetSpawnParms: (ent: Entity) => void;
    /**
     * Fires before the engine's `pfnSaveSpawnParms` runs. The function is a Quake leftover that in GoldSrc only
     * checks that the entity is a client.
     *
     * @param ent - Entity passed to the function, expected to be a client.
     */
    engSaveSpawnParms: (ent: Entity) => void;
    /**
     * Fires before the engine's `pfnVecToYaw` runs.
     *
     * @param rgflVector - Direction vector, as `[x, y, z]`.
     */
    engVecToYaw: (rgflVector: number[]) => void;
    /**
     * Fires before the engine's `pfnVecToAngles` runs.
     *
     * @param rgflVectorIn - Direction vector to convert, as `[x, y, z]`.
     * @param rgflVectorOut - Copy of the angles output buffer before the call; it does not hold the result yet
     * (empty if the caller passed no buffer).
     */
    engVecToAngles: (rgflVectorIn: number[], rgflVectorOut: number[]) => void;
    /**
     * Fires before the engine's `pfnMoveToOrigin` runs.
     *
     * @param ent - Entity to move.
     * @param pflGoal - Goal position in world coordinates, as `[x, y, z]`.
     * @param dist - Maximum distance to cover in this step, in world units.
     * @param iMoveType - Movement type: `MOVE.NORMAL` (move in the direction the entity faces) or `MOVE.STRAFE`
     * (move toward the goal whatever the facing).
     */
    engMoveToOrigin: (ent: Entity, pflGoal: number[], dist: number, iMoveType: number) => void;
    /**
     * Fires before the engine's `pfnChangeYaw` runs.
     *
     * @param ent - Entity to turn.
     */
    engChangeYaw: (ent: Entity) => void;
    /**
     * Fires before the engine's `pfnChangePitch` runs.
     *
     * @param ent - Entity to turn.
     */
    engChangePitch: (ent: Entity) => void;
    /**
     * Fires before the engine's `pfnFindEntityByString` runs.
     *
     * @param pEdictStartSearchAfter - Entity after which the search continues; `null` to search from the start.
     * @param pszField - Name of the `entvars_t` string field to compare, e.g. `classname`, `targetname` or
     * `target`.
     * @param pszValue - Value the field must equal.
     */
    engFindEntityByString: (pEdictStartSearchAfter: Entity, pszField: string, pszValue: string) => void;
    /**
     * Fires before the engine's `pfnGetEntityIllum` runs.
     *
     * @param pEnt - Entity whose light level is read.
     */
    engGetEntityIllum: (pEnt: Entity) => void;
    /**
     * Fires before the engine's `pfnFindEntityInSphere` runs.
     *
     * @param pEdictStartSearchAfter - Entity after which the search continues; `null` to search from the start.
     * @param org - Centre of the sphere in world coordinates, as `[x, y, z]`.
     * @param rad - Radius of the sphere, in world units.
     */
    engFindEntityInSphere: (pEdictStartSearchAfter: Entity, org: number[], rad: number) => void;
    /**
     * Fires before the engine's `pfnFindClientInPVS` runs.
     *
     * @param pEdict - Entity from whose point of view the check is made.
     */
    engFindClientInPVS: (pEdict: Entity) => void;
    /**
     * Fires before the engine's `pfnEntitiesInPVS` runs.
     *
     * @param pplayer - Player whose PVS is used.
     */
    engEntitiesInPVS: (pplayer: Entity) => void;
    /**
     * Fires before the engine's `pfnMakeVectors` runs.
     *
     * @param rgflVector - Angles `[pitch, yaw, roll]` in degrees.
     */
    engMakeVectors: (rgflVector: number[]) => void;
    /**
     * Fires before the engine's `pfnAngleVectors` runs.
     *
     * @param rgflVector - Angles `[pitch, yaw, roll]` in degrees.
     * @param forward - Copy of the forward-vector output buffer before the call; it does not hold the result
     * yet (empty if the caller passed no buffer).
     * @param right - Copy of the right-vector output buffer before the call; it does not hold the result yet
     * (empty if the caller passed no buffer).
     * @param up - Copy of the up-vector output buffer before the call; it does not hold the result yet (empty
     * if the caller passed no buffer).
     */
    engAngleVectors: (rgflVector: number[], forward: number[], right: number[], up: number[]) => void;
    /**
     * Fires before the engine's `pfnCreateEntity` runs.
     */
    engCreateEntity: () => void;
    /**
     * Fires before the engine's `pfnRemoveEntity` runs.
     *
     * @param e - Entity being removed.
     */
    engRemoveEntity: (e: Entity) => void;
    /**
     * Fires before the engine's `pfnCreateNamedEntity` runs.
     *
     * @param className - Class name as a `string_t`: an offset into the engine's string pool (e.g. from
     * `pfnAllocString`), not the text itself.
     */
    engCreateNamedEntity: (className: number) => void;
    /**
     * Fires before the engine's `pfnMakeStatic` runs.
     *
     * @param ent - Entity made static.
     */
    engMakeStatic: (ent: Entity) => void;
    /**
     * Fires before the engine's `pfnEntIsOnFloor` runs.
     *
     * @param e - Entity to check.
     */
    engEntIsOnFloor: (e: Entity) => void;
    /**
     * Fires before the engine's `pfnDropToFloor` runs.
     *
     * @param e - Entity to drop.
     */
    engDropToFloor: (e: Entity) => void;
    /**
     * Fires before the engine's `pfnWalkMove` runs.
     *
     * @param ent - Entity to move.
     * @param yaw - Direction of the step, as a yaw angle in degrees.
     * @param dist - Length of the step, in world units.
     * @param iMode - Mode: `WALKMOVE.NORMAL`, `WALKMOVE.WORLDONLY` (collide with the world only) or
     * `WALKMOVE.CHECKONLY` (test the move without moving).
     */
    engWalkMove: (ent: Entity, yaw: number, dist: number, iMode: number) => void;
    /**
     * Fires before the engine's `pfnSetOrigin` runs.
     *
     * @param e - Entity to move.
     * @param rgflOrigin - New origin in world coordinates, as `[x, y, z]`.
     */
    engSetOrigin: (e: Entity, rgflOrigin: number[]) => void;
    /**
     * Fires before the engine's `pfnEmitSound` runs.
     *
     * @param entity - Entity the sound comes from.
     * @param channel - Sound channel, HLSDK `CHAN_*`: `CHAN_AUTO` (0), `CHAN_WEAPON` (1), `CHAN_VOICE` (2),
     * `CHAN_ITEM` (3), `CHAN_BODY` (4), `CHAN_STREAM` (5) or `CHAN_STATIC` (6).
     * @param sample - Sound path relative to `sound/`, or a sentence name starting with `!`.
     * @param volume - Volume, from 0.0 to 1.0.
     * @param attenuation - How quickly the sound fades with distance, e.g. `ATTN.NORM` (0.8); `ATTN.NONE` (0)
     * is heard everywhere.
     * @param fFlags - Sound flags, bits of `SND` (e.g. `SND.STOP`, `SND.CHANGE_VOL`, `SND.CHANGE_PITCH`).
     * @param pitch - Pitch, 0-255, where 100 (HLSDK `PITCH_NORM`) is the normal pitch.
     *
     * @example
     * ```ts
     * // Silences the sound the HLSDK game plays when a player
     * // picks up a weapon or an item
     * nodemod.on('engEmitSound', (entity, channel, sample) => {
     *   if (sample === 'items/gunpickup2.wav')
     *     nodemod.setMetaResult(nodemod.META_RES.SUPERCEDE);
     * });
     * ```
     */
    engEmitSound: (entity: Entity, channel: number, sample: string, volume: number, attenuation: number, fFlags: number, pitch: number) => void;
    /**
     * Fires before the engine's `pfnEmitAmbientSound` runs.
     *
     * @param entity - Entity the sound belongs to.
     * @param pos - Position of the sound in world coordinates, as `[x, y, z]`.
     * @param samp - Sound path relative to `sound/`.
     * @param vol - Volume, from 0.0 to 1.0.
     * @param attenuation - How quickly the sound fades with distance, e.g. `ATTN.NORM` (0.8); `ATTN.NONE` (0)
     * is heard everywhere.
     * @param fFlags - Sound flags, bits of `SND` (e.g. `SND.STOP`, `SND.CHANGE_VOL`, `SND.CHANGE_PITCH`).
     * @param pitch - Pitch, 0-255, where 100 (HLSDK `PITCH_NORM`) is the normal pitch.
     */
    engEmitAmbientSound: (entity: Entity, pos: number[], samp: string, vol: number, attenuation: number, fFlags: number, pitch: number) => void;
    /**
     * Fires before the engine's `pfnTraceLine` runs.
     *
     * @param start - Start point of the line (`v1`), as `[x, y, z]`.
     * @param end - End point of the line (`v2`), as `[x, y, z]`.
     * @param flags - Trace flags (`fNoMonsters`): `IGNORE.DONT_IGNORE_MONSTERS`, `IGNORE.MONSTERS` or
     * `IGNORE.MISSILE`, optionally combined with `IGNORE.GLASS`.
     * @param skipEntity - Entity the trace ignores (`pentToSkip`), usually the one tracing; `null` if none.
     */
    engTraceLine: (start: number[], end: number[], flags: number, skipEntity: Entity | null) => void;
    /**
     * Fires before the engine's `pfnTraceToss` runs.
     *
     * @param pent - Entity whose flight is simulated from its origin, velocity and gravity.
     * @param pentToIgnore - Entity the simulation ignores.
     */
    engTraceToss: (pent: Entity, pentToIgnore: Entity) => void;
    /**
     * Fires before the engine's `pfnTraceMonsterHull` runs.
     *
     * @param pEdict - Entity whose bounding box (`mins`/`maxs`) is swept.
     * @param v1 - Start point, as `[x, y, z]`.
     * @param v2 - End point, as `[x, y, z]`.
     * @param fNoMonsters - Trace flags: `IGNORE.DONT_IGNORE_MONSTERS`, `IGNORE.MONSTERS` or `IGNORE.MISSILE`,
     * optionally combined with `IGNORE.GLASS`.
     * @param pentToSkip - Entity the trace ignores (`pentToSkip`), usually the one tracing; `null` if none.
     */
    engTraceMonsterHull: (pEdict: Entity, v1: number[], v2: number[], fNoMonsters: number, pentToSkip: Entity) => void;
    /**
     * Fires before the engine's `pfnTraceHull` runs.
     *
     * @param v1 - Start point, as `[x, y, z]`.
     * @param v2 - End point, as `[x, y, z]`.
     * @param fNoMonsters - Trace flags: `IGNORE.DONT_IGNORE_MONSTERS`, `IGNORE.MONSTERS` or `IGNORE.MISSILE`,
     * optionally combined with `IGNORE.GLASS`.
     * @param hullNumber - Hull to sweep: `HULL.POINT`, `HULL.HUMAN`, `HULL.LARGE` or `HULL.HEAD`.
     * @param pentToSkip - Entity the trace ignores (`pentToSkip`), usually the one tracing; `null` if none.
     */
    engTraceHull: (v1: number[], v2: number[], fNoMonsters: number, hullNumber: number, pentToSkip: Entity) => void;
    /**
     * Fires before the engine's `pfnTraceModel` runs.
     *
     * @param v1 - Start point, as `[x, y, z]`.
     * @param v2 - End point, as `[x, y, z]`.
     * @param hullNumber - Hull size to trace with (see `HULL`).
     * @param pent - The only entity the trace is tested against.
     */
    engTraceModel: (v1: number[], v2: number[], hullNumber: number, pent: Entity) => void;
    /**
     * Fires before the engine's `pfnTraceTexture` runs.
     *
     * @param pTextureEntity - Entity whose brush model is tested.
     * @param v1 - Start point, as `[x, y, z]`.
     * @param v2 - End point, as `[x, y, z]`.
     */
    engTraceTexture: (pTextureEntity: Entity, v1: number[], v2: number[]) => void;
    /**
     * Fires before the engine's `pfnTraceSphere` runs. The function has a slot in the engine's function
     * table and NodeMod binds it, but the engine does not implement it: ReHLDS stops the server with the
     * fatal error `TraceSphere not yet implemented!`.
     *
     * @param v1 - Start point, as `[x, y, z]`.
     * @param v2 - End point, as `[x, y, z]`.
     * @param fNoMonsters - Trace flags: `IGNORE.DONT_IGNORE_MONSTERS`, `IGNORE.MONSTERS` or `IGNORE.MISSILE`,
     * optionally combined with `IGNORE.GLASS`.
     * @param radius - Radius of the sphere, in world units.
     * @param pentToSkip - Entity the trace ignores (`pentToSkip`), usually the one tracing; `null` if none.
     */
    engTraceSphere: (v1: number[], v2: number[], fNoMonsters: number, radius: number, pentToSkip: Entity) => void;
    /**
     * Fires before the engine's `pfnGetAimVector` runs.
     *
     * @param ent - Entity that is aiming.
     * @param speed - Projectile speed argument; the engine does not use it.
     * @param rgflReturn - Copy of the aim-direction output buffer before the call; it does not hold the result
     * yet (empty if the caller passed no buffer).
     */
    engGetAimVector: (ent: Entity, speed: number, rgflReturn: number[]) => void;
    /**
     * Fires before the engine's `pfnServerCommand` runs.
     *
     * @param str - Command text; it must end with a newline or `;` to be executed.
     */
    engServerCommand: (str: string) => void;
    /**
     * Fires before the engine's `pfnServerExecute` runs.
     */
    engServerExecute: () => void;
    /**
     * Fires before the engine's `pfnClientCommand` runs.
     *
     * @param entity - Client that receives the command.
     * @param commandArgs - Not the command text given to `pfnClientCommand`: NodeMod passes the engine's
     * current `CMD_ARGS()` here, i.e. the arguments of the command the engine is processing at that moment.
     */
    engClientCommand: (entity: Entity, commandArgs: string) => void;
    /**
     * Fires before the engine's `pfnParticleEffect` runs.
     *
     * @param org - Origin of the effect in world coordinates, as `[x, y, z]`.
     * @param dir - Direction and speed of the particles, as `[x, y, z]`.
     * @param color - Palette colour index of the particles.
     * @param count - Number of particles.
     */
    engParticleEffect: (org: number[], dir: number[], color: number, count: number) => void;
    /**
     * Fires before the engine's `pfnLightStyle` runs.
     *
     * @param style - Light style number (0-63).
     * @param val - Pattern of letters from `a` (dark) to `z` (brightest), `m` being normal brightness, played
     * at 10 letters per second.
     */
    engLightStyle: (style: number, val: string) => void;
    /**
     * Fires before the engine's `pfnDecalIndex` runs.
     *
     * @param name - Name of the decal in the decal WAD.
     */
    engDecalIndex: (name: string) => void;
    /**
     * Fires before the engine's `pfnPointContents` runs.
     *
     * @param rgflVector - Point to test in world coordinates, as `[x, y, z]`.
     */
    engPointContents: (rgflVector: number[]) => void;
    /**
     * Fires before the engine's `pfnMessageBegin` runs. The values that follow, one `engWrite…`
     * event each, and `engMessageEnd` are the message's; the
     * [user-message catalogue](/docs/messages) gives the values of every message Half-Life and
     * Counter-Strike send, in order.
     *
     * @param msg_dest - Destination, a `MSG_DEST` value such as `MSG_DEST.ALL`, `MSG_DEST.ONE` or
     * `MSG_DEST.PVS`.
     * @param msg_type - Message ID: an engine message (see `MSG_TYPE`) or a user message ID from
     * `pfnRegUserMsg`.
     * @param pOrigin - Origin used by the PVS/PAS destinations, as `[x, y, z]`; an empty array when the caller
     * gave none.
     * @param ed - Receiving client for `MSG_DEST.ONE` and `MSG_DEST.ONE_UNRELIABLE`; otherwise `null`.
     */
    engMessageBegin: (msg_dest: number, msg_type: number, pOrigin: number[], ed: Entity | null) => void;
    /**
     * Fires before the engine's `pfnMessageEnd` runs.
     */
    engMessageEnd: () => void;
    /**
     * Fires before the engine's `pfnWriteByte` runs.
     * One per value of a message, in the order the sender writes them: the
     * [user-message catalogue](/docs/messages) gives each game message's values and their types.
     *
     * @param iValue - Value written.
     */
    engWriteByte: (iValue: number) => void;
    /**
     * Fires before the engine's `pfnWriteChar` runs.
     * One per value of a message, in the order the sender writes them: the
     * [user-message catalogue](/docs/messages) gives each game message's values and their types.
     *
     * @param iValue - Value written.
     */
    engWriteChar: (iValue: number) => void;
    /**
     * Fires before the engine's `pfnWriteShort` runs.
     * One per value of a message, in the order the sender writes them: the
     * [user-message catalogue](/docs/messages) gives each game message's values and their types.
     *
     * @param iValue - Value written.
     */
    engWriteShort: (iValue: number) => void;
    /**
     * Fires before the engine's `pfnWriteLong` runs.
     * One per value of a message, in the order the sender writes them: the
     * [user-message catalogue](/docs/messages) gives each game message's values and their types.
     *
     * @param iValue - Value written.
     */
    engWriteLong: (iValue: number) => void;
    /**
     * Fires before the engine's `pfnWriteAngle` runs.
     * One per value of a message, in the order the sender writes them: the
     * [user-message catalogue](/docs/messages) gives each game message's values and their types.
     *
     * @param flValue - Angle in degrees.
     */
    engWriteAngle: (flValue: number) => void;
    /**
     * Fires before the engine's `pfnWriteCoord` runs.
     * One per value of a message, in the order the sender writes them: the
     * [user-message catalogue](/docs/messages) gives each game message's values and their types.
     *
     * @param flValue - Coordinate in world units.
     */
    engWriteCoord: (flValue: number) => void;
    /**
     * Fires before the engine's `pfnWriteString` runs.
     * One per value of a message, in the order the sender writes them: the
     * [user-message catalogue](/docs/messages) gives each game message's values and their types.
     *
     * @param sz - Text written.
     */
    engWriteString: (sz: string) => void;
    /**
     * Fires before the engine's `pfnWriteEntity` runs.
     * One per value of a message, in the order the sender writes them: the
     * [user-message catalogue](/docs/messages) gives each game message's values and their types.
     *
     * @param iValue - Entity index written.
     */
    engWriteEntity: (iValue: number) => void;
    /**
     * Fires before the engine's `pfnCVarRegister` runs.
     *
     * @param cvar - The `cvar_t` being registered, wrapped as a `Cvar`.
     */
    engCVarRegister: (cvar: Cvar) => void;
    /**
     * Fires before the engine's `pfnCVarGetFloat` runs.
     *
     * @param szVarName - Name of the console variable.
     */
    engCVarGetFloat: (szVarName: string) => void;
    /**
     * Fires before the engine's `pfnCVarGetString` runs.
     *
     * @param szVarName - Name of the console variable.
     */
    engCVarGetString: (szVarName: string) => void;
    /**
     * Fires before the engine's `pfnCVarSetFloat` runs.
     *
     * @param szVarName - Name of the console variable.
     * @param flValue - New value.
     */
    engCVarSetFloat: (szVarName: string, flValue: number) => void;
    /**
     * Fires before the engine's `pfnCVarSetString` runs.
     *
     * @param szVarName - Name of the console variable.
     * @param szValue - New value.
     */
    engCVarSetString: (szVarName: string, szValue: string) => void;
    /**
     * Fires before the engine's `pfnAlertMessage` runs.
     *
     * @param atype - Message type, an `ALERT_TYPE` value such as `at_console` or `at_logged`.
     * @param szFmt - Always `"%s"` under Metamod-R: Metamod-R formats the game's text itself and calls the
     * plugins with `"%s"` and that text, and NodeMod passes on only the format. The message's text does
     * not reach JavaScript.
     * @param args - Declared for the format arguments, but NodeMod does not forward them, so none are received.
     */
    engAlertMessage: (atype: number, szFmt: string, ...args: any[]) => void;
    /**
     * Fires before the engine's `pfnEngineFprintf` runs.
     *
     * @param pfile - The file the text was meant for; NodeMod passes the native `FILE *` as an opaque value.
     * @param szFmt - Always `"%s"` under Metamod-R, which formats the text itself and passes it as an
     * argument that NodeMod does not forward (see `engAlertMessage`).
     * @param args - Declared for the format arguments, but NodeMod does not forward them, so none are received.
     */
    engEngineFprintf: (pfile: FileHandle, szFmt: string, ...args: any[]) => void;
    /**
     * Fires before the engine's `pfnPvAllocEntPrivateData` runs.
     *
     * @param pEdict - Entity the memory is allocated for.
     * @param cb - Size to allocate, in bytes.
     */
    engPvAllocEntPrivateData: (pEdict: Entity, cb: number) => void;
    /**
     * Fires before the engine's `pfnPvEntPrivateData` runs.
     *
     * @param pEdict - Entity whose private data is requested.
     */
    engPvEntPrivateData: (pEdict: Entity) => void;
    /**
     * Fires before the engine's `pfnFreeEntPrivateData` runs.
     *
     * @param pEdict - Entity whose private data is freed.
     */
    engFreeEntPrivateData: (pEdict: Entity) => void;
    /**
     * Fires before the engine's `pfnSzFromIndex` runs.
     *
     * @param iString - The `string_t`: an offset into the engine's string pool.
     */
    engSzFromIndex: (iString: number) => void;
    /**
     * Fires before the engine's `pfnAllocString` runs.
     *
     * @param szValue - Text to store.
     */
    engAllocString: (szValue: string) => void;
    /**
     * Fires before the engine's `pfnGetVarsOfEnt` runs.
     *
     * @param pEdict - Entity whose variables are requested.
     */
    engGetVarsOfEnt: (pEdict: Entity) => void;
    /**
     * Fires before the engine's `pfnPEntityOfEntOffset` runs.
     *
     * @param iEntOffset - Byte offset of the edict.
     */
    engPEntityOfEntOffset: (iEntOffset: number) => void;
    /**
     * Fires before the engine's `pfnEntOffsetOfPEntity` runs.
     *
     * @param pEdict - Entity whose offset is requested.
     */
    engEntOffsetOfPEntity: (pEdict: Entity) => void;
    /**
     * Fires before the engine's `pfnIndexOfEdict` runs.
     *
     * @param pEdict - Entity whose index is requested.
     */
    engIndexOfEdict: (pEdict: Entity) => void;
    /**
     * Fires before the engine's `pfnPEntityOfEntIndex` runs.
     *
     * @param iEntIndex - Entity index: 0 is the world, 1 to `maxClients` are the player slots.
     */
    engPEntityOfEntIndex: (iEntIndex: number) => void;
    /**
     * Fires before the engine's `pfnFindEntityByVars` runs.
     *
     * @param pvars - The `entvars_t` to look up, wrapped as `Entvars`.
     */
    engFindEntityByVars: (pvars: Entvars) => void;
    /**
     * Fires before the engine's `pfnGetModelPtr` runs.
     *
     * @param pEdict - Entity whose model is requested.
     */
    engGetModelPtr: (pEdict: Entity) => void;
    /**
     * Fires before the engine's `pfnRegUserMsg` runs.
     *
     * @param pszName - Name of the message, e.g. `SayText`.
     * @param iSize - Fixed payload size in bytes, or -1 for a message of variable length.
     */
    engRegUserMsg: (pszName: string, iSize: number) => void;
    /**
     * Fires before the engine's `pfnAnimationAutomove` runs. The function is a stub for animation-driven
     * movement that does nothing in GoldSrc.
     *
     * @param pEdict - Entity passed by the caller.
     * @param flTime - Time value passed by the caller.
     */
    engAnimationAutomove: (pEdict: Entity, flTime: number) => void;
    /**
     * Fires before the engine's `pfnGetBonePosition` runs.
     *
     * @param pEdict - Entity whose model is used.
     * @param iBone - Bone index.
     * @param rgflOrigin - Copy of the origin output buffer before the call; it does not hold the result yet
     * (empty if the caller passed no buffer).
     * @param rgflAngles - Copy of the angles output buffer before the call (empty if the caller passed no
     * buffer).
     */
    engGetBonePosition: (pEdict: Entity, iBone: number, rgflOrigin: number[], rgflAngles: number[]) => void;
    /**
     * Fires before the engine's `pfnFunctionFromName` runs.
     *
     * @param pName - Exported name of the function.
     */
    engFunctionFromName: (pName: string) => void;
    /**
     * Fires before the engine's `pfnNameForFunction` runs.
     *
     * @param callback - Address of the function; NodeMod passes it as an opaque native pointer value.
     */
    engNameForFunction: (callback: ArrayBuffer | Uint8Array | null) => void;
    /**
     * Fires before the engine's `pfnClientPrintf` runs.
     *
     * @param pEdict - Client that receives the message.
     * @param ptype - Where to print: a `PRINT_TYPE` value (`print_console`, `print_center` or `print_chat`).
     * @param szMsg - Text to print.
     */
    engClientPrintf: (pEdict: Entity, ptype: number, szMsg: string) => void;
    /**
     * Fires before the engine's `pfnServerPrint` runs.
     *
     * @param szMsg - Text to print.
     */
    engServerPrint: (szMsg: string) => void;
    /**
     * Fires before the engine's `pfnCmd_Args` runs.
     */
    engCmdArgs: () => void;
    /**
     * Fires before the engine's `pfnCmd_Argv` runs.
     *
     * @param argc - Index of the argument; 0 is the command name.
     */
    engCmdArgv: (argc: number) => void;
    /**
     * Fires before the engine's `pfnCmd_Argc` runs.
     */
    engCmdArgc: () => void;
    /**
     * Fires before the engine's `pfnGetAttachment` runs.
     *
     * @param pEdict - Entity whose model is used.
     * @param iAttachment - Attachment index.
     * @param rgflOrigin - Copy of the origin output buffer before the call; it does not hold the result yet
     * (empty if the caller passed no buffer).
     * @param rgflAngles - Copy of the angles output buffer before the call (empty if the caller passed no
     * buffer).
     */
    engGetAttachment: (pEdict: Entity, iAttachment: number, rgflOrigin: number[], rgflAngles: number[]) => void;
    /**
     * Fires before the engine's `pfnRandomLong` runs.
     *
     * @param lLow - Lower bound.
     * @param lHigh - Upper bound.
     */
    engRandomLong: (lLow: number, lHigh: number) => void;
    /**
     * Fires before the engine's `pfnRandomFloat` runs.
     *
     * @param flLow - Lower bound.
     * @param flHigh - Upper bound.
     */
    engRandomFloat: (flLow: number, flHigh: number) => void;
    /**
     * Fires before the engine's `pfnSetView` runs.
     *
     * @param pClient - Client whose view changes.
     * @param pViewent - Entity to view from; the client itself restores the normal view.
     */
    engSetView: (pClient: Entity, pViewent: Entity) => void;
    /**
     * Fires before the engine's `pfnTime` runs.
     */
    engTime: () => void;
    /**
     * Fires before the engine's `pfnCrosshairAngle` runs.
     *
     * @param pClient - Client whose crosshair moves.
     * @param pitch - Pitch offset in degrees.
     * @param yaw - Yaw offset in degrees.
     */
    engCrosshairAngle: (pClient: Entity, pitch: number, yaw: number) => void;
    /**
     * Fires before the engine's `pfnLoadFileForMe` runs.
     *
     * @param filename - Path of the file relative to the game directory.
     */
    engLoadFileForMe: (filename: string) => void;
    /**
     * Fires before the engine's `pfnFreeFile` runs.
     *
     * @param buffer - The buffer being freed; NodeMod passes it as an opaque native pointer value, not as the
     * file's data.
     */
    engFreeFile: (buffer: ArrayBuffer | Uint8Array | null) => void;
    /**
     * Fires before the engine's `pfnEndSection` runs.
     *
     * @param pszSectionName - Name of the section, e.g. `_oem_end_training`.
     */
    engEndSection: (pszSectionName: string) => void;
    /**
     * Fires before the engine's `pfnCompareFileTime` runs.
     *
     * @param filename1 - Path of the first file.
     * @param filename2 - Path of the second file.
     * @param iCompare - One-element array with the result variable's value before the call; the engine has not
     * written it yet.
     */
    engCompareFileTime: (filename1: string, filename2: string, iCompare: number[]) => void;
    /**
     * Fires before the engine's `pfnGetGameDir` runs.
     *
     * @param szGetGameDir - The caller's buffer read as a string before the call; it does not hold the
     * directory name yet.
     */
    engGetGameDir: (szGetGameDir: string) => void;
    /**
     * Fires before the engine's `pfnCvar_RegisterVariable` runs.
     *
     * @param variable - The `cvar_t` being registered, wrapped as a `Cvar`.
     */
    engCvarRegisterVariable: (variable: Cvar) => void;
    /**
     * Fires before the engine's `pfnFadeClientVolume` runs.
     *
     * @param pEdict - Client whose volume fades.
     * @param fadePercent - How far to lower the volume, in percent (0-100).
     * @param fadeOutSeconds - Duration of the fade-out, in seconds.
     * @param holdTime - How long the lowered volume is held, in seconds.
     * @param fadeInSeconds - Duration of the fade-in, in seconds.
     */
    engFadeClientVolume: (pEdict: Entity, fadePercent: number, fadeOutSeconds: number, holdTime: number, fadeInSeconds: number) => void;
    /**
     * Fires before the engine's `pfnSetClientMaxspeed` runs.
     *
     * @param pEdict - Client whose speed limit changes.
     * @param fNewMaxspeed - New maximum speed, in units/second.
     */
    engSetClientMaxspeed: (pEdict: Entity, fNewMaxspeed: number) => void;
    /**
     * Fires before the engine's `pfnCreateFakeClient` runs.
     *
     * @param netname - Name of the bot.
     */
    engCreateFakeClient: (netname: string) => void;
    /**
     * Fires before the engine's `pfnRunPlayerMove` runs.
     *
     * @param fakeclient - The bot that moves.
     * @param viewangles - View angles `[pitch, yaw, roll]` in degrees.
     * @param forwardmove - Forward speed in units/second (negative moves backward).
     * @param sidemove - Sideways speed in units/second (positive moves right).
     * @param upmove - Upward speed in units/second.
     * @param buttons - Pressed buttons, bits of `IN_BUTTON`.
     * @param impulse - Impulse command (0-255; 0 for none).
     * @param msec - Duration of the command in milliseconds (0-255).
     */
    engRunPlayerMove: (fakeclient: Entity, viewangles: number[], forwardmove: number, sidemove: number, upmove: number, buttons: number, impulse: number, msec: number) => void;
    /**
     * Fires before the engine's `pfnNumberOfEntities` runs.
     */
    engNumberOfEntities: () => void;
    /**
     * Fires before the engine's `pfnGetInfoKeyBuffer` runs.
     *
     * @param e - Client, world entity or `null`.
     */
    engGetInfoKeyBuffer: (e: Entity) => void;
    /**
     * Fires before the engine's `pfnInfoKeyValue` runs.
     *
     * @param infobuffer - Contents of the info key buffer.
     * @param key - Key to read, e.g. `name` or `model`.
     */
    engInfoKeyValue: (infobuffer: string, key: string) => void;
    /**
     * Fires before the engine's `pfnSetKeyValue` runs.
     *
     * @param infobuffer - Contents of the info key buffer.
     * @param key - Key to set.
     * @param value - New value.
     */
    engSetKeyValue: (infobuffer: string, key: string, value: string) => void;
    /**
     * Fires before the engine's `pfnSetClientKeyValue` runs.
     *
     * @param clientIndex - Entity index of the client (1 to `maxClients`).
     * @param entity - Declared as the player's `Entity`, as `nodemod.eng.setClientKeyValue` takes
     * one, but NodeMod's hook passes the engine's argument: the contents of the client's userinfo
     * buffer, a string.
     * @param key - Key to set.
     * @param value - New value.
     */
    engSetClientKeyValue: (clientIndex: number, entity: Entity, key: string, value: string) => void;
    /**
     * Fires before the engine's `pfnIsMapValid` runs.
     *
     * @param filename - Map name, without `maps/` and `.bsp`.
     */
    engIsMapValid: (filename: string) => void;
    /**
     * Fires before the engine's `pfnStaticDecal` runs.
     *
     * @param origin - Position of the decal in world coordinates, as `[x, y, z]`.
     * @param decalIndex - Decal index, e.g. from `pfnDecalIndex`.
     * @param entityIndex - Index of the entity the decal is applied to; 0 for the world.
     * @param modelIndex - Model index of that entity, used when `entityIndex` is not 0.
     */
    engStaticDecal: (origin: number[], decalIndex: number, entityIndex: number, modelIndex: number) => void;
    /**
     * Fires before the engine's `pfnPrecacheGeneric` runs.
     *
     * @param s - Path of the file relative to the game directory.
     */
    engPrecacheGeneric: (s: string) => void;
    /**
     * Fires before the engine's `pfnGetPlayerUserId` runs.
     *
     * @param e - Player to look up.
     */
    engGetPlayerUserId: (e: Entity) => void;
    /**
     * Fires before the engine's `pfnBuildSoundMsg` runs.
     *
     * @param entity - Entity the sound comes from.
     * @param channel - Sound channel, HLSDK `CHAN_*`: `CHAN_AUTO` (0), `CHAN_WEAPON` (1), `CHAN_VOICE` (2),
     * `CHAN_ITEM` (3), `CHAN_BODY` (4), `CHAN_STREAM` (5) or `CHAN_STATIC` (6).
     * @param sample - Sound path relative to `sound/`, or a sentence name starting with `!`.
     * @param volume - Volume, from 0.0 to 1.0.
     * @param attenuation - How quickly the sound fades with distance, e.g. `ATTN.NORM` (0.8); `ATTN.NONE` (0)
     * is heard everywhere.
     * @param fFlags - Sound flags, bits of `SND` (e.g. `SND.STOP`, `SND.CHANGE_VOL`, `SND.CHANGE_PITCH`).
     * @param pitch - Pitch, 0-255, where 100 (HLSDK `PITCH_NORM`) is the normal pitch.
     * @param msg_dest - Destination, a `MSG_DEST` value.
     * @param msg_type - Message ID the sound is sent with.
     * @param pOrigin - Origin used by the PVS/PAS destinations, as `[x, y, z]`; an empty array when the caller
     * gave none.
     * @param ed - Receiving client for single-client destinations, or `null`.
     */
    engBuildSoundMsg: (entity: Entity, channel: number, sample: string, volume: number, attenuation: number, fFlags: number, pitch: number, msg_dest: number, msg_type: number, pOrigin: number[], ed: Entity) => void;
    /**
     * Fires before the engine's `pfnIsDedicatedServer` runs.
     */
    engIsDedicatedServer: () => void;
    /**
     * Fires before the engine's `pfnCVarGetPointer` runs.
     *
     * @param szVarName - Name of the console variable.
     */
    engCVarGetPointer: (szVarName: string) => void;
    /**
     * Fires before the engine's `pfnGetPlayerWONId` runs.
     *
     * @param e - Player to look up.
     */
    engGetPlayerWONId: (e: Entity) => void;
    /**
     * Fires before the engine's `pfnInfo_RemoveKey` runs.
     *
     * @param s - Contents of the info key buffer.
     * @param key - Key to remove.
     */
    engInfoRemoveKey: (s: string, key: string) => void;
    /**
     * Fires before the engine's `pfnGetPhysicsKeyValue` runs.
     *
     * @param pClient - Client whose physics info is read.
     * @param key - Key to read.
     */
    engGetPhysicsKeyValue: (pClient: Entity, key: string) => void;
    /**
     * Fires before the engine's `pfnSetPhysicsKeyValue` runs.
     *
     * @param pClient - Client whose physics info changes.
     * @param key - Key to set.
     * @param value - New value.
     */
    engSetPhysicsKeyValue: (pClient: Entity, key: string, value: string) => void;
    /**
     * Fires before the engine's `pfnGetPhysicsInfoString` runs.
     *
     * @param pClient - Client whose physics info is read.
     */
    engGetPhysicsInfoString: (pClient: Entity) => void;
    /**
     * Fires before the engine's `pfnPrecacheEvent` runs.
     *
     * @param type - Event type; always 1.
     * @param psz - Path of the event script, e.g. `events/glock1.sc`.
     */
    engPrecacheEvent: (type: number, psz: string) => void;
    /**
     * Fires before the engine's `pfnPlaybackEvent` runs.
     *
     * @param flags - Event flags, bits of `FEV` (e.g. `FEV.GLOBAL`, `FEV.NOTHOST`, `FEV.RELIABLE`).
     * @param pInvoker - Entity that triggers the event, usually a player; `null` if none.
     * @param eventindex - Event index from `pfnPrecacheEvent`.
     * @param delay - Delay before the event plays, in seconds.
     * @param origin - Origin passed to the event, as `[x, y, z]`.
     * @param angles - Angles passed to the event, `[pitch, yaw, roll]` in degrees.
     * @param fparam1 - First float parameter for the event.
     * @param fparam2 - Second float parameter for the event.
     * @param iparam1 - First integer parameter for the event.
     * @param iparam2 - Second integer parameter for the event.
     * @param bparam1 - First boolean parameter for the event (0 or 1).
     * @param bparam2 - Second boolean parameter for the event (0 or 1).
     */
    engPlaybackEvent: (flags: number, pInvoker: Entity, eventindex: number, delay: number, origin: number[], angles: number[], fparam1: number, fparam2: number, iparam1: number, iparam2: number, bparam1: number, bparam2: number) => void;
    /**
     * Fires before the engine's `pfnSetFatPVS` runs.
     *
     * @param org - Point, usually the viewer's eye position, as `[x, y, z]`.
     */
    engSetFatPVS: (org: number[]) => void;
    /**
     * Fires before the engine's `pfnSetFatPAS` runs.
     *
     * @param org - Point, usually the listener's eye position, as `[x, y, z]`.
     */
    engSetFatPAS: (org: number[]) => void;
    /**
     * Fires before the engine's `pfnCheckVisibility` runs.
     *
     * @param entity - Entity to check.
     * @param pset - Only the first byte of the bit set `pset` (NodeMod copies one byte); an empty array when
     * the pointer is null.
     */
    engCheckVisibility: (entity: Entity, pset: number[]) => void;
    /**
     * Fires before the engine's `pfnDeltaSetField` runs.
     *
     * @param pFields - The delta description (`delta_t`), wrapped as `Delta`.
     * @param fieldname - Name of the field, as in `delta.lst`.
     */
    engDeltaSetField: (pFields: Delta, fieldname: string) => void;
    /**
     * Fires before the engine's `pfnDeltaUnsetField` runs.
     *
     * @param pFields - The delta description (`delta_t`), wrapped as `Delta`.
     * @param fieldname - Name of the field, as in `delta.lst`.
     */
    engDeltaUnsetField: (pFields: Delta, fieldname: string) => void;
    /**
     * Fires before the engine's `pfnDeltaAddEncoder` runs.
     *
     * @param encoderName - Name of the encoder, as referenced in `delta.lst`.
     * @param callback - The encoder function being registered; NodeMod passes the native function pointer as an
     * opaque value, so it cannot be called from JavaScript.
     */
    engDeltaAddEncoder: (encoderName: string, callback: (pFields: any, from: ArrayBuffer | Uint8Array | null, to: ArrayBuffer | Uint8Array | null) => void) => void;
    /**
     * Fires before the engine's `pfnGetCurrentPlayer` runs.
     */
    engGetCurrentPlayer: () => void;
    /**
     * Fires before the engine's `pfnCanSkipPlayer` runs.
     *
     * @param player - Client to check.
     */
    engCanSkipPlayer: (player: Entity) => void;
    /**
     * Fires before the engine's `pfnDeltaFindField` runs.
     *
     * @param pFields - The delta description (`delta_t`), wrapped as `Delta`.
     * @param fieldname - Name of the field, as in `delta.lst`.
     */
    engDeltaFindField: (pFields: Delta, fieldname: string) => void;
    /**
     * Fires before the engine's `pfnDeltaSetFieldByIndex` runs.
     *
     * @param pFields - The delta description (`delta_t`), wrapped as `Delta`.
     * @param fieldNumber - Index of the field, e.g. from `pfnDeltaFindField`.
     */
    engDeltaSetFieldByIndex: (pFields: Delta, fieldNumber: number) => void;
    /**
     * Fires before the engine's `pfnDeltaUnsetFieldByIndex` runs.
     *
     * @param pFields - The delta description (`delta_t`), wrapped as `Delta`.
     * @param fieldNumber - Index of the field, e.g. from `pfnDeltaFindField`.
     */
    engDeltaUnsetFieldByIndex: (pFields: Delta, fieldNumber: number) => void;
    /**
     * Fires before the engine's `pfnSetGroupMask` runs.
     *
     * @param mask - Group bit mask.
     * @param op - Operation: 0 (HLSDK `GROUP_OP_AND`) or 1 (`GROUP_OP_NAND`).
     */
    engSetGroupMask: (mask: number, op: number) => void;
    /**
     * Fires before the engine's `pfnCreateInstancedBaseline` runs.
     *
     * @param classname - Class name as a `string_t`: an offset into the engine's string pool.
     * @param baseline - The baseline state (`entity_state_t`), wrapped as `EntityState`.
     */
    engCreateInstancedBaseline: (classname: number, baseline: EntityState) => void;
    /**
     * Fires before the engine's `pfnCvar_DirectSet` runs.
     *
     * @param variable - The `cvar_t` to change, wrapped as a `Cvar`.
     * @param value - New value, as a string.
     */
    engCvarDirectSet: (variable: Cvar, value: string) => void;
    /**
     * Fires before the engine's `pfnForceUnmodified` runs.
     *
     * @param type - Kind of check, a `FORCE_TYPE` value.
     * @param mins - Minimum bounds for the model checks, as `[x, y, z]`; an empty array when the caller gave
     * none.
     * @param maxs - Maximum bounds for the model checks, as `[x, y, z]`; an empty array when the caller gave
     * none.
     * @param filename - Path of the file to check.
     */
    engForceUnmodified: (type: number, mins: number[], maxs: number[], filename: string) => void;
    /**
     * Fires before the engine's `pfnGetPlayerStats` runs.
     *
     * @param pClient - Client to query.
     * @param ping - One-element array with the ping variable's value before the call; the engine has not
     * written it yet.
     * @param packet_loss - One-element array with the packet-loss variable's value before the call; the engine
     * has not written it yet.
     */
    engGetPlayerStats: (pClient: Entity, ping: number[], packet_loss: number[]) => void;
    /**
     * Fires before the engine's `pfnAddServerCommand` runs.
     *
     * @param commandName - Name of the command.
     * @param callback - The handler function; NodeMod passes the native function pointer as an opaque value, so
     * it cannot be called from JavaScript.
     */
    engAddServerCommand: (commandName: string, callback: () => void) => void;
    /**
     * Fires before the engine's `pfnVoice_GetClientListening` runs.
     *
     * @param iReceiver - Entity index of the listening client.
     * @param iSender - Entity index of the speaking client.
     */
    engVoiceGetClientListening: (iReceiver: number, iSender: number) => void;
    /**
     * Fires before the engine's `pfnVoice_SetClientListening` runs.
     *
     * @param iReceiver - Entity index of the listening client.
     * @param iSender - Entity index of the speaking client.
     * @param bListen - Whether the receiver should hear the sender.
     */
    engVoiceSetClientListening: (iReceiver: number, iSender: number, bListen: boolean) => void;
    /**
     * Fires before the engine's `pfnGetPlayerAuthId` runs.
     *
     * @param e - Player to look up.
     */
    engGetPlayerAuthId: (e: Entity) => void;
    /**
     * Fires before the engine's `pfnSequenceGet` runs.
     *
     * @param fileName - Name of the sequence file.
     * @param entryName - Name of the entry.
     */
    engSequenceGet: (fileName: string, entryName: string) => void;
    /**
     * Fires before the engine's `pfnSequencePickSentence` runs.
     *
     * @param groupName - Name of the sentence group.
     * @param pickMethod - How the sentence is picked.
     * @param picked - One-element array with the picked-index variable's value before the call; the engine has
     * not written it yet.
     */
    engSequencePickSentence: (groupName: string, pickMethod: number, picked: number[]) => void;
    /**
     * Fires before the engine's `pfnGetFileSize` runs.
     *
     * @param filename - Path of the file relative to the game directory.
     */
    engGetFileSize: (filename: string) => void;
    /**
     * Fires before the engine's `pfnGetApproxWavePlayLen` runs.
     *
     * @param filepath - Path of the WAV file.
     */
    engGetApproxWavePlayLen: (filepath: string) => void;
    /**
     * Fires before the engine's `pfnIsCareerMatch` runs.
     */
    engIsCareerMatch: () => void;
    /**
     * Fires before the engine's `pfnGetLocalizedStringLength` runs.
     *
     * @param label - Label of the localised string.
     */
    engGetLocalizedStringLength: (label: string) => void;
    /**
     * Fires before the engine's `pfnRegisterTutorMessageShown` runs.
     *
     * @param mid - ID of the tutor message.
     */
    engRegisterTutorMessageShown: (mid: number) => void;
    /**
     * Fires before the engine's `pfnGetTimesTutorMessageShown` runs.
     *
     * @param mid - ID of the tutor message.
     */
    engGetTimesTutorMessageShown: (mid: number) => void;
    /**
     * Fires before the engine's `ProcessTutorMessageDecayBuffer` runs.
     *
     * @param buffer - Copy of the buffer's integers (all `bufferLength` of them) before the call.
     */
    engProcessTutorMessageDecayBuffer: (buffer: number[]) => void;
    /**
     * Fires before the engine's `ConstructTutorMessageDecayBuffer` runs.
     *
     * @param buffer - Copy of the buffer's integers (all `bufferLength` of them) before the call; it is not
     * filled yet.
     */
    engConstructTutorMessageDecayBuffer: (buffer: number[]) => void;
    /**
     * Fires before the engine's `ResetTutorMessageDecayData` runs.
     */
    engResetTutorMessageDecayData: () => void;
    /**
     * Fires before the engine's `pfnQueryClientCvarValue` runs.
     *
     * @param player - Client that is asked.
     * @param cvarName - Name of the client's console variable.
     */
    engQueryClientCvarValue: (player: Entity, cvarName: string) => void;
    /**
     * Fires before the engine's `pfnQueryClientCvarValue2` runs.
     *
     * @param player - Client that is asked.
     * @param cvarName - Name of the client's console variable.
     * @param requestID - Number returned with the answer, to match it to this request.
     */
    engQueryClientCvarValue2: (player: Entity, cvarName: string, requestID: number) => void;
    /**
     * Fires before the engine's `pfnCheckParm` runs.
     *
     * @param parm - Parameter to look for, e.g. `-port`.
     * @param ppnext - Strings NodeMod reads through the caller's `ppnext` output pointer before the call,
     * treated as a null-terminated list; it does not hold the result yet (empty if the pointer is null).
     */
    engCheckParm: (parm: string, ppnext: string[]) => void;
    /**
     * Fires before the engine's `pfnPEntityOfEntIndexAllEntities` runs.
     *
     * @param iEntIndex - Entity index: 0 is the world, 1 to `maxClients` are the player slots.
     */
    engPEntityOfEntIndexAllEntities: (iEntIndex: number) => void;
  }
}
