import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PrismTheme } from 'prism-react-renderer';
import { prismThemeCss } from './themeCss';

export { default as remarkPrerenderedHighlight, type HighlightOptions } from './remark';

export interface PrerenderedHighlightOptions {
  light: PrismTheme;
  dark: PrismTheme;
}

const requireFromHere = createRequire(__filename);

/**
 * The client side of build-time highlighting (the remark plugin in ./remark.ts does the highlighting): the
 * code colours of both themes as a stylesheet, and no Prism in the browser. Docusaurus's theme loads Prism
 * and its extra languages through a client module; it is swapped for nothing, which takes about 30 kB (gzip)
 * off every page.
 */
export default function prerenderedHighlightPlugin(
  context: LoadContext,
  options: PrerenderedHighlightOptions,
): Plugin {
  const stylesheet = path.join(context.generatedFilesDir, 'prerendered-highlight', 'prism-themes.css');
  fs.mkdirSync(path.dirname(stylesheet), { recursive: true });
  fs.writeFileSync(stylesheet, prismThemeCss(options.light, options.dark));
  const prismClientModule = path.join(
    path.dirname(requireFromHere.resolve('@docusaurus/theme-classic')),
    'prism-include-languages',
  );
  return {
    name: 'prerendered-highlight',
    getClientModules: () => [stylesheet],
    configureWebpack: () => ({ resolve: { alias: { [`${prismClientModule}$`]: false } } }),
  };
}
