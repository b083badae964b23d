/**
 * Ejected from @docusaurus/theme-classic 3.10 DropdownNavbarItem/Desktop (the language menu and "More").
 * The only change: Escape closes the menu, whether a click, the keyboard or the mouse pointer opened it, and
 * puts the focus back on the menu button when it was inside the menu. A menu opened by hovering stays closed
 * until the pointer leaves it, so content shown on hover can be dismissed without moving the pointer.
 */
import React, { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import NavbarItem from '@theme/NavbarItem';
import type { Props } from '@theme/NavbarItem/DropdownNavbarItem/Desktop';

export default function DropdownNavbarItemDesktop({
  items,
  position,
  className,
  onClick,
  ...props
}: Props): React.ReactElement {
  const dropdownRef = useRef<HTMLDivElement>(null);
  const [showDropdown, setShowDropdown] = useState(false);
  const [hoverDismissed, setHoverDismissed] = useState(false);

  useEffect(() => {
    const handleClickOutside = (event: Event) => {
      if (!dropdownRef.current || dropdownRef.current.contains(event.target as Node)) return;
      setShowDropdown(false);
    };
    document.addEventListener('mousedown', handleClickOutside);
    document.addEventListener('touchstart', handleClickOutside);
    document.addEventListener('focusin', handleClickOutside);
    return () => {
      document.removeEventListener('mousedown', handleClickOutside);
      document.removeEventListener('touchstart', handleClickOutside);
      document.removeEventListener('focusin', handleClickOutside);
    };
  }, [dropdownRef]);

  // On the document, not the menu: a menu shown because the pointer rests on it must close on Escape even
  // when the keyboard focus is elsewhere on the page.
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      const container = dropdownRef.current;
      if (event.key !== 'Escape' || event.defaultPrevented || !container) return;
      const hovered = container.matches(':hover');
      if (!showDropdown && !hovered) return;
      // Marks the key as used (defaultPrevented) for the other Escape handlers of the page.
      event.preventDefault();
      setShowDropdown(false);
      setHoverDismissed(hovered);
      const toggle = container.querySelector<HTMLElement>('.navbar__link');
      if (container.contains(document.activeElement) && document.activeElement !== toggle) toggle?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [showDropdown]);

  return (
    <div
      ref={dropdownRef}
      className={clsx('navbar__item', 'dropdown', {
        'dropdown--hoverable': !hoverDismissed,
        'dropdown--right': position === 'right',
        'dropdown--show': showDropdown,
      })}
      onMouseLeave={() => setHoverDismissed(false)}
    >
      <NavbarNavLink
        aria-haspopup="true"
        aria-expanded={showDropdown}
        role="button"
        // A hash keeps the <a> focusable when the menu has no link target of its own.
        href={props.to ? undefined : '#'}
        className={clsx('navbar__link', className)}
        {...props}
        onClick={props.to ? undefined : (event) => event.preventDefault()}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            setShowDropdown(!showDropdown);
            setHoverDismissed(false);
          }
        }}
      >
        {props.children ?? props.label}
      </NavbarNavLink>
      <ul className="dropdown__menu">
        {items.map((childItemProps, index) => (
          <NavbarItem
            isDropdownItem
            activeClassName="dropdown__link--active"
            {...childItemProps}
            key={index}
          />
        ))}
      </ul>
    </div>
  );
}
