import React, { useRef } from 'react';
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

/** Arrow keys move between the menu entries (the popup itself handles open, close and Escape). */
function moveFocus(list: HTMLElement | null, key: string) {
  const items = [...(list?.querySelectorAll<HTMLAnchorElement>('[role="menuitem"]') ?? [])];
  if (!items.length) return;
  const index = items.indexOf(document.activeElement as HTMLAnchorElement);
  const next = key === 'ArrowDown' ? index + 1 : index < 0 ? items.length - 1 : index - 1;
  items[(next + items.length) % items.length].focus();
}

/**
 * The Rs family menu: a popover on the shared Popup (hover and click, 0.1 s delays, click outside and Escape
 * close it, hover becomes click on mobile), listing the sibling tools in the page's language.
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
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
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
    <div className={styles.switcher} onKeyDown={onKeyDown}>
      <Popup
        role="menu"
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
