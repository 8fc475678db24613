/**
 * Ejected from @docusaurus/theme-classic 3.8.1 (`LastUpdated`), not wrapped: a
 * wrapper cannot change the markup inside the stock component, whose `time` carries
 * `itemprop="dateModified"`. A docs page has no microdata item around it, so the
 * attribute is an error to the HTML checker (156 pages). The ejected component writes
 * the `time` without it and adds, after the date, the commit that made that change:
 * plugins/last-update gives every docs page the date and commit of the newest commit
 * of its source (for a generated API page, of its declaration files in api-src/) as
 * `last_update` and `last_update_commit`, read here from the doc's metadata (`useDoc`),
 * which every build writes afresh. Only docs pages
 * show a last update (the blog's option is off). The date is written without Intl in
 * English, the site's one locale (src/lib/short-date.mjs: making the formatter was the
 * slowest step of hydration outside React). Everything else is as in 3.8.1,
 * but for the lint directive of the development-only note (the site's lint does not
 * run that rule, and reports the directive as unused).
 */
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/LastUpdated';
import {shortDate} from '@site/src/lib/short-date.mjs';

/** The length of a commit as the page shows it, as git abbreviates it. */
const shortCommit = 7;

function LastUpdatedInCommit({commit}: {commit: string}): ReactNode {
  return (
    <Translate
      id="nodemod.lastUpdated.commit"
      description="After the date a docs page was last updated: the commit that changed it"
      values={{
        commit: (
          <code data-commit={commit}>{commit.slice(0, shortCommit)}</code>
        ),
      }}>
      {' in commit {commit}'}
    </Translate>
  );
}

function LastUpdatedAtDate({
  lastUpdatedAt,
}: {
  lastUpdatedAt: number;
}): ReactNode {
  const atDate = new Date(lastUpdatedAt);

  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  // English without Intl (src/lib/short-date.mjs); another locale as the stock component writes it.
  const formattedLastUpdatedAt =
    currentLocale === 'en'
      ? shortDate(atDate)
      : new Intl.DateTimeFormat(currentLocale, {
          calendar: localeConfigs[currentLocale]?.calendar,
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(atDate);

  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={atDate.toISOString()}>
              {formattedLastUpdatedAt}
            </time>
          </b>
        ),
      }}>
      {' on {date}'}
    </Translate>
  );
}

function LastUpdatedByUser({
  lastUpdatedBy,
}: {
  lastUpdatedBy: string;
}): ReactNode {
  return (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{
        user: <b>{lastUpdatedBy}</b>,
      }}>
      {' by {user}'}
    </Translate>
  );
}

export default function LastUpdated({
  lastUpdatedAt,
  lastUpdatedBy,
}: Props): ReactNode {
  // From the doc's metadata, which the docs plugin writes on every build, and not from
  // the front matter the MDX module exports: the bundler's persistent cache keeps that
  // module while the file's text is unchanged, so committing a page would leave the
  // commit of the build before.
  const commit = (
    useDoc().metadata.frontMatter as {last_update_commit?: unknown}
  ).last_update_commit;
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: lastUpdatedAt ? (
            <LastUpdatedAtDate lastUpdatedAt={lastUpdatedAt} />
          ) : (
            ''
          ),
          byUser: lastUpdatedBy ? (
            <LastUpdatedByUser lastUpdatedBy={lastUpdatedBy} />
          ) : (
            ''
          ),
        }}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
      {typeof commit === 'string' && <LastUpdatedInCommit commit={commit} />}
      {process.env.NODE_ENV === 'development' && (
        <div>
          <small> (Simulated during dev for better perf)</small>
        </div>
      )}
    </span>
  );
}
