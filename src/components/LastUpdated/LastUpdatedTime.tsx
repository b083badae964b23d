import React, { useState } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useDateTimeFormat } from '@docusaurus/theme-common/internal';

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
 * The `<time>` of the "Last updated" line. The first Intl formatter a page creates costs a phone about 100 ms
 * of main thread (ICU start-up), which made up most of a doc page's Lighthouse blocking time. The server has
 * written the formatted date already, so a date hydrated from its HTML keeps that text; only a page reached by
 * client navigation formats in the browser.
 */
export function LastUpdatedTime({ lastUpdatedAt }: { lastUpdatedAt: number }): React.ReactElement {
  const date = new Date(lastUpdatedAt);
  return useMountedDuringHydration() ? (
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
}
