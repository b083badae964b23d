import React, { useState } from 'react';
import Translate from '@docusaurus/Translate';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDateTimeFormat } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/LastUpdated';

const DATE_FORMAT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
};

// React neither compares nor patches an element's dangerouslySetInnerHTML while hydrating, so the element
// keeps the server's text.
const SERVER_TEXT = { __html: '' };

/**
 * True for a component that first rendered while React was hydrating the server's HTML. Docusaurus defines
 * HYDRATE_CLIENT_ENTRY for the browser bundle: true in builds, false for the dev server, which renders from
 * scratch (no server HTML to keep). Were it ever undefined, dates would simply be formatted in the browser.
 */
function useMountedDuringHydration(): boolean {
  const isBrowser = useIsBrowser();
  const [duringHydration] = useState(
    () => ExecutionEnvironment.canUseDOM && !isBrowser && Boolean(process.env.HYDRATE_CLIENT_ENTRY),
  );
  return duringHydration;
}

function FormattedDate({ date }: { date: Date }): React.ReactElement {
  return <>{useDateTimeFormat(DATE_FORMAT).format(date)}</>;
}

/**
 * The first Intl formatter a page creates costs a phone about 100 ms of main thread (ICU start-up), which made
 * up most of a doc page's Lighthouse blocking time. The server has written the formatted date already, so a
 * date hydrated from its HTML keeps that text; only a page reached by client navigation formats in the browser.
 */
function LastUpdatedAtDate({ lastUpdatedAt }: { lastUpdatedAt: number }): React.ReactElement {
  const date = new Date(lastUpdatedAt);
  const time = useMountedDuringHydration() ? (
    <time
      dateTime={date.toISOString()}
      itemProp="dateModified"
      suppressHydrationWarning
      dangerouslySetInnerHTML={SERVER_TEXT}
    />
  ) : (
    <time dateTime={date.toISOString()} itemProp="dateModified">
      <FormattedDate date={date} />
    </time>
  );
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
