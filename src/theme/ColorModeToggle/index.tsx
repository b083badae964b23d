import React from 'react';
import { useColorMode } from '@docusaurus/theme-common';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof ColorModeToggleType>;

/**
 * The stock toggle, fed the colour mode the reader sees instead of the stored choice: it flips dark ↔ light
 * from what is on screen, never to "system" (the system preference is only the state before the first click,
 * and what an unknown stored value falls back to). Its label names the mode on screen.
 */
export default function ColorModeToggleWrapper(props: Props): React.ReactElement {
  const { colorMode } = useColorMode();
  return <ColorModeToggle {...props} respectPrefersColorScheme={false} value={colorMode} />;
}
