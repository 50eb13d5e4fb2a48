/**
 * The theme's "Last updated on <date>" line (same markup and translation ids), with the
 * date written by lib/lastUpdatedDate.ts instead of an `Intl.DateTimeFormat` built
 * while the page hydrates. The site shows no author (`showLastUpdateAuthor` is off).
 * docusaurus-internal: copied-components (scripts/lib/docusaurusInternals.ts)
 */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import {lastUpdatedDate} from '@site/plugins/article-meta/lib/lastUpdatedDate';

export default function LastUpdated({lastUpdatedAt}: Props): ReactNode {
  const atDate = lastUpdatedAt ? (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={new Date(lastUpdatedAt).toISOString()} itemProp="dateModified">
              {lastUpdatedDate(lastUpdatedAt)}
            </time>
          </b>
        ),
      }}
    >
      {' on {date}'}
    </Translate>
  ) : (
    ''
  );
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{atDate, byUser: ''}}
      >
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
