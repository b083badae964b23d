/**
 * On mobile the doc sidebar is the drawer behind the Menu button (src/components/MobileSidebar), not a second
 * panel of the hamburger's nav screen: the nav screen shows the navigation only, at every mobile width.
 */
export default function DocSidebarMobile(): null {
  return null;
}
