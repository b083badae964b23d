import { forwardRef, version, type HTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import { useNavbarSecondaryMenu } from '@docusaurus/theme-common/internal';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props as UpstreamProps } from '@theme/Navbar/MobileSidebar/Layout';

// TODO Docusaurus v4: remove temporary inert workaround
//  See https://github.com/facebook/react/issues/17157
//  See https://github.com/radix-ui/themes/pull/509
function inertProps(inert: boolean) {
  const isBeforeReact19 = parseInt(version.split('.')[0], 10) < 19;
  if (isBeforeReact19) {
    // TODO Docusaurus v4: remove temporary inert workaround
    return { inert: inert ? '' : undefined } as unknown as { inert: boolean };
  }
  return { inert };
}

function NavbarMobileSidebarPanel({ children, inert }: { children: ReactNode; inert: boolean }) {
  return (
    <div
      className={clsx(ThemeClassNames.layout.navbar.mobileSidebar.panel, 'navbar-sidebar__item menu')}
      {...inertProps(inert)}
    >
      {children}
    </div>
  );
}

/** Upstream's props, plus attributes for the container (the nav screen's dialog role, name and id). */
export type Props = UpstreamProps & HTMLAttributes<HTMLDivElement>;

/**
 * The nav screen's frame. Ejected (upstream: Navbar/MobileSidebar/Layout) for one change: the container takes a
 * ref and extra attributes, so Navbar/MobileSidebar can make it a modal dialog (src/components/ModalSheet).
 */
export default forwardRef<HTMLDivElement, Props>(function NavbarMobileSidebarLayout(
  { header, primaryMenu, secondaryMenu, className, ...attributes },
  ref,
) {
  const { shown: secondaryMenuShown } = useNavbarSecondaryMenu();
  return (
    <div
      ref={ref}
      {...attributes}
      className={clsx(ThemeClassNames.layout.navbar.mobileSidebar.container, 'navbar-sidebar', className)}
    >
      {header}
      <div
        className={clsx('navbar-sidebar__items', {
          'navbar-sidebar__items--show-secondary': secondaryMenuShown,
        })}
      >
        <NavbarMobileSidebarPanel inert={secondaryMenuShown}>{primaryMenu}</NavbarMobileSidebarPanel>
        <NavbarMobileSidebarPanel inert={!secondaryMenuShown}>{secondaryMenu}</NavbarMobileSidebarPanel>
      </div>
    </div>
  );
});
