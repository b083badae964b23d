/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { colord, extend, type Colord } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { themes, type PrismTheme } from 'prism-react-renderer';
import { codeThemes, recolor } from '@site/config/prismThemes';

extend([a11yPlugin]);

const WCAG_AA_TEXT = 4.5;

/** The highlighted-line overlay of each mode, as src/css/custom.css sets it. */
function highlightedLineOverlays(): Record<'light' | 'dark', Colord> {
  const css = fs.readFileSync(path.join(__dirname, '../../src/css/custom.css'), 'utf8');
  // Either quote style: Prettier writes the attribute selector with double quotes.
  const valueIn = (selector: RegExp) => {
    const start = css.search(selector);
    if (start === -1) throw new Error(`no rule ${String(selector)}`);
    const block = css.slice(start).split('}')[0];
    const match = block.match(/--docusaurus-highlighted-code-line-bg:\s*([^;]+);/);
    if (!match) throw new Error(`no highlighted-line colour under ${String(selector)}`);
    return colord(match[1].trim());
  };
  return { light: valueIn(/^:root \{/m), dark: valueIn(/^\s*\[data-theme=['"]dark['"]\] \{/m) };
}

/** `overlay` painted over the opaque `base`, as the browser composites it. */
function composite(base: Colord, overlay: Colord): Colord {
  const b = base.toRgb();
  const o = overlay.toRgb();
  const mix = (from: number, to: number) => from * (1 - o.a) + to * o.a;
  return colord({ r: mix(b.r, o.r), g: mix(b.g, o.g), b: mix(b.b, o.b) });
}

describe('code themes', () => {
  const overlays = highlightedLineOverlays();

  for (const mode of ['light', 'dark'] as const) {
    const theme = codeThemes[mode];
    const background = colord(theme.plain.backgroundColor as string);
    const highlighted = composite(background, overlays[mode]);
    const colors = [theme.plain.color, ...theme.styles.map((entry) => entry.style.color)].filter(
      (color): color is string => Boolean(color),
    );

    it(`gives every token of the ${mode} theme AA contrast on a plain and on a highlighted line`, () => {
      expect(colors.length).toBeGreaterThan(5);
      const failing = colors
        .map((color) => ({
          color,
          plain: colord(color).contrast(background),
          highlighted: colord(color).contrast(highlighted),
        }))
        .filter((entry) => entry.plain < WCAG_AA_TEXT || entry.highlighted < WCAG_AA_TEXT);
      expect(failing).toEqual([]);
    });
  }

  it('keeps the upstream themes apart from the recoloured tokens', () => {
    expect(codeThemes.dark.plain).toEqual(themes.oneDark.plain);
    expect(codeThemes.dark.styles).toHaveLength(themes.oneDark.styles.length);
    expect(codeThemes.light.styles).toHaveLength(themes.oneDark.styles.length);
    // The upstream palettes are what fail AA: without the recolouring this suite would not pass.
    expect(
      colord(themes.oneLight.styles.find((entry) => entry.types.includes('comment'))!.style.color!).contrast(
        colord(codeThemes.light.plain.backgroundColor),
      ),
    ).toBeLessThan(WCAG_AA_TEXT);
  });

  it('leaves no dark colour in the light theme', () => {
    const darkColors = new Set(themes.oneDark.styles.map((entry) => entry.style.color).filter(Boolean));
    const leftOver = codeThemes.light.styles.filter((entry) => darkColors.has(entry.style.color));
    expect(leftOver).toEqual([]);
  });

  /** The colour Prism's CSS gives a token of `type`: the last entry that lists it wins, else the plain text. */
  const colorOf = (theme: PrismTheme, type: string) =>
    colord(
      theme.styles.filter((entry) => entry.types.includes(type) && entry.style.color).at(-1)?.style.color ??
        (theme.plain.color as string),
    ).toHex();

  /** The token types a reader tells apart in code: Prism's names for them. */
  const READ_TYPES = [
    'comment',
    'punctuation',
    'operator',
    'property',
    'function',
    'number',
    'boolean',
    'class-name',
    'tag',
    'attr-name',
    'attr-value',
    'keyword',
    'string',
    'builtin',
    'regex',
    'url',
  ];

  it('colours properties, functions, numbers, comments, punctuation, operators, class names, tags and attributes in light mode', () => {
    const plain = colord(codeThemes.light.plain.color).toHex();
    const uncoloured = READ_TYPES.filter((type) => colorOf(codeThemes.light, type) === plain);
    expect(uncoloured).toEqual([]);
  });

  it('tells apart in light mode every two token types the dark theme tells apart', () => {
    const merged: string[] = [];
    for (const [index, a] of READ_TYPES.entries()) {
      for (const b of READ_TYPES.slice(index + 1)) {
        const apartInDark = colorOf(codeThemes.dark, a) !== colorOf(codeThemes.dark, b);
        if (apartInDark && colorOf(codeThemes.light, a) === colorOf(codeThemes.light, b))
          merged.push(`${a}/${b}`);
      }
    }
    expect(merged).toEqual([]);
    // Six hues at least, as many as the dark theme shows for these types.
    const hues = (theme: PrismTheme) => new Set(READ_TYPES.map((type) => colorOf(theme, type))).size;
    expect(hues(codeThemes.light)).toBeGreaterThanOrEqual(hues(codeThemes.dark));
  });

  it('sets no comment, string or other token in italics in either mode (a Chinese comment would slant)', () => {
    for (const theme of [codeThemes.light, codeThemes.dark]) {
      const italic = theme.styles.filter(
        (entry) =>
          entry.style.fontStyle === 'italic' && !(entry.types.length === 1 && entry.types[0] === 'italic'),
      );
      expect(italic).toEqual([]);
    }
  });

  it('recolours only the listed colours and leaves the source theme untouched', () => {
    const theme = {
      plain: { color: '#000', backgroundColor: '#fff' },
      styles: [
        { types: ['a'], style: { color: '#111' } },
        { types: ['b'], style: { color: '#222', fontStyle: 'italic' as const } },
      ],
    };
    const result = recolor(theme, { '#222': '#333' });
    expect(result.styles).toEqual([
      { types: ['a'], style: { color: '#111' } },
      { types: ['b'], style: { color: '#333', fontStyle: 'italic' } },
    ]);
    expect(theme.styles[1].style.color).toBe('#222');
  });
});
