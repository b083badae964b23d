import type { PrismTheme } from 'prism-react-renderer';

type Style = Record<string, string | number | undefined>;

const kebab = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function declarations(style: Style): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([property, value]) => `${kebab(property)}:${value}`)
    .join(';');
}

function themeRules(theme: PrismTheme, scope: string): string[] {
  const { color, backgroundColor } = theme.plain;
  const rules = [`${scope}{--prism-color:${color};--prism-background-color:${backgroundColor}}`];
  for (const entry of theme.styles) {
    const body = declarations(entry.style);
    if (!body) continue;
    const blocks = entry.languages?.map((language) => `.prism-code.language-${language}`) ?? ['.prism-code'];
    const selectors = blocks.flatMap((block) =>
      entry.types.map((type) => `${scope} ${block} .token.${type}`),
    );
    rules.push(`${selectors.join(',')}{${body}}`);
  }
  return rules;
}

/**
 * The code colours of both Prism themes as CSS, so highlighted code needs no script and switches with the
 * colour mode from the first paint. Rules keep each theme's order: a later entry wins, as in
 * prism-react-renderer. The `--prism-*` variables are the ones Docusaurus's code block styles read.
 * A printed page is light whatever the colour mode (src/css/print.css): the dark theme applies on screens
 * only, and print gets the light theme for every page.
 */
export function prismThemeCss(light: PrismTheme, dark: PrismTheme): string {
  return (
    [
      ...themeRules(light, "html:not([data-theme='dark'])"),
      '@media screen{',
      ...themeRules(dark, "[data-theme='dark']"),
      '}',
      '@media print{',
      ...themeRules(light, 'html'),
      '}',
    ].join('\n') + '\n'
  );
}
