/**
 * Small throw-away Docusaurus sites for the upstream tests (configuration errors,
 * a page that crashes). Each one
 * is written under .test-output/fixtures/<name>/, uses this site's own theme
 * components (every folder of src/ but pages/ is linked in, so the theme finds
 * what it imports through `@site/src/…`), and is built with the same
 * Docusaurus as the site.
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

export type Fixture = {
  /** Extra `themeConfig` (navbar items, colour mode…). */
  themeConfig?: Record<string, unknown>;
  /** Sidebars file content (an object literal in TypeScript). */
  sidebars?: string;
  /** Extra pages: file name under src/pages -> source. */
  pages?: Record<string, string>;
  /** Extra docs: file name under docs -> source. */
  docs?: Record<string, string>;
  /**
   * Code before the config (imports), the docs plugin's `rehypePlugins` as code, and
   * code run on `config` before it is exported.
   */
  configCode?: {prelude: string; docsRehypePlugins?: string; setup?: string};
  /** The config's `onBrokenAnchors` (`warn` unless given). */
  onBrokenAnchors?: 'warn' | 'throw';
  /** The config's `customFields`, which pages read with `useDocusaurusContext`. */
  customFields?: Record<string, unknown>;
  /** Environment variables of the build (`undefined` removes one). */
  env?: Record<string, string | undefined>;
  /** Run on the fixture's folder once its files are written, before the build. */
  prepare?: (dir: string) => void;
};

export function buildFixture(name: string, fixture: Fixture): {status: number | null; output: string; dir: string} {
  const dir = path.join(root, '.test-output', 'fixtures', name);
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(path.join(dir, 'docs'), {recursive: true});
  mkdirSync(path.join(dir, 'src', 'pages'), {recursive: true});
  for (const entry of readdirSync(path.join(root, 'src'), {withFileTypes: true})) {
    if (entry.isDirectory() && entry.name !== 'pages') {
      symlinkSync(path.join(root, 'src', entry.name), path.join(dir, 'src', entry.name));
    }
  }

  const config = {
    title: 'Fixture',
    url: 'https://example.org',
    baseUrl: '/',
    onBrokenLinks: 'warn',
    onBrokenAnchors: fixture.onBrokenAnchors ?? 'warn',
    future: {v4: true, experimental_faster: true},
    customFields: fixture.customFields ?? {},
    presets: [
      [
        'classic',
        {
          docs: {sidebarPath: './sidebars.ts'},
          blog: false,
          theme: {customCss: './src/css/custom.css'},
        },
      ],
    ],
    themeConfig: {
      navbar: {title: 'Fixture', items: []},
      ...fixture.themeConfig,
    },
  };
  const rehype = fixture.configCode?.docsRehypePlugins
    ? `config.presets[0][1].docs.rehypePlugins = ${fixture.configCode.docsRehypePlugins};\n`
    : '';
  const setup = fixture.configCode?.setup ? `${fixture.configCode.setup}\n` : '';
  writeFileSync(
    path.join(dir, 'docusaurus.config.ts'),
    `${fixture.configCode?.prelude ?? ''}\nconst config: any = ${JSON.stringify(config, null, 2)};\n${rehype}${setup}export default config;\n`,
  );
  writeFileSync(
    path.join(dir, 'sidebars.ts'),
    `export default ${fixture.sidebars ?? "{docs: [{type: 'doc', id: 'intro'}]}"};\n`,
  );
  writeFileSync(path.join(dir, 'docs', 'intro.md'), '---\nid: intro\n---\n\n# Introduction\n\nA fixture page.\n');
  writeFileSync(
    path.join(dir, 'src', 'pages', 'index.tsx'),
    "import Layout from '@theme/Layout';\nexport default function Home() {\n  return <Layout><main><p>Fixture home.</p></main></Layout>;\n}\n",
  );
  for (const [file, source] of Object.entries(fixture.pages ?? {})) {
    writeFileSync(path.join(dir, 'src', 'pages', file), source);
  }
  for (const [file, source] of Object.entries(fixture.docs ?? {})) {
    writeFileSync(path.join(dir, 'docs', file), source);
  }
  fixture.prepare?.(dir);

  const run = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'),
      'build',
      dir,
      '--out-dir',
      path.join(dir, 'build'),
    ],
    {
      encoding: 'utf8',
      env: {...process.env, ...fixture.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0'},
      maxBuffer: 64 << 20,
    },
  );
  return {status: run.status, output: `${run.stdout}\n${run.stderr}`, dir};
}
