/**
 * On <html> while the page was reached at one of its anchors: the blocks that are otherwise laid out only near
 * the viewport (src/css/custom.css) are all laid out, so the browser's jump lands on the heading. An attribute,
 * not a class: the head manager rewrites the class list of <html> on each page.
 */
export const ANCHOR_NAVIGATION_ATTRIBUTE = 'data-anchor-navigation';

/**
 * Inline script for the document head: the browser jumps to a first load's anchor before the bundles run (they
 * start after the first paint), so the attribute has to be there before the article is laid out.
 */
export function anchorNavigationScript(): string {
  return `if(location.hash.length>1)document.documentElement.setAttribute('${ANCHOR_NAVIGATION_ATTRIBUTE}','');`;
}
