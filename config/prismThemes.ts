import { themes, type PrismTheme } from 'prism-react-renderer';

/** A copy of a Prism theme in which every token colour listed in `replacements` is swapped for its value. */
export function recolor(theme: PrismTheme, replacements: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const color = entry.style.color;
      return color && replacements[color]
        ? { ...entry, style: { ...entry.style, color: replacements[color] } }
        : entry;
    }),
  };
}

/**
 * The code themes of the site: GitHub (light) and One Dark, with the token colours that fall below WCAG AA
 * (4.5:1) on the code background darkened (light) or lightened (dark) just enough to pass, on a highlighted
 * line too. Same hues, so the code still looks like the themes readers know.
 */
export const codeThemes = {
  light: recolor(themes.github, {
    '#999988': '#656556',
    '#e3116c': '#c20f5c',
    '#36acaa': '#236e6d',
    '#00a4db': '#006b8e',
    '#d73a49': '#bd2635',
  }),
  dark: recolor(themes.oneDark, {
    'hsl(220, 10%, 40%)': '#9298a5',
    'hsl(355, 65%, 65%)': '#e27881',
  }),
} satisfies Record<'light' | 'dark', PrismTheme>;
