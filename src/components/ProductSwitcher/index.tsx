import React, { useRef, useState } from 'react';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Popup from '@site/src/components/Popup';
import { PRODUCT_SWITCHER, type ProductGroup } from '@site/config/site';
import type { Locale } from '@site/config/locales';
import { switcherGroups } from './entries';
import styles from './styles.module.css';

function GridIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {[3, 10, 17].flatMap((y) =>
        [3, 10, 17].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="2" fill="currentColor" />),
      )}
    </svg>
  );
}

/** Keys that move the focus between the menu entries (WAI-ARIA menu button pattern). */
const MOVE_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End']);

/**
 * The entry a key moves to from entry `index` (-1: the focus is not on an entry) of `count`: arrows move one
 * step and wrap around, Home and End go to the first and the last. Up from outside the menu goes to the last.
 */
export function entryAfterKey(key: string, index: number, count: number): number {
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const next = key === 'ArrowDown' ? index + 1 : index < 0 ? count - 1 : index - 1;
  return (next + count) % count;
}

function moveFocus(list: HTMLElement | null, key: string) {
  const items = [...(list?.querySelectorAll<HTMLAnchorElement>('[role="menuitem"]') ?? [])];
  if (!items.length) return;
  const index = items.indexOf(document.activeElement as HTMLAnchorElement);
  items[entryAfterKey(key, index, items.length)].focus();
}

/**
 * The Rs family menu: a popover on the shared Popup (hover and click, 0.1 s delays, click outside and Escape
 * close it, hover becomes click on mobile), listing the sibling tools in the page's language. Keys follow the
 * WAI-ARIA menu button pattern: arrows, Home and End move between the entries, Escape and Tab close it.
 */
export default function ProductSwitcher({
  groups = PRODUCT_SWITCHER,
  mobile = false,
}: {
  groups?: readonly ProductGroup[];
  mobile?: boolean;
}): React.ReactElement {
  const { i18n } = useDocusaurusContext();
  const list = useRef<HTMLDivElement>(null);
  const label = translate({
    id: 'theme.productSwitcher.label',
    message: 'Rs family products',
    description: 'Accessible name of the navbar product switcher',
  });
  const [open, setOpen] = useState(false);
  const onKeyDown = (event: React.KeyboardEvent) => {
    const inMenu = (event.target as Element).getAttribute('role') === 'menuitem';
    // Tab leaves the menu: it closes, and the focus goes on from the button, as if the menu was not there
    // (the entries are out of the Tab order; Floating UI hands the focus on from the menu to the button's
    // neighbour). From the button itself the browser moves the focus.
    if (event.key === 'Tab') {
      if (open && !inMenu) setOpen(false);
      return;
    }
    // Home and End belong to the page (scrolling) unless the focus is in the menu.
    if (!MOVE_KEYS.has(event.key) || ((event.key === 'Home' || event.key === 'End') && !inMenu)) return;
    event.preventDefault();
    // The menu may still be opening: focus once it is in the document.
    requestAnimationFrame(() => moveFocus(list.current, event.key));
  };
  const menu = ({ close }: { close: () => void }) => (
    <div ref={list}>
      {switcherGroups(groups, i18n.currentLocale as Locale).map((group) => (
        <div key={group.title || 'products'} role="group" aria-label={group.title || label}>
          {group.title && <p className={styles.groupTitle}>{group.title}</p>}
          <ul className={styles.list} role="none">
            {group.links.map((link) => (
              <li key={link.name} role="none">
                {/* Other products' sites (absolute URLs), opened in a new tab. */}
                {/* eslint-disable-next-line @docusaurus/no-html-links */}
                <a
                  role="menuitem"
                  tabIndex={-1}
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.item}
                  onClick={close}
                >
                  <img
                    src={link.logo}
                    alt=""
                    width={32}
                    height={32}
                    loading="lazy"
                    className={styles.logo}
                    style={{ transform: `scale(${link.logoScale})` }}
                  />
                  <span className={styles.text}>
                    <span className={styles.name}>{link.name}</span>
                    <span className={styles.description}>{link.description}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
  // Key events from the menu reach this wrapper too: React bubbles them out of the popup's portal. The
  // wrapper only listens to keys of the focusable button and menu items inside it; it takes no focus itself.
  const switcher = (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={mobile ? styles.switcherInNavScreen : styles.switcher} onKeyDown={onKeyDown}>
      <Popup
        role="menu"
        open={open}
        onOpenChange={setOpen}
        trigger={['hover', 'click']}
        placement="bottom-start"
        className={styles.panel}
        content={menu}
      >
        <button type="button" className={styles.trigger} aria-label={label}>
          <GridIcon />
        </button>
      </Popup>
    </div>
  );
  // In the mobile nav screen Docusaurus renders navbar items inside a <ul>: the switcher must be a list item.
  return mobile ? <li className="menu__list-item">{switcher}</li> : switcher;
}
