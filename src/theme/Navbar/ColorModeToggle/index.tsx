import React from 'react';
import { useColorMode, useThemeConfig } from '@docusaurus/theme-common';
import ColorModeToggle from '@theme/ColorModeToggle';
import type { Props } from '@theme/Navbar/ColorModeToggle';

/**
 * The navbar toggle flips between dark and light from what the reader sees now (auto is the state before the
 * first click, and what an unknown stored value falls back to).
 */
export default function NavbarColorModeToggle({ className }: Props): React.ReactElement | null {
  const { disableSwitch } = useThemeConfig().colorMode;
  const { colorMode, setColorMode } = useColorMode();
  if (disableSwitch) return null;
  return (
    <ColorModeToggle
      className={className}
      respectPrefersColorScheme={false}
      value={colorMode}
      onChange={setColorMode}
    />
  );
}
