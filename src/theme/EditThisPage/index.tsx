/**
 * Wrapped, not ejected: the stock "Edit this page" link, followed by "Report a
 * problem" (src/components/ReportProblem), in the same place of a docs page's
 * footer. The edit link's address is the docs plugin's `editUrl` (a guide's own
 * file in the site's repository; for a generated API page, its declaration file in
 * api-src/); without a repository there is none, and Docusaurus renders neither.
 */
import type {ReactNode} from 'react';
import EditThisPage from '@theme-original/EditThisPage';
import type EditThisPageType from '@theme/EditThisPage';
import type {WrapperProps} from '@docusaurus/types';
import ReportProblem from '@site/src/components/ReportProblem';

type Props = WrapperProps<typeof EditThisPageType>;

export default function EditThisPageWrapper(props: Props): ReactNode {
  return (
    <>
      <EditThisPage {...props} />
      <ReportProblem />
    </>
  );
}
