/**
 * TypeDoc validation of the API declaration sources, run as its own step
 * because docusaurus-plugin-typedoc only generates pages and does not validate.
 *
 * For each of the two TypeDoc runs (scripts/api-instances.mjs, with the shared
 * options of typedoc.json) it converts the sources, runs TypeDoc's validation
 * (unresolved links, symbols referenced but not documented, declarations
 * without a description) and reports every warning and error. It also counts
 * how many documentable members carry a description.
 *
 * `validateApi()` returns the results; the CLI (`node scripts/api-validate.mjs
 * [--json]`) prints them and exits 1 on any warning, error or undescribed member.
 */
import path from 'node:path';
import {Application, LogLevel, ReflectionKind, TSConfigReader, TypeDocReader} from 'typedoc';
import {coreApi, nodemodApi} from './api-instances.mjs';
import {writePostEvents} from './derive-post-events.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** Kinds whose reflections must carry a description. */
const documentable =
  ReflectionKind.Class |
  ReflectionKind.Interface |
  ReflectionKind.Enum |
  ReflectionKind.EnumMember |
  ReflectionKind.Function |
  ReflectionKind.Variable |
  ReflectionKind.TypeAlias |
  ReflectionKind.Property |
  ReflectionKind.Method |
  ReflectionKind.Accessor |
  ReflectionKind.Constructor;

function hasDescription(reflection) {
  const comments = [
    reflection.comment,
    ...(reflection.signatures ?? []).map((s) => s.comment),
    reflection.getSignature?.comment,
    reflection.setSignature?.comment,
    // A property whose type is a function keeps its comment on the property.
    ...(reflection.type?.declaration?.signatures ?? []).map((s) => s.comment),
  ];
  return comments.some((c) => c && c.summary.some((part) => part.text.trim() !== ''));
}

async function validateInstance(instance) {
  // Docusaurus-only options are left out: this run emits nothing.
  const {id, plugin, ...options} = instance;
  delete options.sidebar;
  delete options.out;
  const messages = [];
  const app = await Application.bootstrapWithPlugins(
    {...options, plugin: plugin.map((p) => (p.startsWith('.') ? path.resolve(root, p) : p))},
    [new TypeDocReader(), new TSConfigReader()],
  );
  const log = app.logger.log.bind(app.logger);
  app.logger.log = (message, level) => {
    if (level >= LogLevel.Warn) messages.push(`${LogLevel[level]}: ${message}`);
    if (level >= LogLevel.Info) log(message, level);
  };
  const project = await app.convert();
  if (!project) return {id, messages: [...messages, 'Error: TypeDoc could not convert the project'], described: 0, total: 0, undescribed: []};
  app.validate(project);

  const reflections = Object.values(project.reflections).filter(
    (r) => r.kindOf(documentable) && !r.name.startsWith('__') && r.parent?.name !== '__type' && !r.flags.isInherited,
  );
  const undescribed = reflections.filter((r) => !hasDescription(r)).map((r) => r.getFullName());
  return {id, messages, described: reflections.length - undescribed.length, total: reflections.length, undescribed};
}

export async function validateApi() {
  writePostEvents();
  const previous = process.cwd();
  process.chdir(root);
  try {
    return [await validateInstance(coreApi), await validateInstance(nodemodApi)];
  } finally {
    process.chdir(previous);
  }
}

if (process.argv[1] === import.meta.filename) {
  const results = await validateApi();
  const failed = results.some((r) => r.messages.length > 0 || r.undescribed.length > 0);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(results));
    process.exit(failed ? 1 : 0);
  }
  for (const r of results) {
    const share = r.total ? ((100 * r.described) / r.total).toFixed(1) : '0';
    console.log(`${r.id}: ${r.described} of ${r.total} members described (${share}%), ${r.messages.length} warnings and errors`);
    for (const m of r.messages) console.log(`  ${m}`);
    for (const u of r.undescribed) console.log(`  no description: ${u}`);
  }
  process.exit(failed ? 1 : 0);
}
