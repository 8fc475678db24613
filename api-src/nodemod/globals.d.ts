/// <reference path="./index.d.ts" />

// The global `Entity` class sits outside the `nodemod` namespace. It is kept out of the
// TypeDoc entry point (index.d.ts does not reference this file), so the reference has no
// page for it; the `nodemod.Entity` interface page describes `new Entity(classname)`.
// The type checker still sees it (api-src/tsconfig.json includes every file here).

/**
 * A game entity (HLSDK `edict_t`) as a JavaScript object. Entities that NodeMod passes to event
 * callbacks or returns from functions are objects of this kind, and an entity index always maps to
 * the same object. Their fields and methods are described by the interface `nodemod.Entity`.
 */
declare class Entity {
  /**
   * Creates a new entity of the given class with engine `pfnCreateNamedEntity` (the class name is
   * stored with engine `pfnAllocString`) and wraps it. The entity is only created, not spawned: call
   * `nodemod.dll.spawn` (game DLL `pfnSpawn`) to have the game set it up.
   *
   * @param classname - Entity class name that the game DLL knows, e.g. `info_target` or
   * `weapon_shotgun`.
   */
  constructor(classname: string);
}
