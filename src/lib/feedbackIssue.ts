/**
 * The link behind "Was this page helpful? No": GitHub's new-issue form of the docs repository, prefilled with
 * the page's title, URL and language. Nothing about the reader goes into it; they see the issue before
 * submitting it, on GitHub, in a new tab.
 */
export function feedbackIssueLink(
  newIssueUrl: string,
  { title, body }: { title: string; body: string },
): string {
  const query = new URLSearchParams({ title, body });
  return `${newIssueUrl}?${query.toString()}`;
}
