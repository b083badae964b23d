#!/usr/bin/env node
// Regenerates the site's own images under static/img/ (see maintainers/performance.md, "Assets"). The output
// is committed: the build never runs this script and needs none of its tools. Run it after changing a drawing
// below: `node scripts/generate-images.mjs`.
//
// - SVG drawings (logo, favicon, hero, feature icons, product logos, release banners, the v0.1 benchmark
//   figure, the Rsdoctor, error-overlay and Chrome-warning illustrations) are written through SVGO.
// - Raster files are drawn by Debian's Chromium through playwright-core: PNG favicons and the apple-touch-icon
//   from the Rsbuild icon that the create-rsbuild package ships (template-common/public/favicon.png), a WebP
//   copy of it for the product switcher, and one 1200 x 630 social card (PNG) per locale. Chinese text needs
//   CJK fonts (Debian: fonts-noto-cjk).
//
// Options: --rsbuild-icon <png> the create-rsbuild icon (default: fetched with `npm pack create-rsbuild`).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { LOCALE_CODES, htmlLang } from './lib/locales.mjs';
import { optimize } from 'svgo';

const PROJECT_DIR = path.resolve(fileURLToPath(import.meta.url), '../..');
const IMG_DIR = path.join(PROJECT_DIR, 'static/img');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans CJK SC',sans-serif";
const MONO = "ui-monospace,SFMono-Regular,Menlo,Consolas,'Noto Sans Mono',monospace";

const { values: options } = parseArgs({ options: { 'rsbuild-icon': { type: 'string' } } });

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The brand mark: a lightning bolt (Rsbuild's sign) on an orange rounded square, in a 64-unit box. */
function mark({ x = 0, y = 0, size = 64, from = '#fb923c', to = '#c2410c', id = 'm' } = {}) {
  const scale = size / 64;
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<g transform="translate(${x} ${y}) scale(${scale})"><rect width="64" height="64" rx="14" fill="url(#${id})"/>
<path d="M37 8 15 36h14l-4 20 24-30H35z" fill="#fff"/></g>`;
}

const svg = (width, height, body, label) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"${label ? ` role="img" aria-label="${escapeXml(label)}"><title>${escapeXml(label)}</title>` : '>'}${body}</svg>`;

/** Release posts: version, date and the headline each banner carries (from the posts themselves). */
const RELEASES = [
  { version: '0.1', headline: 'First release' },
  { version: '0.2', headline: 'Targets move into the config' },
  { version: '0.3', headline: 'Rspack v0.5 and Module Federation' },
  { version: '0.4', headline: 'Built-in Module Federation' },
  { version: '0.5', headline: 'Lightning CSS, custom server, stable API' },
  { version: '0.6', headline: 'Rspack v0.6, error overlay, port 3000' },
].map((release) => {
  const source = fs.readFileSync(path.join(PROJECT_DIR, `blog/v0-${release.version.slice(2)}.mdx`), 'utf8');
  const date = source.match(/^published_at:\s*(\d{4}-\d{2}-\d{2})/m)?.[1];
  if (!date) throw new Error(`blog/v0-${release.version.slice(2)}.mdx has no published_at`);
  return { ...release, date };
});

function banner({ version, headline, date }) {
  const body = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1c1917"/><stop offset="1" stop-color="#431407"/></linearGradient></defs>
<rect width="1200" height="450" fill="url(#bg)"/>
<g fill="none" stroke="#fb923c" stroke-opacity=".18" stroke-width="2"><circle cx="1010" cy="225" r="150"/><circle cx="1010" cy="225" r="215"/><circle cx="1010" cy="225" r="280"/></g>
${mark({ x: 930, y: 145, size: 160, id: 'b' })}
<text x="80" y="190" fill="#fff" font-family="${FONT}" font-size="96" font-weight="700">Rsbuild v${version}</text>
<text x="80" y="262" fill="#fdba74" font-family="${FONT}" font-size="40">${escapeXml(headline)}</text>
<text x="80" y="350" fill="#d6d3d1" font-family="${FONT}" font-size="30">${date}</text>`;
  return svg(1200, 450, body);
}

/** Relative build time from the v0.1 post's claims: Rsbuild about as fast as Rspack, webpack CLIs 5-10x slower. */
function benchmarkFigure(locale) {
  const text = {
    en: {
      title: 'Relative build time, lower is better',
      rows: [
        ['Rspack', 1, '1×'],
        ['Rsbuild', 1.1, 'about 1×, slightly slower'],
        ['Create React App, Vue CLI (webpack)', 7.5, '5 to 10×'],
      ],
      note: 'From the claims of this release; measured data: performance-compare repository',
    },
    zh: {
      title: '相对构建耗时，越短越好',
      rows: [
        ['Rspack', 1, '1×'],
        ['Rsbuild', 1.1, '约 1×，略慢'],
        ['Create React App、Vue CLI（webpack）', 7.5, '5 到 10×'],
      ],
      note: '依据本次发布的说明；实测数据见 performance-compare 仓库',
    },
  }[locale];
  const unit = 90;
  const rows = text.rows
    .map(([name, value, label], index) => {
      const y = 90 + index * 90;
      const width = value * unit;
      const range =
        index === 2
          ? `<rect x="40" y="${y + 14}" width="${10 * unit}" height="36" rx="6" fill="#fdba74" fill-opacity=".35"/>`
          : '';
      return `<text x="40" y="${y}" fill="#1c1917" font-family="${FONT}" font-size="20">${escapeXml(name)}</text>${range}
<rect x="40" y="${y + 14}" width="${index === 2 ? 5 * unit : width}" height="36" rx="6" fill="${index === 1 ? '#c2410c' : '#57534e'}"/>
<text x="${50 + (index === 2 ? 10 : value) * unit}" y="${y + 40}" fill="#1c1917" font-family="${FONT}" font-size="18">${escapeXml(label)}</text>`;
    })
    .join('\n');
  const body = `<rect width="1200" height="400" fill="#fff"/>
<text x="40" y="44" fill="#1c1917" font-family="${FONT}" font-size="24" font-weight="700">${escapeXml(text.title)}</text>
${rows}
<text x="40" y="380" fill="#57534e" font-family="${FONT}" font-size="16">${escapeXml(text.note)}</text>`;
  return svg(1200, 400, body);
}

/** A schematic of Rsdoctor's analysis view: the three things the post names, as panels. */
function rsdoctorFigure(locale) {
  const labels = {
    en: ['Build time', 'Duplicate dependencies', 'Code transform steps'],
    zh: ['构建耗时', '重复依赖', '代码转换步骤'],
  }[locale];
  const panel = (x, label, content) =>
    `<g transform="translate(${x} 90)"><rect width="350" height="270" rx="12" fill="#fff" stroke="#d6d3d1"/><text x="20" y="40" fill="#1c1917" font-family="${FONT}" font-size="22" font-weight="700">${escapeXml(label)}</text>${content}</g>`;
  const bars = [200, 140, 260, 90, 170]
    .map(
      (w, i) =>
        `<rect x="20" y="${70 + i * 36}" width="${w}" height="20" rx="4" fill="${i === 2 ? '#c2410c' : '#fdba74'}"/>`,
    )
    .join('');
  const dups = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="20" y="${70 + i * 60}" width="310" height="44" rx="8" fill="#fff7ed" stroke="#fdba74"/><rect x="36" y="${86 + i * 60}" width="${150 - i * 30}" height="12" rx="3" fill="#78716c"/><rect x="260" y="${84 + i * 60}" width="54" height="16" rx="8" fill="#c2410c"/>`,
    )
    .join('');
  const steps = [0, 1, 2, 3]
    .map(
      (i) =>
        `<circle cx="40" cy="${80 + i * 50}" r="10" fill="${i === 3 ? '#c2410c' : '#fdba74'}"/>${i < 3 ? `<path d="M40 ${90 + i * 50}v30" stroke="#a8a29e" stroke-width="2"/>` : ''}<rect x="64" y="${74 + i * 50}" width="${220 - i * 25}" height="12" rx="3" fill="#78716c"/>`,
    )
    .join('');
  const body = `<rect width="1200" height="400" fill="#f5f5f4"/><rect width="1200" height="56" fill="#1c1917"/>
<text x="32" y="37" fill="#fff" font-family="${FONT}" font-size="22" font-weight="700">Rsdoctor</text>
${panel(40, labels[0], bars)}${panel(425, labels[1], dups)}${panel(810, labels[2], steps)}`;
  return svg(1200, 400, body);
}

/** The error overlay of v0.6: a compile error shown on top of the page. */
function overlayFigure() {
  const code = [
    ["  1 | import React from 'react';", '#d6d3d1'],
    ['> 2 | export const App = () => <div>{count</div>;', '#fca5a5'],
    ['    |                                    ^', '#fca5a5'],
  ];
  const body = `<rect width="1200" height="560" rx="12" fill="#e7e5e4"/><rect width="1200" height="44" rx="12" fill="#d6d3d1"/>
<g fill="#a8a29e"><circle cx="28" cy="22" r="7"/><circle cx="52" cy="22" r="7"/><circle cx="76" cy="22" r="7"/></g>
<rect x="120" y="10" width="500" height="24" rx="12" fill="#f5f5f4"/><text x="140" y="28" fill="#57534e" font-family="${FONT}" font-size="15">localhost:3000</text>
<rect y="44" width="1200" height="516" fill="#0c0a09" fill-opacity=".85"/>
<rect x="80" y="90" width="1040" height="420" rx="10" fill="#1c1917" stroke="#7f1d1d" stroke-width="2"/>
<text x="120" y="150" fill="#f87171" font-family="${FONT}" font-size="30" font-weight="700">Compile error:</text>
<text x="120" y="190" fill="#e7e5e4" font-family="${FONT}" font-size="20">Failed to compile, check the errors below:</text>
<text x="120" y="250" fill="#fdba74" font-family="${MONO}" font-size="18">./src/App.jsx</text>
<text x="120" y="285" fill="#e7e5e4" font-family="${MONO}" font-size="18">× Unexpected token. Did you mean {'}'}?</text>
${code.map(([line, colour], i) => `<text x="120" y="${340 + i * 32}" fill="${colour}" font-family="${MONO}" font-size="18" xml:space="preserve">${escapeXml(line)}</text>`).join('\n')}`;
  return svg(1200, 560, body);
}

/** Feature icons of the home page, 48 units, one stroke drawing each (decorative: the card title says it). */
const FEATURE_ICONS = {
  rspack: '<path d="M27 5 10 27h11l-3 16 20-24H27z"/>',
  'built-in': '<path d="M24 5 42 14v20L24 43 6 34V14z"/><path d="M6 14l18 9 18-9M24 23v20"/>',
  frameworks:
    '<circle cx="24" cy="24" r="5"/><ellipse cx="24" cy="24" rx="19" ry="8"/><ellipse cx="24" cy="24" rx="19" ry="8" transform="rotate(60 24 24)"/><ellipse cx="24" cy="24" rx="19" ry="8" transform="rotate(120 24 24)"/>',
  optimized: '<path d="M8 40V28M18 40V20M28 40V24M38 40V10"/><path d="M6 42h36"/>',
  plugins: '<path d="M18 6v8M30 6v8M12 14h24v10a12 12 0 0 1-24 0zM24 36v7"/>',
  configuration:
    '<path d="M8 14h20M36 14h4M8 34h4M20 34h20"/><circle cx="32" cy="14" r="4"/><circle cx="16" cy="34" r="4"/>',
};

function featureIcon(drawing) {
  return svg(
    48,
    48,
    `<g fill="none" stroke="#c2410c" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${drawing}</g>`,
  );
}

/** Logos of the product switcher's sibling tools, drawn here (their only published logos live on another host). */
const PRODUCT_LOGOS = {
  rspack: { letters: 'Rp', from: '#f97316', to: '#9a3412' },
  rspress: { letters: 'Rpr', from: '#38bdf8', to: '#0369a1' },
  rsdoctor: { letters: 'Rd', from: '#a78bfa', to: '#6d28d9' },
};

function productLogo({ letters, from, to }) {
  const size = letters.length > 2 ? 22 : 28;
  return svg(
    64,
    64,
    `<defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="64" height="64" rx="16" fill="url(#p)"/><text x="32" y="${32 + size * 0.36}" text-anchor="middle" fill="#fff" font-family="${FONT}" font-size="${size}" font-weight="700">${letters}</text>`,
  );
}

/** The social card: brand mark, title and tagline of the locale, 1200 x 630. */
function socialCard(locale) {
  const tagline = { en: 'The Rspack-based build tool for the web', zh: '基于 Rspack 的 Web 构建工具' }[
    locale
  ];
  const body = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1c1917"/><stop offset="1" stop-color="#431407"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#bg)"/>
${mark({ x: 96, y: 150, size: 140, id: 's' })}
<text x="96" y="410" fill="#fff" font-family="${FONT}" font-size="104" font-weight="700">Rsbuild</text>
<text x="96" y="490" fill="#fdba74" font-family="${FONT}" font-size="48">${escapeXml(tagline)}</text>`;
  return svg(1200, 630, body);
}

/** The Rs family as layers: Rspack at the bottom, Rsbuild on it, Rspress and Modern.js on Rsbuild. */
function ecosystemFigure() {
  const box = (x, y, width, label, fill, colour = '#fff') =>
    `<rect x="${x}" y="${y}" width="${width}" height="80" rx="12" fill="${fill}"/><text x="${x + width / 2}" y="${y + 50}" text-anchor="middle" fill="${colour}" font-family="${FONT}" font-size="28" font-weight="700">${label}</text>`;
  const body = `<rect width="800" height="340" fill="#fff"/>
${box(40, 30, 350, 'Rspress', '#fed7aa', '#1c1917')}${box(410, 30, 350, 'Modern.js', '#fed7aa', '#1c1917')}
${box(40, 130, 720, 'Rsbuild', '#c2410c')}${box(40, 230, 720, 'Rspack', '#44403c')}`;
  return svg(800, 340, body);
}

/** Chrome's certificate warning page: first with the Advanced button, then with the link to proceed. */
function chromeWarningFigure(locale, step) {
  const text = {
    en: {
      title: 'Your connection is not private',
      body: 'Attackers might be trying to steal your information from localhost.',
      advanced: 'Advanced',
      back: 'Back to safety',
      detail: 'This server could not prove that it is localhost.',
      proceed: 'Proceed to localhost (unsafe)',
      proceedBox: 310,
    },
    zh: {
      title: '您的连接不是私密连接',
      body: '攻击者可能会试图从 localhost 窃取您的信息。',
      advanced: '高级',
      back: '返回安全连接',
      detail: '此服务器无法证明它是 localhost。',
      proceed: '继续前往 localhost（不安全）',
      proceedBox: 300,
    },
  }[locale];
  const advanced = step === 'advanced';
  const body = `<rect width="1000" height="${advanced ? 400 : 500}" fill="#fff"/>
<path d="M96 96h56l-28-48z" fill="#d93025"/><path d="M121 66h6v16h-6zM121 86h6v6h-6z" fill="#fff"/>
<text x="96" y="170" fill="#202124" font-family="${FONT}" font-size="34">${escapeXml(text.title)}</text>
<text x="96" y="222" fill="#5f6368" font-family="${FONT}" font-size="20">${escapeXml(text.body)}</text>
<g font-family="${FONT}" font-size="18">
<rect x="96" y="290" width="170" height="44" rx="6" fill="#fff" stroke="${advanced ? '#d93025' : '#dadce0'}" stroke-width="${advanced ? 3 : 1}"/>
<text x="181" y="318" text-anchor="middle" fill="#1a73e8">${escapeXml(text.advanced)}</text>
<rect x="744" y="290" width="160" height="44" rx="6" fill="#1a73e8"/><text x="824" y="318" text-anchor="middle" fill="#fff">${escapeXml(text.back)}</text>
${
  advanced
    ? ''
    : `<text x="96" y="410" fill="#5f6368" font-size="20">${escapeXml(text.detail)}</text>
<text x="96" y="460" fill="#5f6368" font-size="20" text-decoration="underline">${escapeXml(text.proceed)}</text>
<rect x="86" y="432" width="${text.proceedBox}" height="40" rx="4" fill="none" stroke="#d93025" stroke-width="3"/>`
}
</g>`;
  return svg(1000, advanced ? 400 : 500, body);
}

/** Rsdoctor's bundle alerts: a list of packages found more than once, drawn without package names. */
function bundleAlertsFigure(locale) {
  const text = {
    en: ['Bundle Alerts', 'Duplicate packages', 'versions'],
    zh: ['产物告警', '重复依赖', '个版本'],
  }[locale];
  const rows = [3, 2, 2]
    .map(
      (versions, i) =>
        `<g transform="translate(40 ${150 + i * 70})"><rect width="1120" height="56" rx="8" fill="#fff7ed" stroke="#fdba74"/><rect x="20" y="20" width="${220 - i * 40}" height="14" rx="4" fill="#78716c"/><text x="980" y="34" fill="#9a3412" font-family="${FONT}" font-size="18">${versions} ${escapeXml(text[2])}</text></g>`,
    )
    .join('');
  const body = `<rect width="1200" height="400" fill="#f5f5f4"/><rect width="1200" height="56" fill="#1c1917"/>
<text x="32" y="37" fill="#fff" font-family="${FONT}" font-size="22" font-weight="700">Rsdoctor · ${escapeXml(text[0])}</text>
<text x="40" y="120" fill="#1c1917" font-family="${FONT}" font-size="24" font-weight="700">${escapeXml(text[1])}</text>${rows}`;
  return svg(1200, 400, body);
}

function writeSvg(relative, source) {
  const file = path.join(IMG_DIR, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Keep viewBox (images scale) and the title (the accessible name of an inline figure).
  const { data } = optimize(source, {
    multipass: true,
    plugins: [
      { name: 'preset-default', params: { overrides: { removeViewBox: false, removeTitle: false } } },
    ],
  });
  fs.writeFileSync(file, `${data}\n`);
  return file;
}

function rsbuildIcon() {
  if (options['rsbuild-icon']) return fs.readFileSync(options['rsbuild-icon']);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'create-rsbuild-'));
  const tarball = /** @type {string} */ (
    execFileSync('npm', ['pack', 'create-rsbuild', '--silent'], { cwd: dir, encoding: 'utf8' })
      .trim()
      .split('\n')
      .at(-1)
  );
  execFileSync('tar', ['xzf', tarball, 'package/template-common/public/favicon.png'], { cwd: dir });
  return fs.readFileSync(path.join(dir, 'package/template-common/public/favicon.png'));
}

/**
 * Draws `source` (an image URL) into a width x height canvas on `background` and returns the encoded bytes.
 * @param {import('playwright-core').Page} page
 * @param {string} source
 * @param {{ width: number, height: number, type?: string, quality?: number, background?: string,
 *   inset?: number }} options
 */
async function rasterise(
  page,
  source,
  { width, height, type = 'image/png', quality = 0.9, background, inset = 0 },
) {
  const dataUrl = await page.evaluate(
    async ({ source, width, height, type, quality, background, inset }) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
      if (background) {
        context.fillStyle = background;
        context.fillRect(0, 0, width, height);
      }
      context.imageSmoothingQuality = 'high';
      context.drawImage(image, inset, inset, width - 2 * inset, height - 2 * inset);
      return canvas.toDataURL(type, quality);
    },
    { source, width, height, type, quality, background, inset },
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

const dataUrl = (bytes, type) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

async function main() {
  writeSvg('brand/logo-light.svg', svg(64, 64, mark({ id: 'l' })));
  writeSvg('brand/logo-dark.svg', svg(64, 64, mark({ from: '#fdba74', to: '#ea580c', id: 'd' })));
  const favicon = svg(64, 64, mark({ id: 'f' }));
  writeSvg('brand/favicon.svg', favicon);
  const heroRings =
    '<g fill="none" stroke="#fb923c" stroke-opacity=".35" stroke-width="3"><circle cx="140" cy="140" r="100"/><circle cx="140" cy="140" r="134"/></g>';
  writeSvg('brand/hero.svg', svg(280, 280, `${heroRings}${mark({ x: 70, y: 70, size: 140, id: 'h' })}`));
  for (const [name, drawing] of Object.entries(FEATURE_ICONS))
    writeSvg(`features/${name}.svg`, featureIcon(drawing));
  for (const [name, logo] of Object.entries(PRODUCT_LOGOS))
    writeSvg(`products/${name}.svg`, productLogo(logo));
  for (const release of RELEASES)
    writeSvg(`releases/banner-v0-${release.version.slice(2)}.svg`, banner(release));
  for (const locale of LOCALE_CODES) {
    writeSvg(`releases/benchmark-v0-1-${locale}.svg`, benchmarkFigure(locale));
    writeSvg(`releases/rsdoctor-preview-${locale}.svg`, rsdoctorFigure(locale));
  }
  writeSvg('releases/error-overlay.svg', overlayFigure());
  writeSvg('guide/ecosystem.svg', ecosystemFigure());
  for (const locale of LOCALE_CODES) {
    writeSvg(`guide/chrome-warning-advanced-${locale}.svg`, chromeWarningFigure(locale, 'advanced'));
    writeSvg(`guide/chrome-warning-proceed-${locale}.svg`, chromeWarningFigure(locale, 'proceed'));
    writeSvg(`guide/rsdoctor-bundle-alerts-${locale}.svg`, bundleAlertsFigure(locale));
  }

  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>images</title>');
    const iconBytes = rsbuildIcon();
    const icon = dataUrl(iconBytes, 'image/png');
    const write = (relative, bytes) => fs.writeFileSync(path.join(IMG_DIR, relative), bytes);
    write('brand/favicon-32.png', await rasterise(page, icon, { width: 32, height: 32 }));
    // The package's own 128 px file is already small (palette PNG): kept as it is.
    write('brand/favicon-128.png', iconBytes);
    // iOS draws the touch icon on black unless it is opaque; the 128 px icon sits unscaled on a white tile.
    write(
      'brand/apple-touch-icon.png',
      await rasterise(page, icon, { width: 180, height: 180, background: '#ffffff', inset: 26 }),
    );
    write(
      'products/rsbuild.webp',
      await rasterise(page, icon, { width: 64, height: 64, type: 'image/webp', quality: 0.85 }),
    );
    fs.mkdirSync(path.join(IMG_DIR, 'og'), { recursive: true });
    for (const locale of LOCALE_CODES) {
      // Text in an <img> SVG uses the system fonts; rendering it as a page lets Chromium pick the CJK font.
      await page.setViewportSize({ width: 1200, height: 630 });
      await page.setContent(
        `<!doctype html><html lang="${htmlLang(locale)}"><body style="margin:0">${socialCard(locale)}</body></html>`,
      );
      write(
        `og/rsbuild-${locale}.png`,
        await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: 1200, height: 630 } }),
      );
    }
  } finally {
    await browser.close();
  }
  console.log(`Images written under ${path.relative(process.cwd(), IMG_DIR)}/`);
}

await main();
