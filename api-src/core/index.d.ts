/// <reference path="../nodemod/index.d.ts" />

// The package entry of `@nodemod/core`: `import nodemodCore from '@nodemod/core'`.
// It is not one of the twelve module pages of the reference (the reference's
// `@nodemod/core` index page describes this object); the type checker of the code
// samples uses it to resolve the package's default import.

import type NodemodCmd from './cmd.js';
import type NodemodCVar from './cvar.js';
import type NodemodEntity from './entity.js';
import type NodemodEvents from './events.js';
import type NodemodFile from './file.js';
import type NodemodMenu from './menu.js';
import type NodemodMsg from './msg.js';
import type NodemodPlayer from './player.js';
import type NodemodResource from './resource.js';
import type NodemodSound from './sound.js';
import type NodemodTrace from './trace.js';
import type NodemodUtil from './util.js';

/**
 * The object `@nodemod/core` default-exports: one instance of each service, created when
 * the package is first loaded, and a few values and functions of the `nodemod` binding
 * passed through.
 */
declare class NodemodCore {
  /** Server variables: `NodemodCVar`. */
  readonly cvar: NodemodCVar;
  /** Files through the engine: `NodemodFile`. */
  readonly file: NodemodFile;
  /** Network messages: `NodemodMsg`. */
  readonly msg: NodemodMsg;
  /** Chat, HUD and other helpers: `NodemodUtil`. */
  readonly util: NodemodUtil;
  /** Sounds: `NodemodSound`. */
  readonly sound: NodemodSound;
  /** Commands for players, the server console or both (chat arrives as the player command `say`): `NodemodCmd`. */
  readonly cmd: NodemodCmd;
  /** Precaching: `NodemodResource`. */
  readonly resource: NodemodResource;
  /** Player menus: `NodemodMenu`. */
  readonly menu: NodemodMenu;
  /** Events with filters and one-shot listeners: `NodemodEvents`. */
  readonly events: NodemodEvents;
  /** Players: `NodemodPlayer`. */
  readonly player: NodemodPlayer;
  /** Entities: `NodemodEntity`. */
  readonly entity: NodemodEntity;
  /** Traces: `NodemodTrace`. */
  readonly trace: NodemodTrace;
  /** `nodemod.cwd`. */
  get cwd(): string;
  /** `nodemod.mapname`. */
  get mapname(): string;
  /** `nodemod.time`. */
  get time(): number;
  /** `nodemod.players`. */
  get players(): nodemod.Entity[];
  /**
   * `nodemod.getUserMsgId`.
   * @param msgName - Name of the user message.
   * @returns Its message id.
   */
  getUserMsgId(msgName: string): number;
  /**
   * `nodemod.getUserMsgName`.
   * @param msgId - Id of the user message.
   * @returns Its name.
   */
  getUserMsgName(msgId: number): string;
  /**
   * `nodemod.setMetaResult`.
   * @param result - The Metamod result for the current hook.
   */
  setMetaResult(result: nodemod.META_RES): void;
  /** `nodemod.continueServer`. */
  continueServer(): void;
  /** Creates the services; the package does this once. */
  constructor();
}

declare const nodemodCore: NodemodCore;
export default nodemodCore;
