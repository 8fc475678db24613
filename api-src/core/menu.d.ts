/// <reference path="../nodemod/index.d.ts" />

/**
 * Numbered on-screen menus, sent with the `ShowMenu` user message; the module also handles
 * the players' key presses: keys 1-7 pick items, 8 and 9 turn pages and 0 goes back or
 * closes the menu. Call `nodemodCore.menu.show` with a `MenuOptions` object or a `Menu`
 * (from `@nodemod/core/menu`); each item runs a `handler` or opens a `submenu`, an item with a
 * blank name is an empty line, and lists longer than 7 entries are split into pages. Set
 * `entity` to show a menu to one player: without it the menu goes to every player, all of
 * them share one state (paging or closing by one player affects everyone), and it stays open
 * after a selection.
 *
 * @example
 * ```ts
 * import nodemodCore from '@nodemod/core';
 *
 * // "votemap" opens a 20-second vote menu for the player who typed it.
 * nodemodCore.cmd.register('votemap', (client) => {
 *   if (!client) return; // run from the server console
 *   const maps = ['crossfire', 'datacore', 'stalkyard', 'bounce'];
 *   nodemodCore.menu.show({
 *     title: 'Vote for the next map',
 *     entity: client,
 *     time: 20,
 *     items: maps.map((map) => ({
 *       name: map,
 *       handler: (player: nodemod.Entity) => {
 *         nodemodCore.util.messageAll(
 *           `${player.netname} voted for ${map}`,
 *         );
 *       },
 *     })),
 *     onTimeout: (player) =>
 *       nodemodCore.util.messageClient(
 *         player,
 *         'The vote menu timed out.',
 *       ),
 *   });
 * });
 * ```
 *
 * @module
 */

import type NodemodUtil from './util.js';
import type NodemodMsg from './msg.js';

/**
 * Function type run when a player selects a menu item (`MenuItem.handler`).
 */
export interface MenuHandler {
  /**
   * Handles the selection. Exceptions and rejected promises are caught and logged with
   * `console.error`.
   * @param client - The player who pressed the item's key.
   * @param menu - The menu the item belongs to.
   * @returns Nothing, or a promise for asynchronous work (it is not awaited).
   */
  (client: nodemod.Entity, menu?: Menu): void | Promise<void>;
}

/** One entry of a menu (`MenuOptions.items`, `Menu.items`). */
export interface MenuItem {
  /**
   * Label shown for the item (passed to `MenuFormatters.item`). An empty or whitespace-only
   * name makes the item a separator: an empty line without a number or key, which still takes
   * one of the 7 places of its page; its other fields are ignored.
   */
  name: string;
  /**
   * Function run when the item is selected. An item with neither `handler` nor `submenu` is
   * shown, but its key is not enabled.
   */
  handler?: MenuHandler;
  /**
   * Menu opened when the item is selected (at its first page). Key 0 then returns to the
   * current menu. Takes precedence over `handler`.
   */
  submenu?: Menu;
  /**
   * When `true`, the item is shown (the default formatter prefixes `[DISABLED] `) but cannot
   * be selected.
   */
  disabled?: boolean;
}

/**
 * Settings for `NodemodMenu.show` and the `Menu` constructor. Optional values get the
 * defaults listed below.
 */
export interface MenuOptions {
  /** Heading of the menu, passed to `MenuFormatters.title`. */
  title: string;
  /**
   * The entries. Each page holds up to 7 of them, separators included; the items that are not
   * separators get keys 1-7 in order, so a separator does not use up a key number.
   */
  items: MenuItem[];
  /** The player to show the menu to; when omitted, it goes to every player in `nodemod.players`. */
  entity?: nodemod.Entity;
  /**
   * Time limit in seconds; `-1` (the default) means none. A positive value closes the menu
   * on the server after that time and is also sent to the client as display time, as a signed
   * byte (at most 127).
   */
  time?: number;
  /**
   * Called when the time limit runs out.
   * @param client - The player whose menu timed out.
   */
  onTimeout?: (client: nodemod.Entity) => void;
  /**
   * Called when the player closes the menu with key 0 on a menu that has no previous menu to
   * return to.
   * @param client - The player who closed the menu.
   */
  onExit?: (client: nodemod.Entity) => void;
  /** Label of key 0 when it closes the menu; defaults to `"Exit"`. */
  exitText?: string;
  /** Label of key 0 when the menu has a `parent`; defaults to `"Back"`. */
  backText?: string;
  /** Label of key 9 (next page); defaults to `"Next"`. */
  nextText?: string;
  /** Label of key 8 (previous page); defaults to `"Previous"`. */
  prevText?: string;
  /** Functions that replace the default text layout; missing ones keep the default. */
  formatters?: MenuFormatters;
}

/** Functions that produce the lines of a menu's text (`MenuOptions.formatters`). */
export interface MenuFormatters {
  /**
   * Builds the first line. Default: `=== title ===`.
   * @param title - The menu's title.
   * @returns The heading line.
   */
  title?: (title: string) => string;
  /**
   * Builds the line of one item. Default: the key number, a dot, `[DISABLED] ` for disabled
   * items, then the name (e.g. `1. Kick player`).
   * @param item - The item.
   * @param index - The item's key number minus 1, 0 to 6; separators on the page are not
   * counted (and this function is not called for them).
   * @param isDisabled - Whether the item is disabled.
   * @returns The item's line.
   */
  item?: (item: MenuItem, index: number, isDisabled: boolean) => string;
  /**
   * Builds the page line shown under the heading when there is more than one page. Default:
   * `Page current/total`.
   * @param current - Current page, starting at 1.
   * @param total - Number of pages.
   * @returns The page line.
   */
  pagination?: (current: number, total: number) => string;
  /**
   * Builds a line placed right after the heading; an empty string (the default) adds no
   * line.
   * @returns The divider line.
   */
  divider?: () => string;
}

/** Server-side record of a menu being shown, kept by `NodemodMenu` until the menu closes. */
export interface MenuState {
  /** The menu currently displayed (a submenu after navigating into one). */
  menu: Menu;
  /** The page currently displayed, starting at 0. */
  currentPage: number;
  /** Menus to return to with key 0, most recent last. */
  history: Menu[];
  /** `true` when the menu was shown to all players (no `entity` given). */
  isAll: boolean;
  /** Entity indices of players who selected an item with a handler; recorded only. */
  used: number[];
  /** Node.js timer handle of the time limit, if one is running. */
  timeoutId?: any;
}

/** Table of the active `MenuState` records in `NodemodMenu`. */
export interface MenuStateMap {
  /** The key `'all'` holds the state of a menu shown to all players. */
  [key: string]: MenuState;
  /** A numeric key is the entity index of a player with a menu of their own. */
  [key: number]: MenuState;
}

/**
 * A menu definition that can be passed to `NodemodMenu.show`, including nested submenus.
 * Plugins create it themselves with `new Menu(options)`; the class is exported by
 * `@nodemod/core/menu` and also available as `NodemodMenu.Menu`.
 */
export declare class Menu {
  /** Heading of the menu. */
  title: string;
  /** The entries of the menu. */
  items: MenuItem[];
  /** The player the menu is for; `undefined` shows it to all players. */
  entity?: nodemod.Entity;
  /** Time limit in seconds; `-1` means none. */
  time: number;
  /**
   * Called when the time limit runs out.
   * @param client - The player whose menu timed out.
   */
  onTimeout?: (client: nodemod.Entity) => void;
  /**
   * Called when the player closes the menu with key 0 and there is no previous menu.
   * @param client - The player who closed the menu.
   */
  onExit?: (client: nodemod.Entity) => void;
  /** Label of key 0 when it closes the menu. */
  exitText: string;
  /** Label of key 0 when the menu has a `parent`. */
  backText: string;
  /** Label of key 9 (next page). */
  nextText: string;
  /** Label of key 8 (previous page). */
  prevText: string;
  /** The text layout functions, with defaults filled in for those not given. */
  formatters: Required<MenuFormatters>;
  /**
   * The menu that lists this one as an item's `submenu`; set by that menu's constructor.
   * When present, key 0 is labeled with `backText`.
   */
  parent?: Menu;
  /**
   * Copies the options and fills in the defaults: `time` `-1`, `exitText` `"Exit"`,
   * `backText` `"Back"`, `nextText` `"Next"`, `prevText` `"Previous"` and the default
   * formatters. It also sets `parent` on every item's `submenu` to this menu.
   * @param options - The menu settings.
   */
  constructor(options: MenuOptions);
  /** Factories for common menus, each returning a new `Menu`. */
  static template: {
    /**
     * Makes one item per name in `items`, each with the handler at the same position in
     * `handlers`; items without one are shown but not selectable.
     * @param title - The menu's title.
     * @param items - Item names, in order.
     * @param handlers - Handlers for the items, by position.
     * @returns The new menu.
     */
    simple: (title: string, items: string[], handlers?: MenuHandler[]) => Menu;
    /**
     * Makes a menu with the items `Yes` and `No`.
     * @param title - The question shown as the title.
     * @param onYes - Called when the player picks `Yes`.
     * @param onNo - Called when the player picks `No`.
     * @returns The new menu.
     */
    yesNo: (title: string, onYes: MenuHandler, onNo: MenuHandler) => Menu;
    /**
     * Makes a menu titled `message` with the items `Confirm` and `Cancel`; without
     * `onCancel`, Cancel simply closes the menu.
     * @param message - The text shown as the title.
     * @param onConfirm - Called when the player picks `Confirm`.
     * @param onCancel - Called when the player picks `Cancel`.
     * @returns The new menu.
     */
    confirm: (message: string, onConfirm: MenuHandler, onCancel?: MenuHandler) => Menu;
  };
}

/**
 * Menu service of `@nodemod/core`, reachable as `nodemodCore.menu` after
 * `import nodemodCore from '@nodemod/core'`. It shows numbered on-screen menus with the
 * `ShowMenu` user message and handles the players' key presses: keys 1-7 select items,
 * 8 and 9 change pages, 0 goes back or closes the menu.
 */
export default class NodemodMenu {
  /**
   * Stores the services and subscribes to the `dllClientCommand` event to receive the
   * `menuselect` commands clients send on a key press. If the player has an open menu, or a
   * menu shown to all players is open, the command is handled here and superseded
   * (`META_RES.SUPERCEDE`), so neither the game DLL nor the `dllClientCommand` listeners added
   * after this one see it. The library creates this instance itself; plugins use
   * `nodemodCore.menu`.
   * @param msgService - The `nodemodCore.msg` service, used to send `ShowMenu`.
   * @param utilService - The `nodemodCore.util` service.
   */
  constructor(msgService: NodemodMsg, utilService: NodemodUtil);
  /**
   * Shows the first page of a menu and records its state, replacing an earlier menu of the
   * same recipient; a menu shown to all players does not replace a player's own menu, which
   * keeps receiving that player's key presses while it is open. With `entity` set, only that
   * player gets it and the menu closes after an item handler has run, unless the handler showed
   * that player another menu, which then stays open. Without `entity`, every player in
   * `nodemod.players` gets it and it stays open after a selection; all recipients then share
   * one state, so paging or closing by one player affects it for everyone. The time limit of a
   * replaced menu keeps running; when it expires it still calls that menu's `onTimeout`, but
   * the menu shown since then stays open.
   * @param options - Menu settings, or a `Menu` instance.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_stats', (client) => {
   *   if (!client) return; // run from the server console
   *   nodemodCore.menu.show({
   *     title: 'My stats',
   *     entity: client,
   *     time: 10,
   *     items: [
   *       {
   *         name: 'Health',
   *         handler: (p) => {
   *           nodemodCore.util.messageClient(p, `Health: ${p.health}`);
   *         },
   *       },
   *       { name: '' }, // an empty line; Frags is still key 2
   *       {
   *         name: 'Frags',
   *         handler: (p) => {
   *           nodemodCore.util.messageClient(p, `Frags: ${p.frags}`);
   *         },
   *       },
   *     ],
   *   });
   * });
   * ```
   */
  show(options: MenuOptions | Menu): void;
  /**
   * Drops the server-side state of the player's menu (or, if the player has none, of the
   * menu shown to all players) and stops its timer. No callback runs and nothing is sent to
   * the client, so the menu stays on screen until a key is pressed or its display time ends;
   * that key press is then passed on to the game DLL.
   * @param client - The player whose menu is closed.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // Drops the leaver's own menu; with none,
   * // it drops the menu shown to all players.
   * nodemodCore.events.on('dllClientDisconnect', (entity) => {
   *   nodemodCore.menu.closeMenu(entity);
   * });
   * ```
   */
  closeMenu(client: nodemod.Entity): void;
  /**
   * Drops the state of every active menu and stops all timers, without callbacks and without
   * sending anything to clients.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // Forget open menus and their timers when the map ends.
   * nodemodCore.events.on('dllServerDeactivate', () => {
   *   nodemodCore.menu.closeAllMenus();
   * });
   * ```
   */
  closeAllMenus(): void;
  /**
   * The `Menu` class, for creating menus with `new NodemodMenu.Menu(options)`.
   *
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   * import NodemodMenu from '@nodemod/core/menu';
   *
   * nodemodCore.cmd.register('nm_settings', (client) => {
   *   if (!client) return; // run from the server console
   *   const gravity = new NodemodMenu.Menu({
   *     title: 'Gravity',
   *     items: [
   *       {
   *         name: 'Low',
   *         handler: (p) => {
   *           p.gravity = 0.5;
   *         },
   *       },
   *     ],
   *   });
   *   // Key 0 in the submenu goes back to Settings.
   *   nodemodCore.menu.show({
   *     title: 'Settings',
   *     entity: client,
   *     items: [{ name: 'Gravity', submenu: gravity }],
   *   });
   * });
   * ```
   */
  static Menu: typeof Menu;
}
