/**
 * The API reference URLs the specification lists, and where each symbol's page is.
 * Core interfaces sit in the module whose source declares them (the spec does
 * not say which): the declaration sources decide, so the list is read from them.
 */
import {readDeclarations} from './declarations';
import coreModuleList from '../../plugins/typedoc/core-modules.json';

export const coreModules: readonly string[] = coreModuleList.modules;

export const specCoreInterfaces = [
  'CommandContext',
  'CommandOptions',
  'CVarInfo',
  'EntityCriteria',
  'MenuItem',
  'MenuOptions',
  'MessageData',
  'SendOptions',
  'PlayerInfo',
  'PlayerStats',
  'ResourceItem',
  'EmitSoundOptions',
  'SoundConfig',
  'TraceOptions',
  'HudTextOptions',
];

const nodemodGroups = {
  Enumeration: [
    'ALERT_TYPE',
    'ATTN',
    'CLASS',
    'CONTENTS',
    'DAMAGE',
    'DEAD',
    'DMG',
    'EF',
    'FCVAR',
    'FEV',
    'FL',
    'FORCE_TYPE',
    'GIB',
    'HIDEHUD',
    'HLW',
    'HULL',
    'IGNORE',
    'IN_BUTTON',
    'META_RES',
    'MOVE',
    'MOVETYPE',
    'MSG_DEST',
    'MSG_TYPE',
    'OBS',
    'PFLAG',
    'PRINT_TYPE',
    'SND',
    'SOLID',
    'USE',
    'WALKMOVE',
  ],
  Function: [
    'addEventListener',
    'addListener',
    'clearListeners',
    'continueServer',
    'fire',
    'getUserMsgId',
    'getUserMsgName',
    'on',
    'removeEventListener',
    'removeListener',
    'setMetaResult',
  ],
  Interface: [
    'ClientData',
    'Customization',
    'Cvar',
    'Delta',
    'DLL',
    'Engine',
    'Entity',
    'EntityState',
    'Entvars',
    'EventCallbacks',
    'FileHandle',
    'KeyValueData',
    'NetAdr',
    'PlayerMove',
    'SaveRestoreData',
    'TraceMonsterHullResult',
    'TraceResult',
    'TypeDescription',
    'UserCmd',
    'WeaponData',
  ],
  Variable: ['cwd', 'dll', 'eng', 'mapname', 'players', 'time'],
} as const;

/** Every API URL the specification lists, and the page of each core symbol. */
export function apiRoutes(): string[] {
  const declared = readDeclarations();
  const routes = ['/docs/api/core/', '/docs/api/nodemod/', '/docs/api/nodemod/dll', '/docs/api/nodemod/eng'];
  for (const [group, names] of Object.entries(nodemodGroups)) {
    for (const name of names) routes.push(`/docs/api/nodemod/${group}/${name}`);
  }
  for (const module of coreModules) {
    const m = declared.core[module];
    routes.push(`/docs/api/core/${module}/`, `/docs/api/core/${module}/Class/default`);
    for (const name of Object.keys(m.interfaces ?? {})) routes.push(`/docs/api/core/${module}/Interface/${name}`);
    for (const name of Object.keys(m.typeAliases ?? {})) routes.push(`/docs/api/core/${module}/TypeAlias/${name}`);
    for (const name of Object.keys(m.variables ?? {})) routes.push(`/docs/api/core/${module}/Variable/${name}`);
  }
  return routes;
}
