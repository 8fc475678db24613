/**
 * The words the site uses for the values of the event contracts
 * (plugins/site-data/events.ts): apart from the data, so that the event
 * finder's filter (src/components/EventFinderFilter) takes its options from
 * here without shipping the contracts to the browser.
 */
export type Frequency =
  | 'once'
  | 'map'
  | 'map-entity'
  | 'client'
  | 'frame'
  | 'usercmd'
  | 'entity-frame'
  | 'client-frame'
  | 'client-entity-frame'
  | 'call'
  | 'never';
export type Raised = 'engine' | 'single-player' | 'never' | 'game';
export type ArgumentKind = 'live' | 'copy' | 'value' | 'pointer';
/** When `@nodemod/core` listens to an event: as it is imported, only when a script calls one of its functions, or never. */
export type CoreUse = 'import' | 'call' | 'no';
/**
 * What superseding a pre event gives: `clean` skips a function that returns nothing,
 * `listener` gives the caller the last listener's value.
 */
export type Blockable = 'clean' | 'listener' | 'no';

/** The frequencies, busiest last but for the two open-ended ones, with the words the site uses. */
export const frequencyLabels: Record<Frequency, string> = {
  once: 'Once per server start',
  map: 'Once per map',
  'map-entity': 'Per entity, while a map loads',
  client: 'Per client joining or leaving',
  call: 'When it happens',
  usercmd: 'Per player command',
  frame: 'Every frame',
  'client-frame': 'Per client, every update',
  'entity-frame': 'Per entity, every frame',
  'client-entity-frame': 'Per entity per client, every update',
  never: 'Never raised',
};

export const raisedLabels: Record<Raised, string> = {
  engine: 'The engine',
  'single-player': 'Single-player saves only',
  game: 'The game library',
  never: 'Nobody',
};

export const blockableLabels: Record<Blockable, string> = {
  clean: 'Yes',
  listener: "Yes, the caller gets the listener's value",
  no: 'No: not raised in multiplayer',
};

export const coreLabels: Record<CoreUse, string> = {
  import: 'On import',
  call: 'When you call one of its functions',
  no: 'No',
};

/** The same in a badge's few words, under each event of the reference. */
export const frequencyBadges: Record<Frequency, string> = {
  once: 'once',
  map: 'once per map',
  'map-entity': 'per entity at map load',
  client: 'per client',
  call: 'per call',
  usercmd: 'per player command',
  frame: 'every frame',
  'client-frame': 'per client per update',
  'entity-frame': 'per entity per frame',
  'client-entity-frame': 'per entity per client per update',
  never: 'never raised',
};
