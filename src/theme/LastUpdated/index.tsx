/**
 * Wrapped, not ejected: the stock "Last updated on <date>" stays as it is, and the
 * wrapper adds the commit that made that change, which plugins/last-update gives a
 * docs page as `last_update_commit` (for a generated API page, the newest commit of
 * its declaration files in api-src/). Only docs pages show a last update.
 * See src/theme/README.md for the swizzling policy.
 */
import type {ReactNode} from 'react';
import LastUpdated from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type {WrapperProps} from '@docusaurus/types';
import Translate from '@docusaurus/Translate';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof LastUpdatedType>;

/** The length of a commit as the page shows it, as git abbreviates it. */
const shortCommit = 7;

export default function LastUpdatedWrapper(props: Props): ReactNode {
  const {frontMatter} = useDoc();
  const commit = (frontMatter as {last_update_commit?: unknown}).last_update_commit;
  return (
    <>
      <LastUpdated {...props} />
      {typeof commit === 'string' && (
        <Translate
          id="nodemod.lastUpdated.commit"
          description="After the date a docs page was last updated: the commit that changed it"
          values={{commit: <code data-commit={commit}>{commit.slice(0, shortCommit)}</code>}}>
          {' in commit {commit}'}
        </Translate>
      )}
    </>
  );
}
