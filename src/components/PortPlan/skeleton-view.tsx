/**
 * The skeleton of a plugin as the porting page shows it (./index.tsx loads this
 * when the reader asks): the TypeScript ./skeleton.ts writes, to read, copy or
 * save as a file. Written in the browser, like the plan; nothing is sent.
 */
import React, {useMemo, useState, type ReactNode} from 'react';
import type {Plan} from './plan';
import {portSkeleton} from './skeleton';

export default function SkeletonView({plan, file}: {plan: Plan; file: string}): ReactNode {
  const code = useMemo(() => portSkeleton(plan, file, window.location.origin), [plan, file]);
  const [said, setSaid] = useState('');
  const name = `${file.replace(/\.[^.]*$/, '') || 'plugin'}.ts`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setSaid('Copied.');
    } catch {
      setSaid('The browser refused to copy: select the code and copy it by hand.');
    }
  }
  function download() {
    const url = URL.createObjectURL(new Blob([code], {type: 'text/plain'}));
    const a = Object.assign(document.createElement('a'), {href: url, download: name});
    a.click();
    URL.revokeObjectURL(url);
  }
  return (
    <>
      <p>
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          Copy the skeleton
        </button>{' '}
        <button type="button" className="button button--secondary" onClick={download}>
          Download {name}
        </button>
      </p>
      {/* Not a second `status` of the tool: the plan's summary is its status. */}
      <p aria-live="polite">{said}</p>
      <pre className="nm-port-skeleton" tabIndex={0} aria-label={`TypeScript skeleton, ${name}`}>
        <code>{code}</code>
      </pre>
    </>
  );
}
