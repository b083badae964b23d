/**
 * Put by plugins/sliced-boot in place of `useIsBrowser` for Docusaurus's Tabs alone, which keys its tabs by it
 * and so mounts every tab set again right after hydration: on the FAQ pages, their command blocks included,
 * in one task a phone cannot interrupt. The remount is an old workaround (facebook/docusaurus#5653) for a
 * stored tab choice that hydration did not show; Docusaurus 3.10's tabs apply a stored or query-string
 * choice in a layout effect after hydration themselves (theme-common's useTabsContextValue), so a key that
 * never changes keeps the hydrated tabs and loses nothing. Nothing else in Tabs reads it.
 */
export default function useTabsMountKey(): boolean {
  return true;
}
