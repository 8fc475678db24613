/// <reference path="./enums.d.ts" />

declare namespace nodemod {
  /**
   * Opaque handle to a C `FILE *` stream owned by the engine, as used by engine file output such as
   * `pfnEngineFprintf`.
   *
   * It has no readable members: NodeMod only carries the native pointer through. A plugin receives
   * one as the `pfile` argument of the `engEngineFprintf` / `postEngEngineFprintf` events and can
   * hand it back to `nodemod.eng.engineFprintf`.
   */
  interface FileHandle {
  }

  /**
   * The variables of an entity: HLSDK `entvars_t`, the block stored in `edict_t::v` that game code
   * reaches as `pev`.
   *
   * Every property reads or writes the engine's memory directly, so values are always current and
   * assignments take effect at once. Plugins usually use these fields straight on an `Entity`,
   * which extends this interface; a separate `Entvars` object comes from `nodemod.eng.getVarsOfEnt`
   * (engine `pfnGetVarsOfEnt`) or the `engFindEntityByVars` event.
   *
   * Conversions: vectors are `number[]` of three floats `[x, y, z]`, and angles are
   * `[pitch, yaw, roll]` in degrees. Each read returns a new array, so change a vector by assigning
   * a whole array (editing an element of the returned array changes nothing). `string_t` fields are
   * read and written as JS strings: reading looks the text up with `pfnSzFromIndex`, writing stores
   * a new engine copy with `pfnAllocString`. Entity pointer fields give an `Entity` or `null`;
   * assigning an `Entity` stores its `edict_t *` and assigning `null` clears the link
   * (`pContainingEntity` is read-only). Distances are in world units and times in seconds of
   * server time, as in `gpGlobals->time` (`nodemod.time`).
   */
  interface Entvars {
    /**
     * `entvars_t::classname` (`pev->classname`): the entity's class name, such as `player`,
     * `worldspawn` or `weapon_crowbar`. Changing it renames the entity but does not change its game
     * DLL class.
     */
    classname: string;
    /**
     * `entvars_t::globalname` (`pev->globalname`): global name that ties the entity to its
     * counterpart on other maps during single-player level transitions; empty for most entities.
     */
    globalname: string;
    /**
     * `entvars_t::origin` (`pev->origin`): position in world coordinates, in units. Assigning only
     * changes the value; use `nodemod.eng.setOrigin` (engine `pfnSetOrigin`) to also relink the
     * entity for collisions and triggers.
     */
    origin: number[];
    /**
     * `entvars_t::oldorigin` (`pev->oldorigin`): an earlier position that game code keeps for its
     * own use, in world units.
     */
    oldorigin: number[];
    /** `entvars_t::velocity` (`pev->velocity`): linear velocity, in units per second. */
    velocity: number[];
    /**
     * `entvars_t::basevelocity` (`pev->basevelocity`): extra velocity imposed by the surroundings
     * (conveyors, `trigger_push`, water currents), in units per second.
     */
    basevelocity: number[];
    /**
     * `entvars_t::clbasevelocity` (`pev->clbasevelocity`): copy of the base velocity used in the
     * last server movement, kept so that clients can predict conveyor movement, in units per
     * second.
     */
    clbasevelocity: number[];
    /**
     * `entvars_t::movedir` (`pev->movedir`): direction of movement used by moving brush entities
     * and pushing triggers (doors, buttons, `trigger_push`), usually a unit vector.
     */
    movedir: number[];
    /**
     * `entvars_t::angles` (`pev->angles`): orientation of the model as `[pitch, yaw, roll]` in
     * degrees. For players this is the model's orientation; where they look is `v_angle`.
     */
    angles: number[];
    /**
     * `entvars_t::avelocity` (`pev->avelocity`): angular velocity as `[pitch, yaw, roll]`, in
     * degrees per second.
     */
    avelocity: number[];
    /**
     * `entvars_t::punchangle` (`pev->punchangle`): temporary kick added to a player's view (weapon
     * recoil, damage), `[pitch, yaw, roll]` in degrees; player movement decays it back to zero.
     */
    punchangle: number[];
    /**
     * `entvars_t::v_angle` (`pev->v_angle`): a player's view angles (the aiming direction) as
     * `[pitch, yaw, roll]` in degrees, taken from the client's commands.
     */
    v_angle: number[];
    /**
     * `entvars_t::endpos` (`pev->endpos`): end position for parametric entities, in world
     * coordinates (used together with `startpos`, `starttime` and `impacttime`).
     */
    endpos: number[];
    /**
     * `entvars_t::startpos` (`pev->startpos`): start position for parametric entities, in world
     * coordinates.
     */
    startpos: number[];
    /**
     * `entvars_t::impacttime` (`pev->impacttime`): impact time for parametric entities, in seconds
     * of server time.
     */
    impacttime: number;
    /**
     * `entvars_t::starttime` (`pev->starttime`): start time for parametric entities, in seconds of
     * server time.
     */
    starttime: number;
    /**
     * `entvars_t::fixangle` (`pev->fixangle`): view-angle override for a player: `0` does nothing,
     * `1` forces the client's view angles to `angles`, `2` adds `avelocity` to the view; the engine
     * applies it on the next update to that client.
     */
    fixangle: number;
    /**
     * `entvars_t::idealpitch` (`pev->idealpitch`): pitch, in degrees, that engine `pfnChangePitch`
     * (`nodemod.eng.changePitch`) turns the entity towards.
     */
    idealpitch: number;
    /**
     * `entvars_t::pitch_speed` (`pev->pitch_speed`): largest pitch change, in degrees, that one
     * `pfnChangePitch` call applies.
     */
    pitch_speed: number;
    /**
     * `entvars_t::ideal_yaw` (`pev->ideal_yaw`): yaw, in degrees, that engine `pfnChangeYaw`
     * (`nodemod.eng.changeYaw`) turns the entity towards.
     */
    ideal_yaw: number;
    /**
     * `entvars_t::yaw_speed` (`pev->yaw_speed`): largest yaw change, in degrees, that one
     * `pfnChangeYaw` call applies.
     */
    yaw_speed: number;
    /**
     * `entvars_t::modelindex` (`pev->modelindex`): index of the entity's model in the server's
     * precache list (`0` for none), as returned by `pfnPrecacheModel` and set by `pfnSetModel`.
     */
    modelindex: number;
    /**
     * `entvars_t::viewmodel` (`pev->viewmodel`): a player's first-person weapon model (a `v_`
     * model), as its path, e.g. `models/v_crowbar.mdl`. Reading gives the string the engine's
     * `string_t` names; assigning a string stores it with the engine's `pfnAllocString`.
     */
    viewmodel: string;
    /**
     * `entvars_t::weaponmodel` (`pev->weaponmodel`): the weapon model other players see in this
     * player's hands (a `p_` model). The release's type declarations give it the type `unknown`,
     * but NodeMod reads and writes it as `viewmodel` does: a path string.
     */
    weaponmodel: unknown;
    /**
     * `entvars_t::absmin` (`pev->absmin`): lower corner of the bounding box in world coordinates,
     * computed by the engine when it links the entity.
     */
    absmin: number[];
    /**
     * `entvars_t::absmax` (`pev->absmax`): upper corner of the bounding box in world coordinates,
     * computed by the engine when it links the entity.
     */
    absmax: number[];
    /**
     * `entvars_t::mins` (`pev->mins`): lower corner of the bounding box relative to `origin`, in
     * units; set it with `nodemod.eng.setSize` (engine `pfnSetSize`).
     */
    mins: number[];
    /**
     * `entvars_t::maxs` (`pev->maxs`): upper corner of the bounding box relative to `origin`, in
     * units; set it with `nodemod.eng.setSize` (engine `pfnSetSize`).
     */
    maxs: number[];
    /**
     * `entvars_t::size` (`pev->size`): dimensions of the bounding box (`maxs` minus `mins`), in
     * units.
     */
    size: number[];
    /**
     * `entvars_t::ltime` (`pev->ltime`): local clock of `MOVETYPE.PUSH` entities (doors, platforms,
     * trains), in seconds; their `nextthink` is measured against it instead of server time.
     */
    ltime: number;
    /**
     * `entvars_t::nextthink` (`pev->nextthink`): time at which the game DLL's think function runs
     * next, in seconds of server time (of `ltime` for `MOVETYPE.PUSH` entities); `0` or less
     * schedules nothing.
     */
    nextthink: number;
    /**
     * `entvars_t::movetype` (`pev->movetype`): how the engine moves the entity, a `MOVETYPE` value
     * (HLSDK `MOVETYPE_*`), e.g. `MOVETYPE.WALK` for players, `MOVETYPE.NOCLIP` or
     * `MOVETYPE.FOLLOW`.
     */
    movetype: number;
    /**
     * `entvars_t::solid` (`pev->solid`): how the entity collides, a `SOLID` value (HLSDK `SOLID_*`)
     * such as `SOLID.NOT`, `SOLID.TRIGGER`, `SOLID.BBOX` or `SOLID.BSP`. Relink the entity (e.g.
     * with `nodemod.eng.setOrigin`) after changing it.
     */
    solid: number;
    /**
     * `entvars_t::skin` (`pev->skin`): skin (texture group) of a studio model; on brush entities it
     * holds a `CONTENTS` value instead (e.g. for water volumes).
     */
    skin: number;
    /**
     * `entvars_t::body` (`pev->body`): body-group value that selects the submodels of a studio
     * model.
     */
    body: number;
    /**
     * `entvars_t::effects` (`pev->effects`): bit set of `EF` values (HLSDK `EF_*`), e.g.
     * `EF.NODRAW` to hide the entity or `EF.DIMLIGHT` for a flashlight.
     */
    effects: number;
    /**
     * `entvars_t::gravity` (`pev->gravity`): gravity multiplier: `1` is normal gravity
     * (`sv_gravity`), `0.5` half of it; the engine treats `0` as `1`.
     */
    gravity: number;
    /**
     * `entvars_t::friction` (`pev->friction`): friction multiplier for walking movement (`1` is
     * normal); for `MOVETYPE.BOUNCE` entities it also sets how elastic a bounce is.
     */
    friction: number;
    /**
     * `entvars_t::light_level` (`pev->light_level`): light level at the entity's position; for
     * players the engine copies it from the light level the client reports with its commands.
     */
    light_level: number;
    /** `entvars_t::sequence` (`pev->sequence`): index of the animation sequence the model plays. */
    sequence: number;
    /**
     * `entvars_t::gaitsequence` (`pev->gaitsequence`): separate leg (movement) animation sequence
     * that player models play under `sequence`.
     */
    gaitsequence: number;
    /**
     * `entvars_t::frame` (`pev->frame`): animation position: for studio models a 0-255 position
     * within the sequence (not a frame number), for sprites the frame number.
     */
    frame: number;
    /**
     * `entvars_t::animtime` (`pev->animtime`): server time, in seconds, at which `frame` was last
     * set; clients use it to advance and interpolate the animation.
     */
    animtime: number;
    /**
     * `entvars_t::framerate` (`pev->framerate`): animation playback rate multiplier (`1` is normal
     * speed; negative values play backwards).
     */
    framerate: number;
    /**
     * `entvars_t::scale` (`pev->scale`): rendering scale multiplier, mainly for sprites (`1` is
     * normal size).
     */
    scale: number;
    /**
     * `entvars_t::rendermode` (`pev->rendermode`): render mode, an HLSDK `kRender*` value: `0`
     * `kRenderNormal`, `1` `kRenderTransColor`, `2` `kRenderTransTexture`, `3` `kRenderGlow`, `4`
     * `kRenderTransAlpha`, `5` `kRenderTransAdd`.
     */
    rendermode: number;
    /**
     * `entvars_t::renderamt` (`pev->renderamt`): render amount, 0-255: opacity or intensity,
     * depending on `rendermode` and `renderfx`.
     */
    renderamt: number;
    /**
     * `entvars_t::rendercolor` (`pev->rendercolor`): render color `[r, g, b]`, each 0-255, used by
     * `kRenderTransColor` and effects such as `kRenderFxGlowShell`.
     */
    rendercolor: number[];
    /**
     * `entvars_t::renderfx` (`pev->renderfx`): render effect, an HLSDK `kRenderFx*` value, e.g. `0`
     * `kRenderFxNone` or `19` `kRenderFxGlowShell`.
     */
    renderfx: number;
    /** `entvars_t::health` (`pev->health`): current hit points. */
    health: number;
    /**
     * `entvars_t::frags` (`pev->frags`): a player's score (frag count); the engine also reports it
     * in server player queries.
     */
    frags: number;
    /**
     * `entvars_t::weapons` (`pev->weapons`): bit set of the weapons a player carries, one bit per
     * weapon ID (`1 << id`), with IDs defined by the mod.
     */
    weapons: number;
    /**
     * `entvars_t::takedamage` (`pev->takedamage`): whether the entity can be damaged, a `DAMAGE`
     * value (HLSDK `DAMAGE_NO`, `DAMAGE_YES`, `DAMAGE_AIM`).
     */
    takedamage: number;
    /**
     * `entvars_t::deadflag` (`pev->deadflag`): life state, a `DEAD` value (HLSDK `DEAD_NO`,
     * `DEAD_DYING`, `DEAD_DEAD`, `DEAD_RESPAWNABLE`, `DEAD_DISCARDBODY`).
     */
    deadflag: number;
    /**
     * `entvars_t::view_ofs` (`pev->view_ofs`): eye position relative to `origin`, in units;
     * `origin` plus `view_ofs` is the point a player looks from.
     */
    view_ofs: number[];
    /**
     * `entvars_t::button` (`pev->button`): bit set of `IN_BUTTON` values (HLSDK `IN_*`) held in the
     * player's current command, e.g. `IN_BUTTON.ATTACK` or `IN_BUTTON.JUMP`.
     */
    button: number;
    /**
     * `entvars_t::impulse` (`pev->impulse`): number sent with the client's `impulse` command (in
     * Half-Life e.g. `100` toggles the flashlight, `201` sprays the logo), `0` when none; game code
     * normally clears it after handling.
     */
    impulse: number;
    /**
     * `entvars_t::spawnflags` (`pev->spawnflags`): bit set of spawn options set in the map editor;
     * each bit's meaning depends on the entity class.
     */
    spawnflags: number;
    /**
     * `entvars_t::flags` (`pev->flags`): bit set of `FL` values (HLSDK `FL_*`), e.g. `FL.ONGROUND`,
     * `FL.DUCKING`, `FL.CLIENT`, `FL.FAKECLIENT` or `FL.GODMODE`.
     */
    flags: number;
    /**
     * `entvars_t::colormap` (`pev->colormap`): color remap for player models: the low byte is the
     * top color and the high byte the bottom color.
     */
    colormap: number;
    /**
     * `entvars_t::team` (`pev->team`): team number for mods that use this field; its meaning is
     * defined by the mod.
     */
    team: number;
    /**
     * `entvars_t::max_health` (`pev->max_health`): maximum hit points, used by game code (e.g. to
     * cap healing).
     */
    max_health: number;
    /**
     * `entvars_t::teleport_time` (`pev->teleport_time`): for players, the water-jump timer of the
     * player movement code (`pmove->waterjumptime`), which the engine keeps in this field.
     */
    teleport_time: number;
    /** `entvars_t::armortype` (`pev->armortype`): armor type; its meaning is defined by the mod. */
    armortype: number;
    /** `entvars_t::armorvalue` (`pev->armorvalue`): armor points. */
    armorvalue: number;
    /**
     * `entvars_t::waterlevel` (`pev->waterlevel`): how deep the entity is in liquid: `0` not in it,
     * `1` feet, `2` waist, `3` head submerged.
     */
    waterlevel: number;
    /**
     * `entvars_t::watertype` (`pev->watertype`): `CONTENTS` value of the liquid the entity is in,
     * e.g. `CONTENTS.WATER`, `CONTENTS.SLIME` or `CONTENTS.LAVA` (`CONTENTS.EMPTY` when in none).
     */
    watertype: number;
    /**
     * `entvars_t::target` (`pev->target`): `targetname` of the entity or entities this entity fires
     * when it is triggered.
     */
    target: string;
    /**
     * `entvars_t::targetname` (`pev->targetname`): this entity's name, which other entities put in
     * their `target` to trigger it.
     */
    targetname: string;
    /**
     * `entvars_t::netname` (`pev->netname`): for players, the player's name; for other entities a
     * secondary name whose use depends on the class.
     */
    netname: string;
    /**
     * `entvars_t::message` (`pev->message`): class-specific text, such as the message shown by a
     * `game_text` entity.
     */
    message: string;
    /**
     * `entvars_t::dmg_take` (`pev->dmg_take`): damage taken to health since the game last reported
     * damage to the client (drives the HUD damage indicator).
     */
    dmg_take: number;
    /**
     * `entvars_t::dmg_save` (`pev->dmg_save`): damage absorbed by armor since the game last
     * reported damage to the client.
     */
    dmg_save: number;
    /**
     * `entvars_t::dmg` (`pev->dmg`): amount of damage this entity deals, e.g. for `trigger_hurt`,
     * blocked doors or explosions.
     */
    dmg: number;
    /**
     * `entvars_t::dmgtime` (`pev->dmgtime`): time stamp, in seconds of server time, that game code
     * uses to pace repeated damage.
     */
    dmgtime: number;
    /**
     * `entvars_t::noise` (`pev->noise`): path of a sound used by the entity class; `noise1` to
     * `noise3` hold further sounds.
     */
    noise: string;
    /**
     * `entvars_t::noise1` (`pev->noise1`): path of an additional sound used by the entity class
     * (for doors, e.g. the moving sound).
     */
    noise1: string;
    /**
     * `entvars_t::noise2` (`pev->noise2`): path of an additional sound used by the entity class
     * (for doors, e.g. the stopping sound).
     */
    noise2: string;
    /**
     * `entvars_t::noise3` (`pev->noise3`): path of an additional sound used by the entity class.
     */
    noise3: string;
    /**
     * `entvars_t::speed` (`pev->speed`): movement speed of moving entities such as doors, platforms
     * and trains, in units per second (degrees per second for rotating ones).
     */
    speed: number;
    /**
     * `entvars_t::air_finished` (`pev->air_finished`): server time at which a submerged player runs
     * out of air and starts to drown.
     */
    air_finished: number;
    /**
     * `entvars_t::pain_finished` (`pev->pain_finished`): server time that game code uses to pace
     * drowning damage and pain effects.
     */
    pain_finished: number;
    /**
     * `entvars_t::radsuit_finished` (`pev->radsuit_finished`): Quake-era timer (server time) for
     * protection against slime and lava damage; most games leave it unused.
     */
    radsuit_finished: number;
    /**
     * `entvars_t::playerclass` (`pev->playerclass`): class number for class-based mods; its meaning
     * is defined by the mod.
     */
    playerclass: number;
    /**
     * `entvars_t::maxspeed` (`pev->maxspeed`): a player's maximum movement speed in units per
     * second, as set by engine `pfnSetClientMaxspeed` (`nodemod.eng.setClientMaxspeed`).
     */
    maxspeed: number;
    /**
     * `entvars_t::fov` (`pev->fov`): a player's field of view in degrees, as tracked by game code
     * (e.g. while zooming).
     */
    fov: number;
    /**
     * `entvars_t::weaponanim` (`pev->weaponanim`): index of the animation the player's view model
     * is playing.
     */
    weaponanim: number;
    /**
     * `entvars_t::pushmsec` (`pev->pushmsec`): engine timing value for player movement, which the
     * game DLL copies into the client data sent for prediction (`clientdata_t::pushmsec`).
     */
    pushmsec: number;
    /**
     * `entvars_t::bInDuck` (`pev->bInDuck`): nonzero while a player is in the middle of ducking or
     * standing up; copied from player movement.
     */
    bInDuck: number;
    /**
     * `entvars_t::flTimeStepSound` (`pev->flTimeStepSound`): milliseconds until the next footstep
     * sound, copied from player movement; an integer despite the `fl` prefix.
     */
    flTimeStepSound: number;
    /**
     * `entvars_t::flSwimTime` (`pev->flSwimTime`): swimming sound timer in milliseconds, copied
     * from player movement; an integer despite the `fl` prefix.
     */
    flSwimTime: number;
    /**
     * `entvars_t::flDuckTime` (`pev->flDuckTime`): duck transition timer in milliseconds, copied
     * from player movement; an integer despite the `fl` prefix.
     */
    flDuckTime: number;
    /**
     * `entvars_t::iStepLeft` (`pev->iStepLeft`): which foot plays the next footstep sound
     * (alternates between `0` and `1`), copied from player movement.
     */
    iStepLeft: number;
    /**
     * `entvars_t::flFallVelocity` (`pev->flFallVelocity`): current falling speed in units per
     * second (positive when falling), copied from player movement; games use it for fall damage.
     */
    flFallVelocity: number;
    /**
     * `entvars_t::gamestate` (`pev->gamestate`): state value that the engine does not use; its
     * meaning is defined by the mod.
     */
    gamestate: number;
    /**
     * `entvars_t::oldbuttons` (`pev->oldbuttons`): `IN_BUTTON` bits of the previous command;
     * compare with `button` to detect presses and releases.
     */
    oldbuttons: number;
    /**
     * `entvars_t::groupinfo` (`pev->groupinfo`): group bits checked against the mask set with
     * engine `pfnSetGroupMask` (`nodemod.eng.setGroupMask`) to selectively disable collisions.
     */
    groupinfo: number;
    /**
     * `entvars_t::iuser1` (`pev->iuser1`): integer for mod use. Half-Life and mods based on it
     * store the spectator mode here (an `OBS` value).
     */
    iuser1: number;
    /**
     * `entvars_t::iuser2` (`pev->iuser2`): integer for mod use. Half-Life and mods based on it
     * store the entity index of the spectated player here.
     */
    iuser2: number;
    /**
     * `entvars_t::iuser3` (`pev->iuser3`): integer for mod use. The HLSDK reserves it for an
     * optional second spectator target index.
     */
    iuser3: number;
    /** `entvars_t::iuser4` (`pev->iuser4`): integer for mod use. */
    iuser4: number;
    /** `entvars_t::fuser1` (`pev->fuser1`): float for mod use. */
    fuser1: number;
    /** `entvars_t::fuser2` (`pev->fuser2`): float for mod use. */
    fuser2: number;
    /** `entvars_t::fuser3` (`pev->fuser3`): float for mod use. */
    fuser3: number;
    /** `entvars_t::fuser4` (`pev->fuser4`): float for mod use. */
    fuser4: number;
    /** `entvars_t::vuser1` (`pev->vuser1`): vector `[x, y, z]` for mod use. */
    vuser1: number[];
    /** `entvars_t::vuser2` (`pev->vuser2`): vector `[x, y, z]` for mod use. */
    vuser2: number[];
    /** `entvars_t::vuser3` (`pev->vuser3`): vector `[x, y, z]` for mod use. */
    vuser3: number[];
    /** `entvars_t::vuser4` (`pev->vuser4`): vector `[x, y, z]` for mod use. */
    vuser4: number[];
    /**
     * `entvars_t::model` (`pev->model`): path of the entity's model, e.g. `models/player.mdl`, a
     * sprite, or `*1` for one of the map's brush models. Assigning calls engine `pfnSetModel`,
     * which also updates `modelindex` and the bounding box, so the model must already be precached.
     */
    model: string;
    /**
     * `entvars_t::controller` (`pev->controller`): the four bone controller settings of a studio
     * model, each 0-255. At runtime NodeMod reads it as an array of four numbers and writes it from
     * an array, clamping each value to 0-255.
     */
    controller: number;
    /**
     * `entvars_t::blending` (`pev->blending`): the two sequence blend settings of a studio model,
     * each 0-255. At runtime NodeMod reads it as an array of two numbers and writes it from an
     * array, clamping each value to 0-255.
     */
    blending: number;
    /**
     * `entvars_t::chain` (`pev->chain`): next entity when entities are chained into a temporary
     * linked list. `null` when unset; assign an `Entity` or `null` to change it.
     */
    chain: Entity | null;
    /**
     * `entvars_t::dmg_inflictor` (`pev->dmg_inflictor`): the entity that last inflicted damage
     * (e.g. a grenade or the attacker), as recorded by game code. `null` when unset; assign an
     * `Entity` or `null` to change it.
     */
    dmg_inflictor: Entity | null;
    /**
     * `entvars_t::enemy` (`pev->enemy`): a monster's current enemy; other entity classes reuse it
     * as a general link. `null` when unset; assign an `Entity` or `null` to change it.
     */
    enemy: Entity | null;
    /**
     * `entvars_t::aiment` (`pev->aiment`): the entity this one is attached to when it uses
     * `MOVETYPE.FOLLOW` (e.g. a weapon model carried by a player). `null` when unset; assign an
     * `Entity` or `null` to change it.
     */
    aiment: Entity | null;
    /**
     * `entvars_t::owner` (`pev->owner`): owning entity, e.g. the player who fired a projectile; the
     * engine never collides an entity with its owner. `null` when unset; assign an `Entity` or
     * `null` to change it.
     */
    owner: Entity | null;
    /**
     * `entvars_t::groundentity` (`pev->groundentity`): the entity this one stands on (the world or
     * e.g. a platform), meaningful while `FL.ONGROUND` is set. `null` when unset; assign an
     * `Entity` or `null` to change it.
     */
    groundentity: Entity | null;
    /**
     * `entvars_t::pContainingEntity` (`pev->pContainingEntity`): the entity (`edict_t`) that holds
     * these variables, the way back from an `Entvars` to its `Entity`. Read-only.
     */
    pContainingEntity: Entity | null;
    /**
     * `entvars_t::euser1` (`pev->euser1`): entity reference for mod use. `null` when unset;
     * assign an `Entity` or `null` to change it.
     */
    euser1: Entity | null;
    /**
     * `entvars_t::euser2` (`pev->euser2`): entity reference for mod use. `null` when unset;
     * assign an `Entity` or `null` to change it.
     */
    euser2: Entity | null;
    /**
     * `entvars_t::euser3` (`pev->euser3`): entity reference for mod use. `null` when unset;
     * assign an `Entity` or `null` to change it.
     */
    euser3: Entity | null;
    /**
     * `entvars_t::euser4` (`pev->euser4`): entity reference for mod use. `null` when unset;
     * assign an `Entity` or `null` to change it.
     */
    euser4: Entity | null;
  }

  /**
   * Network address of a remote peer: the engine's `netadr_t` (`struct netadr_s` in `netadr.h`).
   *
   * Plugins receive it as `net_from` in the `dllConnectionlessPacket` /
   * `postDllConnectionlessPacket` events (game DLL `pfnConnectionlessPacket`): the sender of an
   * out-of-band packet. Its properties read and write the engine's structure directly.
   */
  interface NetAdr {
    /**
     * `netadr_t::port`: UDP port as the engine stores it, in network byte order (big-endian); swap
     * the two bytes to get the usual port number.
     */
    port: number;
    /**
     * `netadr_t::type`: address type, a `netadrtype_t` value (`NA_UNUSED`, `NA_LOOPBACK`,
     * `NA_BROADCAST`, `NA_IP` for IPv4, `NA_IPX`, `NA_BROADCAST_IPX`). The binding reads and writes
     * it as the enum's integer value.
     */
    type: string;
    /**
     * `netadr_t::ip`: the four bytes of the IPv4 address, e.g. `[192, 168, 0, 10]`. Each read
     * returns a new array; assign an array to change the address (each element is masked to 0-255).
     */
    ip: number[];
    /**
     * `netadr_t::ipx`: the ten bytes of a legacy IPX address, unused for IP peers; read and written
     * as an array like `ip`.
     */
    ipx: number[];
    /**
     * NodeMod convenience property: the IPv4 address as dotted text such as `192.168.0.10`, without
     * the port. Assigning a dotted string parses it into `ip`.
     */
    ipString: string;
  }

  /**
   * A player's custom resource, such as a spray logo: HLSDK `customization_t` (`custom.h`).
   *
   * Plugins receive it in the `dllPlayerCustomization` / `postDllPlayerCustomization` events (game
   * DLL `pfnPlayerCustomization`), which the engine raises once it has a client's custom file. The
   * simple fields read and write the engine's structure directly.
   */
  interface Customization {
    /** `customization_t::bInUse`: whether this entry is in use. */
    bInUse: boolean;
    /**
     * `customization_t::bTranslated`: whether the engine has already processed the downloaded data
     * into a usable form (e.g. loaded the decal).
     */
    bTranslated: boolean;
    /**
     * `customization_t::nUserData1`: integer that the engine attaches to the customization; its
     * meaning depends on the resource type.
     */
    nUserData1: number;
    /**
     * `customization_t::nUserData2`: second integer that the engine attaches to the customization;
     * its meaning depends on the resource type.
     */
    nUserData2: number;
    /**
     * `customization_t::resource`: the `resource_t` that describes the file, as a plain object with
     * `szFileName`, `type` (a `resourcetype_t` value such as `t_decal`), `nIndex`, `nDownloadSize`
     * (bytes), `ucFlags` (`RES_*` bits) and `playernum`. Each read builds a new read-only copy.
     */
    resource: object;
    /** `customization_t::pInfo`: not exposed by NodeMod; always `null`. */
    pInfo: null;
    /** `customization_t::pBuffer`: the raw file data; not exposed by NodeMod, always `null`. */
    pBuffer: null;
    /**
     * `customization_t::pNext`: the next customization in the player's list, or `null` at the end.
     * Assigning a `Customization` or `null` rewrites the link in the engine's list itself.
     */
    pNext: Customization | null;
  }

  /**
   * One key/value pair being applied to an entity: HLSDK `KeyValueData` (`eiface.h`).
   *
   * Plugins receive it in the `dllKeyValue` / `postDllKeyValue` events (game DLL `pfnKeyValue`),
   * raised for every key of a map entity while the map spawns. It can also be passed to
   * `nodemod.dll.keyValue`; there a plain object with these fields is accepted and NodeMod copies
   * its strings.
   */
  interface KeyValueData {
    /**
     * `KeyValueData::fHandled`: set to nonzero by the game DLL when it recognized and used the key.
     * Writable, so a plugin can mark a pair as handled.
     */
    fHandled: number;
    /**
     * `KeyValueData::szClassName`: class name of the entity the pair belongs to (empty string when
     * the engine gives none). Read-only on objects received from events.
     */
    szClassName: string;
    /**
     * `KeyValueData::szKeyName`: the key, e.g. `targetname` or `origin`. Read-only on objects
     * received from events.
     */
    szKeyName: string;
    /**
     * `KeyValueData::szValue`: the value as text, e.g. `0 0 64` for a vector. Read-only on objects
     * received from events.
     */
    szValue: string;
  }

  /**
   * Save-game state: HLSDK `SAVERESTOREDATA` (`saverestore.h`), the buffer that the game DLL writes
   * to or reads from while a game is saved or loaded, or entities are carried across a level
   * transition.
   *
   * Plugins receive it in the save/restore events (`dllSave`, `dllRestore`, `dllSaveWriteFields`,
   * `dllSaveReadFields`, `dllSaveGlobalState`, `dllRestoreGlobalState` and their `postDll` forms)
   * and can pass it to the matching `nodemod.dll` functions. Only a few fields are exposed; they
   * read and write the engine's structure directly. Mostly relevant to single-player and co-op
   * games.
   */
  interface SaveRestoreData {
    /** `SAVERESTOREDATA::size`: number of bytes of save data used so far. */
    size: number;
    /** `SAVERESTOREDATA::bufferSize`: total capacity of the save data buffer, in bytes. */
    bufferSize: number;
    /**
     * `SAVERESTOREDATA::tokenSize`: size of the token table that stores the saved strings and field
     * names.
     */
    tokenSize: number;
    /** `SAVERESTOREDATA::tokenCount`: number of slots in the token table. */
    tokenCount: number;
    /**
     * `SAVERESTOREDATA::szCurrentMapName`: name of the map being saved or restored. Assigning
     * copies the new name; names of 32 bytes or more are ignored.
     */
    szCurrentMapName: string;
  }

  /**
   * Description of one saved field: HLSDK `TYPEDESCRIPTION` (`eiface.h`), an entry of the table
   * that tells the save/restore code where a field lives and how to store it.
   *
   * Plugins receive it in the `dllSaveWriteFields` / `dllSaveReadFields` events (game DLL
   * `pfnSaveWriteFields` / `pfnSaveReadFields`) as the start of a field table whose length is the
   * following count argument; the object describes that first entry only.
   */
  interface TypeDescription {
    /**
     * `TYPEDESCRIPTION::fieldOffset`: byte offset of the field from the start of the data being
     * saved (usually the entity's class instance).
     */
    fieldOffset: number;
    /**
     * `TYPEDESCRIPTION::fieldSize`: number of elements stored (`1` for a single value, more for an
     * array).
     */
    fieldSize: number;
    /**
     * `TYPEDESCRIPTION::flags`: field flags; `FTYPEDESC_GLOBAL` (`1`) marks a field that gets
     * special treatment for global entities.
     */
    flags: number;
    /**
     * `TYPEDESCRIPTION::fieldType`: storage type of the field, an HLSDK `FIELDTYPE` value (`0` is
     * `FIELD_FLOAT`; `fieldTypeName` gives the name).
     */
    fieldType: number;
    /** `TYPEDESCRIPTION::fieldName`: name of the field as written to the save file. Read-only. */
    fieldName: string;
    /**
     * NodeMod convenience property: `fieldType` as its HLSDK name, e.g. `FIELD_FLOAT`,
     * `FIELD_VECTOR` or `FIELD_TIME`, and `UNKNOWN` for a type it does not list. Read-only.
     */
    fieldTypeName: string;
    /** NodeMod convenience property: `true` when `flags` contains `FTYPEDESC_GLOBAL`. Read-only. */
    isGlobal: boolean;
  }

  /**
   * Opaque handle to an engine delta description (`delta_t`, `struct delta_s`): the field layout
   * the engine uses to delta-compress entity, player and client data sent over the network (as
   * listed in `delta.lst`).
   *
   * Plugins receive it as `pFields` in the `engDeltaSetField`, `engDeltaUnsetField`,
   * `engDeltaFindField`, `engDeltaSetFieldByIndex` and `engDeltaUnsetFieldByIndex` events (and
   * their `postEng` forms) and pass it back to the matching `nodemod.eng` delta functions. Its
   * contents cannot be read; the members only identify the handle.
   */
  interface Delta {
    /**
     * Text such as `[Delta: 0x...]` containing the native address, for logging. This is a string
     * property, not a method.
     */
    toString: string;
    /** `true` when the handle refers to a native delta structure. */
    isValid: boolean;
    /**
     * Native address of the delta structure as a number (`0` if there is none), useful for logging
     * or for telling handles apart.
     */
    pointer: number;
  }

  /**
   * A console variable: HLSDK `cvar_t` (`cvardef.h`).
   *
   * `nodemod.eng.cVarGetPointer` (engine `pfnCVarGetPointer`) returns a live view of a registered
   * cvar, and the `engCVarRegister`, `engCvarRegisterVariable` and `engCvarDirectSet` events hand
   * over the cvar involved. To create a cvar, pass a plain object with at least `name` and `string`
   * (optionally `flags` and `value`) to `nodemod.eng.cVarRegister`; NodeMod copies it into a new
   * `cvar_t`, so later changes to that object have no effect. Change values with
   * `nodemod.eng.cVarSetString` / `nodemod.eng.cVarSetFloat` (engine `pfnCVarSetString` /
   * `pfnCVarSetFloat`).
   */
  interface Cvar {
    /**
     * `cvar_t::flags`: bit set of `FCVAR` values (HLSDK `FCVAR_*`), e.g. `FCVAR.SERVER` or
     * `FCVAR.PROTECTED`. Writable.
     */
    flags: number;
    /**
     * `cvar_t::value`: the value as a float, which the engine keeps in step with `string`.
     * Assigning writes the float directly without updating `string`, so prefer the engine setters.
     */
    value: number;
    /** `cvar_t::name`: the cvar's name, e.g. `mp_timelimit`. Read-only. */
    name: string;
    /**
     * `cvar_t::string`: the current value as text. Assignments are accepted but ignored; change it
     * with `nodemod.eng.cVarSetString` or `nodemod.eng.cvarDirectSet`.
     */
    string: string;
    /**
     * `cvar_t::next`: the next cvar in the engine's list of registered cvars, or `null` at the end;
     * follow it to walk through all cvars. Assigning a `Cvar` or `null` rewrites the link in the
     * engine's list itself.
     */
    next: Cvar | null;
  }

  /**
   * Result of a trace: HLSDK `TraceResult` (`util.h`, `eiface.h`).
   *
   * Returned by `nodemod.eng.traceLine`, `traceToss`, `traceHull` and `traceModel` (engine
   * `pfnTraceLine`, `pfnTraceToss`, `pfnTraceHull`, `pfnTraceModel`) and inside
   * `TraceMonsterHullResult`. NodeMod copies the engine's result into a plain object when the call
   * returns, so it is a snapshot: changing it affects nothing.
   */
  interface TraceResult {
    /**
     * `TraceResult::flFraction`: fraction of the path travelled before something was hit, 0-1; `1`
     * means nothing was hit.
     */
    fraction: number;
    /**
     * `TraceResult::flPlaneDist`: distance term of the plane that was hit (its distance from the
     * world origin along `planeNormal`).
     */
    planeDist: number;
    /**
     * `TraceResult::vecEndPos`: where the trace stopped, as `[x, y, z]` in world coordinates (the
     * end point when nothing was hit).
     */
    endPos: unknown;
    /** `TraceResult::vecPlaneNormal`: unit normal `[x, y, z]` of the surface that was hit. */
    planeNormal: unknown;
    /**
     * `TraceResult::iHitgroup`: body part hit on a studio model, a number (HLSDK `HITGROUP_*`: `0`
     * generic, `1` head, `2` chest, `3` stomach, `4` left arm, `5` right arm, `6` left leg, `7`
     * right leg).
     */
    hitGroup: unknown;
    /**
     * `TraceResult::fAllSolid`: `true` when the whole trace was inside solid space; the plane
     * fields are then not meaningful.
     */
    allSolid: boolean;
    /** `TraceResult::fStartSolid`: `true` when the trace started inside a solid. */
    startSolid: boolean;
    /** `TraceResult::fInOpen`: `true` when the trace passed through open (empty) space. */
    inOpen: boolean;
    /** `TraceResult::fInWater`: `true` when the trace passed through water. */
    inWater: boolean;
    /**
     * `TraceResult::pHit`: the entity that was hit, as an `Entity` (the world is the entity with
     * `id` `0`), or `null` when the engine reported no entity.
     */
    hit: null;
  }

  /**
   * A game entity: NodeMod's wrapper of an engine `edict_t`.
   *
   * Because it extends `Entvars`, every `entvars_t` field (`pev->...` in C) is available directly
   * on it, e.g. `entity.origin`, `entity.health` or `entity.classname`, with the conversions
   * described under `Entvars`. Entities arrive as arguments of most events (e.g. `dllSpawn`,
   * `dllClientPutInServer`), from `nodemod.players`, from engine functions such as
   * `nodemod.eng.pEntityOfEntIndex` and `nodemod.eng.createNamedEntity`, and from
   * `new Entity(classname)`. NodeMod keeps one wrapper per entity index, so the same index always
   * yields the same object; after an entity is removed the engine may reuse its slot, and the
   * wrapper then shows the new entity.
   *
   * @pageTitle Entity: a game entity (edict_t)
   */
  interface Entity extends Entvars {
    /**
     * Entity index, as returned by engine `pfnIndexOfEdict` (`ENTINDEX` in the HLSDK): `0` is the
     * world (`worldspawn`), `1` to `maxClients` are the player slots, higher numbers are other
     * entities. The same number AMX Mod X uses as an entity id. Read-only.
     */
    id: number;
    /**
     * Gives direct access to part of the entity's private data: the game DLL's C++ object for the
     * entity (e.g. a `CBasePlayer`), which `edict_t::pvPrivateData` points to.
     *
     * The returned Node.js `Buffer` is not a copy but a view of that memory: reads always show
     * current values and writes into it change the object at once. Nothing is bounds-checked,
     * offsets depend on the mod, its version and the platform, and the buffer must not be used
     * after the entity has been removed. Throws an `Error` when called with fewer than two
     * arguments.
     *
     * @param offset - Byte offset from the start of the private data.
     * @param size - Number of bytes to expose.
     * @returns A `Buffer` of `size` bytes starting at `offset`, or `null` when the entity has no
     * private data (a free slot, or no game DLL object yet) or `size` is `0`.
     */
    getPrivateDataBuffer(offset: number, size: number): Buffer | null;
    /**
     * Copies bytes into the entity's private data (the game DLL object that
     * `edict_t::pvPrivateData` points to), starting at a byte offset.
     *
     * All bytes of `buffer` are copied without any bounds check, so offset and length must match
     * the mod's class layout. Throws a `TypeError` when `buffer` is not a `Buffer`, `ArrayBuffer`
     * or typed array, and an `Error` when called with fewer than two arguments.
     *
     * @param offset - Byte offset from the start of the private data where writing begins.
     * @param buffer - The bytes to write: a `Buffer`, an `ArrayBuffer` or a `Uint8Array` (for a
     * typed array, exactly the bytes it views).
     * @returns `true` once the bytes were copied; `false` when the entity has no private data or
     * `buffer` is empty.
     */
    writePrivateDataBuffer(offset: number, buffer: Buffer | ArrayBuffer | Uint8Array): boolean;
  }

  /**
   * Return value of `nodemod.eng.traceMonsterHull` (engine `pfnTraceMonsterHull`), which sweeps an
   * entity's own bounding box (`mins`/`maxs`) along a path, honouring `FL.MONSTERCLIP`.
   *
   * NodeMod packs the engine's integer return value and the filled-in trace into one object.
   */
  interface TraceMonsterHullResult {
    /**
     * Integer returned by `pfnTraceMonsterHull`: `1` when the move is blocked (the hull was stuck
     * in solid or hit something before the end point), `0` when the path is clear.
     */
    result: number;
    /** The trace details (`TraceResult`) the engine filled in, as a snapshot. */
    trace: TraceResult;
  }
}
