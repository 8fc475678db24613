/// <reference path="./structures.d.ts" />
/// <reference path="./prediction.d.ts" />
/// <reference path="./enums.d.ts" />

declare namespace nodemod {
  /**
   * The game DLL's exported function table (HLSDK `DLL_FUNCTIONS`), available as `nodemod.dll`.
   *
   * Each method calls the game DLL's original function directly, through the table Metamod keeps for
   * the game (`gamedll_funcs_t`), so other Metamod plugins' hooks and NodeMod's own `dllX` /
   * `postDllX` events do not run for these calls. `Entity` arguments are passed as the underlying
   * `edict_t`, strings are copied into C strings, and vectors are arrays of 3 numbers.
   *
   * @pageTitle nodemod.dll: game library functions
   * @callNote `nodemod` is a global wherever NodeMod runs your script: call these as `nodemod.dll.name(…)`, with no import.
   */
  interface DLL {
    /**
     * Runs the game DLL's one-time initialisation, game DLL `pfnGameInit` (`DLL_FUNCTIONS`). The
     * engine calls it once after loading the game library; the game registers its cvars there.
     */
    gameInit(): void;
    /**
     * Spawns an entity, game DLL `pfnSpawn` (`DLL_FUNCTIONS`, `DispatchSpawn` in the HLSDK): the game
     * sets up the entity for its class (model, size, think and touch functions, ...).
     *
     * @param pent - Entity to spawn, for example one just created with `new Entity(classname)`.
     * @returns `0` when the entity spawned normally, `-1` when the game wants it removed.
     */
    spawn(pent: Entity): number;
    /**
     * Runs an entity's think function, game DLL `pfnThink` (`DLL_FUNCTIONS`). The engine calls it when
     * the entity's `nextthink` time has been reached.
     *
     * @param pent - Entity whose think function runs.
     */
    think(pent: Entity): void;
    /**
     * Triggers the use handler of an entity, game DLL `pfnUse` (`DLL_FUNCTIONS`).
     *
     * @param pentUsed - Entity being used.
     * @param pentOther - Entity that uses it (the activator).
     */
    use(pentUsed: Entity, pentOther: Entity): void;
    /**
     * Runs the touch handler of an entity, game DLL `pfnTouch` (`DLL_FUNCTIONS`). The engine calls it
     * when the bounding boxes of two entities meet during physics.
     *
     * @param pentTouched - Entity being touched.
     * @param pentOther - Entity touching it.
     */
    touch(pentTouched: Entity, pentOther: Entity): void;
    /**
     * Runs the blocked handler of a moving entity, game DLL `pfnBlocked` (`DLL_FUNCTIONS`). The engine
     * calls it when a pusher such as a door, lift or train cannot move because another entity is in
     * the way.
     *
     * @param pentBlocked - The moving entity that is blocked.
     * @param pentOther - Entity standing in its way.
     */
    blocked(pentBlocked: Entity, pentOther: Entity): void;
    /**
     * Passes one key/value pair to an entity, game DLL `pfnKeyValue` (`DLL_FUNCTIONS`). While a map
     * loads, the engine calls it for every key of every entity in the map's entity data, before the
     * entity is spawned; the game sets `fHandled` when it used the key.
     *
     * @param pentKeyvalue - Entity receiving the key.
     * @param pkvd - Key/value pair (HLSDK `KeyValueData`: class name, key name, value and handled
     * flag).
     */
    keyValue(pentKeyvalue: Entity, pkvd: KeyValueData): void;
    /**
     * Writes an entity's state into save data, game DLL `pfnSave` (`DLL_FUNCTIONS`).
     *
     * @param pent - Entity to save.
     * @param pSaveData - Save/restore state of the save or level transition in progress (HLSDK
     * `SAVERESTOREDATA`).
     */
    save(pent: Entity, pSaveData: SaveRestoreData): void;
    /**
     * Reads an entity's state back from save data, game DLL `pfnRestore` (`DLL_FUNCTIONS`), when a
     * saved game is loaded or a level transition completes.
     *
     * @param pent - Entity to restore.
     * @param pSaveData - Save/restore state of the save or level transition in progress (HLSDK
     * `SAVERESTOREDATA`).
     * @param globalEntity - Non-zero when the entity is a global entity carried over from another
     * level.
     * @returns The game's result code; `0` means the entity was restored normally.
     */
    restore(pent: Entity, pSaveData: SaveRestoreData, globalEntity: number): number;
    /**
     * Recomputes an entity's absolute bounding box (`absmin` / `absmax`) from its origin and size,
     * game DLL `pfnSetAbsBox` (`DLL_FUNCTIONS`).
     *
     * @param pent - Entity whose box is updated.
     */
    setAbsBox(pent: Entity): void;
    /**
     * Writes a block of fields, described by a type description table, into save data, game DLL
     * `pfnSaveWriteFields` (`DLL_FUNCTIONS`). NodeMod cannot pass the structure's memory from
     * JavaScript: the game always receives a null pointer for `value2`.
     *
     * @param value0 - Save/restore state of the save or level transition in progress (HLSDK
     * `SAVERESTOREDATA`).
     * @param value1 - Name of the data block.
     * @param value2 - Base address of the structure whose fields are processed (C `void *`); NodeMod
     * always passes a null pointer to the game here.
     * @param value3 - Field description table (HLSDK `TYPEDESCRIPTION`).
     * @param value4 - Number of fields in the table.
     */
    saveWriteFields(value0: SaveRestoreData, value1: string, value2: ArrayBuffer | Uint8Array | null, value3: TypeDescription, value4: number): void;
    /**
     * Reads a block of fields, described by a type description table, from save data, game DLL
     * `pfnSaveReadFields` (`DLL_FUNCTIONS`). NodeMod cannot pass the structure's memory from
     * JavaScript: the game always receives a null pointer for `value2`.
     *
     * @param value0 - Save/restore state of the save or level transition in progress (HLSDK
     * `SAVERESTOREDATA`).
     * @param value1 - Name of the data block.
     * @param value2 - Base address of the structure whose fields are processed (C `void *`); NodeMod
     * always passes a null pointer to the game here.
     * @param value3 - Field description table (HLSDK `TYPEDESCRIPTION`).
     * @param value4 - Number of fields in the table.
     */
    saveReadFields(value0: SaveRestoreData, value1: string, value2: ArrayBuffer | Uint8Array | null, value3: TypeDescription, value4: number): void;
    /**
     * Saves the game's global entity state (the states of global entities, which survive level
     * changes), game DLL `pfnSaveGlobalState` (`DLL_FUNCTIONS`).
     *
     * @param value0 - Save/restore state of the save or level transition in progress (HLSDK
     * `SAVERESTOREDATA`).
     */
    saveGlobalState(value0: SaveRestoreData): void;
    /**
     * Restores the game's global entity state from save data, game DLL `pfnRestoreGlobalState`
     * (`DLL_FUNCTIONS`).
     *
     * @param value0 - Save/restore state of the save or level transition in progress (HLSDK
     * `SAVERESTOREDATA`).
     */
    restoreGlobalState(value0: SaveRestoreData): void;
    /**
     * Clears the game's global entity state, game DLL `pfnResetGlobalState` (`DLL_FUNCTIONS`), as the
     * engine does when a new game starts instead of continuing a saved one.
     */
    resetGlobalState(): void;
    /**
     * Asks the game DLL whether a connecting client may join, game DLL `pfnClientConnect`
     * (`DLL_FUNCTIONS`).
     *
     * @param pEntity - Player entity of the client's slot.
     * @param pszName - Player name.
     * @param pszAddress - Client address, normally `ip:port`.
     * @param szRejectReason - Buffer for a rejection message (128 characters in the engine). NodeMod
     * passes a copy of this string, so a message written by the game is not returned.
     * @returns `true` if the game accepts the client, `false` to reject it.
     */
    clientConnect(pEntity: Entity, pszName: string, pszAddress: string, szRejectReason: string): boolean;
    /**
     * Tells the game DLL that a client has left the server, game DLL `pfnClientDisconnect`
     * (`DLL_FUNCTIONS`).
     *
     * @param pEntity - Player entity of the leaving client.
     */
    clientDisconnect(pEntity: Entity): void;
    /**
     * Runs the game's handling of the `kill` console command (suicide), game DLL `pfnClientKill`
     * (`DLL_FUNCTIONS`).
     *
     * @param pEntity - Player who kills themselves.
     */
    clientKill(pEntity: Entity): void;
    /**
     * Puts a connected client into the game, game DLL `pfnClientPutInServer` (`DLL_FUNCTIONS`): the
     * game creates and spawns its player object.
     *
     * @param pEntity - Player entity of the client.
     */
    clientPutInServer(pEntity: Entity): void;
    /**
     * Hands a client command to the game DLL, game DLL `pfnClientCommand` (`DLL_FUNCTIONS`). The game
     * reads the command and its arguments from the engine's current command arguments (`CMD_ARGV`),
     * not from a parameter, so it processes whatever command the engine holds at that moment.
     *
     * @param pEntity - Player who issued the command.
     */
    clientCommand(pEntity: Entity): void;
    /**
     * Tells the game DLL that a client's user info (name, model, ...) has changed, game DLL
     * `pfnClientUserInfoChanged` (`DLL_FUNCTIONS`).
     *
     * @param pEntity - Player whose user info changed.
     * @param infobuffer - User info string in `\key\value` form.
     */
    clientUserInfoChanged(pEntity: Entity, infobuffer: string): void;
    /**
     * Tells the game DLL that a map has been loaded and its entities spawned, game DLL
     * `pfnServerActivate` (`DLL_FUNCTIONS`).
     *
     * @param pEdictList - First entity of the engine's entity list (the world, index `0`).
     * @param edictCount - Number of entities in the list.
     * @param clientMax - Maximum number of players (`maxplayers`).
     */
    serverActivate(pEdictList: Entity, edictCount: number, clientMax: number): void;
    /**
     * Tells the game DLL that the current map is ending (level change or shutdown), game DLL
     * `pfnServerDeactivate` (`DLL_FUNCTIONS`).
     */
    serverDeactivate(): void;
    /**
     * Runs the game's per-frame player logic that comes before physics, game DLL `pfnPlayerPreThink`
     * (`DLL_FUNCTIONS`).
     *
     * @param pEntity - Player being processed.
     */
    playerPreThink(pEntity: Entity): void;
    /**
     * Runs the game's per-frame player logic that comes after physics, game DLL `pfnPlayerPostThink`
     * (`DLL_FUNCTIONS`).
     *
     * @param pEntity - Player being processed.
     */
    playerPostThink(pEntity: Entity): void;
    /**
     * Runs the game's start-of-frame logic, game DLL `pfnStartFrame` (`DLL_FUNCTIONS`), which the
     * engine calls at the beginning of every server frame.
     */
    startFrame(): void;
    /**
     * Calls game DLL `pfnParmsNewLevel` (`DLL_FUNCTIONS`), a hook for setting up spawn parameters on a
     * new level inherited from Quake; the HLSDK game leaves it empty.
     */
    parmsNewLevel(): void;
    /**
     * Calls game DLL `pfnParmsChangeLevel` (`DLL_FUNCTIONS`), which the engine runs before a level
     * change; the HLSDK game records the level transitions in the save data there.
     */
    parmsChangeLevel(): void;
    /**
     * Asks the game DLL for its name, game DLL `pfnGetGameDescription` (`DLL_FUNCTIONS`).
     *
     * @returns The game name shown in server browsers, e.g. `Half-Life` or `Counter-Strike`; an empty
     * string when the game returns none.
     */
    getGameDescription(): string;
    /**
     * Passes a player's custom data, such as an uploaded spray logo, to the game DLL, game DLL
     * `pfnPlayerCustomization` (`DLL_FUNCTIONS`).
     *
     * @param pEntity - Player the data belongs to.
     * @param pCustom - Customization record (HLSDK `customization_t`).
     */
    playerCustomization(pEntity: Entity, pCustom: Customization): void;
    /**
     * Tells the game DLL that a spectator client has connected, game DLL `pfnSpectatorConnect`
     * (`DLL_FUNCTIONS`).
     *
     * @param pEntity - Entity of the spectator.
     */
    spectatorConnect(pEntity: Entity): void;
    /**
     * Tells the game DLL that a spectator client has left, game DLL `pfnSpectatorDisconnect`
     * (`DLL_FUNCTIONS`).
     *
     * @param pEntity - Entity of the spectator.
     */
    spectatorDisconnect(pEntity: Entity): void;
    /**
     * Runs the game's per-frame logic for a spectator client, game DLL `pfnSpectatorThink`
     * (`DLL_FUNCTIONS`).
     *
     * @param pEntity - Entity of the spectator.
     */
    spectatorThink(pEntity: Entity): void;
    /**
     * Reports a fatal engine error to the game DLL, game DLL `pfnSys_Error` (`DLL_FUNCTIONS`). The
     * engine calls it before it shuts down so the game can clean up.
     *
     * @param error_string - Error message.
     */
    sysError(error_string: string): void;
    /**
     * Runs the shared player movement code for one movement step, game DLL `pfnPM_Move`
     * (`DLL_FUNCTIONS`).
     *
     * @param ppmove - Player movement state (HLSDK `playermove_t`).
     * @param server - `true` when the code runs on the server; the same code also runs on clients for
     * prediction.
     */
    pMMove(ppmove: PlayerMove, server: boolean): void;
    /**
     * Initialises the shared player movement code, game DLL `pfnPM_Init` (`DLL_FUNCTIONS`); the HLSDK
     * game loads its texture material list there.
     *
     * @param ppmove - Player movement state the code will use (HLSDK `playermove_t`).
     */
    pMInit(ppmove: PlayerMove): void;
    /**
     * Looks up the material type of a texture, game DLL `pfnPM_FindTextureType` (`DLL_FUNCTIONS`), as
     * used for footstep and impact sounds.
     *
     * @param name - Texture name.
     * @returns The material type as a character code (HLSDK `CHAR_TEX_*`, e.g. `67` for `'C'`,
     * concrete).
     */
    pMFindTextureType(name: string): number;
    /**
     * Lets the game DLL choose the potentially visible set (PVS) and potentially audible set (PAS)
     * used for a client this frame, game DLL `pfnSetupVisibility` (`DLL_FUNCTIONS`), normally from the
     * client's eye position or its view entity.
     *
     * @param pViewEntity - The client's view entity (e.g. a camera), or `null`.
     * @param pClient - Client being processed.
     * @param pvs - Receives the PVS pointer (C `unsigned char **`). A plain array is copied to a
     * temporary buffer, so nothing is returned through it.
     * @param pas - Receives the PAS pointer (C `unsigned char **`), with the same limitation as `pvs`.
     */
    setupVisibility(pViewEntity: Entity, pClient: Entity, pvs: number[], pas: number[]): void;
    /**
     * Fills the per-client data the server sends a client with each update (health, view offset,
     * weapon state, ...), game DLL `pfnUpdateClientData` (`DLL_FUNCTIONS`).
     *
     * @param ent - Player the data is for.
     * @param sendweapons - Non-zero when the client predicts weapons locally (`cl_lw 1`), so weapon
     * data is wanted.
     * @param cd - Client data to fill (HLSDK `clientdata_t`).
     */
    updateClientData(ent: Entity, sendweapons: number, cd: ClientData): void;
    /**
     * Decides whether an entity goes into the update sent to a client and fills its network state,
     * game DLL `pfnAddToFullPack` (`DLL_FUNCTIONS`). The engine calls it for every entity it might
     * send, each time it builds a client's update.
     *
     * @param state - Entity state to fill (HLSDK `entity_state_t`).
     * @param e - Index of the entity.
     * @param ent - The entity.
     * @param host - Client the packet is built for.
     * @param hostflags - Flags describing the host client, as passed by the engine.
     * @param player - `1` if `ent` is a player, otherwise `0`.
     * @param pSet - Visibility bit set (PVS) of the host, used to cull entities. NodeMod converts a
     * plain array to a temporary buffer of 32-bit floats, not bytes.
     * @returns `1` to send the entity to the client, `0` to leave it out.
     */
    addToFullPack(state: EntityState, e: number, ent: Entity, host: Entity, hostflags: number, player: number, pSet: number[]): number;
    /**
     * Builds the baseline network state of an entity, game DLL `pfnCreateBaseline` (`DLL_FUNCTIONS`).
     * Clients receive baselines when they connect, so later updates only carry the differences.
     *
     * @param player - `1` if the entity is a player, otherwise `0`.
     * @param eindex - Index of the entity.
     * @param baseline - Entity state to fill (HLSDK `entity_state_t`).
     * @param entity - The entity.
     * @param playermodelindex - Model index of the player model.
     * @param player_mins - Minimum corner of the player bounding box `[x, y, z]`, in units.
     * @param player_maxs - Maximum corner of the player bounding box `[x, y, z]`, in units.
     */
    createBaseline(player: number, eindex: number, baseline: EntityState, entity: Entity, playermodelindex: number, player_mins: number[], player_maxs: number[]): void;
    /**
     * Lets the game DLL register its custom delta encoders (with engine `pfnDeltaAddEncoder`), game
     * DLL `pfnRegisterEncoders` (`DLL_FUNCTIONS`).
     */
    registerEncoders(): void;
    /**
     * Fills the weapon state used for client-side weapon prediction, game DLL `pfnGetWeaponData`
     * (`DLL_FUNCTIONS`).
     *
     * @param player - Player whose weapons are described.
     * @param info - Weapon data to fill (HLSDK `weapon_data_t`).
     * @returns `1` if the game filled in weapon data, otherwise `0`.
     */
    getWeaponData(player: Entity, info: WeaponData): number;
    /**
     * Prepares the game DLL for running a client's user command, game DLL `pfnCmdStart`
     * (`DLL_FUNCTIONS`); the engine calls it before each movement command it processes.
     *
     * @param player - Player whose command runs.
     * @param cmd - The user command (HLSDK `usercmd_t`: view angles, movement, buttons, ...).
     * @param random_seed - Seed shared with the client, so random effects such as weapon spread are
     * predicted identically.
     */
    cmdStart(player: Entity, cmd: UserCmd, random_seed: number): void;
    /**
     * Finishes the processing of a client's user command, game DLL `pfnCmdEnd` (`DLL_FUNCTIONS`).
     *
     * @param player - Player whose command ran.
     */
    cmdEnd(player: Entity): void;
    /**
     * Passes an out-of-band (connectionless) packet that the engine did not recognise to the game DLL,
     * game DLL `pfnConnectionlessPacket` (`DLL_FUNCTIONS`).
     *
     * @param net_from - Sender address (HLSDK `netadr_t`).
     * @param args - Text of the packet.
     * @param response_buffer - Buffer for a reply. NodeMod passes a copy of this string, so a reply
     * written by the game is not returned.
     * @param response_buffer_size - Size of the reply buffer in bytes (C `int *`: capacity going in,
     * reply length coming out); the value written by the game is not returned.
     * @returns `1` if the game recognised the packet, otherwise `0`.
     */
    connectionlessPacket(net_from: NetAdr, args: string, response_buffer: string, response_buffer_size: number[]): number;
    /**
     * Asks the game DLL for the size of a player movement hull, game DLL `pfnGetHullBounds`
     * (`DLL_FUNCTIONS`).
     *
     * @param hullnumber - Hull number; in the HLSDK `0` is the standing player, `1` the crouching
     * player and `2` a point.
     * @param mins - Receives the hull's minimum corner `[x, y, z]`. A plain array is copied to a
     * temporary buffer, so the values written by the game do not appear in it.
     * @param maxs - Receives the hull's maximum corner `[x, y, z]`, with the same limitation as
     * `mins`.
     * @returns `1` if the hull exists, otherwise `0`.
     */
    getHullBounds(hullnumber: number, mins: number[], maxs: number[]): number;
    /**
     * Lets the game DLL create instanced baselines, shared baselines for frequently created entity
     * types (with engine `pfnInstancedBaseline`), game DLL `pfnCreateInstancedBaselines`
     * (`DLL_FUNCTIONS`).
     */
    createInstancedBaselines(): void;
    /**
     * Asks the game DLL what to do about a client whose copy of a file failed the consistency check,
     * game DLL `pfnInconsistentFile` (`DLL_FUNCTIONS`).
     *
     * @param player - Client with the mismatching file.
     * @param filename - Name of the file.
     * @param disconnect_message - Buffer for the kick message. NodeMod passes a copy of this string,
     * so a message written by the game is not returned.
     * @returns `1` to kick the client, `0` to let it stay.
     */
    inconsistentFile(player: Entity, filename: string, disconnect_message: string): number;
    /**
     * Asks the game DLL whether it supports lag compensation, game DLL `pfnAllowLagCompensation`
     * (`DLL_FUNCTIONS`).
     *
     * @returns `1` if the game supports lag compensation (engine cvar `sv_unlag`), otherwise `0`.
     */
    allowLagCompensation(): number;
  }

  /**
   * The game DLL's function table (HLSDK `DLL_FUNCTIONS`); see `DLL` for the individual functions.
   */
  const dll: DLL;
}
