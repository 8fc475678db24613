/// <reference path="./enums.d.ts" />
/// <reference path="./structures.d.ts" />

declare namespace nodemod {
  /**
   * Mirror of the HLSDK `clientdata_t` (`struct clientdata_s`): the prediction data the server
   * sends only to the client that owns it, such as its own origin, velocity, view offset, health,
   * duck and water state, and active-weapon timing. The client uses it to predict its own movement
   * and weapons between server updates.
   *
   * A plugin receives it as `cd` in `dllUpdateClientData` / `postDllUpdateClientData` (game DLL
   * `pfnUpdateClientData`), which the engine calls for each client each time it sends that client an
   * update, and can pass one to `nodemod.dll.updateClientData`. The object wraps the engine's live
   * structure: assignments write straight into it. The game DLL fills the structure from the
   * player's entity while `pfnUpdateClientData` runs, so values set in `postDllUpdateClientData`
   * are the ones that reach the client.
   */
  interface ClientData {
    /** Player position in world coordinates (`clientdata_t::origin`), as `[x, y, z]` in units. */
    origin: number[];
    /** Player velocity (`clientdata_t::velocity`), `[x, y, z]` in units per second. */
    velocity: number[];
    /**
     * View kick added on top of the view angles (`clientdata_t::punchangle`), `[pitch, yaw, roll]`
     * in degrees.
     */
    punchangle: number[];
    /** Eye position relative to `origin` (`clientdata_t::view_ofs`), `[x, y, z]` in units. */
    view_ofs: number[];
    /**
     * Model index (not a path) of the first-person weapon model (`clientdata_t::viewmodel`); the
     * game DLL usually derives it from `entvars_t::viewmodel`.
     */
    viewmodel: number;
    /**
     * Entity flags of the player (`clientdata_t::flags`), a bit set of `FL` values such as
     * `FL.ONGROUND` and `FL.DUCKING`.
     */
    flags: number;
    /**
     * How deep the player is in liquid (`clientdata_t::waterlevel`): `0` not in liquid, `1` feet,
     * `2` waist, `3` head under.
     */
    waterlevel: number;
    /**
     * Contents type of the liquid the player is in (`clientdata_t::watertype`), a `CONTENTS` value
     * such as `CONTENTS.WATER`.
     */
    watertype: number;
    /**
     * Non-zero while the player is in the middle of ducking or is ducked (`clientdata_t::bInDuck`).
     */
    bInDuck: number;
    /**
     * Bit set of the weapons the player carries, one bit per weapon id (`clientdata_t::weapons`,
     * normally copied from `entvars_t::weapons`).
     */
    weapons: number;
    /**
     * Milliseconds left before the next footstep sound may play (`clientdata_t::flTimeStepSound`,
     * an integer despite the `fl` prefix).
     */
    flTimeStepSound: number;
    /**
     * Duck timer in milliseconds (`clientdata_t::flDuckTime`, an integer); the movement code counts
     * it down while a duck is in progress.
     */
    flDuckTime: number;
    /**
     * Swim sound timer in milliseconds (`clientdata_t::flSwimTime`, an integer), counted down by
     * the movement code.
     */
    flSwimTime: number;
    /**
     * Milliseconds left in a jump out of water (`clientdata_t::waterjumptime`); the HLSDK fills it
     * from `entvars_t::teleport_time`.
     */
    waterjumptime: number;
    /**
     * Sequence number of the animation currently playing on the view model
     * (`clientdata_t::weaponanim`).
     */
    weaponanim: number;
    /** Weapon id of the active weapon (`clientdata_t::m_iId`), used by client weapon prediction. */
    m_iId: number;
    /**
     * Ammo counter named after Quake's shells (`clientdata_t::ammo_shells`); game DLLs reuse it for
     * one of their own ammo types.
     */
    ammo_shells: number;
    /**
     * Ammo counter named after Quake's nails (`clientdata_t::ammo_nails`); game DLLs reuse it for
     * one of their own ammo types.
     */
    ammo_nails: number;
    /**
     * Ammo counter named after Quake's cells (`clientdata_t::ammo_cells`); game DLLs reuse it for
     * one of their own ammo types.
     */
    ammo_cells: number;
    /**
     * Ammo counter named after Quake's rockets (`clientdata_t::ammo_rockets`); game DLLs reuse it
     * for one of their own ammo types.
     */
    ammo_rockets: number;
    /**
     * State bits used by Team Fortress Classic (`clientdata_t::tfstate`); other mods may leave it
     * at `0` or use it freely.
     */
    tfstate: number;
    /**
     * Integer millisecond value (`clientdata_t::pushmsec`) that game DLLs usually copy from
     * `entvars_t::pushmsec`.
     */
    pushmsec: number;
    /**
     * Death state of the player (`clientdata_t::deadflag`), a `DEAD` value such as `DEAD.NO` or
     * `DEAD.DEAD`.
     */
    deadflag: number;
    /** Player health (`clientdata_t::health`), as a float. */
    health: number;
    /**
     * Maximum movement speed of this player (`clientdata_t::maxspeed`), in units per second; the
     * client predicts movement with it.
     */
    maxspeed: number;
    /** Field of view (`clientdata_t::fov`), in degrees; `0` usually means the client's default. */
    fov: number;
    /**
     * Delay before the player may attack again (`clientdata_t::m_flNextAttack`, from
     * `CBasePlayer::m_flNextAttack`), in seconds on the time base the game DLL's weapon code uses;
     * client weapon prediction reads it.
     */
    m_flNextAttack: number;
    /**
     * Integer reserved for the game DLL (`clientdata_t::iuser1`); the HLSDK uses it for the
     * spectator mode (an `OBS` value).
     */
    iuser1: number;
    /**
     * Integer reserved for the game DLL (`clientdata_t::iuser2`); the HLSDK uses it for the index
     * of the spectated player.
     */
    iuser2: number;
    /** Integer reserved for the game DLL (`clientdata_t::iuser3`). */
    iuser3: number;
    /** Integer reserved for the game DLL (`clientdata_t::iuser4`). */
    iuser4: number;
    /** Float reserved for the game DLL (`clientdata_t::fuser1`). */
    fuser1: number;
    /** Float reserved for the game DLL (`clientdata_t::fuser2`). */
    fuser2: number;
    /** Float reserved for the game DLL (`clientdata_t::fuser3`). */
    fuser3: number;
    /** Float reserved for the game DLL (`clientdata_t::fuser4`). */
    fuser4: number;
    /** Vector reserved for the game DLL (`clientdata_t::vuser1`), three floats. */
    vuser1: number[];
    /** Vector reserved for the game DLL (`clientdata_t::vuser2`), three floats. */
    vuser2: number[];
    /** Vector reserved for the game DLL (`clientdata_t::vuser3`), three floats. */
    vuser3: number[];
    /** Vector reserved for the game DLL (`clientdata_t::vuser4`), three floats. */
    vuser4: number[];
  }

  /**
   * Mirror of the HLSDK `entity_state_t` (`struct entity_state_s`): the networked state of one
   * entity as it goes into a client's packet. The engine delta-compresses it against the previous
   * state (or the baseline) before sending, so it only carries what the client needs to draw and
   * predict the entity.
   *
   * A plugin meets it as `state` in `dllAddToFullPack` / `postDllAddToFullPack` (game DLL
   * `pfnAddToFullPack`), called for every entity considered for a client each time the server builds
   * that client's update, as `baseline` in `dllCreateBaseline` / `postDllCreateBaseline` (game DLL
   * `pfnCreateBaseline`), and in engine `pfnCreateInstancedBaseline`
   * (`nodemod.eng.createInstancedBaseline`). The object wraps the engine's live structure, so
   * assignments change what is sent. Because the game DLL fills `state` while `pfnAddToFullPack`
   * runs, per-client changes are made in `postDllAddToFullPack`.
   */
  interface EntityState {
    /**
     * Kind of entity (`entity_state_t::entityType`): `1` (`ENTITY_NORMAL`) or `2` (`ENTITY_BEAM`);
     * filled outside delta compression.
     */
    entityType: number;
    /**
     * Entity index of the entity this state describes (`entity_state_t::number`); filled outside
     * delta compression.
     */
    number: number;
    /**
     * Time stamp of the message that carried this state (`entity_state_t::msg_time`), filled by the
     * engine outside delta compression.
     */
    msg_time: number;
    /**
     * Number of the message in which this state was last updated (`entity_state_t::messagenum`),
     * filled by the engine.
     */
    messagenum: number;
    /** Entity position in world coordinates (`entity_state_t::origin`), `[x, y, z]` in units. */
    origin: number[];
    /** Entity orientation (`entity_state_t::angles`), `[pitch, yaw, roll]` in degrees. */
    angles: number[];
    /** Index of the entity's precached model (`entity_state_t::modelindex`). */
    modelindex: number;
    /** Animation sequence number of a studio model (`entity_state_t::sequence`). */
    sequence: number;
    /**
     * Current animation frame (`entity_state_t::frame`); for sprites the frame number, for studio
     * models a value from `0` to `255` across the sequence.
     */
    frame: number;
    /**
     * Color map value (`entity_state_t::colormap`), copied from `entvars_t::colormap` and used for
     * player color translation.
     */
    colormap: number;
    /**
     * Skin index of the model (`entity_state_t::skin`); brush entities use it to carry a `CONTENTS`
     * value such as water.
     */
    skin: number;
    /** Collision type (`entity_state_t::solid`), a `SOLID` value. */
    solid: number;
    /**
     * Visual effect bits (`entity_state_t::effects`), a bit set of `EF` values such as `EF.NODRAW`.
     */
    effects: number;
    /**
     * Render scale of the model or sprite (`entity_state_t::scale`); `0` or `1` draws at normal
     * size.
     */
    scale: number;
    /**
     * Engine entity flags byte (`entity_state_t::eflags`), such as `EFLAG_SLERP`; at run time a
     * number from `0` to `255`, clamped on write.
     */
    eflags: unknown;
    /**
     * Render mode (`entity_state_t::rendermode`), an HLSDK `kRender*` value such as `kRenderNormal`
     * (`0`) or `kRenderTransAlpha` (`4`).
     */
    rendermode: number;
    /**
     * Render amount (`entity_state_t::renderamt`), `0` to `255`; its meaning (opacity, glow size)
     * depends on `rendermode`.
     */
    renderamt: number;
    /**
     * Render effect (`entity_state_t::renderfx`), an HLSDK `kRenderFx*` value such as
     * `kRenderFxGlowShell` (`19`).
     */
    renderfx: number;
    /**
     * Movement type (`entity_state_t::movetype`), a `MOVETYPE` value; the client uses it for
     * interpolation and prediction.
     */
    movetype: number;
    /**
     * Server time, in seconds, at which the current `frame` was set (`entity_state_t::animtime`);
     * the client animates forward from it.
     */
    animtime: number;
    /**
     * Animation playback rate multiplier (`entity_state_t::framerate`); `1` plays at normal speed,
     * negative values play backwards.
     */
    framerate: number;
    /** Body group value of a studio model (`entity_state_t::body`). */
    body: number;
    /** Entity velocity (`entity_state_t::velocity`), `[x, y, z]` in units per second. */
    velocity: number[];
    /**
     * Lower corner of the bounding box relative to `origin` (`entity_state_t::mins`), in units;
     * sent for client prediction.
     */
    mins: number[];
    /**
     * Upper corner of the bounding box relative to `origin` (`entity_state_t::maxs`), in units;
     * sent for client prediction.
     */
    maxs: number[];
    /**
     * Entity index of the entity this one is attached to (`entity_state_t::aiment`), as used with
     * `MOVETYPE.FOLLOW`; `0` for none.
     */
    aiment: number;
    /**
     * Entity index of the owning player (`entity_state_t::owner`), set for projectiles; `0` for
     * none.
     */
    owner: number;
    /** Friction multiplier (`entity_state_t::friction`), sent for prediction; `1` is normal. */
    friction: number;
    /**
     * Gravity multiplier (`entity_state_t::gravity`); `1` is normal, `0` often also means normal.
     */
    gravity: number;
    /**
     * Team number of a player (`entity_state_t::team`); player-specific, meaning defined by the
     * mod.
     */
    team: number;
    /**
     * Player class of a player (`entity_state_t::playerclass`); player-specific, meaning defined by
     * the mod.
     */
    playerclass: number;
    /** Health of a player, as an integer (`entity_state_t::health`). */
    health: number;
    /**
     * Whether this player is a spectator (`entity_state_t::spectator`, a `qboolean`); at run time a
     * boolean, written as `1` or `0`.
     */
    spectator: unknown;
    /**
     * Model index of the weapon model shown in the player's hands to others
     * (`entity_state_t::weaponmodel`).
     */
    weaponmodel: number;
    /** Leg (gait) animation sequence of a player model (`entity_state_t::gaitsequence`). */
    gaitsequence: number;
    /**
     * Velocity added by the environment, e.g. a conveyor (`entity_state_t::basevelocity`), `[x, y,
     * z]` in units per second.
     */
    basevelocity: number[];
    /** Hull used by the player (`entity_state_t::usehull`): `0` standing, `1` ducked. */
    usehull: number;
    /**
     * Buttons held at the previous update (`entity_state_t::oldbuttons`), a bit set of `IN_BUTTON`
     * values.
     */
    oldbuttons: number;
    /**
     * What the player stands on (`entity_state_t::onground`): `-1` in the air, otherwise the number
     * of the physics entity below.
     */
    onground: number;
    /**
     * Which foot plays the next footstep sound (`entity_state_t::iStepLeft`), toggled by the
     * movement code.
     */
    iStepLeft: number;
    /**
     * Downward speed of a falling player (`entity_state_t::flFallVelocity`), in units per second.
     */
    flFallVelocity: number;
    /** Field of view (`entity_state_t::fov`), in degrees. */
    fov: number;
    /** Sequence number of the current view model animation (`entity_state_t::weaponanim`). */
    weaponanim: number;
    /**
     * Start point of parametric movement (`entity_state_t::startpos`), in world units; the client
     * moves the entity from here to `endpos`.
     */
    startpos: number[];
    /** End point of parametric movement (`entity_state_t::endpos`), in world units. */
    endpos: number[];
    /**
     * Time at which parametric movement reaches `endpos` (`entity_state_t::impacttime`), in
     * seconds.
     */
    impacttime: number;
    /**
     * Time at which parametric movement leaves `startpos` (`entity_state_t::starttime`), in
     * seconds.
     */
    starttime: number;
    /**
     * Integer reserved for the game DLL (`entity_state_t::iuser1`); the HLSDK uses it for a
     * player's spectator mode (an `OBS` value).
     */
    iuser1: number;
    /**
     * Integer reserved for the game DLL (`entity_state_t::iuser2`); the HLSDK uses it for the index
     * of the spectated player.
     */
    iuser2: number;
    /** Integer reserved for the game DLL (`entity_state_t::iuser3`). */
    iuser3: number;
    /** Integer reserved for the game DLL (`entity_state_t::iuser4`). */
    iuser4: number;
    /** Float reserved for the game DLL (`entity_state_t::fuser1`). */
    fuser1: number;
    /** Float reserved for the game DLL (`entity_state_t::fuser2`). */
    fuser2: number;
    /** Float reserved for the game DLL (`entity_state_t::fuser3`). */
    fuser3: number;
    /** Float reserved for the game DLL (`entity_state_t::fuser4`). */
    fuser4: number;
    /** Vector reserved for the game DLL (`entity_state_t::vuser1`), three floats. */
    vuser1: number[];
    /** Vector reserved for the game DLL (`entity_state_t::vuser2`), three floats. */
    vuser2: number[];
    /** Vector reserved for the game DLL (`entity_state_t::vuser3`), three floats. */
    vuser3: number[];
    /** Vector reserved for the game DLL (`entity_state_t::vuser4`), three floats. */
    vuser4: number[];
    /**
     * Render color (`entity_state_t::rendercolor`, a `color24`). At run time NodeMod reads it as an
     * array `[r, g, b]` of numbers from `0` to `255` and writes it from such an array.
     */
    rendercolor: Entity | null;
    /**
     * Bone controller values (`entity_state_t::controller`, `byte[4]`). At run time NodeMod reads
     * it as an array of four numbers from `0` to `255` and writes it from such an array (values are
     * clamped).
     */
    controller: Entity | null;
    /**
     * Animation blend values (`entity_state_t::blending`, `byte[4]`). At run time NodeMod reads it
     * as an array of four numbers from `0` to `255` and writes it from such an array (values are
     * clamped).
     */
    blending: Entity | null;
  }

  /**
   * Mirror of the HLSDK `usercmd_t` (`struct usercmd_s`): one input command sent by a client,
   * holding its view angles, movement input, pressed buttons and the time span it covers. The
   * server runs every command through the player movement code.
   *
   * A plugin receives it as `cmd` in `dllCmdStart` / `postDllCmdStart` (game DLL `pfnCmdStart`,
   * called before the engine processes the command) and as `PlayerMove.cmd` in `dllPMMove`. The
   * object wraps the engine's live structure, so fields such as `buttons` can be changed in
   * `dllCmdStart` before the command is run.
   */
  interface UserCmd {
    /** Interpolation time the client uses (`usercmd_t::lerp_msec`), in milliseconds. */
    lerp_msec: number;
    /** Duration of this command (`usercmd_t::msec`), in milliseconds (`0` to `255`). */
    msec: number;
    /**
     * Light level at the player's position as seen by the client (`usercmd_t::lightlevel`), `0` to
     * `255`.
     */
    lightlevel: number;
    /**
     * Buttons held during this command (`usercmd_t::buttons`), a bit set of `IN_BUTTON` values such
     * as `IN_BUTTON.ATTACK`.
     */
    buttons: number;
    /**
     * Impulse command issued with this command (`usercmd_t::impulse`), `0` to `255`; `0` when none.
     */
    impulse: number;
    /**
     * Weapon id the client selected with this command (`usercmd_t::weaponselect`), `0` when none.
     */
    weaponselect: number;
    /**
     * Experimental player-impact field (`usercmd_t::impact_index`); not used by the stock HLSDK
     * game code.
     */
    impact_index: number;
    /**
     * Requested speed along the view direction (`usercmd_t::forwardmove`), in units per second;
     * negative moves backwards.
     */
    forwardmove: number;
    /**
     * Requested sideways speed (`usercmd_t::sidemove`), in units per second; positive moves right,
     * negative moves left.
     */
    sidemove: number;
    /**
     * Requested vertical speed (`usercmd_t::upmove`), in units per second; used when swimming,
     * flying or in noclip.
     */
    upmove: number;
    /** View angles of the command (`usercmd_t::viewangles`), `[pitch, yaw, roll]` in degrees. */
    viewangles: number[];
    /**
     * Experimental player-impact position (`usercmd_t::impact_position`), three floats; not used by
     * the stock HLSDK game code.
     */
    impact_position: number[];
  }

  /**
   * Mirror of the HLSDK `weapon_data_t` (`struct weapon_data_s`): the prediction state of one
   * weapon (clip, reload and zoom state, attack and idle timers) that the server sends to the
   * owning client so it can predict weapon firing locally.
   *
   * A plugin receives it as `info` in `dllGetWeaponData` / `postDllGetWeaponData` (game DLL
   * `pfnGetWeaponData`). In the engine `info` points to an array of `weapon_data_t` indexed by
   * weapon id; NodeMod wraps the pointer it receives, so this object reads and writes the first
   * entry of that array. The timer fields are in seconds, in the time base the game DLL's weapon
   * code uses (the HLSDK with client weapons stores them relative to the current time).
   */
  interface WeaponData {
    /** Weapon id of this entry (`weapon_data_t::m_iId`), e.g. an `HLW` value in Half-Life. */
    m_iId: number;
    /** Rounds left in the weapon's clip (`weapon_data_t::m_iClip`). */
    m_iClip: number;
    /** Non-zero while the weapon is reloading (`weapon_data_t::m_fInReload`). */
    m_fInReload: number;
    /**
     * Stage of a multi-step reload such as a shotgun's shell-by-shell reload
     * (`weapon_data_t::m_fInSpecialReload`); `0` when none.
     */
    m_fInSpecialReload: number;
    /** Zoom state of the weapon (`weapon_data_t::m_fInZoom`); non-zero while zoomed. */
    m_fInZoom: number;
    /** Mod-defined weapon state bits (`weapon_data_t::m_iWeaponState`). */
    m_iWeaponState: number;
    /**
     * When the primary attack is next allowed (`weapon_data_t::m_flNextPrimaryAttack`), in seconds.
     */
    m_flNextPrimaryAttack: number;
    /**
     * When the secondary attack is next allowed (`weapon_data_t::m_flNextSecondaryAttack`), in
     * seconds.
     */
    m_flNextSecondaryAttack: number;
    /**
     * When the weapon next plays an idle animation (`weapon_data_t::m_flTimeWeaponIdle`), in
     * seconds.
     */
    m_flTimeWeaponIdle: number;
    /** When the next reload step is due (`weapon_data_t::m_flNextReload`), in seconds. */
    m_flNextReload: number;
    /**
     * When a pump-action weapon plays its pump sound (`weapon_data_t::m_flPumpTime`), in seconds.
     */
    m_flPumpTime: number;
    /**
     * Reload timing value (`weapon_data_t::m_fReloadTime`), in seconds; meaning defined by the game
     * DLL.
     */
    m_fReloadTime: number;
    /**
     * Aimed-shot damage value (`weapon_data_t::m_fAimedDamage`); meaning defined by the game DLL.
     */
    m_fAimedDamage: number;
    /**
     * Time of the next aimed-shot bonus (`weapon_data_t::m_fNextAimBonus`), in seconds; meaning
     * defined by the game DLL.
     */
    m_fNextAimBonus: number;
    /** Integer reserved for the game DLL (`weapon_data_t::iuser1`). */
    iuser1: number;
    /** Integer reserved for the game DLL (`weapon_data_t::iuser2`). */
    iuser2: number;
    /** Integer reserved for the game DLL (`weapon_data_t::iuser3`). */
    iuser3: number;
    /** Integer reserved for the game DLL (`weapon_data_t::iuser4`). */
    iuser4: number;
    /** Float reserved for the game DLL (`weapon_data_t::fuser1`). */
    fuser1: number;
    /** Float reserved for the game DLL (`weapon_data_t::fuser2`). */
    fuser2: number;
    /** Float reserved for the game DLL (`weapon_data_t::fuser3`). */
    fuser3: number;
    /** Float reserved for the game DLL (`weapon_data_t::fuser4`). */
    fuser4: number;
  }

  /**
   * Mirror of the HLSDK `playermove_t` (`struct playermove_s`): the shared player-movement state
   * that the game DLL's `PM_Move` works on. The engine fills it with one player's position,
   * velocity, flags and the `UserCmd` being run, the movement code updates it in place, and the
   * engine copies the result back to the player. The same code runs on the client for prediction.
   *
   * A plugin receives it as `ppmove` in `dllPMMove` / `postDllPMMove` (game DLL `pfnPM_Move`,
   * called once per user command on the server) and in `dllPMInit` / `postDllPMInit` (game DLL
   * `pfnPM_Init`, called once when the engine hands the structure to the game DLL). The object
   * wraps the engine's live structure: values changed in `dllPMMove` are used by the movement code
   * that runs next. Only the fields below are exposed; the entity lists (`physents`, `moveents`,
   * `visents`, `touchindex`) and the function pointers are not.
   */
  interface PlayerMove {
    /**
     * Index of the player being moved (`playermove_t::player_index`), `0`-based: the entity index
     * minus `1`.
     */
    player_index: number;
    /**
     * `true` when the movement code runs on the server, `false` during client prediction
     * (`playermove_t::server`).
     */
    server: boolean;
    /**
     * `true` on a multiplayer server, i.e. when more than one player slot exists
     * (`playermove_t::multiplayer`).
     */
    multiplayer: boolean;
    /**
     * Entity flags of the player (`playermove_t::flags`), a bit set of `FL` values such as
     * `FL.ONGROUND` and `FL.DUCKING`.
     */
    flags: number;
    /**
     * Hull the player collides with (`playermove_t::usehull`): `0` standing, `1` ducked, `2` point
     * hull.
     */
    usehull: number;
    /**
     * Gravity multiplier of this player (`playermove_t::gravity`); `1` is normal, applied to
     * `movevars.gravity`.
     */
    gravity: number;
    /**
     * Server-wide maximum speed (`playermove_t::maxspeed`, from the `sv_maxspeed` cvar), in units
     * per second.
     */
    maxspeed: number;
    /**
     * This player's own maximum speed (`playermove_t::clientmaxspeed`, from `entvars_t::maxspeed`),
     * in units per second; `0` means no extra limit.
     */
    clientmaxspeed: number;
    /**
     * Movement type of the player (`playermove_t::movetype`), a `MOVETYPE` value such as
     * `MOVETYPE.WALK` or `MOVETYPE.NOCLIP`.
     */
    movetype: number;
    /** Friction multiplier of this player (`playermove_t::friction`); `1` is normal. */
    friction: number;
    /**
     * Buttons held during the previous command (`playermove_t::oldbuttons`), a bit set of
     * `IN_BUTTON` values; used to detect new presses such as a jump.
     */
    oldbuttons: number;
    /**
     * What the player stands on (`playermove_t::onground`): `-1` in the air, otherwise the index of
     * the physics entity below.
     */
    onground: number;
    /**
     * How deep the player is in liquid (`playermove_t::waterlevel`): `0` not in liquid, `1` feet,
     * `2` waist, `3` head under.
     */
    waterlevel: number;
    /**
     * Contents type of the liquid the player is in (`playermove_t::watertype`), a `CONTENTS` value.
     */
    watertype: number;
    /** `waterlevel` at the previous move (`playermove_t::oldwaterlevel`). */
    oldwaterlevel: number;
    /**
     * Material type of the surface under the player (`playermove_t::chtexturetype`), as the
     * character code of the material letter from `materials.txt`, e.g. `67` for `'C'` (concrete).
     */
    chtexturetype: number;
    /** Non-zero when the player is dead (`playermove_t::dead`, a `qboolean`). */
    dead: number;
    /** Death state of the player (`playermove_t::deadflag`), a `DEAD` value. */
    deadflag: number;
    /** Non-zero when the spectator movement model should be used (`playermove_t::spectator`). */
    spectator: number;
    /**
     * Non-zero while the player is in the middle of ducking or is ducked (`playermove_t::bInDuck`).
     */
    bInDuck: number;
    /**
     * Milliseconds left before the next footstep sound may play (`playermove_t::flTimeStepSound`,
     * an integer).
     */
    flTimeStepSound: number;
    /**
     * Which foot plays the next footstep sound (`playermove_t::iStepLeft`), toggled by the movement
     * code.
     */
    iStepLeft: number;
    /**
     * Number of solid entities the player can collide with in this move
     * (`playermove_t::numphysent`).
     */
    numphysent: number;
    /** Number of movement entities, i.e. ladders, in this move (`playermove_t::nummoveent`). */
    nummoveent: number;
    /**
     * Number of visible entities used for traces against things the player does not collide with
     * (`playermove_t::numvisent`).
     */
    numvisent: number;
    /** Number of entities the player touched during the move (`playermove_t::numtouch`). */
    numtouch: number;
    /**
     * `true` when side effects such as sounds and events should run for this move
     * (`playermove_t::runfuncs`); on the client it is `false` while re-predicting.
     */
    runfuncs: boolean;
    /** Host time of the move (`playermove_t::time`), in milliseconds. */
    time: number;
    /**
     * Duration of this move (`playermove_t::frametime`), in seconds: the command's `msec` divided
     * by `1000`.
     */
    frametime: number;
    /**
     * Downward speed of a falling player (`playermove_t::flFallVelocity`), in units per second;
     * used for fall damage and landing sounds.
     */
    flFallVelocity: number;
    /** Swim sound timer in milliseconds (`playermove_t::flSwimTime`), counted down each move. */
    flSwimTime: number;
    /**
     * Duck timer in milliseconds (`playermove_t::flDuckTime`), counted down each move while a duck
     * is in progress.
     */
    flDuckTime: number;
    /** Float reserved for the game DLL (`playermove_t::fuser1`). */
    fuser1: number;
    /** Float reserved for the game DLL (`playermove_t::fuser2`). */
    fuser2: number;
    /** Float reserved for the game DLL (`playermove_t::fuser3`). */
    fuser3: number;
    /** Float reserved for the game DLL (`playermove_t::fuser4`). */
    fuser4: number;
    /** Unit forward vector computed from `angles` (`playermove_t::forward`), three floats. */
    forward: number[];
    /** Unit right vector computed from `angles` (`playermove_t::right`), three floats. */
    right: number[];
    /** Unit up vector computed from `angles` (`playermove_t::up`), three floats. */
    up: number[];
    /** Player position in world coordinates (`playermove_t::origin`), `[x, y, z]` in units. */
    origin: number[];
    /** View angles used for the move (`playermove_t::angles`), `[pitch, yaw, roll]` in degrees. */
    angles: number[];
    /**
     * View angles before the movement code adjusted them (`playermove_t::oldangles`), in degrees.
     */
    oldangles: number[];
    /** Player velocity (`playermove_t::velocity`), `[x, y, z]` in units per second. */
    velocity: number[];
    /**
     * Forced movement direction used while jumping out of water (`playermove_t::movedir`), three
     * floats.
     */
    movedir: number[];
    /**
     * Velocity added by the environment, e.g. a conveyor (`playermove_t::basevelocity`), `[x, y,
     * z]` in units per second.
     */
    basevelocity: number[];
    /** Eye position relative to `origin` (`playermove_t::view_ofs`), `[x, y, z]` in units. */
    view_ofs: number[];
    /**
     * View kick added on top of the view angles (`playermove_t::punchangle`), `[pitch, yaw, roll]`
     * in degrees.
     */
    punchangle: number[];
    /** Vector reserved for the game DLL (`playermove_t::vuser1`), three floats. */
    vuser1: number[];
    /** Vector reserved for the game DLL (`playermove_t::vuser2`), three floats. */
    vuser2: number[];
    /** Vector reserved for the game DLL (`playermove_t::vuser3`), three floats. */
    vuser3: number[];
    /** Vector reserved for the game DLL (`playermove_t::vuser4`), three floats. */
    vuser4: number[];
    /**
     * Integer reserved for the game DLL (`playermove_t::iuser1`); the HLSDK uses it for the
     * spectator mode (an `OBS` value).
     */
    iuser1: number;
    /** Integer reserved for the game DLL (`playermove_t::iuser2`). */
    iuser2: number;
    /** Integer reserved for the game DLL (`playermove_t::iuser3`). */
    iuser3: number;
    /** Integer reserved for the game DLL (`playermove_t::iuser4`). */
    iuser4: number;
    /**
     * Name of the texture under the player (`playermove_t::sztexturename`), used to pick footstep
     * sounds; writes are cut to 255 characters.
     */
    sztexturename: string;
    /**
     * The player's physics info string (`playermove_t::physinfo`), key/value pairs such as those
     * set with engine `pfnSetPhysicsKeyValue`; writes are cut to 255 characters.
     */
    physinfo: string;
    /**
     * The user command being run (`playermove_t::cmd`), as a live `UserCmd` wrapper whose fields
     * can be changed. Assigning another `UserCmd` copies all its fields into this command; assigning
     * `null` sets them all to zero.
     */
    cmd: UserCmd | null;
    /**
     * Copy of the engine's movement settings (`playermove_t::movevars`, a `movevars_t`) as a plain
     * object with the numeric fields `gravity`, `stopspeed`, `maxspeed`, `spectatormaxspeed`,
     * `accelerate`, `airaccelerate`, `wateraccelerate`, `friction`, `edgefriction`,
     * `waterfriction`, `bounce`, `stepsize`, `maxvelocity` and `footsteps` (these follow cvars such
     * as `sv_gravity`). A new copy is made on each read, so changing it has no effect; `null` when
     * the engine provides none. Do not assign to the property: whatever the value, NodeMod then sets
     * the engine's `movevars` pointer to null, and the engine sets it again only when it initialises
     * player movement (`PM_Init`).
     */
    movevars: object | null;
  }
}
