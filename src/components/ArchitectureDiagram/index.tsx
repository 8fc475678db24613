import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Layer = {label: string; note: string; ours?: boolean};

/** The layers from the engine down to a plugin, in the order they load each other. */
const layers: Layer[] = [
  {label: 'Half-Life dedicated server', note: 'the engine and the game library'},
  {label: 'Metamod', note: 'addons/metamod/plugins.ini'},
  {label: 'NodeMod', note: 'addons/nodemod/dlls/libnodemod.so', ours: true},
  {label: 'Node.js', note: 'embedded in the server process', ours: true},
  {label: 'Your plugin', note: 'addons/nodemod/plugins (TypeScript)'},
];

const width = 440;
const boxHeight = 72;
const gap = 34;

/**
 * How NodeMod sits in a server: the engine loads Metamod, Metamod loads NodeMod,
 * NodeMod starts Node.js, and Node.js runs your plugin. Drawn inline with the
 * theme's colours so it reads in both colour modes.
 */
export default function ArchitectureDiagram(): ReactNode {
  const height = layers.length * boxHeight + (layers.length - 1) * gap + 4;
  return (
    <svg
      className={styles.diagram}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby="architecture-title architecture-desc">
      <title id="architecture-title">How NodeMod fits into a Half-Life server</title>
      <desc id="architecture-desc">{layers.map((l) => l.label).join(', then ')}: each layer loads the next one.</desc>
      {layers.map((layer, i) => {
        const y = 2 + i * (boxHeight + gap);
        return (
          <g key={layer.label}>
            <rect
              className={layer.ours ? styles.ours : styles.box}
              x={2}
              y={y}
              width={width - 4}
              height={boxHeight}
              rx={10}
            />
            <text className={layer.ours ? styles.oursLabel : styles.label} x={width / 2} y={y + 31} textAnchor="middle">
              {layer.label}
            </text>
            <text className={layer.ours ? styles.oursNote : styles.note} x={width / 2} y={y + 56} textAnchor="middle">
              {layer.note}
            </text>
            {i < layers.length - 1 && (
              <g aria-hidden="true">
                <line
                  className={styles.arrow}
                  x1={width / 2}
                  y1={y + boxHeight + 2}
                  x2={width / 2}
                  y2={y + boxHeight + gap - 10}
                />
                <path
                  className={clsx(styles.arrowHead)}
                  d={`M ${width / 2 - 7} ${y + boxHeight + gap - 12} L ${width / 2 + 7} ${y + boxHeight + gap - 12} L ${width / 2} ${y + boxHeight + gap - 2} Z`}
                />
              </g>
            )}
          </g>
        );
      })}
    </svg>
  );
}
