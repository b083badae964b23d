/**
 * Brings the doc sidebar's current page into view inside the sidebar's own scroll box: on long sections (the
 * config options) it would otherwise sit thousands of pixels below the box's fold. Only that box scrolls,
 * never the window, and at once: there is no motion to reduce.
 */

/** The sidebar's current page, as Docusaurus marks it. */
export const CURRENT_ITEM_SELECTOR = '.menu__link[aria-current="page"]';

/**
 * Scrolls `box` so that `item` is centred in it, when the item is not wholly in view already (a reader who
 * clicked an item sees it stay where it was). Two layout reads and at most one write.
 */
export function revealInScrollBox(box: HTMLElement, item: HTMLElement): void {
  const boxRect = box.getBoundingClientRect();
  // A hidden sidebar (the desktop one on mobile widths) has nothing to show.
  if (boxRect.height === 0) return;
  const itemRect = item.getBoundingClientRect();
  if (itemRect.top >= boxRect.top && itemRect.bottom <= boxRect.bottom) return;
  // Assigning scrollTop jumps (no smooth scrolling is set on the box), so nothing animates.
  box.scrollTop += itemRect.top - boxRect.top - (boxRect.height - itemRect.height) / 2;
}

/** Reveals the current page of the sidebar menu `box` (the scrolling <nav>), if it has one. */
export function revealCurrentSidebarItem(box: HTMLElement | null | undefined): void {
  const item = box?.querySelector<HTMLElement>(CURRENT_ITEM_SELECTOR);
  if (box && item) revealInScrollBox(box, item);
}
