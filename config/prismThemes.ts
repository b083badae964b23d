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
 * One Dark's colours in light mode: One Light's hue for each (One Dark's light twin), darkened just enough for
 * WCAG AA (4.5:1) on the light code background, on a highlighted line too. Punctuation is a muted slate, apart
 * from the plain text, as light code otherwise reads as one dark mass.
 */
const ONE_DARK_TO_LIGHT: Record<string, string> = {
  'hsl(220, 10%, 40%)': '#62636a', // comment
  'hsl(220, 14%, 71%)': '#4f5666', // punctuation, entity, doctype, !important
  'hsl(29, 54%, 61%)': '#935601', // number, boolean, constant, class name, attribute name, at-rule
  'hsl(286, 60%, 67%)': '#a626a4', // keyword
  'hsl(355, 65%, 65%)': '#bf2a1d', // property, tag, symbol, deleted
  'hsl(95, 38%, 62%)': '#387138', // string, selector, builtin, regex, attribute value, inserted
  'hsl(207, 82%, 66%)': '#1055ea', // function, variable, operator
  'hsl(187, 47%, 55%)': '#016b98', // url
};

/**
 * The code themes of the site. Dark: One Dark, with the token colours that fall below WCAG AA (4.5:1) on the
 * code background lightened just enough to pass, on a highlighted line too. Light: the same token groups as
 * dark (every token type the dark theme colours, the light one colours too, and tells apart the same ones) in
 * One Light's hues, on the site's light code background. Neither sets comments in italics: a Chinese comment
 * would be slanted by a synthesised oblique, the code fonts having no italic Han glyphs.
 */
export const codeThemes = {
  light: {
    ...recolor(themes.oneDark, ONE_DARK_TO_LIGHT),
    plain: { color: '#383a42', backgroundColor: '#f6f8fa' },
  },
  dark: recolor(themes.oneDark, {
    'hsl(220, 10%, 40%)': '#9298a5',
    'hsl(355, 65%, 65%)': '#e27881',
  }),
} satisfies Record<'light' | 'dark', PrismTheme>;
