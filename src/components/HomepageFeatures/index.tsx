import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Feature = {
  title: string;
  description: ReactNode;
};

/** Each point is true of NodeMod's public repositories at the commits the API reference documents. */
const features: Feature[] = [
  {
    title: 'Node.js inside the server',
    description: (
      <>
        NodeMod embeds Node.js (v24.6.0 since the modernization) in the Half-Life dedicated server process, loaded
        through Metamod. Modern JavaScript and Node's own modules are there.
      </>
    ),
  },
  {
    title: 'TypeScript first',
    description: (
      <>
        Write plugins in TypeScript with typed engine calls, events and structures, and let your editor complete them.
        Plain JavaScript works too.
      </>
    ),
  },
  {
    title: 'The engine at hand',
    description: (
      <>
        155 of the engine's 159 functions on <code>nodemod.eng</code> (all but the CRC32 helpers), all 50 game library
        functions on <code>nodemod.dll</code>, and the HLSDK's structures and constants.
      </>
    ),
  },
  {
    title: 'Events before and after',
    description: (
      <>
        <code>nodemod.on</code> reports each call of the engine's and the game library's function tables before and
        after it runs; with <code>nodemod.setMetaResult</code> your plugin can supersede it.
      </>
    ),
  },
  {
    title: 'A helper library',
    description: (
      <>
        <code>@nodemod/core</code> wraps the binding in services for commands, cvars, entities, menus, messages,
        players, sounds, traces and more.
      </>
    ),
  },
  {
    title: 'npm at hand',
    description: (
      <>
        A plugin is an npm package: install libraries from npm, build with <code>tsc</code>, and share code the way the
        rest of the JavaScript world does.
      </>
    ),
  },
];

export default function HomepageFeatures(): ReactNode {
  return (
    <section className={clsx('container', styles.features)} aria-labelledby="features-heading">
      <Heading as="h2" id="features-heading" className={styles.heading}>
        Why NodeMod
      </Heading>
      <div className="row">
        {features.map(({title, description}) => (
          <div key={title} className={clsx('col col--4', styles.feature)}>
            <Heading as="h3">{title}</Heading>
            <p>{description}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
