/// <reference path="../nodemod/index.d.ts" />

/**
 * Reading files through the engine's file system, so paths are relative to the game (mod)
 * directory and are looked up the way the engine looks up its own files. Start with
 * `nodemodCore.file.load`, which returns a file's bytes as an array of numbers, and
 * `exists` or `getSize` for checks; `watch` polls a file for size changes. In this version
 * the helpers that free what they loaded (`loadWithCleanup` and, through it, `readText` and
 * `loadConfig`) pass the JavaScript array to the engine's `pfnFreeFile` (see `free`), which
 * most likely crashes the server: decode the bytes of `load` yourself instead.
 * `buildResourcePath` and the helpers built on it put the game directory in front of their
 * paths (`valve/sound/…`), which the engine finds only in the mod directory itself; plain
 * relative paths such as `'mapcycle.txt'` reach every directory the engine searches.
 *
 * @example
 * ```ts
 * import nodemodCore from '@nodemod/core';
 *
 * // The map rotation, without blank lines and // comments.
 * function readMapCycle(): string[] {
 *   const bytes = nodemodCore.file.load('mapcycle.txt');
 *   const text = bytes ? Buffer.from(bytes).toString('utf8') : '';
 *   return text.split(/\r?\n/).map((line) => line.trim())
 *     .filter((line) => line !== '' && !line.startsWith('//'));
 * }
 *
 * let maps = readMapCycle();
 * console.log(`mapcycle.txt lists ${maps.length} maps`);
 *
 * // Re-read it when its size changes (checked every 5 seconds).
 * nodemodCore.file.watch('mapcycle.txt', () => {
 *   maps = readMapCycle();
 * }, 5000);
 * ```
 *
 * @module
 */

/**
 * View of a loaded file that `NodemodFile.loadWithCleanup` passes to its callback. It is only
 * valid inside that callback.
 */
export interface FileBuffer {
  /**
   * Decodes the file's bytes to text with `TextDecoder`.
   * @param encoding - A `TextDecoder` encoding label such as `'utf-8'` or `'utf-16le'`;
   * defaults to UTF-8. An unknown label throws a `RangeError`.
   * @returns The decoded text.
   */
  toString(encoding?: string): string;
  /** File size in bytes. */
  length: number;
}

/** Per-file entry of the object returned by `NodemodFile.loadMultiple`. */
export interface FileLoadResult {
  /** The file's bytes (one number 0-255 per byte) from `NodemodFile.load`, or `null` if loading failed. */
  buffer: number[] | null;
  /** The size reported by `NodemodFile.getSize`. */
  size: number;
  /** The result of `NodemodFile.exists` (size greater than 0). */
  exists: boolean;
}

/** Change report passed to a `FileWatchCallback` by `NodemodFile.watch`. */
export interface FileWatchEvent {
  /** The watched file name, as given to `watch`. */
  filename: string;
  /** Kind of change; always `'change'`. */
  event: 'change';
  /** File size in bytes at the previous check. */
  oldSize: number;
  /** File size in bytes now. */
  newSize: number;
  /** Time of detection in milliseconds since the Unix epoch (`Date.now()`). */
  timestamp: number;
}

/**
 * Function type called by `NodemodFile.watch` when the watched file's size has changed.
 * @param event - Details of the change.
 */
export type FileWatchCallback = (event: FileWatchEvent) => void;

/**
 * Function type for `NodemodFile.loadWithCleanup`, which processes a loaded file.
 * @typeParam T - Type of the value the callback produces.
 * @param buffer - The file's contents, or `null` when the file could not be loaded.
 * @param length - The file size in bytes; not passed when `buffer` is `null`.
 * @returns The value that `loadWithCleanup` returns.
 */
export type FileLoadCallback<T> = (buffer: FileBuffer | null, length?: number) => T;

/**
 * File service of `@nodemod/core`, reachable as `nodemodCore.file` after
 * `import nodemodCore from '@nodemod/core'`. It reads files through the engine's file
 * system (paths relative to the game directory, the way the engine resolves them), parses
 * simple config files, watches files for size changes and offers path string helpers.
 * The library creates the instance itself; plugins use `nodemodCore.file`.
 *
 * @hideconstructor
 */
export default class NodemodFile {
  /**
   * Reads a whole file with engine `pfnLoadFileForMe` (`LOAD_FILE_FOR_ME`). The binding copies
   * the bytes into a JavaScript array and releases the engine's buffer itself.
   * @param filename - Path relative to the game directory, e.g. `'mapcycle.txt'`.
   * @returns The bytes as numbers 0-255, or `null` if the file is missing, empty or cannot be
   * read (errors are logged with `console.error`).
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // The bytes as numbers 0-255, or null for a missing or empty file.
   * const bytes = nodemodCore.file.load('motd.txt');
   * const motd = bytes ? Buffer.from(bytes).toString('utf8') : '';
   * console.log(`motd.txt has ${motd.length} characters`);
   * ```
   */
  load(filename: string): number[] | null;
  /**
   * Passes a value to engine `pfnFreeFile` (`FREE_FILE`) when it is not empty. Do not call it
   * on the arrays returned by `load`: they are JavaScript copies whose engine memory was
   * already released. The binding turns a JavaScript array into a pointer to a fixed buffer of
   * its own, and the engine hands that pointer to the C library's `free()`, which most likely
   * crashes the server.
   * @param buffer - The value to release; `null` and `undefined` are ignored.
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * const bytes = nodemodCore.file.load('mapcycle.txt');
   * console.log(`mapcycle.txt: ${bytes?.length ?? 0} bytes`);
   * // No free(bytes) afterwards: the array is a JavaScript copy, see above.
   * ```
   */
  free(buffer: number[] | null | any): void;
  /**
   * Gets a file's size with engine `pfnGetFileSize`.
   * @param filename - Path relative to the game directory.
   * @returns The size in bytes; the engine returns a value of 0 or less when the file cannot
   * be found.
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * const size = nodemodCore.file.getSize('maps/crossfire.bsp');
   * console.log(
   *   size > 0
   *     ? `crossfire.bsp: ${size} bytes`
   *     : 'crossfire.bsp was not found',
   * );
   * ```
   */
  getSize(filename: string): number;
  /**
   * Calls engine `pfnCompareFileTime` (`COMPARE_FILE_TIME`) for two files. The engine reports
   * which file is newer through an `iCompare` out-parameter that this method does not expose;
   * only the function's own result is returned.
   * @param filename1 - First path, relative to the game directory.
   * @param filename2 - Second path, relative to the game directory.
   * @returns The engine's return value. ReHLDS returns `0` only for a null file name, which the
   * binding never passes, so the result is `1` even when a file does not exist.
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * const result = nodemodCore.file.compareTime(
   *   'server.cfg',
   *   'mapcycle.txt',
   * );
   * // ReHLDS answers 1 for any two names, even
   * // missing files; which is newer is not returned.
   * console.log(`compareTime returned ${result}`);
   * ```
   */
  compareTime(filename1: string, filename2: string): number;
  /**
   * Tests whether a file exists by checking that `getSize` is greater than 0, so empty files
   * count as missing.
   * @param filename - Path relative to the game directory.
   * @returns `true` if the file has a size greater than 0.
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // An empty motd.txt counts as missing too.
   * if (!nodemodCore.file.exists('motd.txt')) {
   *   console.log('motd.txt is missing or empty');
   * }
   * ```
   */
  exists(filename: string): boolean;
  /**
   * Loads a file with `load`, hands it to `callback` as a `FileBuffer` and calls `free` on
   * the array afterwards, even if the callback throws, which most likely crashes the server
   * (see `free`). When loading fails, the callback is called with `null`.
   * @typeParam T - Type of the callback's result.
   * @param filename - Path relative to the game directory.
   * @param callback - Processes the file and returns the result.
   * @returns Whatever `callback` returns.
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // Caution: a file that loads is passed to `free`
   * // after the callback; read its note first.
   * const lineCount = nodemodCore.file.loadWithCleanup(
   *   'mapcycle.txt',
   *   (file) => (file ? file.toString().split('\n').length : 0),
   * );
   * console.log(`mapcycle.txt: ${lineCount} lines`);
   * ```
   */
  loadWithCleanup<T>(filename: string, callback: FileLoadCallback<T>): T | null;
  /**
   * Reads a file as UTF-8 text through `loadWithCleanup`, which passes the loaded array to
   * `free` afterwards and so most likely crashes the server whenever the file loads (see `free`).
   * @param filename - Path relative to the game directory, e.g. `'motd.txt'`.
   * @returns The text, or `null` if the file is missing, empty or unreadable.
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // Caution: reads through `loadWithCleanup`,
   * // so the note on `free` applies.
   * const motd = nodemodCore.file.readText('motd.txt');
   * console.log(motd ?? 'motd.txt could not be read');
   * ```
   */
  readText(filename: string): string | null;
  /**
   * Returns the game (mod) directory name, `nodemod.gameDir`, which the binding reads with
   * engine `pfnGetGameDir` (`GET_GAME_DIR`) on each access.
   * @returns The directory name given with the server's `-game` option, e.g. `'cstrike'`;
   * `'valve'` without it.
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * if (nodemodCore.file.getGameDir() !== 'valve')
   *   console.log('This plugin is made for Half-Life deathmatch.');
   * ```
   */
  getGameDir(): string;
  /**
   * Joins path parts with `/` and collapses repeated slashes. Backslashes are kept as they
   * are.
   * @param parts - Path segments, e.g. `'sound'`, `'misc'`, `'beep.wav'`.
   * @returns The joined path.
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * const folder = 'weapons/';
   * // 'weapons/explode3.wav', one slash
   * const sample = nodemodCore.file.joinPath(folder, 'explode3.wav');
   * nodemodCore.resource.precacheSound(sample);
   * ```
   */
  joinPath(...parts: string[]): string;
  /**
   * Converts backslashes to `/` and collapses repeated slashes.
   * @param path - Path to clean up.
   * @returns The normalized path.
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_exists', (client, args) => {
   *   if (!client) return; // run from the server console
   *   // backslashes become '/'
   *   const name = nodemodCore.file.normalizePath(args[0] ?? '');
   *   const found = nodemodCore.file.exists(name);
   *   nodemodCore.util.messageClient(
   *     client,
   *     `${name}: ${found ? 'found' : 'not found'}`,
   *   );
   * });
   * ```
   */
  normalizePath(path: string): string;
  /**
   * Extracts the extension: the text after the last `.`, in lower case.
   * @param filename - File name or path.
   * @returns The extension without the dot, e.g. `'wav'`, or `''` when there is no dot.
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // Queues the right precache for 'buttons/bell1.wav',
   * // 'models/w_medkit.mdl' and the like.
   * function precacheByType(path: string): void {
   *   const ext = nodemodCore.file.getExtension(path);
   *   if (ext === 'wav') nodemodCore.resource.precacheSound(path);
   *   else if (ext === 'mdl' || ext === 'spr')
   *     nodemodCore.resource.precacheModel(path);
   * }
   * ```
   */
  getExtension(filename: string): string;
  /**
   * Extracts the file name without directory and without its last extension; forward
   * slashes and backslashes both count as separators.
   * @param filename - File name or path.
   * @returns The base name, e.g. `'de_dust'` for `'maps/de_dust.bsp'`.
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // 'crossfire'
   * const map = nodemodCore.file.getBasename('maps/crossfire.bsp');
   * if (nodemod.eng.isMapValid(map))
   *   nodemodCore.cmd.run(`changelevel ${map}`);
   * ```
   */
  getBasename(filename: string): string;
  /**
   * Extracts the directory part: everything before the last forward slash or backslash.
   * @param filename - File name or path.
   * @returns The directory, e.g. `'maps'` for `'maps/de_dust.bsp'`, or `''` when there is none.
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * const model = 'models/player/gordon/gordon.mdl';
   * // 'models/player/gordon'
   * const folder = nodemodCore.file.getDirectory(model);
   * console.log(
   *   `${nodemodCore.file.getBasename(model)} is stored in ${folder}`,
   * );
   * ```
   */
  getDirectory(filename: string): string;
  /**
   * Builds a path of the form `gameDir/folder/name` from `getGameDir()` and the type's
   * folder, then normalizes it, e.g. `'valve/sound/misc/beep.wav'`. The engine resolves such a
   * path from its base directory (ReHLDS adds it as the search path `BASE`), so it names a file
   * in the mod directory itself, not in directories such as `valve_downloads` that a path
   * without the game directory also reaches.
   * @param type - `'model'` (`models/`), `'sound'` (`sound/`), `'sprite'` (`sprites/`),
   * `'map'` (`maps/`) or `'config'` (no folder); any other value also means no folder.
   * @param name - File name relative to that folder.
   * @returns The combined path.
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * const path = nodemodCore.file.buildResourcePath(
   *   'sound',
   *   'buttons/bell1.wav',
   * );
   * // 'valve/sound/buttons/bell1.wav' on a
   * // Half-Life server
   * console.log(path);
   * ```
   */
  buildResourcePath(type: string, name: string): string;
  /**
   * Checks with `exists` whether the path built by `buildResourcePath` exists.
   * @param type - Resource type, as for `buildResourcePath`.
   * @param name - File name relative to the type's folder.
   * @returns `true` if the file has a size greater than 0.
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // Looks for 'valve/models/w_medkit.mdl' on a Half-Life server.
   * if (nodemodCore.file.resourceExists('model', 'w_medkit.mdl')) {
   *   nodemodCore.resource.precacheModel('models/w_medkit.mdl');
   * }
   * ```
   */
  resourceExists(type: string, name: string): boolean;
  /**
   * Loads the file at the path built by `buildResourcePath` with `load`.
   * @param type - Resource type, as for `buildResourcePath`.
   * @param name - File name relative to the type's folder.
   * @returns The bytes, or `null` if the file could not be loaded.
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // reads 'valve/sprites/laserbeam.spr' on a Half-Life server
   * const sprite = nodemodCore.file.loadResource('sprite', 'laserbeam.spr');
   * console.log(
   *   sprite
   *     ? `laserbeam.spr: ${sprite.length} bytes`
   *     : 'laserbeam.spr was not found',
   * );
   * ```
   */
  loadResource(type: string, name: string): number[] | null;
  /**
   * Loads several files; for each it calls `load`, `getSize` and `exists`.
   * @param filenames - Paths relative to the game directory.
   * @returns An object keyed by file name with a `FileLoadResult` per file.
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * const files = nodemodCore.file.loadMultiple([
   *   'server.cfg',
   *   'mapcycle.txt',
   *   'motd.txt',
   * ]);
   * for (const [name, result] of Object.entries(files)) {
   *   console.log(
   *     `${name}: ` +
   *       `${result.exists ? `${result.size} bytes` : 'missing or empty'}`,
   *   );
   * }
   * ```
   */
  loadMultiple(filenames: string[]): { [key: string]: FileLoadResult; };
  /**
   * Calls `free` for each array in a list, or for each `buffer` (or bare array) in an object
   * such as the one returned by `loadMultiple`. Each such call most likely crashes the server
   * (see `free`).
   * @param buffers - An array of byte arrays, or an object of `FileLoadResult` entries or
   * byte arrays.
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * const files = nodemodCore.file.loadMultiple([
   *   'motd.txt',
   *   'mapcycle.txt',
   * ]);
   * const unreadable = Object.keys(files).filter(
   *   (name) => files[name].buffer === null,
   * );
   * console.log(`unreadable: ${unreadable.join(', ') || 'none'}`);
   * // No freeMultiple(files): the buffers
   * // are JavaScript copies (see `free`).
   * ```
   */
  freeMultiple(buffers: number[][] | { [key: string]: FileLoadResult | number[]; }): void;
  /**
   * Checks that a name ends in `.mdl` or `.bsp` and that `buildResourcePath('model', ...)`
   * exists.
   * @param filename - Path relative to the `models/` folder, e.g. `'player.mdl'`.
   * @returns `true` if the extension fits and the file was found.
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * nodemodCore.cmd.register('nm_model', (client, args) => {
   *   if (!client) return; // run from the server console
   *   const name = args[0] ?? 'gordon';
   *   const found = nodemodCore.file.isValidModelFile(
   *     `player/${name}/${name}.mdl`,
   *   );
   *   nodemodCore.util.messageClient(
   *     client,
   *     found ? `${name} is installed` : `no player model "${name}"`,
   *   );
   * });
   * ```
   */
  isValidModelFile(filename: string): boolean;
  /**
   * Checks that a name ends in `.wav` or `.mp3` and that `buildResourcePath('sound', ...)`
   * exists.
   * @param filename - Path relative to the `sound/` folder, e.g. `'misc/beep.wav'`.
   * @returns `true` if the extension fits and the file was found.
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // relative to sound/, as for precaching
   * const bell = 'buttons/bell1.wav';
   * if (nodemodCore.file.isValidSoundFile(bell))
   *   nodemodCore.resource.precacheSound(bell);
   * else console.log(`sound/${bell} is missing`);
   * ```
   */
  isValidSoundFile(filename: string): boolean;
  /**
   * Checks that a name ends in `.bsp` and that `buildResourcePath('map', ...)` exists.
   * @param filename - Path relative to the `maps/` folder, e.g. `'crossfire.bsp'`.
   * @returns `true` if the extension fits and the file was found.
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * const wanted = ['crossfire', 'bounce', 'frenzy', 'undertow'];
   * const installed = wanted.filter((map) =>
   *   nodemodCore.file.isValidMapFile(`${map}.bsp`),
   * );
   * console.log(`maps on this server: ${installed.join(', ')}`);
   * ```
   */
  isValidMapFile(filename: string): boolean;
  /**
   * Reads a `key=value` text file (path from `buildResourcePath('config', filename)`) with
   * `readText`. Keys and values are trimmed; empty lines, lines starting with `//` or `#`,
   * and lines without `=` (or starting with it) are skipped. Lines in console syntax such as
   * `hostname "My server"` contain no `=` and are therefore ignored. As `readText` frees the
   * loaded array with `free`, a file that loads most likely crashes the server.
   * @param filename - File name relative to the game directory.
   * @returns An object of the keys and values found, or `null` if the file could not be read
   * or is empty.
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * // nm_greeter.ini is this plugin's own key=value
   * // file; the note on `free` applies when it loads.
   * const settings = nodemodCore.file.loadConfig('nm_greeter.ini') ?? {};
   * nodemodCore.cmd.register('nm_greet', (client) => {
   *   if (!client) return; // run from the server console
   *   nodemodCore.util.messageClient(
   *     client,
   *     settings['greeting'] ?? `Welcome, ${client.netname}!`,
   *   );
   * });
   * ```
   */
  loadConfig(filename: string): { [key: string]: string; } | null;
  /**
   * Polls a file's size with `getSize` on a Node.js interval and reports size changes.
   * Modifications that keep the size unchanged are not detected.
   * @param filename - Path relative to the game directory.
   * @param callback - Called with a `FileWatchEvent` for each detected change.
   * @param interval - Polling period in milliseconds; defaults to `1000`.
   * @returns A function that stops the polling.
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   *
   * const stop = nodemodCore.file.watch('motd.txt', (change) => {
   *   console.log(
   *     `motd.txt changed from ${change.oldSize} ` +
   *       `to ${change.newSize} bytes`,
   *   );
   * }, 10000);
   * // stop polling when the map ends
   * nodemod.on('dllServerDeactivate', stop);
   * ```
   */
  watch(filename: string, callback: FileWatchCallback, interval?: number): () => void;
  /**
   * Names of common server files, relative to the game directory: `CONFIG` is
   * `'server.cfg'`, `BANNED` is `'banned.cfg'` (banned IDs), `LISTIP` is `'listip.cfg'`
   * (banned IP addresses), `MAPCYCLE` is `'mapcycle.txt'` (map rotation) and `MOTD` is
   * `'motd.txt'` (message of the day).
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   * import NodemodFile from '@nodemod/core/file';
   *
   * for (const [key, name] of Object.entries(NodemodFile.PATHS)) {
   *   if (!nodemodCore.file.exists(name))
   *     console.log(`${key}: ${name} is missing or empty`);
   * }
   * ```
   */
  static PATHS: {
    /** `'server.cfg'`, the server configuration. */
    CONFIG: string;
    /** `'banned.cfg'`, the banned player IDs. */
    BANNED: string;
    /** `'listip.cfg'`, the banned IP addresses. */
    LISTIP: string;
    /** `'mapcycle.txt'`, the map rotation. */
    MAPCYCLE: string;
    /** `'motd.txt'`, the message of the day. */
    MOTD: string;
  };
  /**
   * Lower-case file extensions (without the dot) per resource kind: `MODEL` `['mdl']`,
   * `SOUND` `['wav', 'mp3']`, `MAP` `['bsp']`, `IMAGE` `['bmp', 'tga', 'jpg', 'jpeg', 'png']`,
   * `SPRITE` `['spr']` and `CONFIG` `['cfg', 'txt', 'ini']`. The `isValid*File` methods use
   * their own lists.
   * @example
   * ```ts
   * import nodemodCore from '@nodemod/core';
   * import NodemodFile from '@nodemod/core/file';
   *
   * function isSoundName(name: string): boolean {
   *   return NodemodFile.EXTENSIONS.SOUND.includes(
   *     nodemodCore.file.getExtension(name),
   *   );
   * }
   * ```
   */
  static EXTENSIONS: {
    /** `['mdl']`: models. */
    MODEL: string[];
    /** `['wav', 'mp3']`: sounds. */
    SOUND: string[];
    /** `['bsp']`: maps. */
    MAP: string[];
    /** `['bmp', 'tga', 'jpg', 'jpeg', 'png']`: images. */
    IMAGE: string[];
    /** `['spr']`: sprites. */
    SPRITE: string[];
    /** `['cfg', 'txt', 'ini']`: configuration and text files. */
    CONFIG: string[];
  };
}
