/// <reference path="./structures.d.ts" />
/// <reference path="./prediction.d.ts" />

declare namespace nodemod {
  /**
   * Map from event name to callback signature, which `nodemod.on`, `nodemod.removeListener` and
   * `nodemod.fire` use to type event names and callbacks. It lists two families of events, one
   * pair for each function of the two tables that Metamod hooks.
   *
   * **Game DLL events.** For every game DLL function `pfnX` (HLSDK `DLL_FUNCTIONS`) NodeMod fires
   * `dllX` from its Metamod pre-hook, before the game DLL's function runs, and `postDllX` from its
   * post-hook, after the function has run.
   *
   * **Engine events.** For every engine function `pfnX` (an `enginefuncs_t` entry) that the game
   * DLL calls, NodeMod fires `engX` before the function runs and `postEngX` after it has run.
   *
   * **Arguments.** Callbacks receive the function's arguments converted to JavaScript: C strings
   * become strings (a null pointer becomes `""`), `edict_t *` becomes an `Entity` (or `null`),
   * engine structures become wrappers around the live engine data, except the trace functions'
   * `TraceResult`, which is a plain object copied from it, and vectors and other `float *`
   * arguments become copied arrays of 3 numbers (empty when the pointer is null): changing a copy
   * does not change the engine's data. The [event finder](/docs/api/events) says which arguments
   * of each event are live. A post event gets the same arguments, converted after the function
   * has run (an output buffer holds what the function wrote), but not the function's return value;
   * each event's entry below names its post event.
   *
   * **Metamod result.** Before calling the listeners NodeMod sets the Metamod result to
   * `META_RES.IGNORED`. A listener of a pre event (`dllX`, `engX`) may call
   * `nodemod.setMetaResult(META_RES.SUPERCEDE)` to keep the original function from running; in a
   * post event the call has already happened. A listener that leaves the result at `SUPERCEDE` is
   * the last one to run for that call: NodeMod skips the listeners after it.
   *
   * **Return values.** For a function that returns a value, when the result is `META_RES.OVERRIDE`
   * or `META_RES.SUPERCEDE`, NodeMod's hook returns the value of the last listener that returned
   * (one that throws changes nothing), and Metamod gives it to the caller as the function's result,
   * in pre and post events alike; with any other result the hook's value is not used. NodeMod
   * converts the listener's value to the function's type: nothing, `undefined`, `null` or a boolean
   * gives `0` (a null pointer); an `Entity` gives its `edict_t *`; a string gives a pointer to a
   * copy of its first 63 bytes; a BigInt, or a whole number above 65536, gives that number; any
   * other number gives the address of a float that holds it, so `return 1` does not give 1
   * (`return 1n` does). A function that returns a `float` gets the converted value as a whole
   * number, never a fraction. A listener that supersedes a function whose result the engine uses,
   * such as `pfnClientConnect` or `pfnAddToFullPack`, and returns nothing makes that function
   * answer `0`. For events without arguments (such as `dllStartFrame`) NodeMod also prints a
   * returned number, boolean or string to the server console, as `nodemod.fire` does.
   *
   * @pageTitle nodemod.on: events
   */
  interface EventCallbacks {
    /**
     * Fires before the game DLL's `pfnGameInit` runs. The engine calls it once after
     * loading the game library, to let the game initialise itself.
     */
    dllGameInit: () => void;
    /**
     * Fires before the game DLL's `pfnSpawn` runs. The engine calls it for every
     * entity of the map while a level loads, to have the game set the entity up.
     *
     * @param pent - Entity being spawned.
     *
     * @example
     * ```ts
     * // No RPGs on this server: the engine frees an entity
     * // whose flags hold `FL_KILLME` after `pfnSpawn`
     * nodemod.on('dllSpawn', (pent) => {
     *   if (pent.classname !== 'weapon_rpg') return;
     *   pent.flags |= nodemod.FL.KILLME;
     *   nodemod.setMetaResult(nodemod.META_RES.SUPERCEDE);
     * });
     * ```
     */
    dllSpawn: (pent: Entity) => void;
    /**
     * Fires before the game DLL's `pfnThink` runs. The engine calls it when an
     * entity's `nextthink` time has been reached, to run the entity's think function.
     *
     * @param pent - Entity whose think function runs.
     */
    dllThink: (pent: Entity) => void;
    /**
     * Fires before the game DLL's `pfnUse` runs. It triggers the use handler of an
     * entity. In practice it never fires on its own: the engine does not call `pfnUse`
     * (players' `+use` is handled inside the game DLL), and `nodemod.dll.use` calls the game DLL's
     * function directly, without raising this event (`src/auto/dll_functions.cpp`). Only
     * `nodemod.fire` triggers it.
     *
     * @param pentUsed - Entity being used.
     * @param pentOther - Entity that uses it (the activator).
     *
     * @example
     * ```ts
     * // The engine never calls pfnUse (+use is handled
     * // inside the game DLL): only nodemod.fire reaches this
     * nodemod.on('dllUse', (pentUsed, pentOther) => {
     *   console.log(`${pentOther.classname} used ${pentUsed.classname}`);
     * });
     * ```
     */
    dllUse: (pentUsed: Entity, pentOther: Entity) => void;
    /**
     * Fires before the game DLL's `pfnTouch` runs. The engine calls it when the
     * bounding boxes of two entities meet during physics.
     *
     * @param pentTouched - Entity being touched.
     * @param pentOther - Entity touching it.
     *
     * @example
     * ```ts
     * // Players cannot pick up the crossbows lying on
     * // the map: the weapon's touch function is skipped
     * nodemod.on('dllTouch', (pentTouched, pentOther) => {
     *   if (
     *     pentTouched.classname === 'weapon_crossbow' &&
     *     pentOther.classname === 'player'
     *   ) {
     *     nodemod.setMetaResult(nodemod.META_RES.SUPERCEDE);
     *   }
     * });
     * ```
     */
    dllTouch: (pentTouched: Entity, pentOther: Entity) => void;
    /**
     * Fires before the game DLL's `pfnBlocked` runs. The engine calls it when a
     * pusher such as a door, lift or train is obstructed by another entity.
     *
     * @param pentBlocked - The moving entity that is blocked.
     * @param pentOther - Entity standing in its way.
     */
    dllBlocked: (pentBlocked: Entity, pentOther: Entity) => void;
    /**
     * Fires before the game DLL's `pfnKeyValue` runs. While a map loads, the engine
     * calls it for every key of every entity in the map's entity data, before the entity spawns.
     *
     * @param pentKeyvalue - Entity receiving the key.
     * @param pkvd - Key/value pair (HLSDK `KeyValueData`: class name, key name, value and handled
     * flag).
     *
     * @example
     * ```ts
     * // Lists which entities of the map trigger which,
     * // from the "target" keys as the map loads
     * nodemod.on('dllKeyValue', (pentKeyvalue, pkvd) => {
     *   if (pkvd.szKeyName === 'target')
     *     console.log(`${pkvd.szClassName} -> ${pkvd.szValue}`);
     * });
     * ```
     */
    dllKeyValue: (pentKeyvalue: Entity, pkvd: KeyValueData) => void;
    /**
     * Fires before the game DLL's `pfnSave` runs. It writes an entity's state into a
     * saved game or level transition.
     *
     * @param pent - Entity being saved.
     * @param pSaveData - Save/restore state of the save or level transition in progress (HLSDK
     * `SAVERESTOREDATA`).
     */
    dllSave: (pent: Entity, pSaveData: SaveRestoreData) => void;
    /**
     * Fires before the game DLL's `pfnRestore` runs. It reads an entity's state back
     * when a saved game is loaded or a level transition completes.
     *
     * @param pent - Entity being restored.
     * @param pSaveData - Save/restore state of the save or level transition in progress (HLSDK
     * `SAVERESTOREDATA`).
     * @param globalEntity - Non-zero when the entity is a global entity carried over from another
     * level.
     */
    dllRestore: (pent: Entity, pSaveData: SaveRestoreData, globalEntity: number) => void;
    /**
     * Fires before the game DLL's `pfnSetAbsBox` runs. It recomputes an entity's
     * absolute bounding box (`absmin` / `absmax`) when the engine links the entity into the world.
     *
     * @param pent - Entity whose box is updated.
     */
    dllSetAbsBox: (pent: Entity) => void;
    /**
     * Fires before the game DLL's `pfnSaveWriteFields` runs. It writes a block of
     * fields, described by a type description table, into save data.
     *
     * @param value0 - Save/restore state of the save or level transition in progress (HLSDK
     * `SAVERESTOREDATA`).
     * @param value1 - Name of the data block.
     * @param value2 - Base address of the structure whose fields are processed (C `void *`), passed as
     * an opaque handle rather than readable data.
     * @param value3 - Field description table (HLSDK `TYPEDESCRIPTION`).
     * @param value4 - Number of fields in the table.
     */
    dllSaveWriteFields: (value0: SaveRestoreData, value1: string, value2: ArrayBuffer | Uint8Array | null, value3: TypeDescription, value4: number) => void;
    /**
     * Fires before the game DLL's `pfnSaveReadFields` runs. It reads a block of
     * fields, described by a type description table, from save data.
     *
     * @param value0 - Save/restore state of the save or level transition in progress (HLSDK
     * `SAVERESTOREDATA`).
     * @param value1 - Name of the data block.
     * @param value2 - Base address of the structure whose fields are processed (C `void *`), passed as
     * an opaque handle rather than readable data.
     * @param value3 - Field description table (HLSDK `TYPEDESCRIPTION`).
     * @param value4 - Number of fields in the table.
     */
    dllSaveReadFields: (value0: SaveRestoreData, value1: string, value2: ArrayBuffer | Uint8Array | null, value3: TypeDescription, value4: number) => void;
    /**
     * Fires before the game DLL's `pfnSaveGlobalState` runs. It saves the game's
     * global entity state, the states of global entities that survive level changes.
     *
     * @param value0 - Save/restore state of the save or level transition in progress (HLSDK
     * `SAVERESTOREDATA`).
     */
    dllSaveGlobalState: (value0: SaveRestoreData) => void;
    /**
     * Fires before the game DLL's `pfnRestoreGlobalState` runs. It restores the
     * game's global entity state from save data.
     *
     * @param value0 - Save/restore state of the save or level transition in progress (HLSDK
     * `SAVERESTOREDATA`).
     */
    dllRestoreGlobalState: (value0: SaveRestoreData) => void;
    /**
     * Fires before the game DLL's `pfnResetGlobalState` runs. It clears the game's
     * global entity state, as happens when a new game starts instead of continuing a saved one.
     */
    dllResetGlobalState: () => void;
    /**
     * Fires before the game DLL's `pfnClientConnect` runs. The engine calls it when
     * a client connects, to let the game DLL accept or reject it.
     *
     * @param pEntity - Player entity of the client's slot.
     * @param pszName - Player name.
     * @param pszAddress - Client address, normally `ip:port`.
     * @param szRejectReason - Current contents of the engine's rejection message buffer, as a copy;
     * changing it has no effect.
     *
     * @example
     * ```ts
     * nodemod.on('dllClientConnect', (pEntity, pszName) => {
     *   // This listener returns nothing, so superseding makes
     *   // NodeMod's hook answer 0: the engine refuses the client
     *   if (/admin/i.test(pszName))
     *     nodemod.setMetaResult(nodemod.META_RES.SUPERCEDE);
     * });
     * ```
     */
    dllClientConnect: (pEntity: Entity, pszName: string, pszAddress: string, szRejectReason: string) => void;
    /**
     * Fires before the game DLL's `pfnClientDisconnect` runs. The engine calls it
     * when a client leaves the server.
     *
     * @param pEntity - Player entity of the leaving client.
     *
     * @example
     * ```ts
     * nodemod.on('dllClientDisconnect', (pEntity) => {
     *   console.log(
     *     `${pEntity.netname} (slot ${pEntity.id}) ` +
     *       `left with ${pEntity.frags} frags`,
     *   );
     * });
     * ```
     */
    dllClientDisconnect: (pEntity: Entity) => void;
    /**
     * Fires before the game DLL's `pfnClientKill` runs. The engine calls it when a
     * client uses the `kill` console command to commit suicide.
     *
     * @param pEntity - Player who used the command.
     *
     * @example
     * ```ts
     * import nodemodCore from '@nodemod/core';
     *
     * nodemod.on('dllClientKill', (pEntity) => {
     *   nodemod.setMetaResult(nodemod.META_RES.SUPERCEDE);
     *   nodemodCore.util.messageClient(
     *     pEntity,
     *     'The kill command is disabled on this server.',
     *   );
     * });
     * ```
     */
    dllClientKill: (pEntity: Entity) => void;
    /**
     * Fires before the game DLL's `pfnClientPutInServer` runs. The engine calls it
     * when a connected client enters the game; the game DLL creates the player object there.
     *
     * @param pEntity - Player entity of the client.
     *
     * @example
     * ```ts
     * const joinedAt = new Map<number, number>();
     * nodemod.on('dllClientPutInServer', (pEntity) => {
     *   joinedAt.set(pEntity.id, Date.now());
     * });
     * ```
     */
    dllClientPutInServer: (pEntity: Entity) => void;
    /**
     * Fires before the game DLL's `pfnClientCommand` runs. The engine calls it when
     * a client sends a console command that the engine does not handle itself, such as `say` or
     * `menuselect`. Superseding it keeps the game DLL from seeing the command.
     *
     * @param client - Player who sent the command.
     * @param commandText - The command line: the command name, followed by a space and its arguments
     * when it has any (e.g. `say hello`). NodeMod builds this text in a 100-byte buffer without a
     * length check (`src/auto/dll_events.cpp`), so a command line of 100 bytes or more, such as a long
     * chat message, is written past the end of that buffer.
     *
     * @example
     * ```ts
     * nodemod.on('dllClientCommand', (client, commandText) => {
     *   // The game DLL never sees "give", even with sv_cheats 1
     *   if (commandText.split(' ')[0] === 'give')
     *     nodemod.setMetaResult(nodemod.META_RES.SUPERCEDE);
     * });
     * ```
     */
    dllClientCommand: (client: Entity, commandText: string) => void;
    /**
     * Fires before the game DLL's `pfnClientUserInfoChanged` runs. The engine calls
     * it when a client's user info (name, model, ...) changes.
     *
     * @param pEntity - Player whose user info changed.
     * @param infobuffer - User info string in `\key\value` form.
     *
     * @example
     * ```ts
     * // Logs name changes: the name is one key of the
     * // user info, read with nodemod.eng.infoKeyValue
     * const names = new Map<number, string>();
     * nodemod.on('dllClientUserInfoChanged', (pEntity, infobuffer) => {
     *   const name = nodemod.eng.infoKeyValue(infobuffer, 'name');
     *   const before = names.get(pEntity.id);
     *   if (before !== undefined && before !== name)
     *     console.log(`${before} is now known as ${name}`);
     *   names.set(pEntity.id, name);
     * });
     * ```
     */
    dllClientUserInfoChanged: (pEntity: Entity, infobuffer: string) => void;
    /**
     * Fires before the game DLL's `pfnServerActivate` runs. The engine calls it when
     * a map has been loaded and all its entities have spawned.
     *
     * @param pEdictList - First entity of the engine's entity list (the world, index `0`).
     * @param edictCount - Number of entities in the list.
     * @param clientMax - Maximum number of players (`maxplayers`).
     *
     * @example
     * ```ts
     * nodemod.on('dllServerActivate', (pEdictList, edictCount, clientMax) => {
     *   console.log(
     *     `${nodemod.mapname} is up: ${edictCount} entity slots used, ` +
     *       `${clientMax} player slots`,
     *   );
     * });
     * ```
     */
    dllServerActivate: (pEdictList: Entity, edictCount: number, clientMax: number) => void;
    /**
     * Fires before the game DLL's `pfnServerDeactivate` runs. The engine calls it
     * when the current map ends, on a level change or at shutdown.
     *
     * @example
     * ```ts
     * // State that belongs to one map is dropped when it ends
     * const votes = new Map<number, string>();
     * nodemod.on('dllServerDeactivate', () => {
     *   votes.clear();
     * });
     * ```
     */
    dllServerDeactivate: () => void;
    /**
     * Fires before the game DLL's `pfnPlayerPreThink` runs. It runs the game's
     * player logic that comes before the player moves, once for each movement command
     * the player's client sends, however many arrive in a frame: a client that sent no
     * command this frame gets none, one that sent several gets several.
     *
     * @param pEntity - Player being processed.
     *
     * @example
     * ```ts
     * // When each player last moved, in server time. This runs
     * // for every movement command of every player: keep it cheap
     * const lastMoved = new Map<number, number>();
     * const lastOrigin = new Map<number, string>();
     * nodemod.on('dllPlayerPreThink', (pEntity) => {
     *   const origin = pEntity.origin.join(' ');
     *   if (lastOrigin.get(pEntity.id) === origin) return;
     *   lastOrigin.set(pEntity.id, origin);
     *   lastMoved.set(pEntity.id, nodemod.eng.time());
     * });
     * ```
     */
    dllPlayerPreThink: (pEntity: Entity) => void;
    /**
     * Fires before the game DLL's `pfnPlayerPostThink` runs. It runs the game's
     * player logic that comes after the player moved, once for each movement command
     * the player's client sends, as `dllPlayerPreThink` does.
     *
     * @param pEntity - Player being processed.
     *
     * @example
     * ```ts
     * // Each player's top running speed: the game's PlayerPostThink
     * // runs after the engine has moved the player
     * const topSpeed = new Map<number, number>();
     * nodemod.on('dllPlayerPostThink', (pEntity) => {
     *   const [x, y] = pEntity.velocity;
     *   const speed = Math.hypot(x, y);
     *   if (speed > (topSpeed.get(pEntity.id) ?? 0))
     *     topSpeed.set(pEntity.id, speed);
     * });
     * ```
     */
    dllPlayerPostThink: (pEntity: Entity) => void;
    /**
     * Fires before the game DLL's `pfnStartFrame` runs. The engine calls it at the
     * beginning of every server frame. Right before firing it, NodeMod advances the Node.js event loop
     * (timers, I/O callbacks, promise jobs).
     *
     * @example
     * ```ts
     * let frames = 0;
     * nodemod.on('dllStartFrame', () => { frames++; });
     * // Node.js timers run in the same per-frame
     * // tick, so this reports the server's frame rate
     * setInterval(() => {
     *   console.log(`${frames / 10} server frames per second`);
     *   frames = 0;
     * }, 10000);
     * ```
     */
    dllStartFrame: () => void;
    /**
     * Fires before the game DLL's `pfnParmsNewLevel` runs. It is the spawn-parameter
     * hook for a new level inherited from Quake; the HLSDK game leaves it empty.
     */
    dllParmsNewLevel: () => void;
    /**
     * Fires before the game DLL's `pfnParmsChangeLevel` runs. The engine calls it
     * before a level change; the HLSDK game records the level transitions in the save data there.
     */
    dllParmsChangeLevel: () => void;
    /**
     * Fires before the game DLL's `pfnGetGameDescription` runs. The engine calls it
     * to get the game name shown in server browsers.
     */
    dllGetGameDescription: () => void;
    /**
     * Fires before the game DLL's `pfnPlayerCustomization` runs. The engine calls it
     * to pass a player's custom data, such as a spray logo, to the game DLL.
     *
     * @param pEntity - Player the data belongs to.
     * @param pCustom - Customization record (HLSDK `customization_t`).
     */
    dllPlayerCustomization: (pEntity: Entity, pCustom: Customization) => void;
    /**
     * Fires before the game DLL's `pfnSpectatorConnect` runs. The engine calls it
     * when a spectator client connects.
     *
     * @param pEntity - Entity of the spectator.
     */
    dllSpectatorConnect: (pEntity: Entity) => void;
    /**
     * Fires before the game DLL's `pfnSpectatorDisconnect` runs. The engine calls it
     * when a spectator client disconnects.
     *
     * @param pEntity - Entity of the spectator.
     */
    dllSpectatorDisconnect: (pEntity: Entity) => void;
    /**
     * Fires before the game DLL's `pfnSpectatorThink` runs. It runs the game's
     * per-frame logic for a spectator client.
     *
     * @param pEntity - Entity of the spectator.
     */
    dllSpectatorThink: (pEntity: Entity) => void;
    /**
     * Fires before the game DLL's `pfnSys_Error` runs. The engine calls it to report
     * a fatal error before shutting down.
     *
     * @param error_string - Error message.
     */
    dllSysError: (error_string: string) => void;
    /**
     * Fires before the game DLL's `pfnPM_Move` runs. It runs the shared player
     * movement code for one movement step of a player.
     *
     * @param ppmove - Player movement state (HLSDK `playermove_t`).
     * @param server - `true` when the code runs on the server; the same code also runs on clients for
     * prediction.
     */
    dllPMMove: (ppmove: PlayerMove, server: boolean) => void;
    /**
     * Fires before the game DLL's `pfnPM_Init` runs. It initialises the shared
     * player movement code.
     *
     * @param ppmove - Player movement state the code will use (HLSDK `playermove_t`).
     */
    dllPMInit: (ppmove: PlayerMove) => void;
    /**
     * Fires before the game DLL's `pfnPM_FindTextureType` runs. It looks up the
     * material type of a texture, used for footstep and impact sounds.
     *
     * @param name - Texture name.
     */
    dllPMFindTextureType: (name: string) => void;
    /**
     * Fires before the game DLL's `pfnSetupVisibility` runs. The engine calls it
     * once for each update it builds for a client (at the client's update rate), to choose the
     * potentially visible and audible sets (PVS / PAS).
     *
     * @param pViewEntity - The client's view entity (e.g. a camera), or `null`.
     * @param pClient - Client being processed.
     * @param pvs - Where the game stores the PVS pointer (C `unsigned char **`), passed as an opaque
     * handle rather than readable data.
     * @param pas - Where the game stores the PAS pointer (C `unsigned char **`), passed as an opaque
     * handle rather than readable data.
     */
    dllSetupVisibility: (pViewEntity: Entity, pClient: Entity, pvs: number[], pas: number[]) => void;
    /**
     * Fires before the game DLL's `pfnUpdateClientData` runs. The engine calls it for
     * each client each time it sends that client an update, and once when the client spawns,
     * to fill the client data (health, view offset, weapon state, ...).
     *
     * @param ent - Player the data is for.
     * @param sendweapons - Non-zero when the client predicts weapons locally (`cl_lw 1`), so weapon
     * data is wanted.
     * @param cd - Client data to fill (HLSDK `clientdata_t`).
     */
    dllUpdateClientData: (ent: Entity, sendweapons: number, cd: ClientData) => void;
    /**
     * Fires before the game DLL's `pfnAddToFullPack` runs. The engine calls it for
     * every entity it might send, each time it builds a client's update, to decide whether the
     * entity is sent to that client and to fill its network state; keep listeners cheap.
     *
     * @param state - Entity state to fill (HLSDK `entity_state_t`).
     * @param e - Index of the entity.
     * @param ent - The entity.
     * @param host - Client the packet is built for.
     * @param hostflags - Flags describing the host client, as passed by the engine.
     * @param player - `1` if `ent` is a player, otherwise `0`.
     * @param pSet - Visibility bit set (PVS) of the host; NodeMod passes only its first byte.
     *
     * @example
     * ```ts
     * // The players in `hidden` are not sent to the other players:
     * // the listener returns nothing, so superseding makes the
     * // hook answer 0, "leave it out"
     * const hidden = new Set<number>(); // entity indexes
     * nodemod.on('dllAddToFullPack', (state, e, ent, host) => {
     *   if (hidden.has(e) && host.id !== e)
     *     nodemod.setMetaResult(nodemod.META_RES.SUPERCEDE);
     * });
     * ```
     */
    dllAddToFullPack: (state: EntityState, e: number, ent: Entity, host: Entity, hostflags: number, player: number, pSet: number[]) => void;
    /**
     * Fires before the game DLL's `pfnCreateBaseline` runs. The engine calls it to
     * build the baseline network state of an entity, which clients receive when they connect.
     *
     * @param player - `1` if the entity is a player, otherwise `0`.
     * @param eindex - Index of the entity.
     * @param baseline - Entity state to fill (HLSDK `entity_state_t`).
     * @param entity - The entity.
     * @param playermodelindex - Model index of the player model.
     * @param player_mins - Minimum corner of the player bounding box `[x, y, z]`, in units.
     * @param player_maxs - Maximum corner of the player bounding box `[x, y, z]`, in units.
     */
    dllCreateBaseline: (player: number, eindex: number, baseline: EntityState, entity: Entity, playermodelindex: number, player_mins: number[], player_maxs: number[]) => void;
    /**
     * Fires before the game DLL's `pfnRegisterEncoders` runs. It lets the game
     * register its custom delta encoders.
     */
    dllRegisterEncoders: () => void;
    /**
     * Fires before the game DLL's `pfnGetWeaponData` runs. The engine calls it to
     * collect the weapon state used for client-side weapon prediction.
     *
     * @param player - Player whose weapons are described.
     * @param info - Weapon data to fill (HLSDK `weapon_data_t`).
     */
    dllGetWeaponData: (player: Entity, info: WeaponData) => void;
    /**
     * Fires before the game DLL's `pfnCmdStart` runs. The engine calls it before
     * running each user command (movement, buttons, view angles) of a client.
     *
     * @param player - Player whose command runs.
     * @param cmd - The user command (HLSDK `usercmd_t`: view angles, movement, buttons, ...).
     * @param random_seed - Seed shared with the client, so random effects such as weapon spread are
     * predicted identically.
     *
     * @example
     * ```ts
     * // No spray logos: the engine copies the command's impulse
     * // to the player after pfnCmdStart, and impulse 201 sprays
     * nodemod.on('dllCmdStart', (player, cmd) => {
     *   if (cmd.impulse === 201) cmd.impulse = 0;
     * });
     * ```
     */
    dllCmdStart: (player: Entity, cmd: UserCmd, random_seed: number) => void;
    /**
     * Fires before the game DLL's `pfnCmdEnd` runs. The engine calls it after
     * running a client's user command.
     *
     * @param player - Player whose command ran.
     */
    dllCmdEnd: (player: Entity) => void;
    /**
     * Fires before the game DLL's `pfnConnectionlessPacket` runs. The engine calls
     * it when an out-of-band (connectionless) packet arrives that it does not handle itself.
     *
     * @param net_from - Sender address (HLSDK `netadr_t`).
     * @param args - Text of the packet.
     * @param response_buffer - Current contents of the reply buffer, as a copy; changing it has no
     * effect.
     * @param response_buffer_size - One-element array with the reply buffer size in bytes at the time
     * of the call.
     */
    dllConnectionlessPacket: (net_from: NetAdr, args: string, response_buffer: string, response_buffer_size: number[]) => void;
    /**
     * Fires before the game DLL's `pfnGetHullBounds` runs. The engine calls it to
     * get the size of a player movement hull.
     *
     * @param hullnumber - Hull number; in the HLSDK `0` is the standing player, `1` the crouching
     * player and `2` a point.
     * @param mins - Copy of the hull's minimum corner `[x, y, z]` as it is in the engine's buffer at
     * the time of the call.
     * @param maxs - Copy of the hull's maximum corner `[x, y, z]` as it is in the engine's buffer at
     * the time of the call.
     */
    dllGetHullBounds: (hullnumber: number, mins: number[], maxs: number[]) => void;
    /**
     * Fires before the game DLL's `pfnCreateInstancedBaselines` runs. It lets the
     * game create instanced baselines, shared baselines for frequently created entity types.
     */
    dllCreateInstancedBaselines: () => void;
    /**
     * Fires before the game DLL's `pfnInconsistentFile` runs. The engine calls it
     * when a client's copy of a file fails the consistency check, to let the game decide whether to
     * kick the client.
     *
     * @param player - Client with the mismatching file.
     * @param filename - Name of the file.
     * @param disconnect_message - Current contents of the kick message buffer, as a copy; changing it
     * has no effect.
     */
    dllInconsistentFile: (player: Entity, filename: string, disconnect_message: string) => void;
    /**
     * Fires before the game DLL's `pfnAllowLagCompensation` runs. The engine calls
     * it to ask whether the game supports lag compensation.
     */
    dllAllowLagCompensation: () => void;
  }
}
