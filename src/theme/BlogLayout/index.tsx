/**
 * Wraps the blog layout so that a post's table of contents sits in a landmark.
 * The stock layout puts it in a column beside `main`, outside every landmark
 * (axe's `region` rule); here it is a navigation landmark named like the
 * mobile table of contents. The landmark fills the column, so the table keeps
 * its sticky position while the post scrolls.
 */
import type {ReactNode} from 'react';
import BlogLayout from '@theme-original/BlogLayout';
import type BlogLayoutType from '@theme/BlogLayout';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = WrapperProps<typeof BlogLayoutType>;

export default function BlogLayoutWrapper({toc, ...props}: Props): ReactNode {
  const label = translate({
    id: 'theme.TOCCollapsible.toggleButtonLabel',
    message: 'On this page',
    description: 'The label used by the button on the collapsible TOC component',
  });
  return (
    <BlogLayout
      {...props}
      toc={
        toc && (
          <nav aria-label={label} className={styles.toc}>
            {toc}
          </nav>
        )
      }
    />
  );
}
