import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import HomepageFeatures from '@site/src/components/HomepageFeatures';
import ArchitectureDiagram from '@site/src/components/ArchitectureDiagram';
// The sample lives in Markdown so that the code-sample check compiles it.
import HomeSample from './_home-sample.mdx';

import styles from './index.module.css';

function HomepageHeader(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={clsx('hero', styles.hero)}>
      <div className="container">
        <img className={styles.logo} src={useBaseUrl('/img/logo.svg')} alt="" width={96} height={96} />
        <Heading as="h1" className="hero__title">
          {siteConfig.title}
        </Heading>
        <p className="hero__subtitle">{siteConfig.tagline}</p>
        <p className={styles.pitch}>
          A Metamod plugin that runs Node.js inside a Half-Life dedicated server, so you write the server's plugins in
          TypeScript instead of Pawn.
        </p>
        <div className={styles.buttons}>
          <Link className="button button--primary button--lg" to="/docs/guides/quick-start">
            Quick start
          </Link>
          <Link className="button button--secondary button--outline button--lg" to="/docs/api/">
            API reference
          </Link>
        </div>
      </div>
    </header>
  );
}

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title="Node.js plugins for Half-Life servers"
      description={`${siteConfig.title}: ${siteConfig.tagline}. Write Half-Life dedicated server plugins in TypeScript or JavaScript.`}>
      {/* The hero sits inside main: a top-level header would be a second banner
          landmark beside the announcement bar. */}
      <main>
        <HomepageHeader />
        <HomepageFeatures />
        <section className={clsx('container', styles.section)} aria-labelledby="sample-heading">
          <div className="row">
            <div className="col col--5">
              <Heading as="h2" id="sample-heading">
                A plugin in a few lines
              </Heading>
              <p>
                A NodeMod plugin is an npm package in <code>addons/nodemod/plugins</code>. This one answers a console
                command and greets every player who enters the server, using the helper library{' '}
                <code>@nodemod/core</code> and an event of the engine binding.
              </p>
              <p>
                <Link to="/docs/guides/quick-start">Build it step by step in the quick start</Link>.
              </p>
            </div>
            <div className="col col--7">
              <MDXContent>
                <HomeSample />
              </MDXContent>
            </div>
          </div>
        </section>
        <section className={clsx('container', styles.section)} aria-labelledby="layers-heading">
          <div className="row">
            <div className="col col--5">
              <Heading as="h2" id="layers-heading">
                How it fits together
              </Heading>
              <p>
                The server loads Metamod, Metamod loads NodeMod from <code>plugins.ini</code>, and NodeMod starts
                Node.js inside the server process. Node.js runs the one script named by the <code>main</code> field of{' '}
                <code>addons/nodemod/plugins/package.json</code>: your plugin.
              </p>
              <p>
                Calls between the engine and the game library pass through Metamod. NodeMod hooks the engine's function
                table and the game library's, so your plugin can react to those calls, and change what happens.
              </p>
              <p>
                <Link to="/docs/installation">Install NodeMod on your server</Link>.
              </p>
            </div>
            <div className="col col--7">
              <ArchitectureDiagram />
            </div>
          </div>
        </section>
      </main>
    </Layout>
  );
}
