import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Feature = {
  title: string;
  description: ReactNode;
};

/** Each point is a fact of NodeMod's public sources (see the repository's FACTS). */
const features: Feature[] = [
  {
    title: 'Node.js inside the server',
    description: (
      <>
        NodeMod loads through Metamod and embeds Node.js in the Half-Life dedicated server
        process. Your plugin is an npm package in <code>addons/nodemod/plugins</code>.
      </>
    ),
  },
  {
    title: 'The whole engine, typed',
    description: (
      <>
        The global <code>nodemod</code> namespace binds the engine functions on{' '}
        <code>nodemod.eng</code>, the game library on <code>nodemod.dll</code>, and engine
        and game events through <code>nodemod.on</code>.
      </>
    ),
  },
  {
    title: 'A helper library',
    description: (
      <>
        <code>@nodemod/core</code> wraps the binding in services for commands, cvars,
        entities, events, files, menus, messages, players, resources, sounds, traces and
        utilities.
      </>
    ),
  },
];

export default function HomepageFeatures(): ReactNode {
  return (
    <section className={styles.features} aria-label="Features">
      <div className="container">
        <div className="row">
          {features.map(({title, description}) => (
            <div key={title} className={clsx('col col--4', styles.feature)}>
              <Heading as="h2">{title}</Heading>
              <p>{description}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
