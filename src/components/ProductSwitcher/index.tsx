import React, { useCallback, useEffect, useId, useRef, useState } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { MOBILE_MEDIA_QUERY } from '@site/src/lib/viewport';
import { PRODUCT_SWITCHER, type Locale, type ProductGroup } from '@site/src/data/site';
import { switcherGroups } from './entries';
import { useHoverIntent } from './useHoverIntent';
import styles from './styles.module.css';

const isTouchLayout = () => typeof window !== 'undefined' && window.matchMedia(MOBILE_MEDIA_QUERY).matches;

function GridIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {[3, 10, 17].flatMap((y) => [3, 10, 17].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="2" fill="currentColor" />))}
    </svg>
  );
}

/**
 * The Rs family menu: opens on hover (after the popup enter delay) and on click, closes on a click outside,
 * on Escape and when the pointer leaves; on touch-sized screens hover does nothing and a click toggles.
 */
export default function ProductSwitcher({ groups = PRODUCT_SWITCHER, className, mobile = false }: { groups?: readonly ProductGroup[]; className?: string; mobile?: boolean }): React.ReactElement {
  const { i18n } = useDocusaurusContext();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const show = useCallback(() => setOpen(true), []);
  const hide = useCallback(() => setOpen(false), []);
  const hover = useHoverIntent(show, hide);
  const label = translate({ id: 'theme.productSwitcher.label', message: 'Rs family products', description: 'Accessible name of the navbar product switcher' });

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const focusItem = (offset: number) => {
    const links = [...(root.current?.querySelectorAll<HTMLAnchorElement>('[role="menuitem"]') ?? [])];
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    links[(index + offset + links.length) % links.length]?.focus();
  };

  const onMenuKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      requestAnimationFrame(() => focusItem(event.key === 'ArrowDown' ? 1 : -1));
    }
  };

  const menu = (
    <div
      ref={root}
      className={clsx(styles.switcher, className)}
      onMouseEnter={() => !isTouchLayout() && hover.onEnter()}
      onMouseLeave={() => !isTouchLayout() && hover.onLeave()}
      onKeyDown={onMenuKeyDown}
    >
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          hover.cancel();
          setOpen((value) => !value);
        }}
      >
        <GridIcon />
      </button>
      <div id={panelId} className={styles.panel} role="menu" aria-label={label} hidden={!open}>
        {switcherGroups(groups, i18n.currentLocale as Locale).map((group) => (
          <div key={group.title || 'products'} role="group" aria-label={group.title || label} className={styles.group}>
            {group.title && <p className={styles.groupTitle}>{group.title}</p>}
            <ul className={styles.list} role="none">
              {group.links.map((link) => (
                <li key={link.name} role="none">
                  <a role="menuitem" href={link.url} target="_blank" rel="noopener noreferrer" className={styles.item} onClick={hide}>
                    <img src={link.logo} alt="" width={32} height={32} loading="lazy" className={styles.logo} style={{ transform: `scale(${link.logoScale})` }} />
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
    </div>
  );
  // In the mobile nav screen Docusaurus renders navbar items inside a <ul>: the switcher must be a list item.
  return mobile ? <li className="menu__list-item">{menu}</li> : menu;
}
