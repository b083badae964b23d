import React from 'react';
import Translate from '@docusaurus/Translate';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/LastUpdated';
import { LastUpdatedTime } from '@site/src/components/LastUpdated/LastUpdatedTime';

/** " on {date}", with a date that keeps the server's text on a page's first load (LastUpdatedTime). */
function LastUpdatedAtDate({ lastUpdatedAt }: { lastUpdatedAt: number }): React.ReactElement {
  const time = <LastUpdatedTime lastUpdatedAt={lastUpdatedAt} />;
  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{ date: <b>{time}</b> }}
    >
      {' on {date}'}
    </Translate>
  );
}

/** Docusaurus's "Last updated on … by …" line, with the date of LastUpdatedAtDate. */
export default function LastUpdated({ lastUpdatedAt, lastUpdatedBy }: Props): React.ReactElement {
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: lastUpdatedAt ? <LastUpdatedAtDate lastUpdatedAt={lastUpdatedAt} /> : '',
          byUser: lastUpdatedBy ? (
            <Translate
              id="theme.lastUpdated.byUser"
              description="The words used to describe by who the page has been last updated"
              values={{ user: <b>{lastUpdatedBy}</b> }}
            >
              {' by {user}'}
            </Translate>
          ) : (
            ''
          ),
        }}
      >
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
