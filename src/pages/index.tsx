import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import HomepageFeatures from '@site/src/components/HomepageFeatures';

import styles from './index.module.css';

function HomepageHeader(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={clsx('hero hero--primary', styles.hero)}>
      <div className="container">
        <img
          className={styles.logo}
          src={useBaseUrl('/img/logo.svg')}
          alt=""
          width={96}
          height={96}
        />
        <Heading as="h1" className="hero__title">
          {siteConfig.title}
        </Heading>
        <p className="hero__subtitle">{siteConfig.tagline}</p>
        <div className={styles.buttons}>
          <Link className="button button--secondary button--lg" to="/docs/guides/quick-start">
            Quick start
          </Link>
          <Link className="button button--outline button--secondary button--lg" to="/docs/api/">
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
      <HomepageHeader />
      <main>
        <p className={clsx('container', styles.lead)}>
          NodeMod is a Metamod plugin that runs Node.js inside a Half-Life 1 (GoldSrc)
          dedicated server. You write the server's plugins in TypeScript or JavaScript
          instead of Pawn, with npm packages and a type-checked API.
        </p>
        <HomepageFeatures />
      </main>
    </Layout>
  );
}
