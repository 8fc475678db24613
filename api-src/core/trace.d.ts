/// <reference path="../nodemod/index.d.ts" />

/**
 * Traces lines and hulls through the world to find out what lies between two points: walls,
 * floors, players and other entities. Start with `nodemodCore.trace.line` for two points,
 * `fromEntity` to trace from a player's eyes without hitting the player, and `findGround` or
 * `pointContents` to examine a position; the traces return `EnhancedTraceResult` objects, the
 * engine's `TraceResult` with `didHit`, `distance`, `hitPoint` and `hitEntity` added. Test
 * `didHit`, not `hitSky`, which is a copy of the engine's `fInOpen` flag and no sky test. Do not
 * call `sphere`: `pfnTraceSphere` has a slot in the engine's function table and NodeMod binds it,
 * but the engine does not implement it.
 *
 * @example
 * ```ts
 * import nodemodCore from '@nodemod/core';
 *
 * // "aim": tell the player what the crosshair
 * // points at, up to 2048 units away
 * nodemodCore.cmd.register('aim', (client) => {
 *   if (!client) return; // run from the server console
 *   const [pitch, yaw] = client.v_angle.map(
 *     (deg) => (deg * Math.PI) / 180,
 *   );
 *   const dir = [
 *     Math.cos(pitch) * Math.cos(yaw),
 *     Math.cos(pitch) * Math.sin(yaw),
 *     -Math.sin(pitch),
 *   ];
 *   const eyes = [
 *     client.origin[0],
 *     client.origin[1],
 *     client.origin[2] + client.view_ofs[2],
 *   ];
 *   const end = eyes.map((v, i) => v + dir[i] * 2048);
 *
 *   // Starts at the eyes and passes through the player's own entity
 *   const tr = nodemodCore.trace.fromEntity(client, end);
 *   const text =
 *     tr && tr.didHit
 *       ? `${tr.hitEntity?.classname || 'something'} ` +
 *         `at ${Math.round(tr.distance ?? 0)} units`
 *       : 'Nothing in range';
 *   nodemodCore.util.messageClient(client, text);
 * });
 * ```
 *
 * @module
 */

/**
 * Options for the traces of `NodemodTrace` (`line`, `fromEntity`, `canSee`, `sphere`,
 * `monsterHull`, `multiLine`).
 */
export interface TraceOptions {
  /**
   * Value for the engine's `fNoMonsters` argument: `nodemod.IGNORE` values such as
   * `DONT_IGNORE_MONSTERS` (`0`), `MONSTERS` (`1`, HLSDK `ignore_monsters`), `MISSILE` (`2`),
   * optionally combined with `GLASS` (`0x100`). Defaults to `0`.
   */
  flags?: number;
  /** Entity the trace passes through (the engine's `pentToSkip`), usually the entity the trace starts from. */
  ignore?: nodemod.Entity | null;
  /**
   * Hull for `line`: a `nodemod.HULL` value (`1` human, `2` large, `3` head). A value above `0`
   * makes `line` use engine `pfnTraceHull`; `0` (point, the default) uses `pfnTraceLine`.
   */
  hullSize?: number;
}

/**
 * An engine trace result (`TraceResult`) with extra fields computed by
 * `NodemodTrace.enhanceTraceResult`.
 */
export interface EnhancedTraceResult extends nodemod.TraceResult {
  /**
   * Distance in units from the start to where the trace stopped (`fraction` times the length
   * of the trace). When start and end are not known (as for `projectile`), this holds `fraction` instead.
   */
  distance?: number;
  /**
   * Point `[x, y, z]` where the trace stopped, computed from start, end and `fraction`; when
   * start and end are not known, a copy of `endPos`.
   */
  hitPoint?: number[];
  /** `true` when the trace stopped before its end (`fraction` below `1.0`). */
  didHit: boolean;
  /**
   * Copied from `inOpen` (`TraceResult::fInOpen`), i.e. whether the trace passed through open
   * space. Despite its name it is not a test for sky surfaces.
   */
  hitSky: boolean;
  /** Copied from `inWater` (`TraceResult::fInWater`): whether the trace passed through water. */
  hitWater: boolean;
  /**
   * Copied from `hit` (`TraceResult::pHit`): the entity the trace hit, the world entity
   * (index `0`) for map geometry. When nothing was hit, traces without a hull (`hullSize` `0`,
   * the default) and `projectile` also give the world entity, which the engine puts there in
   * place of none; only hull traces (`hullSize` above `0`) give `null`. Test `didHit` to know
   * whether anything was hit.
   */
  hitEntity?: nodemod.Entity | null;
  /**
   * `true` when the trace stopped early and a plane normal is present; since the binding
   * always provides `planeNormal`, this equals `didHit`.
   */
  hitSurface: boolean;
}

/**
 * The contents of a point in the world as returned by `NodemodTrace.pointContents`, with one
 * flag per common HLSDK `CONTENTS_*` value. For other values (for example `CONTENTS_LADDER`)
 * all flags are `false`.
 */
export interface PointContentsResult {
  /** Raw value from engine `pfnPointContents`, a `nodemod.CONTENTS` value (negative numbers). */
  contents: number;
  /** `contents` is `CONTENTS_EMPTY` (`-1`): open space. */
  isEmpty: boolean;
  /** `contents` is `CONTENTS_SOLID` (`-2`): inside solid world geometry. */
  isSolid: boolean;
  /** `contents` is `CONTENTS_WATER` (`-3`). */
  isWater: boolean;
  /** `contents` is `CONTENTS_SLIME` (`-4`). */
  isSlime: boolean;
  /** `contents` is `CONTENTS_LAVA` (`-5`). */
  isLava: boolean;
  /** `contents` is `CONTENTS_SKY` (`-6`). */
  isSky: boolean;
}

/**
 * Tracing service, available as `nodemodCore.trace` (`import nodemodCore from '@nodemod/core'`).
 * It wraps the engine's trace functions (`pfnTraceLine`, `pfnTraceHull`, `pfnTraceSphere`,
 * `pfnTraceMonsterHull`, `pfnTraceTexture`, `pfnTraceToss`, `pfnPointContents`), adds computed
 * fields to their results, and offers line-of-sight checks and small vector helpers. Positions
 * are `[x, y, z]` arrays in world units. The library creates the instance itself when
 * `@nodemod/core` is loaded; plugins use `nodemodCore.trace`.
 *
 * @hideconstructor
 */
export default class NodemodTrace {
  /**
   * Traces a line from `start` to `end`: with engine `pfnTraceLine`, or with `pfnTraceHull`
   * when `options.hullSize` is above `0` (in that case the world entity is passed as the entity
   * to skip when no `ignore` is given).
   *
   * @param start - Start point.
   * @param end - End point.
   * @param options - Monster flags, entity to skip and hull (all optional).
   * @returns The result with computed fields (see `enhanceTraceResult`), or `null` if the engine returned none.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_ceiling', (client) => {
   *   if (!client) return; // run from the server console
   *   const above = [
   *     client.origin[0],
   *     client.origin[1],
   *     client.origin[2] + 1024,
   *   ];
   *   const tr = nodemodCore.trace.line(client.origin, above, {
   *     ignore: client,
   *   });
   *   nodemodCore.util.messageClient(
   *     client,
   *     tr?.didHit
   *       ? `Ceiling ${Math.round(tr.distance ?? 0)} units above you`
   *       : 'Nothing within 1024 units',
   *   );
   * });
   * ```
   */
  line(start: number[], end: number[], options?: TraceOptions): EnhancedTraceResult | null;
  /**
   * Traces from an entity's eyes (`origin` plus `view_ofs[2]`) to a point or to another entity
   * (its `origin` raised by 16 units), skipping the source entity; `options.ignore` is replaced by it.
   *
   * @param entity - Source entity, as `Entity` or index.
   * @param target - Target point `[x, y, z]`, or the target entity.
   * @param options - Monster flags and hull, passed on to `line`.
   * @returns The trace result, or `null` if the source entity cannot be resolved.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_blocker', (client) => {
   *   if (!client) return; // run from the server console
   *   const other = nodemod.players.find((p) => p !== client);
   *   const tr = other ? nodemodCore.trace.fromEntity(client, other) : null;
   *   // hitEntity is the other player itself when nothing stands in between
   *   if (tr)
   *     nodemodCore.util.messageClient(
   *       client,
   *       `Your line of sight to them ends at: ${tr.hitEntity?.classname}`,
   *     );
   * });
   * ```
   */
  fromEntity(entity: nodemod.Entity | number, target: nodemod.Entity | number[], options?: TraceOptions): EnhancedTraceResult | null;
  /**
   * Checks line of sight from one entity's eyes to another entity, using `fromEntity`. It
   * reports `true` when nothing blocked the trace or when the entity hit is `entity2`; the
   * second check only works when `entity2` is passed as an `Entity`, not as an index.
   *
   * @param entity1 - Entity looking, as `Entity` or index.
   * @param entity2 - Entity to be seen, as `Entity` or index.
   * @param options - Monster flags and hull, passed on to `line`.
   * @returns `true` if `entity1` can see `entity2`; `false` also when either entity cannot be resolved.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_exposed', (client) => {
   *   if (!client) return; // run from the server console
   *   const watchers = nodemod.players.filter(
   *     (p) => p !== client && nodemodCore.trace.canSee(p, client),
   *   );
   *   nodemodCore.util.messageClient(
   *     client,
   *     `${watchers.length} player(s) have a clear line to you`,
   *   );
   * });
   * ```
   */
  canSee(entity1: nodemod.Entity | number, entity2: nodemod.Entity | number, options?: TraceOptions): boolean;
  /**
   * Traces straight down from `origin`, ignoring monsters (`IGNORE.MONSTERS`), to find the floor.
   *
   * @param origin - Start point.
   * @param distance - How far down to trace, in units (default `4096`).
   * @returns The trace result; `hitPoint` is the floor position when `didHit` is `true`.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_altitude', (client) => {
   *   if (!client) return; // run from the server console
   *   const tr = nodemodCore.trace.findGround(client.origin);
   *   // Measured from origin, the centre of the player's
   *   // box: 36 units when standing on the floor
   *   if (tr?.didHit)
   *     nodemodCore.util.messageClient(
   *       client,
   *       `${Math.round(tr.distance ?? 0)} units above the floor`,
   *     );
   * });
   * ```
   */
  findGround(origin: number[], distance?: number): EnhancedTraceResult | null;
  /**
   * Traces a sphere from `start` to `end` with engine `pfnTraceSphere`, passing `options.ignore`
   * (or else the world entity) as the entity to skip. `pfnTraceSphere` has a slot in the engine's
   * function table and NodeMod binds it, but the engine does not implement it: ReHLDS stops the
   * server with the fatal error `TraceSphere not yet implemented!`. Use `nodemod.eng.traceHull` instead.
   *
   * @param start - Start point.
   * @param end - End point.
   * @param radius - Sphere radius in units.
   * @param options - Monster flags and entity to skip.
   * @returns The trace result with computed fields, or `null`.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // Not trace.sphere(), which halts the server (the
   * // engine has no TraceSphere): sweep a hull with line()
   * function roomForPlayer(start: number[], end: number[]): boolean {
   *   const tr = nodemodCore.trace.line(start, end, {
   *     hullSize: nodemod.HULL.HUMAN,
   *   });
   *   return tr !== null && !tr.didHit;
   * }
   * ```
   */
  sphere(start: number[], end: number[], radius: number, options?: TraceOptions): EnhancedTraceResult | null;
  /**
   * Moves the bounding box of a monster or player (its `mins`/`maxs`) from `start` to `end`
   * with engine `pfnTraceMonsterHull`, passing `options.ignore` (or else the world entity) as
   * the entity to skip.
   *
   * @param entity - Entity whose bounding box is used for the trace.
   * @param start - Start point.
   * @param end - End point.
   * @param options - Monster flags and entity to skip.
   * @returns The engine's return value as `result` (non-zero when the box was blocked or started in solid) and the plain trace result as `trace`, without computed fields.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_up', (client) => {
   *   if (!client) return; // run from the server console
   *   const dest = [
   *     client.origin[0],
   *     client.origin[1],
   *     client.origin[2] + 64,
   *   ];
   *   // result is 1 when the player's box would be blocked on the way
   *   const { result } = nodemodCore.trace.monsterHull(
   *     client,
   *     client.origin,
   *     dest,
   *     { ignore: client },
   *   );
   *   if (result === 0) nodemodCore.player.teleport(client, dest);
   * });
   * ```
   */
  monsterHull(entity: nodemod.Entity, start: number[], end: number[], options?: TraceOptions): nodemod.TraceMonsterHullResult;
  /**
   * Returns the name of the texture a line from `start` to `end` hits on an entity's model,
   * using engine `pfnTraceTexture`.
   *
   * @param entity - Entity whose model is tested (the world entity for map textures).
   * @param start - Start point.
   * @param end - End point.
   * @returns The texture name, or an empty string if none was hit.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_floor', (client) => {
   *   if (!client) return; // run from the server console
   *   const below = [
   *     client.origin[0],
   *     client.origin[1],
   *     client.origin[2] - 64,
   *   ];
   *   const name = nodemodCore.trace.texture(
   *     nodemod.eng.pEntityOfEntIndex(0),
   *     client.origin,
   *     below,
   *   );
   *   nodemodCore.util.messageClient(
   *     client,
   *     name ? `You stand on ${name}` : 'No map texture below you',
   *   );
   * });
   * ```
   */
  texture(entity: nodemod.Entity, start: number[], end: number[]): string;
  /**
   * Predicts the path of a thrown entity from its current position and velocity with engine
   * `pfnTraceToss`.
   *
   * @param entity - The moving entity.
   * @param ignore - Entity the path passes through (defaults to `entity` itself).
   * @returns The result with computed fields; as start and end are not passed, `distance` holds `fraction` and `hitPoint` is `endPos`.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_grenades', (client) => {
   *   if (!client) return; // run from the server console
   *   for (const grenade of nodemodCore.entity.find({
   *     className: 'grenade',
   *   })) {
   *     const tr = nodemodCore.trace.projectile(grenade);
   *     if (tr?.hitPoint)
   *       nodemodCore.util.messageClient(
   *         client,
   *         `Grenade ${grenade.id} will hit near ` +
   *           `${tr.hitPoint.map(Math.round).join(' ')}`,
   *       );
   *   }
   * });
   * ```
   */
  projectile(entity: nodemod.Entity, ignore?: nodemod.Entity | null): EnhancedTraceResult | null;
  /**
   * Returns what is at a point in the world, using engine `pfnPointContents`. Only the map's
   * geometry counts, not entities.
   *
   * @param point - Point to test.
   * @returns The raw contents value with one flag per common contents type.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_head', (client) => {
   *   if (!client) return; // run from the server console
   *   const eyes = [
   *     client.origin[0],
   *     client.origin[1],
   *     client.origin[2] + client.view_ofs[2],
   *   ];
   *   const here = nodemodCore.trace.pointContents(eyes);
   *   nodemodCore.util.messageClient(
   *     client,
   *     here.isWater
   *       ? 'Your head is under water'
   *       : `Contents at your eyes: ${here.contents}`,
   *   );
   * });
   * ```
   */
  pointContents(point: number[]): PointContentsResult;
  /**
   * Adds computed fields to an engine trace result: `distance` and `hitPoint` from `start`,
   * `end` and `fraction` (or `fraction` and `endPos` when start or end is missing), and the
   * flags `didHit`, `hitSky`, `hitWater`, `hitEntity` and `hitSurface`.
   *
   * @param result - Result of an engine trace function.
   * @param start - Start point of the trace, or `null` (default).
   * @param end - End point of the trace, or `null` (default).
   * @returns A new object with the engine fields and the computed ones, or `null` if `result` is `null`.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_below', (client) => {
   *   if (!client) return; // run from the server console
   *   const below = [
   *     client.origin[0],
   *     client.origin[1],
   *     client.origin[2] - 512,
   *   ];
   *   const raw = nodemod.eng.traceModel(
   *     client.origin,
   *     below,
   *     nodemod.HULL.POINT,
   *     nodemod.eng.pEntityOfEntIndex(0),
   *   );
   *   const tr = nodemodCore.trace.enhanceTraceResult(
   *     raw,
   *     client.origin,
   *     below,
   *   );
   *   if (tr?.didHit)
   *     nodemodCore.util.messageClient(
   *       client,
   *       `World geometry ${Math.round(tr.distance ?? 0)} units below`,
   *     );
   * });
   * ```
   */
  enhanceTraceResult(result: nodemod.TraceResult | null, start?: number[] | null, end?: number[] | null): EnhancedTraceResult | null;
  /**
   * Runs `line` for each entry of a list.
   *
   * @param traces - Traces as `{ start, end, options }` objects or `[start, end, options]` tuples; `options` may be left out.
   * @returns One result per entry, in the same order.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.add({
   *   name: 'nm_spawn_floors',
   *   type: 'server',
   *   handler: () => {
   *     const spawns = nodemodCore.entity.find({
   *       className: 'info_player_deathmatch',
   *     });
   *     const down = nodemodCore.trace.multiLine(
   *       spawns.map((s) => ({
   *         start: s.origin,
   *         end: [s.origin[0], s.origin[1], s.origin[2] - 128],
   *       })),
   *     );
   *     down.forEach((tr, i) => {
   *       if (!tr?.didHit)
   *         console.log(
   *           `Spawn point ${spawns[i].id}: no floor within 128 units`,
   *         );
   *     });
   *   },
   * });
   * ```
   */
  multiLine(traces: Array<{ start: number[]; end: number[]; options?: TraceOptions; } | [ number[], number[], TraceOptions? ]>): Array<EnhancedTraceResult | null>;
  /**
   * Traces a line from `origin` in a direction (normalised first) with default options.
   *
   * @param origin - Start point.
   * @param direction - Direction vector of any length; a zero vector gives a trace of length `0`.
   * @param maxDistance - Length of the trace in units (default `4096`).
   * @returns The trace result; `didHit` tells whether a surface was found within `maxDistance`.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemod.on('dllServerActivate', () => {
   *   for (const spot of nodemodCore.entity.find({
   *     className: 'info_player_deathmatch',
   *   })) {
   *     const yaw = (spot.angles[1] * Math.PI) / 180;
   *     const tr = nodemodCore.trace.findClosestSurface(
   *       spot.origin,
   *       [Math.cos(yaw), Math.sin(yaw), 0],
   *       128,
   *     );
   *     if (tr?.didHit)
   *       console.log(
   *         `Spawn point ${spot.id} faces a surface ` +
   *           `${Math.round(tr.distance ?? 0)} units away`,
   *       );
   *   }
   * });
   * ```
   */
  findClosestSurface(origin: number[], direction: number[], maxDistance?: number): EnhancedTraceResult | null;
  /**
   * Traces lines from `origin` along the six world axes with default options.
   *
   * @param origin - Start point.
   * @param distance - Length of each trace in units (default `512`).
   * @returns Results keyed `east` (+X), `west` (-X), `north` (+Y), `south` (-Y), `up` (+Z) and `down` (-Z).
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // Server console: "nm_room 0 0 64" prints the
   * // distance to the nearest obstacle along each axis
   * nodemodCore.cmd.add({ name: 'nm_room', type: 'server', handler: () => {
   *   const point = [1, 2, 3].map((i) => Number(nodemod.eng.cmdArgv(i)));
   *   const sides = nodemodCore.trace.traceCardinal(point, 1024);
   *   for (const [dir, tr] of Object.entries(sides))
   *     console.log(
   *       `${dir}: ` +
   *         `${tr?.didHit ? Math.round(tr.distance ?? 0) : 'over 1024'}`,
   *     );
   * } });
   * ```
   */
  traceCardinal(origin: number[], distance?: number): Record<string, EnhancedTraceResult | null>;
  /**
   * Checks whether the 8 corners of a box around `center` are in empty space (`CONTENTS_EMPTY`,
   * see `pointContents`). Only the corners are tested and entities are not considered, so an
   * obstacle between the corners goes unnoticed.
   *
   * @param center - Centre of the box.
   * @param size - Box size `[x, y, z]` in units (default `[64, 64, 64]`).
   * @returns `true` if all 8 corners are empty.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_goto', (client, args) => {
   *   if (!client) return; // run from the server console
   *   const dest = args.slice(0, 3).map(Number);
   *   // Tests the 8 corners of a player-sized box
   *   // against the map only, not against entities
   *   if (
   *     dest.length === 3 &&
   *     nodemodCore.trace.isAreaClear(dest, [32, 32, 72])
   *   )
   *     nodemodCore.player.teleport(client, dest);
   *   else
   *     nodemodCore.util.messageClient(
   *       client,
   *       'Usage: nm_goto x y z (a spot with room for a player)',
   *     );
   * });
   * ```
   */
  isAreaClear(center: number[], size?: number[]): boolean;
  /**
   * Scales a 3D vector to length 1.
   *
   * @param vector - Vector `[x, y, z]`.
   * @returns The unit vector, or `[0, 0, 0]` for a zero vector.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_shove', (client) => {
   *   if (!client) return; // run from the server console
   *   const other = nodemod.players.find((p) => p !== client);
   *   if (!other) return;
   *   const away = nodemodCore.trace.normalizeVector(
   *     other.origin.map((v, i) => v - client.origin[i]),
   *   );
   *   other.velocity = away.map((v) => v * 500);
   * });
   * ```
   */
  normalizeVector(vector: number[]): number[];
  /**
   * Computes the length of a 3D vector.
   *
   * @param vector - Vector `[x, y, z]`.
   * @returns Its length.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_speed', (client) => {
   *   if (!client) return; // run from the server console
   *   const [vx, vy] = client.velocity;
   *   // Ground speed: the vertical part is left out
   *   const speed = nodemodCore.trace.vectorLength([vx, vy, 0]);
   *   nodemodCore.util.messageClient(
   *     client,
   *     `Speed: ${Math.round(speed)} units/s`,
   *   );
   * });
   * ```
   */
  vectorLength(vector: number[]): number;
  /**
   * Computes the straight-line distance between two points.
   *
   * @param v1 - First point `[x, y, z]`.
   * @param v2 - Second point `[x, y, z]`.
   * @returns The distance in units.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_nearest', (client) => {
   *   if (!client) return; // run from the server console
   *   const others = nodemod.players.filter((p) => p !== client);
   *   const distances = others.map((p) =>
   *     nodemodCore.trace.vectorDistance(client.origin, p.origin),
   *   );
   *   nodemodCore.util.messageClient(
   *     client,
   *     distances.length
   *       ? `Nearest player: ${Math.round(Math.min(...distances))} units`
   *       : 'You are alone',
   *   );
   * });
   * ```
   */
  vectorDistance(v1: number[], v2: number[]): number;
}
