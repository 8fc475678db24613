/**
 * Wrapped, not ejected: the stock crash page already shows 'This page crashed.',
 * the error's message chain joined by 'Cause:' and a 'Try again' button, as the
 * specification asks. The wrapper adds ways out for a reader whose retry fails:
 * links to the home page and the documentation.
 * See src/theme/README.md for the swizzling policy.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ErrorPageContentType>;

export default function ErrorPageContentWrapper(props: Props): ReactNode {
  return (
    <>
      <ErrorPageContent {...props} />
      <div className="container margin-bottom--xl">
        <div className="row">
          <p className="col col--6 col--offset-3">
            If trying again does not help, go to the <Link to="/">home page</Link> or the{' '}
            <Link to="/docs/">documentation</Link>.
          </p>
        </div>
      </div>
    </>
  );
}
