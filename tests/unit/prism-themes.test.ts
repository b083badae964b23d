/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { colord, extend, type Colord } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { themes } from 'prism-react-renderer';
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
    expect(codeThemes.light.plain).toEqual(themes.github.plain);
    expect(codeThemes.dark.plain).toEqual(themes.oneDark.plain);
    expect(codeThemes.light.styles).toHaveLength(themes.github.styles.length);
    // The upstream palette is what fails AA: without the recolouring this suite would not pass.
    expect(
      colord(themes.github.styles.find((entry) => entry.types.includes('comment'))!.style.color!).contrast(
        colord('#f6f8fa'),
      ),
    ).toBeLessThan(WCAG_AA_TEXT);
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
