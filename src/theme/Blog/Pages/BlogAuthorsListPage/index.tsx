/**
 * Ejected, not wrapped: the stock authors page renders its heading and the list
 * inside the blog layout with no room for text, and a wrapper can only add
 * around the layout. This version adds an introductory sentence under the
 * heading and a meta description, and lists the authors as the stock page does.
 * See src/theme/README.md for the swizzling policy.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {PageMetadata, HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {translateBlogAuthorsListPageTitle} from '@docusaurus/theme-common/internal';
import BlogLayout from '@theme/BlogLayout';
import SearchMetadata from '@theme/SearchMetadata';
import Heading from '@theme/Heading';
import Author from '@theme/Blog/Components/Author';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsListPage';
import styles from './styles.module.css';

const intro = 'The people who write the NodeMod blog.';

export default function BlogAuthorsListPage({authors, sidebar}: Props): ReactNode {
  const title = translateBlogAuthorsListPageTitle();
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogAuthorsListPage)}>
      <PageMetadata title={title} description={intro} />
      <SearchMetadata tag="blog_authors_list" />
      <BlogLayout sidebar={sidebar}>
        <Heading as="h1">{title}</Heading>
        <p>{intro}</p>
        <section className="margin-vert--lg">
          <ul className={styles.authors}>
            {authors.map((author) => (
              <li key={author.key} className={styles.author}>
                <Author as="h2" author={author} count={author.count} />
              </li>
            ))}
          </ul>
        </section>
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
