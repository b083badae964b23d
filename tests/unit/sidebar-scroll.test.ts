// The doc sidebar brings its current page into view inside its own scroll box (src/lib/sidebarScroll).
import { revealCurrentSidebarItem, revealInScrollBox } from '@site/src/lib/sidebarScroll';

/** A box from `top` to `top + height` on screen, as getBoundingClientRect gives it. */
function placeAt(element: HTMLElement, top: number, height: number) {
  element.getBoundingClientRect = () => ({ top, bottom: top + height, height }) as DOMRect;
}

function sidebar(itemTop: number, boxHeight = 800) {
  const box = document.createElement('nav');
  box.innerHTML =
    '<ul><li><a class="menu__link">a</a></li><li><a class="menu__link" aria-current="page">b</a></li></ul>';
  const item = box.querySelector<HTMLElement>('[aria-current="page"]')!;
  placeAt(box, 64, boxHeight);
  placeAt(item, itemTop, 36);
  box.scrollTop = 0;
  return { box, item };
}

describe('revealInScrollBox', () => {
  it('centres an item below the fold of the box, scrolling the box only', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { box, item } = sidebar(2736);
    revealInScrollBox(box, item);
    // The item's top, 2,672 px below the box's, comes to (800 - 36) / 2 = 382 px below it.
    expect(box.scrollTop).toBe(2736 - 64 - 382);
    expect(scrollTo).not.toHaveBeenCalled();
    scrollTo.mockRestore();
  });

  it('leaves the box alone when the item is in view already', () => {
    const { box, item } = sidebar(500);
    revealInScrollBox(box, item);
    expect(box.scrollTop).toBe(0);
  });

  it('does nothing in a hidden sidebar (no height)', () => {
    const { box, item } = sidebar(2736, 0);
    revealInScrollBox(box, item);
    expect(box.scrollTop).toBe(0);
  });
});

describe('revealCurrentSidebarItem', () => {
  it('finds the current page in the menu, and accepts no menu (a ref being detached)', () => {
    const { box } = sidebar(1152);
    revealCurrentSidebarItem(box);
    expect(box.scrollTop).toBe(1152 - 64 - 382);
    expect(() => revealCurrentSidebarItem(null)).not.toThrow();
  });
});
