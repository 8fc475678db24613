/// <reference path="./structures.d.ts" />

declare namespace nodemod {
  /**
   * Result codes a plugin reports to Metamod from a hook, passed to `nodemod.setMetaResult`.
   * They decide whether the original game DLL or engine function still runs and whose return
   * value is used. Set one from a pre event listener (`dllX` / `engX`); NodeMod sets `IGNORED`
   * before it calls the listeners, so you only call `setMetaResult` to change that.
   * Plain values, not bit flags. Metamod `MRES_*` constants (`META_RES` in `meta_api.h`).
   */
  const enum META_RES {
    /** No result set (Metamod `MRES_UNSET`); Metamod logs a complaint about a plugin whose hook ends with this value. */
    UNSET = 0,
    /** The plugin did nothing that matters: the original function runs and its result is used (Metamod `MRES_IGNORED`). */
    IGNORED = 1,
    /** The plugin acted, but the original function still runs and its result is used (Metamod `MRES_HANDLED`). */
    HANDLED = 2,
    /** The original function still runs, but the plugin's return value is used in place of its result (Metamod `MRES_OVERRIDE`). */
    OVERRIDE = 3,
    /** The original function is skipped entirely; the plugin's own behaviour and return value replace it. Valid only in pre hooks (Metamod `MRES_SUPERCEDE`). */
    SUPERCEDE = 4,
  }

  /**
   * Message levels for `eng.alertMessage` (engine `pfnAlertMessage`), the `atype` argument.
   * Most levels print to the server console only while the `developer` cvar is non-zero.
   * Plain values, not bit flags. HLSDK `ALERT_TYPE` enumeration from `eiface.h`; the member names are the same.
   */
  const enum ALERT_TYPE {
    /** Notice: printed with a `NOTE:` prefix when `developer` is non-zero. */
    at_notice = 0,
    /** Plain console text, printed without a prefix when `developer` is non-zero. */
    at_console = 1,
    /** Developer detail, like `at_console` but printed only when `developer` is 2 or higher. */
    at_aiconsole = 2,
    /** Warning: printed with a `WARNING:` prefix when `developer` is non-zero. */
    at_warning = 3,
    /** Error: printed with an `ERROR:` prefix when `developer` is non-zero. */
    at_error = 4,
    /** Log line: in a multiplayer game it is written to the server log regardless of `developer`; otherwise it is printed like `at_console`. */
    at_logged = 5,
  }

  /**
   * Where `eng.clientPrintf` (engine `pfnClientPrintf`) shows text on a client, the `ptype` argument.
   * Plain values, not bit flags. HLSDK `PRINT_TYPE` enumeration from `eiface.h`; the member names are the same.
   */
  const enum PRINT_TYPE {
    /** Print the text in the client's console. */
    print_console = 0,
    /** Show the text in the middle of the client's screen. */
    print_center = 1,
    /** Intended for the chat area; the GoldSrc engine sends it the same way as `print_console`, so it lands in the console. */
    print_chat = 2,
  }

  /**
   * Consistency-check modes for `eng.forceUnmodified` (engine `pfnForceUnmodified`), the `type`
   * argument: how strictly a client's copy of a file must match the server's.
   * Plain values, not bit flags. HLSDK `FORCE_TYPE` enumeration from `eiface.h`; the member names are the same.
   */
  const enum FORCE_TYPE {
    /** The client's file must be identical to the server's file. */
    force_exactfile = 0,
    /** Models only: the client's model must fit in the same bounding box as the server's copy. */
    force_model_samebounds = 1,
    /** Models only: the client's model must fit inside the `mins` / `maxs` box passed to `forceUnmodified`. */
    force_model_specifybounds = 2,
    /** Models only: like `force_model_specifybounds`, but checked only if the client has the file. */
    force_model_specifybounds_if_avail = 3,
  }

  /**
   * Destinations for network messages, the `msg_dest` argument of `eng.messageBegin`
   * (engine `pfnMessageBegin`). "Reliable" messages are guaranteed to arrive; unreliable ones
   * may be dropped under packet loss. Plain values, not bit flags.
   * HLSDK `MSG_*` constants from `const.h`.
   */
  const enum MSG_DEST {
    /** Unreliable, to every client (HLSDK `MSG_BROADCAST`). */
    BROADCAST = 0,
    /** Reliable, to the one client passed as `ed` (HLSDK `MSG_ONE`). */
    ONE = 1,
    /** Reliable, to every client (HLSDK `MSG_ALL`). */
    ALL = 2,
    /** Written into the init (signon) data that each client receives while connecting (HLSDK `MSG_INIT`). */
    INIT = 3,
    /** Unreliable, to clients whose potentially visible set contains `pOrigin` (HLSDK `MSG_PVS`). */
    PVS = 4,
    /** Unreliable, to clients whose potentially audible set contains `pOrigin` (HLSDK `MSG_PAS`). */
    PAS = 5,
    /** Reliable, to clients whose potentially visible set contains `pOrigin` (HLSDK `MSG_PVS_R`). */
    PVS_R = 6,
    /** Reliable, to clients whose potentially audible set contains `pOrigin` (HLSDK `MSG_PAS_R`). */
    PAS_R = 7,
    /** Unreliable, to the one client passed as `ed` (HLSDK `MSG_ONE_UNRELIABLE`). */
    ONE_UNRELIABLE = 8,
    /** To all HLTV spectator proxies (HLSDK `MSG_SPEC`). */
    SPEC = 9,
  }

  /**
   * Built-in engine message numbers: the server-to-client commands of the GoldSrc protocol
   * (engine `svc_*`, spelled `SVC_*` in AMX Mod X and partly in HLSDK `util.h`). They are valid
   * `msg_type` values for `eng.messageBegin` and appear in message hooks; numbers from 64 up are
   * user messages registered with `eng.regUserMsg`. Game code normally sends only a few of them
   * itself (such as `TEMPENTITY`, `INTERMISSION`, `WEAPONANIM`, `ROOMTYPE`, `DIRECTOR`); the others
   * are written by the engine. Plain values, not bit flags.
   */
  const enum MSG_TYPE {
    /** Invalid message number (engine `svc_bad`). */
    BAD = 0,
    /** No operation; the client ignores it (engine `svc_nop`). */
    NOP = 1,
    /** Tells the client it has been disconnected, with a reason text (engine `svc_disconnect`). */
    DISCONNECT = 2,
    /** Delivers client-side events, unreliably (engine `svc_event`). */
    EVENT = 3,
    /** Network protocol version (engine `svc_version`). */
    VERSION = 4,
    /** Sets the entity the client's view is attached to, as `eng.setView` does (engine `svc_setview`). */
    SETVIEW = 5,
    /** Starts, changes or stops a sound on an entity (engine `svc_sound`). */
    SOUND = 6,
    /** Current server time (engine `svc_time`). */
    TIME = 7,
    /** Text for the client's console (engine `svc_print`). */
    PRINT = 8,
    /** Command text the client executes in its console, as sent by `eng.clientCommand` (engine `svc_stufftext`). */
    STUFFTEXT = 9,
    /** Sets the client's view angles absolutely (engine `svc_setangle`). */
    SETANGLE = 10,
    /** Server information sent while connecting, such as the map and player count (engine `svc_serverinfo`). */
    SERVERINFO = 11,
    /** Sets a light style pattern, as `eng.lightStyle` does (engine `svc_lightstyle`). */
    LIGHTSTYLE = 12,
    /** A player's userinfo (name, model and so on) for the other clients (engine `svc_updateuserinfo`). */
    UPDATEUSERINFO = 13,
    /** Delta-compression description tables sent while connecting (engine `svc_deltadescription`). */
    DELTADESCRIPTION = 14,
    /** Per-frame data about the client's own player (engine `svc_clientdata`). */
    CLIENTDATA = 15,
    /** Stops a sound (engine `svc_stopsound`). */
    STOPSOUND = 16,
    /** Ping and packet-loss figures for the scoreboard (engine `svc_pings`). */
    PINGS = 17,
    /** A particle effect, as `eng.particleEffect` creates (engine `svc_particle`). */
    PARTICLE = 18,
    /** Damage message inherited from Quake (engine `svc_damage`); Half-Life's HUD uses the `Damage` user message instead. */
    DAMAGE = 19,
    /** A static, non-interactive entity, as created by `eng.makeStatic` (engine `svc_spawnstatic`). */
    SPAWNSTATIC = 20,
    /** Delivers client-side events reliably (engine `svc_event_reliable`). */
    EVENT_RELIABLE = 21,
    /** Entity baselines used as the starting point for delta updates (engine `svc_spawnbaseline`). */
    SPAWNBASELINE = 22,
    /** A temporary entity effect, followed by a `TE_*` code (engine `svc_temp_entity`, HLSDK `SVC_TEMPENTITY`). */
    TEMPENTITY = 23,
    /** Pauses or unpauses the game on the client (engine `svc_setpause`). */
    SETPAUSE = 24,
    /** Connection (sign-on) stage (engine `svc_signonnum`). */
    SIGNONNUM = 25,
    /** Text in the middle of the screen (engine `svc_centerprint`). */
    CENTERPRINT = 26,
    /** Quake-era killed-monster counter (engine `svc_killedmonster`). */
    KILLEDMONSTER = 27,
    /** Quake-era found-secret counter (engine `svc_foundsecret`). */
    FOUNDSECRET = 28,
    /** Starts a sound at a fixed position, as `eng.emitAmbientSound` does (engine `svc_spawnstaticsound`). */
    SPAWNSTATICSOUND = 29,
    /** Switches the client to the intermission (end of map) screen (engine `svc_intermission`, HLSDK `SVC_INTERMISSION`). */
    INTERMISSION = 30,
    /** Quake-era finale text message (engine `svc_finale`). */
    FINALE = 31,
    /** Plays a CD audio track (engine `svc_cdtrack`, HLSDK `SVC_CDTRACK`). */
    CDTRACK = 32,
    /** Save-game restore information (engine `svc_restore`). */
    RESTORE = 33,
    /** Quake-era cutscene text message (engine `svc_cutscene`). */
    CUTSCENE = 34,
    /** Plays an animation on the client's view (weapon) model (engine `svc_weaponanim`, HLSDK `SVC_WEAPONANIM`). */
    WEAPONANIM = 35,
    /** Associates a decal index with a decal name (engine `svc_decalname`). */
    DECALNAME = 36,
    /** Sets the client's sound room type, which selects the DSP effect (engine `svc_roomtype`, HLSDK `SVC_ROOMTYPE`). */
    ROOMTYPE = 37,
    /** Turns the client's view yaw by a relative amount (engine `svc_addangle`). */
    ADDANGLE = 38,
    /** Announces a registered user message: its number, size and name (engine `svc_newusermsg`). */
    NEWUSERMSG = 39,
    /** Full entity state update (engine `svc_packetentities`). */
    PACKETENTITIES = 40,
    /** Delta-compressed entity state update (engine `svc_deltapacketentities`). */
    DELTAPACKETENTITIES = 41,
    /** Tells the client that packets were held back (choked) (engine `svc_choke`). */
    CHOKE = 42,
    /** List of resources (models, sounds and so on) the client needs for the map (engine `svc_resourcelist`). */
    RESOURCELIST = 43,
    /** Movement settings such as gravity and friction (engine `svc_newmovevars`). */
    NEWMOVEVARS = 44,
    /** Asks the client for its resources while connecting (engine `svc_resourcerequest`). */
    RESOURCEREQUEST = 45,
    /** Information about a player customization such as a spray logo (engine `svc_customization`). */
    CUSTOMIZATION = 46,
    /** Offsets the client's crosshair, as `eng.crosshairAngle` does (engine `svc_crosshairangle`). */
    CROSSHAIRANGLE = 47,
    /** Fades the client's sound volume, as `eng.fadeClientVolume` does (engine `svc_soundfade`). */
    SOUNDFADE = 48,
    /** Tells the client that a file transfer failed (engine `svc_filetxferfailed`). */
    FILETXFERFAILED = 49,
    /** HLTV proxy control message (engine `svc_hltv`). */
    HLTV = 50,
    /** HLTV director command (engine `svc_director`, HLSDK `SVC_DIRECTOR`). */
    DIRECTOR = 51,
    /** Voice codec setup (engine `svc_voiceinit`). */
    VOICEINIT = 52,
    /** Voice chat data (engine `svc_voicedata`). */
    VOICEDATA = 53,
    /** Extra connection information: the fallback game directory and whether cheats are allowed (engine `svc_sendextrainfo`). */
    SENDEXTRAINFO = 54,
    /** Engine time scale value (engine `svc_timescale`). */
    TIMESCALE = 55,
    /** Download URL for resources, taken from `sv_downloadurl` (engine `svc_resourcelocation`). */
    RESOURCELOCATION = 56,
    /** Asks the client for a cvar value, as `eng.queryClientCvarValue` does (engine `svc_sendcvarvalue`). */
    SENDCVARVALUE = 57,
    /** Asks the client for a cvar value with a request id, as `eng.queryClientCvarValue2` does (engine `svc_sendcvarvalue2`). */
    SENDCVARVALUE2 = 58,
  }

  /**
   * Sound attenuation: how quickly a sound fades with distance. Used as the `attenuation`
   * argument of `eng.emitSound` and `eng.emitAmbientSound` (and the `@nodemod/core` sound helpers).
   * Larger values fade faster; `NONE` is heard at full volume everywhere. Plain (fractional)
   * values, not bit flags. HLSDK `ATTN_*` constants from `const.h`.
   */
  const enum ATTN {
    /** No attenuation: heard at the same volume everywhere (HLSDK `ATTN_NONE`). */
    NONE = 0,
    /** Normal attenuation, used for most sounds (HLSDK `ATTN_NORM`). */
    NORM = 0.8,
    /** Fast fall-off for quiet, short-range sounds such as idle monster noises (HLSDK `ATTN_IDLE`). */
    IDLE = 2,
    /** Fall-off between `NORM` and `IDLE`, used for ambient sounds (HLSDK `ATTN_STATIC`). */
    STATIC = 1.25,
  }

  /**
   * Sound control flags, the `fFlags` argument of `eng.emitSound` and `eng.emitAmbientSound`.
   * Bit flags: combine with `|`; 0 starts a new sound. HLSDK `SND_*` constants from `util.h`.
   */
  const enum SND {
    /** The sound is created while the map spawns; `eng.emitAmbientSound` then stores it in the signon data that every connecting client receives (HLSDK `SND_SPAWNING`). */
    SPAWNING = 256,
    /** Stops the given sample on the given entity and channel instead of starting it (HLSDK `SND_STOP`). */
    STOP = 32,
    /** Changes the volume of a sound that is already playing (HLSDK `SND_CHANGE_VOL`). */
    CHANGE_VOL = 64,
    /** Changes the pitch of a sound that is already playing (HLSDK `SND_CHANGE_PITCH`). */
    CHANGE_PITCH = 128,
  }

  /**
   * Console variable flags, the `Cvar.flags` field (`cvar_t::flags`) and the `flags` argument of
   * the `@nodemod/core` cvar `register` helper. Bit flags: combine with `|`.
   * HLSDK `FCVAR_*` constants from `cvardef.h`.
   */
  const enum FCVAR {
    /** No flags set. */
    NONE = 0,
    /** The value is saved to the configuration file (HLSDK `FCVAR_ARCHIVE`). */
    ARCHIVE = 1,
    /** The value is part of the client's userinfo string (HLSDK `FCVAR_USERINFO`). */
    USERINFO = 2,
    /** A server cvar whose changes are announced to players (HLSDK `FCVAR_SERVER`). */
    SERVER = 4,
    /** Defined by an external DLL such as the game DLL (HLSDK `FCVAR_EXTDLL`). */
    EXTDLL = 8,
    /** Defined by the client DLL (HLSDK `FCVAR_CLIENTDLL`). */
    CLIENTDLL = 16,
    /** The real value is not sent out, for passwords and similar; queries see only whether it is set (HLSDK `FCVAR_PROTECTED`). */
    PROTECTED = 32,
    /** Clients connected to a multiplayer server cannot change it (HLSDK `FCVAR_SPONLY`). */
    SPONLY = 64,
    /** The string may contain only printable characters (HLSDK `FCVAR_PRINTABLEONLY`). */
    PRINTABLEONLY = 128,
    /** For a `SERVER` cvar: changes are not written to the log (HLSDK `FCVAR_UNLOGGED`). */
    UNLOGGED = 256,
    /** Leading and trailing white space is stripped from the value; the name keeps the SDK's spelling (HLSDK `FCVAR_NOEXTRAWHITEPACE`). */
    NOEXTRAWHITEPACE = 512,
  }

  /**
   * Input button bits of a player: `Entvars.button` (`pev->button`, buttons held this frame),
   * `Entvars.oldbuttons` (previous frame), the `buttons` of a user command and the `buttons`
   * argument of `eng.runPlayerMove`. Bit flags: test with `&`, combine with `|`.
   * HLSDK `IN_*` constants from `in_buttons.h`.
   */
  const enum IN_BUTTON {
    /** Primary attack, `+attack` (HLSDK `IN_ATTACK`). */
    ATTACK = 1,
    /** Jump, `+jump` (HLSDK `IN_JUMP`). */
    JUMP = 2,
    /** Crouch, `+duck` (HLSDK `IN_DUCK`). */
    DUCK = 4,
    /** Move forward, `+forward` (HLSDK `IN_FORWARD`). */
    FORWARD = 8,
    /** Move backward, `+back` (HLSDK `IN_BACK`). */
    BACK = 16,
    /** Use key, `+use` (HLSDK `IN_USE`). */
    USE = 32,
    /** Cancel button bit (HLSDK `IN_CANCEL`). */
    CANCEL = 64,
    /** Turn left, `+left` (HLSDK `IN_LEFT`). */
    LEFT = 128,
    /** Turn right, `+right` (HLSDK `IN_RIGHT`). */
    RIGHT = 256,
    /** Strafe left, `+moveleft` (HLSDK `IN_MOVELEFT`). */
    MOVELEFT = 512,
    /** Strafe right, `+moveright` (HLSDK `IN_MOVERIGHT`). */
    MOVERIGHT = 1024,
    /** Secondary attack, `+attack2` (HLSDK `IN_ATTACK2`). */
    ATTACK2 = 2048,
    /** Run/speed modifier (HLSDK `IN_RUN`). */
    RUN = 4096,
    /** Reload, `+reload` (HLSDK `IN_RELOAD`). */
    RELOAD = 8192,
    /** Alternate button, `+alt1` (HLSDK `IN_ALT1`). */
    ALT1 = 16384,
    /** Scoreboard is held open; set by the client DLL (HLSDK `IN_SCORE`). */
    SCORE = 32768,
  }

  /**
   * Entity flags, the bit set in `Entvars.flags` (`pev->flags`). Bit flags: test with `&`,
   * set with `|`. HLSDK `FL_*` constants from `const.h`.
   */
  const enum FL {
    /** Flying monster: its steps do not need to be on the ground (HLSDK `FL_FLY`). */
    FLY = 1,
    /** Swimming monster: its steps do not need the ground but stay in water (HLSDK `FL_SWIM`). */
    SWIM = 2,
    /** Conveyor: entities standing on it get a base velocity of its `speed` along its `movedir` (HLSDK `FL_CONVEYOR`). */
    CONVEYOR = 4,
    /** The entity is a player (client) (HLSDK `FL_CLIENT`). */
    CLIENT = 8,
    /** The entity is in water (HLSDK `FL_INWATER`). */
    INWATER = 16,
    /** The entity is a monster (NPC) (HLSDK `FL_MONSTER`). */
    MONSTER = 32,
    /** God mode, toggled by the `god` cheat; also exempts the entity from the engine's drowning, slime and lava handling (HLSDK `FL_GODMODE`). */
    GODMODE = 64,
    /** Monsters do not target this entity; toggled by the `notarget` cheat (HLSDK `FL_NOTARGET`). */
    NOTARGET = 128,
    /** Not sent to the local host, which predicts this entity itself (HLSDK `FL_SKIPLOCALHOST`). */
    SKIPLOCALHOST = 256,
    /** Standing on the ground or at rest (HLSDK `FL_ONGROUND`). */
    ONGROUND = 512,
    /** Only partly on the ground: not all corners are supported (HLSDK `FL_PARTIALGROUND`). */
    PARTIALGROUND = 1024,
    /** Player is jumping out of water (HLSDK `FL_WATERJUMP`). */
    WATERJUMP = 2048,
    /** Player is frozen: the engine discards its movement and button input (HLSDK `FL_FROZEN`). */
    FROZEN = 4096,
    /** Fake client (bot) simulated on the server; no network messages are sent to it (HLSDK `FL_FAKECLIENT`). */
    FAKECLIENT = 8192,
    /** Player is fully crouched (HLSDK `FL_DUCKING`). */
    DUCKING = 16384,
    /** Floats: a buoyancy force is applied while in water (HLSDK `FL_FLOAT`). */
    FLOAT = 32768,
    /** Listed by the monster node graph as blocking a connection (HLSDK `FL_GRAPHED`). */
    GRAPHED = 65536,
    /** Exempt from the engine's drowning handling (HLSDK `FL_IMMUNE_WATER`). */
    IMMUNE_WATER = 131072,
    /** Exempt from the engine's slime damage timing (HLSDK `FL_IMMUNE_SLIME`). */
    IMMUNE_SLIME = 262144,
    /** Exempt from the engine's lava damage timing (HLSDK `FL_IMMUNE_LAVA`). */
    IMMUNE_LAVA = 524288,
    /** The client is an HLTV spectator proxy (HLSDK `FL_PROXY`). */
    PROXY = 1048576,
    /** Brush entity that thinks every frame, regardless of `nextthink` and `ltime` (HLSDK `FL_ALWAYSTHINK`). */
    ALWAYSTHINK = 2097152,
    /** A base velocity (from a conveyor or current) was applied this frame (HLSDK `FL_BASEVELOCITY`). */
    BASEVELOCITY = 4194304,
    /** Monster clip: a brush with this flag blocks only entities that also carry it (HLSDK `FL_MONSTERCLIP`). */
    MONSTERCLIP = 8388608,
    /** Player is driving a train (HLSDK `FL_ONTRAIN`). */
    ONTRAIN = 16777216,
    /** Brush entity that is really part of the world and is never moved or removed (HLSDK `FL_WORLDBRUSH`). */
    WORLDBRUSH = 33554432,
    /** The client is a spectator (HLSDK `FL_SPECTATOR`). */
    SPECTATOR = 67108864,
    /** Custom entity, such as a beam, networked in a special form (HLSDK `FL_CUSTOMENTITY`). */
    CUSTOMENTITY = 536870912,
    /** Marked for removal; the engine frees the entity at a safe point in the frame (HLSDK `FL_KILLME`). */
    KILLME = 1073741824,
    /** Dormant: no updates are sent to clients. This is bit 31, so test it with `(flags & FL.DORMANT) !== 0` (HLSDK `FL_DORMANT`). */
    DORMANT = 2147483648,
  }

  /**
   * Modes for `eng.walkMove` (engine `pfnWalkMove`), the `iMode` argument.
   * Plain values, not bit flags. HLSDK `WALKMOVE_*` constants from `const.h`.
   */
  const enum WALKMOVE {
    /** Normal step: collides with entities and touches triggers (HLSDK `WALKMOVE_NORMAL`). */
    NORMAL = 0,
    /** Collides with the world only, ignoring every entity whatever its solid type (HLSDK `WALKMOVE_WORLDONLY`). */
    WORLDONLY = 1,
    /** Performs the move without touching triggers (HLSDK `WALKMOVE_CHECKONLY`). */
    CHECKONLY = 2,
  }

  /**
   * Movement modes for `eng.moveToOrigin` (engine `pfnMoveToOrigin`), the `iMoveType` argument.
   * Plain values, not bit flags. HLSDK `MOVE_*` constants from `monsters.h`.
   */
  const enum MOVE {
    /** Moves in the direction the monster is facing (HLSDK `MOVE_NORMAL`). */
    NORMAL = 0,
    /** Moves toward the goal whichever way the monster is facing (HLSDK `MOVE_STRAFE`). */
    STRAFE = 1,
  }

  /**
   * How the engine moves an entity each frame, the value of `Entvars.movetype` (`pev->movetype`).
   * Plain values, not bit flags (1 and 2 are unused). HLSDK `MOVETYPE_*` constants from `const.h`.
   */
  const enum MOVETYPE {
    /** Never moves (HLSDK `MOVETYPE_NONE`). */
    NONE = 0,
    /** Player movement on the ground; players only (HLSDK `MOVETYPE_WALK`). */
    WALK = 3,
    /** Gravity with step and ledge handling; used by monsters (HLSDK `MOVETYPE_STEP`). */
    STEP = 4,
    /** No gravity, but still collides (HLSDK `MOVETYPE_FLY`). */
    FLY = 5,
    /** Gravity and collisions, like a thrown object (HLSDK `MOVETYPE_TOSS`). */
    TOSS = 6,
    /** Brush movers (doors, platforms): no clipping against the world, pushes and crushes other entities (HLSDK `MOVETYPE_PUSH`). */
    PUSH = 7,
    /** No gravity and no collisions, but velocity and angular velocity still apply (HLSDK `MOVETYPE_NOCLIP`). */
    NOCLIP = 8,
    /** Like `FLY`, with an enlarged hit box against monsters; for projectiles (HLSDK `MOVETYPE_FLYMISSILE`). */
    FLYMISSILE = 9,
    /** Like `TOSS`, but bounces off surfaces (HLSDK `MOVETYPE_BOUNCE`). */
    BOUNCE = 10,
    /** Bounces off surfaces without gravity (HLSDK `MOVETYPE_BOUNCEMISSILE`). */
    BOUNCEMISSILE = 11,
    /** Follows the entity in `Entvars.aiment` (HLSDK `MOVETYPE_FOLLOW`). */
    FOLLOW = 12,
    /** Brush model that needs physics and world collisions, such as a pushable (HLSDK `MOVETYPE_PUSHSTEP`). */
    PUSHSTEP = 13,
  }

  /**
   * How other entities collide with an entity, the value of `Entvars.solid` (`pev->solid`).
   * After changing it, relink the entity (for example with `eng.setOrigin`) so the engine's
   * collision lists are updated. Plain values, not bit flags. HLSDK `SOLID_*` constants from `const.h`.
   */
  const enum SOLID {
    /** No interaction with other objects (HLSDK `SOLID_NOT`). */
    NOT = 0,
    /** Touched on its bounding box, but does not block (HLSDK `SOLID_TRIGGER`). */
    TRIGGER = 1,
    /** Touched on and blocked by its bounding box (HLSDK `SOLID_BBOX`). */
    BBOX = 2,
    /** Bounding box that touches and blocks like `BBOX`, with special handling in the engine's movement code; used by players and monsters (HLSDK `SOLID_SLIDEBOX`). */
    SLIDEBOX = 3,
    /** Collides against the exact shape of its brush model and blocks (HLSDK `SOLID_BSP`). */
    BSP = 4,
  }

  /**
   * Life state of a player or monster, the value of `Entvars.deadflag` (`pev->deadflag`).
   * Plain values, not bit flags. HLSDK `DEAD_*` constants from `const.h`.
   */
  const enum DEAD {
    /** Alive (HLSDK `DEAD_NO`). */
    NO = 0,
    /** Dying: playing the death animation or still falling (HLSDK `DEAD_DYING`). */
    DYING = 1,
    /** Dead and lying still (HLSDK `DEAD_DEAD`). */
    DEAD = 2,
    /** Dead and ready to respawn (HLSDK `DEAD_RESPAWNABLE`). */
    RESPAWNABLE = 3,
    /** Dead, with the body to be discarded (HLSDK `DEAD_DISCARDBODY`). */
    DISCARDBODY = 4,
  }

  /**
   * Whether an entity can be damaged, the value of `Entvars.takedamage` (`pev->takedamage`,
   * a float). Plain values, not bit flags. HLSDK `DAMAGE_*` constants from `const.h`.
   */
  const enum DAMAGE {
    /** Cannot be damaged (HLSDK `DAMAGE_NO`). */
    NO = 0,
    /** Can be damaged (HLSDK `DAMAGE_YES`). */
    YES = 1,
    /** Can be damaged and is a target for auto-aim (HLSDK `DAMAGE_AIM`). */
    AIM = 2,
  }

  /**
   * Visual effects drawn by clients, the bit set in `Entvars.effects` (`pev->effects`).
   * Bit flags: combine with `|`. HLSDK `EF_*` constants from `const.h`.
   */
  const enum EF {
    /** Swirling cloud of particles around the entity (HLSDK `EF_BRIGHTFIELD`). */
    BRIGHTFIELD = 1,
    /** Muzzle flash light for one frame at attachment 0 (HLSDK `EF_MUZZLEFLASH`). */
    MUZZLEFLASH = 2,
    /** Bright dynamic light at the entity's origin (HLSDK `EF_BRIGHTLIGHT`). */
    BRIGHTLIGHT = 4,
    /** Dim light, used for the player's flashlight (HLSDK `EF_DIMLIGHT`). */
    DIMLIGHT = 8,
    /** Takes its lighting from the ceiling instead of the floor (HLSDK `EF_INVLIGHT`). */
    INVLIGHT = 16,
    /** Do not interpolate the next frame, so a jump in position is not smoothed (HLSDK `EF_NOINTERP`). */
    NOINTERP = 32,
    /** Glow light like a rocket flare (HLSDK `EF_LIGHT`). */
    LIGHT = 64,
    /** The entity is not drawn (HLSDK `EF_NODRAW`). */
    NODRAW = 128,
  }

  /**
   * Spectator camera modes, normally stored in `Entvars.iuser1` (`pev->iuser1`) of a spectating
   * player, with the watched player in `iuser2`. Plain values, not bit flags.
   * HLSDK `OBS_*` constants from `pm_shared.h`.
   */
  const enum OBS {
    /** Not spectating (HLSDK `OBS_NONE`). */
    NONE = 0,
    /** Chase camera locked to the target (HLSDK `OBS_CHASE_LOCKED`). */
    CHASE_LOCKED = 1,
    /** Chase camera the spectator can rotate (HLSDK `OBS_CHASE_FREE`). */
    CHASE_FREE = 2,
    /** Free-roaming camera (HLSDK `OBS_ROAMING`). */
    ROAMING = 3,
    /** First-person view through the target's eyes (HLSDK `OBS_IN_EYE`). */
    IN_EYE = 4,
    /** Free overview map (HLSDK `OBS_MAP_FREE`). */
    MAP_FREE = 5,
    /** Overview map that follows the target (HLSDK `OBS_MAP_CHASE`). */
    MAP_CHASE = 6,
  }

  /**
   * Contents of a point in the world, as returned by `eng.pointContents` and stored in
   * `Entvars.watertype`. All values are negative. Plain values, not bit flags.
   * HLSDK `CONTENTS_*` constants from `const.h` (some from `bspfile.h`).
   */
  const enum CONTENTS {
    /** Empty space (HLSDK `CONTENTS_EMPTY`). */
    EMPTY = -1,
    /** Inside solid geometry (HLSDK `CONTENTS_SOLID`). */
    SOLID = -2,
    /** Water (HLSDK `CONTENTS_WATER`). */
    WATER = -3,
    /** Slime (HLSDK `CONTENTS_SLIME`). */
    SLIME = -4,
    /** Lava (HLSDK `CONTENTS_LAVA`). */
    LAVA = -5,
    /** Sky (HLSDK `CONTENTS_SKY`). */
    SKY = -6,
    /** Origin brush; removed by the map compiler (HLSDK `CONTENTS_ORIGIN`). */
    ORIGIN = -7,
    /** Clip brush; turned into solid by the map compiler (HLSDK `CONTENTS_CLIP`). */
    CLIP = -8,
    /** Water current flowing toward 0 degrees (HLSDK `CONTENTS_CURRENT_0`). */
    CURRENT_0 = -9,
    /** Water current flowing toward 90 degrees (HLSDK `CONTENTS_CURRENT_90`). */
    CURRENT_90 = -10,
    /** Water current flowing toward 180 degrees (HLSDK `CONTENTS_CURRENT_180`). */
    CURRENT_180 = -11,
    /** Water current flowing toward 270 degrees (HLSDK `CONTENTS_CURRENT_270`). */
    CURRENT_270 = -12,
    /** Water current flowing up (HLSDK `CONTENTS_CURRENT_UP`). */
    CURRENT_UP = -13,
    /** Water current flowing down (HLSDK `CONTENTS_CURRENT_DOWN`). */
    CURRENT_DOWN = -14,
    /** Translucent contents (HLSDK `CONTENTS_TRANSLUCENT`). */
    TRANSLUCENT = -15,
    /** Ladder volume (HLSDK `CONTENTS_LADDER`). */
    LADDER = -16,
    /** Fly field volume (HLSDK `CONTENT_FLYFIELD`, without the S). */
    FLYFIELD = -17,
    /** Fly field volume with gravity (HLSDK `CONTENT_GRAVITY_FLYFIELD`). */
    GRAVITY_FLYFIELD = -18,
    /** Fog volume (HLSDK `CONTENT_FOG`). */
    FOG = -19,
  }

  /**
   * Damage type bits: the `bitsDamageType` a game DLL passes to `CBaseEntity::TakeDamage`,
   * also sent in the damage-bits field of Half-Life's `Damage` user message (HUD damage icons).
   * Bit flags: combine with `|`. HLSDK `DMG_*` constants from `cbase.h`.
   */
  const enum DMG {
    /** Generic damage, no particular type (HLSDK `DMG_GENERIC`). */
    GENERIC = 0,
    /** Crushed by a falling or moving object (HLSDK `DMG_CRUSH`). */
    CRUSH = 1,
    /** Shot by a bullet (HLSDK `DMG_BULLET`). */
    BULLET = 2,
    /** Cut, clawed or stabbed (HLSDK `DMG_SLASH`). */
    SLASH = 4,
    /** Burned by heat (HLSDK `DMG_BURN`). */
    BURN = 8,
    /** Frozen (HLSDK `DMG_FREEZE`). */
    FREEZE = 16,
    /** Fell too far (HLSDK `DMG_FALL`). */
    FALL = 32,
    /** Explosive blast (HLSDK `DMG_BLAST`). */
    BLAST = 64,
    /** Blunt hit: crowbar, punch, headbutt (HLSDK `DMG_CLUB`). */
    CLUB = 128,
    /** Electric shock (HLSDK `DMG_SHOCK`). */
    SHOCK = 256,
    /** Sonic shockwave (HLSDK `DMG_SONIC`). */
    SONIC = 512,
    /** Laser or other high-energy beam (HLSDK `DMG_ENERGYBEAM`). */
    ENERGYBEAM = 1024,
    /** Added bit: the victim is never gibbed by this damage (HLSDK `DMG_NEVERGIB`). */
    NEVERGIB = 4096,
    /** Added bit: the victim may be gibbed whatever the damage type (HLSDK `DMG_ALWAYSGIB`). */
    ALWAYSGIB = 8192,
    /** Drowning (HLSDK `DMG_DROWN`). */
    DROWN = 16384,
    /** Paralysis that slows the victim (HLSDK `DMG_PARALYZE`). */
    PARALYZE = 32768,
    /** Nerve gas (HLSDK `DMG_NERVEGAS`). */
    NERVEGAS = 65536,
    /** Poison (HLSDK `DMG_POISON`). */
    POISON = 131072,
    /** Radiation (HLSDK `DMG_RADIATION`). */
    RADIATION = 262144,
    /** Recovery from drowning, when lost health is given back (HLSDK `DMG_DROWNRECOVER`). */
    DROWNRECOVER = 524288,
    /** Acid or toxic chemicals (HLSDK `DMG_ACID`). */
    ACID = 1048576,
    /** Slow burning, as in an oven (HLSDK `DMG_SLOWBURN`). */
    SLOWBURN = 2097152,
    /** Slow freezing, as in a freezer (HLSDK `DMG_SLOWFREEZE`). */
    SLOWFREEZE = 4194304,
    /** Mortar or air strike (HLSDK `DMG_MORTAR`). */
    MORTAR = 8388608,
    /** HE grenade; Counter-Strike only (Counter-Strike `DMG_GRENADE`). */
    GRENADE = 16777216,
  }

  /**
   * Gib modes: whether a killed entity bursts into gibs. The first three are the `iGib` value
   * a game DLL passes to `CBaseEntity::Killed`. Plain values, not bit flags.
   * HLSDK `GIB_*` constants from `cbase.h`.
   */
  const enum GIB {
    /** Gib only if the entity was overkilled (HLSDK `GIB_NORMAL`). */
    NORMAL = 0,
    /** Never gib, however much damage was done (HLSDK `GIB_NEVER`). */
    NEVER = 1,
    /** Always gib (HLSDK `GIB_ALWAYS`). */
    ALWAYS = 2,
    /** Not a mode but a health threshold: players whose health is below this value are gibbed. */
    TRY_HEALTH = -9000,
  }

  /**
   * What a trace ignores: the `flags` argument of `eng.traceLine` and the `fNoMonsters` argument
   * of `eng.traceHull` / `eng.traceMonsterHull` (and the `flags` option of the `@nodemod/core`
   * trace helpers). Choose one of `DONT_IGNORE_MONSTERS`, `MONSTERS` or `MISSILE`, optionally
   * combined with `GLASS` using `|`. HLSDK `IGNORE_MONSTERS` enumeration from `util.h`
   * (AMX Mod X `IGNORE_*`).
   */
  const enum IGNORE {
    /** Hit monsters and players (HLSDK `dont_ignore_monsters`). */
    DONT_IGNORE_MONSTERS = 0,
    /** Pass through monsters and players, hitting only the world and brush entities (HLSDK `ignore_monsters`). */
    MONSTERS = 1,
    /** Missile trace: monsters are hit with an enlarged box (HLSDK `missile`). */
    MISSILE = 2,
    /** Also pass through brush entities drawn with a non-normal render mode, such as glass (the `0x100` bit that HLSDK `UTIL_TraceLine` adds for `ignore_glass`). */
    GLASS = 256,
  }

  /**
   * Collision hull sizes for `eng.traceHull` and `eng.traceModel`, the `hullNumber` argument
   * (and the `hullSize` option of the `@nodemod/core` trace helpers). Sizes are in units.
   * Plain values, not bit flags. HLSDK hull enumeration from `util.h` (`point_hull` and so on;
   * AMX Mod X `HULL_*`).
   */
  const enum HULL {
    /** A point with no size (HLSDK `point_hull`). */
    POINT = 0,
    /** Standing player, 32 x 32 x 72 (HLSDK `human_hull`). */
    HUMAN = 1,
    /** Large monster, 64 x 64 x 64 (HLSDK `large_hull`). */
    LARGE = 2,
    /** Crouching player, 32 x 32 x 36 (HLSDK `head_hull`). */
    HEAD = 3,
  }

  /**
   * Half-Life weapon ids. A player owns weapon `id` when bit `1 << id` is set in
   * `Entvars.weapons` (`pev->weapons`). Values for the Half-Life game DLL; other mods use their
   * own ids. Plain values, not bit flags. HLSDK `WEAPON_*` constants from `weapons.h`
   * (AMX Mod X `HLW_*`).
   */
  const enum HLW {
    /** No weapon (HLSDK `WEAPON_NONE`). */
    NONE = 0,
    /** Crowbar (HLSDK `WEAPON_CROWBAR`). */
    CROWBAR = 1,
    /** 9 mm Glock pistol (HLSDK `WEAPON_GLOCK`). */
    GLOCK = 2,
    /** .357 Python revolver (HLSDK `WEAPON_PYTHON`). */
    PYTHON = 3,
    /** MP5 submachine gun (HLSDK `WEAPON_MP5`). */
    MP5 = 4,
    /** Chaingun; reserved, Half-Life has no such weapon (HLSDK `WEAPON_CHAINGUN`). */
    CHAINGUN = 5,
    /** Crossbow (HLSDK `WEAPON_CROSSBOW`). */
    CROSSBOW = 6,
    /** Shotgun (HLSDK `WEAPON_SHOTGUN`). */
    SHOTGUN = 7,
    /** Rocket launcher (HLSDK `WEAPON_RPG`). */
    RPG = 8,
    /** Gauss gun (tau cannon) (HLSDK `WEAPON_GAUSS`). */
    GAUSS = 9,
    /** Egon gun (gluon gun) (HLSDK `WEAPON_EGON`). */
    EGON = 10,
    /** Hornet gun (HLSDK `WEAPON_HORNETGUN`). */
    HORNETGUN = 11,
    /** Hand grenade (HLSDK `WEAPON_HANDGRENADE`). */
    HANDGRENADE = 12,
    /** Laser tripmine (HLSDK `WEAPON_TRIPMINE`). */
    TRIPMINE = 13,
    /** Satchel charge (HLSDK `WEAPON_SATCHEL`). */
    SATCHEL = 14,
    /** Snarks (HLSDK `WEAPON_SNARK`). */
    SNARK = 15,
    /** HEV suit: the player has the suit when this bit (bit 31) is set in `weapons` (HLSDK `WEAPON_SUIT`). */
    SUIT = 31,
  }

  /**
   * Player physics state bits kept by the Half-Life game DLL in `CBasePlayer::m_afPhysicsFlags`
   * (private player data, not an `entvars_t` field). Bit flags: combine with `|`.
   * HLSDK `PFLAG_*` constants from `player.h`.
   */
  const enum PFLAG {
    /** On a ladder (HLSDK `PFLAG_ONLADDER`). */
    ONLADDER = 1,
    /** Swinging; same bit as `ONLADDER` (HLSDK `PFLAG_ONSWING`). */
    ONSWING = 1,
    /** Riding or controlling a train (HLSDK `PFLAG_ONTRAIN`). */
    ONTRAIN = 2,
    /** Caught by a barnacle (HLSDK `PFLAG_ONBARNACLE`). */
    ONBARNACLE = 4,
    /** In the middle of crouching, not fully down yet (HLSDK `PFLAG_DUCKING`). */
    DUCKING = 8,
    /** Using a continuously usable entity (HLSDK `PFLAG_USING`). */
    USING = 16,
    /** Locked in a stationary observer camera (HLSDK `PFLAG_OBSERVER`). */
    OBSERVER = 32,
  }

  /**
   * HUD elements to hide, the bit set sent to a client in the `HideWeapon` user message.
   * Bit flags: combine with `|`. HLSDK `HIDEHUD_*` constants from `cdll_dll.h`; the bits from
   * `TIMER` up are Counter-Strike additions.
   */
  const enum HIDEHUD {
    /** Hide the weapon selection and ammo display (HLSDK `HIDEHUD_WEAPONS`). */
    WEAPONS = 1,
    /** Hide the flashlight indicator (HLSDK `HIDEHUD_FLASHLIGHT`). */
    FLASHLIGHT = 2,
    /** Hide the whole HUD (HLSDK `HIDEHUD_ALL`). */
    ALL = 4,
    /** Hide the health and armor display (HLSDK `HIDEHUD_HEALTH`). */
    HEALTH = 8,
    /** Hide the round timer; Counter-Strike (`HIDEHUD_TIMER`). */
    TIMER = 16,
    /** Hide the money display; Counter-Strike (`HIDEHUD_MONEY`). */
    MONEY = 32,
    /** Hide the crosshair; Counter-Strike (`HIDEHUD_CROSSHAIR`). */
    CROSSHAIR = 64,
    /** Hide the crosshair while spectating; Counter-Strike (`HIDEHUD_OBSERVER_CROSSHAIR`). */
    OBSERVER_CROSSHAIR = 128,
  }

  /**
   * Entity classes returned by the game DLL's `CBaseEntity::Classify`; monster AI uses them to
   * decide who is friend or foe. Plain values, not bit flags. HLSDK `CLASS_*` constants from `cbase.h`.
   */
  const enum CLASS {
    /** No class; ignored by monster AI (HLSDK `CLASS_NONE`). */
    NONE = 0,
    /** Machines such as turrets (HLSDK `CLASS_MACHINE`). */
    MACHINE = 1,
    /** Players (HLSDK `CLASS_PLAYER`). */
    PLAYER = 2,
    /** Passive humans such as scientists (HLSDK `CLASS_HUMAN_PASSIVE`). */
    HUMAN_PASSIVE = 3,
    /** Military humans (HLSDK `CLASS_HUMAN_MILITARY`). */
    HUMAN_MILITARY = 4,
    /** Military aliens (HLSDK `CLASS_ALIEN_MILITARY`). */
    ALIEN_MILITARY = 5,
    /** Passive aliens (HLSDK `CLASS_ALIEN_PASSIVE`). */
    ALIEN_PASSIVE = 6,
    /** Alien monsters (HLSDK `CLASS_ALIEN_MONSTER`). */
    ALIEN_MONSTER = 7,
    /** Alien prey (HLSDK `CLASS_ALIEN_PREY`). */
    ALIEN_PREY = 8,
    /** Alien predators (HLSDK `CLASS_ALIEN_PREDATOR`). */
    ALIEN_PREDATOR = 9,
    /** Insects (HLSDK `CLASS_INSECT`). */
    INSECT = 10,
    /** Allies of the player (HLSDK `CLASS_PLAYER_ALLY`). */
    PLAYER_ALLY = 11,
    /** Bio-weapons launched by players, such as hornets and snarks (HLSDK `CLASS_PLAYER_BIOWEAPON`). */
    PLAYER_BIOWEAPON = 12,
    /** Bio-weapons launched by aliens (HLSDK `CLASS_ALIEN_BIOWEAPON`). */
    ALIEN_BIOWEAPON = 13,
    /** Vehicles (HLSDK `CLASS_VEHICLE`). */
    VEHICLE = 14,
    /** Barnacle, a special class that other monsters disregard (HLSDK `CLASS_BARNACLE`). */
    BARNACLE = 99,
  }

  /**
   * Use types: the `useType` a game DLL passes to `CBaseEntity::Use` when one entity triggers
   * another. Plain values, not bit flags. HLSDK `USE_TYPE` enumeration from `cbase.h`.
   */
  const enum USE {
    /** Turn the target off (HLSDK `USE_OFF`). */
    OFF = 0,
    /** Turn the target on (HLSDK `USE_ON`). */
    ON = 1,
    /** Set the target to the accompanying value (HLSDK `USE_SET`). */
    SET = 2,
    /** Toggle the target's state (HLSDK `USE_TOGGLE`). */
    TOGGLE = 3,
  }

  /**
   * Event playback flags, the `flags` argument of `eng.playbackEvent` (engine `pfnPlaybackEvent`).
   * Bit flags: combine with `|`. HLSDK `FEV_*` constants from `event_flags.h`.
   */
  const enum FEV {
    /** Do not send the event to the invoking client, for events that client already plays through prediction (HLSDK `FEV_NOTHOST`). */
    NOTHOST = 1,
    /** Send the event reliably (HLSDK `FEV_RELIABLE`). */
    RELIABLE = 2,
    /** Send the event to every client on the server, not only those that can hear it (HLSDK `FEV_GLOBAL`). */
    GLOBAL = 4,
    /** Update an existing instance of the event instead of queueing a duplicate (HLSDK `FEV_UPDATE`). */
    UPDATE = 8,
    /** Send the event only to the invoking client (HLSDK `FEV_HOSTONLY`). */
    HOSTONLY = 16,
    /** Send only if the event was created on the server (HLSDK `FEV_SERVER`). */
    SERVER = 32,
    /** Issue the event only on the client side (HLSDK `FEV_CLIENT`). */
    CLIENT = 64,
  }
}
