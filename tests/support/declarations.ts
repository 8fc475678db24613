/**
 * Reads the API declaration sources in api-src/ with the TypeScript compiler (through
 * plugins/typedoc/api-source.mjs, the reader the build's derived data uses too) and
 * returns the API they declare in the shape of the shared reference
 * (`tests/fixtures/nodemod-api.json`): names, members with their
 * declaration text (no comments), enum values, parameter names.
 */
import {spawnSync} from 'node:child_process';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {apiFacts, normalise} from '../../plugins/typedoc/api-source.mjs';

export type Members = Record<string, string | string[]>;
export type Api = {
  nodemod: {
    enums: Record<string, {members: Record<string, number | string>}>;
    interfaces: Record<string, {extends?: string[]; members: Members}>;
    functions: Record<string, {params: string[]; signatures: string[]}>;
    variables: Record<string, {type: string}>;
  };
  globals: {classes: Record<string, {members: Members}>};
  core: Record<
    string,
    {
      class: {name: string; extends?: string[]; members: Members};
      interfaces?: Record<string, {extends?: string[]; typeParams?: string; members: Members}>;
      typeAliases?: Record<string, string>;
      variables?: Record<string, {type: string; members?: Record<string, number>}>;
      classes?: Record<string, {extends?: string[]; members: Members}>;
    }
  >;
};

const root = path.resolve(__dirname, '..', '..');
const apiSrc = path.join(root, 'api-src');

export {normalise};

const source = (file: string) => ({fileName: file, text: readFileSync(file, 'utf8')});

export function readDeclarations(): Api {
  // The post events are derived from the pre events (an ES module script, run in its own process).
  const derive = spawnSync(process.execPath, [path.join(root, 'plugins', 'typedoc', 'derive-post-events.mjs')], {
    encoding: 'utf8',
  });
  if (derive.status !== 0) throw new Error(`derive-post-events failed:\n${derive.stderr}`);
  const nodemodDir = path.join(apiSrc, 'nodemod');
  const binding = [
    ...readdirSync(nodemodDir)
      .filter((f) => f.endsWith('.d.ts'))
      .map((f) => source(path.join(nodemodDir, f))),
    // The post events, derived above into the ignored generated/ folder.
    source(path.join(root, 'generated', 'nodemod', 'events-post.d.ts')),
  ];
  const coreDir = path.join(apiSrc, 'core');
  const core = Object.fromEntries(
    readdirSync(coreDir)
      .filter((f) => f.endsWith('.d.ts') && f !== 'index.d.ts')
      .map((f) => [f.replace(/\.d\.ts$/, ''), source(path.join(coreDir, f))]),
  );
  return apiFacts(binding, core) as Api;
}

/** The reference data of the real API, kept in the repository (see tests/fixtures/README.md). */
export function readReference(): Api & {counts: unknown} {
  const file = path.resolve(root, 'tests', 'fixtures', 'nodemod-api.json');
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Normalises every declaration text of a reference-shaped API, for comparison. */
export function normaliseApi<T>(value: T): T {
  if (typeof value === 'string') return normalise(value) as T;
  if (Array.isArray(value)) return value.map(normaliseApi) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normaliseApi(v)])) as T;
  }
  return value;
}
