// What the layout sweep (layout.test.mjs) measures inside the page. Each export is a function handed to
// `page.evaluate` (or an init script), so it uses nothing from this module's scope: helpers live inside it.

/**
 * Installed before any of the page's own scripts: records the boxes of the header's items at the first frame
 * that has them (as `window.__firstHeaderBoxes`, with the time), and leaves `window.__headerBoxes()` to take
 * them again later. An item is a child of the navbar's left or right item row, keyed by its place in the row.
 */
export function recordFirstHeaderBoxes() {
  if (!window.location.protocol.startsWith('http')) return;
  const headerBoxes = () =>
    [...document.querySelectorAll('nav.navbar .navbar__inner > .navbar__items')].flatMap((row, rowIndex) =>
      [...row.children].map((item, index) => {
        const box = item.getBoundingClientRect();
        const name =
          item.getAttribute('aria-label') ??
          item.querySelector('[aria-label]')?.getAttribute('aria-label') ??
          (item.textContent ?? '').trim().slice(0, 30);
        return {
          key: `${rowIndex}:${index}`,
          name: name || item.className,
          box: [box.x, box.y, box.width, box.height].map((value) => Math.round(value * 10) / 10),
        };
      }),
    );
  Object.assign(window, { __headerBoxes: headerBoxes });
  // The navbar is complete once the parser has passed it (an element follows it or its header).
  const parsed = () => {
    const navbar = document.querySelector('nav.navbar');
    return Boolean(navbar && (navbar.nextElementSibling ?? navbar.parentElement?.nextElementSibling));
  };
  const record = () => {
    if (parsed())
      Object.assign(window, { __firstHeaderBoxes: { at: performance.now(), items: headerBoxes() } });
    else requestAnimationFrame(record);
  };
  requestAnimationFrame(record);
}

/**
 * The blocks of the first screen whose height waits for them to come near the window (content-visibility:
 * auto): Chromium paints the first frame with their placeholder height and lays them out a frame later,
 * moving what is below them. One finding each; null when the page is not at its top.
 */
export function firstScreenPlaceholders() {
  if (window.scrollY !== 0) return null;
  return [...document.querySelectorAll('.markdown > p, .markdown .theme-code-block')].flatMap((element) => {
    const { top } = element.getBoundingClientRect();
    // A block of a tab not shown has no box to lay out.
    const placeholder = element.checkVisibility() && getComputedStyle(element).contentVisibility === 'auto';
    if (top >= window.innerHeight || !placeholder) return [];
    const kind = element.classList.contains('theme-code-block') ? 'code block' : 'paragraph';
    return [`a ${kind} at ${Math.round(top)} px ("${(element.textContent ?? '').trim().slice(0, 40)}")`];
  });
}

/**
 * When the document is wider than the window: its width and the elements that make it so (the outermost
 * element of each branch that sticks out, not clipped by an ancestor that scrolls or hides overflow, nor
 * fixed to the window). Null when it fits.
 */
export function documentOverflow() {
  const width = document.documentElement.clientWidth;
  const scrollWidth = document.scrollingElement?.scrollWidth ?? 0;
  if (scrollWidth <= width) return null;
  const describe = (/** @type {Element} */ element, /** @type {DOMRect} */ box) => {
    const classes = [...element.classList]
      .slice(0, 2)
      .map((name) => `.${name}`)
      .join('');
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}${classes}> "${text}" spans ${Math.round(box.left)}–${Math.round(box.right)} px`;
  };
  /** @type {string[]} */
  const offenders = [];
  const walk = (/** @type {Element} */ parent) => {
    for (const element of parent.children) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.position === 'fixed') continue;
      const box = element.getBoundingClientRect();
      const right = box.right + window.scrollX;
      // Only the right edge counts: what sticks out on the left is cut off, not scrolled to.
      if (right > width + 0.5 && box.width > 0) offenders.push(describe(element, box));
      else if (style.overflowX === 'visible') walk(element);
    }
  };
  walk(document.body);
  return { width, scrollWidth, offenders };
}

/**
 * Line breaks between two letters of one word in the text under each `areas` selector (visible elements
 * only), as "area: word with | at the break", and how many elements of each area were read. A break is allowed at white space, after '.', '/' or '-',
 * before the capital that starts a camelCase hump (lowercase then capital, or the last capital of an acronym
 * before lowercase: HTML|Plugin), and next to a CJK character. Zero-width spaces and soft hyphens are
 * invisible to the rule: a break at one between two letters still splits the word.
 * Characters are compared by line within one block box; only text nodes that wrap are measured character by
 * character (Range.getClientRects), the others by their one line.
 * @param {{ area: string, selector: string }[]} areas
 */
export function brokenWords(areas) {
  const CJK =
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;
  const INVISIBLE = /[\u200b\u00ad\u2060\ufeff]/;
  const SPACE = /\s/;
  const UPPER = /\p{Lu}/u;
  const LOWER_OR_DIGIT = /[\p{Ll}\p{N}]/u;
  const allowed = (before, after, afterNext) =>
    '.-/'.includes(before) ||
    CJK.test(before) ||
    CJK.test(after) ||
    (UPPER.test(after) && (LOWER_OR_DIGIT.test(before) || (UPPER.test(before) && /\p{Ll}/u.test(afterNext))));

  /** The nearest ancestor that lays out its own lines, and whether the text is visually hidden on the way. */
  const blockOf = (/** @type {Element} */ element, /** @type {Element} */ root) => {
    for (let node = /** @type {Element | null} */ (element); node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clipPath !== 'none' || (style.clip && style.clip !== 'auto')) return null;
      if (node === root || !/^(inline|contents)/.test(style.display)) return node;
    }
    return null;
  };
  const middle = (/** @type {DOMRect} */ box) => box.top + box.height / 2;
  const sameLine = (/** @type {DOMRect} */ a, /** @type {DOMRect} */ b) =>
    Math.abs(middle(a) - middle(b)) < Math.min(a.height, b.height) / 2;

  const found = new Set();
  /** @type {Record<string, number>} */
  const roots = {};
  const range = document.createRange();
  for (const { area, selector } of areas) {
    roots[area] ??= 0;
    for (const root of document.querySelectorAll(selector)) {
      if (!root.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      roots[area] += 1;
      /** Per block: its characters in order, each with the box of its line (null for white space). */
      const blocks = new Map();
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = /** @type {Text} */ (node);
        if (!text.data.trim() || !text.parentElement?.checkVisibility({ checkVisibilityCSS: true })) continue;
        const block = blockOf(text.parentElement, root);
        if (!block) continue;
        range.selectNodeContents(text);
        const lines = [...range.getClientRects()].filter((box) => box.width > 0);
        if (!lines.length) continue;
        const wraps = lines.some((box) => !sameLine(box, lines[0]));
        if (!blocks.has(block)) blocks.set(block, []);
        const chars = blocks.get(block);
        for (let index = 0; index < text.data.length; index += 1) {
          const char = text.data[index];
          if (INVISIBLE.test(char)) continue;
          if (SPACE.test(char)) {
            chars.push({ char: ' ', line: null });
            continue;
          }
          let line = lines[0];
          if (wraps) {
            range.setStart(text, index);
            range.setEnd(text, index + 1);
            line = range.getClientRects()[0];
          }
          if (line) chars.push({ char, line });
        }
      }
      for (const chars of blocks.values()) {
        const text = chars.map(({ char }) => char).join('');
        let previous = null;
        for (let index = 0; index < chars.length; index += 1) {
          const { char, line } = chars[index];
          if (!line) {
            previous = null;
            continue;
          }
          if (
            previous &&
            !sameLine(previous.line, line) &&
            !allowed(previous.char, char, chars[index + 1]?.char ?? '')
          ) {
            const start = text.lastIndexOf(' ', index - 1) + 1;
            const end = text.indexOf(' ', index);
            found.add(`${area}: ${text.slice(start, index)}|${text.slice(index, end < 0 ? undefined : end)}`);
          }
          previous = chars[index];
        }
      }
    }
  }
  return { broken: [...found], roots };
}

/**
 * The sidebar items marked as the current page under `selector`, and whether the first of them lies inside
 * the part of its sidebar a reader sees: the box of its nearest scrolling ancestor, cut to the window.
 * @param {string} selector
 */
export function currentSidebarItem(selector) {
  const sidebar = [...document.querySelectorAll(selector)].find((element) => element.getClientRects().length);
  if (!sidebar) return null;
  const current = [...sidebar.querySelectorAll('[aria-current="page"]')];
  const item = current[0];
  if (!item) return { labels: [], inView: false, where: '' };
  let area = { top: 0, bottom: window.innerHeight };
  for (let node = item.parentElement; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (/(auto|scroll)/.test(style.overflowY) && node.scrollHeight > node.clientHeight) {
      const box = node.getBoundingClientRect();
      area = { top: Math.max(0, box.top), bottom: Math.min(window.innerHeight, box.bottom) };
      break;
    }
  }
  const box = item.getBoundingClientRect();
  return {
    labels: current.map((element) => (element.textContent ?? '').trim()),
    inView: box.top >= area.top - 1 && box.bottom <= area.bottom + 1,
    where: `item at ${Math.round(box.top)}–${Math.round(box.bottom)} px, visible area ${Math.round(area.top)}–${Math.round(area.bottom)} px`,
  };
}

/**
 * The top of the page's first H1 from the top of the document, less the height of a translation notice that
 * sits above it (a notice may come between the breadcrumbs and the title).
 */
export function titleTop() {
  const title = document.querySelector('main h1, article h1');
  if (!title) return null;
  const top = title.getBoundingClientRect().top + window.scrollY;
  const notice = document.querySelector('.theme-translation-notice');
  if (!notice || !notice.getClientRects().length) return { top, notice: 0 };
  const box = notice.getBoundingClientRect();
  if (box.top + window.scrollY >= top) return { top, notice: 0 };
  const style = getComputedStyle(notice);
  const height = box.height + parseFloat(style.marginTop) + parseFloat(style.marginBottom);
  return { top: top - height, notice: height };
}

/**
 * Icons under `areas` whose colour is under `minimum`:1 against their effective background: inline SVG
 * (the paint of their shapes, `<use>` resolved), pictures (the most common colour of the image drawn to a
 * canvas with the element's CSS filter) and icons drawn by CSS (cssPaint). The opacity of the icon and its ancestors blends it into the
 * background, which is the stack of ancestors' background colours down to the first opaque one. Invisible
 * icons (no size, hidden, opacity 0) are not seen and not measured. Returns the failures, how many icons each
 * area had, each icon's own colour and contrast, and the theme's accent colour (`--ifm-color-primary`).
 * @param {{ areas: { area: string, selector: string }[], minimum: number }} options
 */
export async function iconContrast({ areas, minimum }) {
  const probe = document.createElement('span');
  document.body.append(probe);
  /** @returns {number[]} r, g, b (0-255) and alpha (0-1) */
  const parse = (/** @type {string} */ colour) => {
    probe.style.color = '';
    probe.style.color = colour;
    const values = (getComputedStyle(probe).color.match(/[\d.]+/g) ?? []).map(Number);
    if (/^color\(srgb/.test(getComputedStyle(probe).color))
      return [values[0] * 255, values[1] * 255, values[2] * 255, values[3] ?? 1];
    return [values[0], values[1], values[2], values[3] ?? 1];
  };
  const over = (/** @type {number[]} */ top, /** @type {number[]} */ bottom, alpha = top[3]) =>
    [0, 1, 2].map((channel) => top[channel] * alpha + bottom[channel] * (1 - alpha)).concat(1);
  const luminance = (/** @type {number[]} */ rgb) => {
    const [r, g, b] = rgb.slice(0, 3).map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (/** @type {number[]} */ a, /** @type {number[]} */ b) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  };
  const hex = (/** @type {number[]} */ rgb) =>
    `#${rgb
      .slice(0, 3)
      .map((value) => Math.round(value).toString(16).padStart(2, '0'))
      .join('')}`;

  const background = (/** @type {Element} */ element) => {
    const layers = [];
    for (let node = /** @type {Element | null} */ (element); node; node = node.parentElement) {
      const colour = parse(getComputedStyle(node).backgroundColor);
      if (colour[3] > 0) layers.push(colour);
      if (colour[3] >= 1) break;
    }
    let result = layers.at(-1)?.[3] === 1 ? /** @type {number[]} */ (layers.pop()) : [255, 255, 255, 1];
    for (const layer of layers.reverse()) result = over(layer, result);
    return result;
  };
  const opacity = (/** @type {Element} */ element) => {
    let value = 1;
    for (let node = /** @type {Element | null} */ (element); node; node = node.parentElement)
      value *= Number(getComputedStyle(node).opacity);
    return value;
  };
  const seen = (/** @type {Element} */ element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility === 'visible';
  };

  /** The colour an inline SVG paints: the stroke or else the fill of its first shape that paints one. */
  const svgPaint = (/** @type {SVGElement} */ svg) => {
    for (const shape of svg.querySelectorAll(
      'path, circle, rect, ellipse, line, polyline, polygon, text, use',
    )) {
      const style = getComputedStyle(shape);
      if (style.display === 'none') continue;
      const targets =
        shape.tagName === 'use'
          ? [
              ...(document
                .querySelector(shape.getAttribute('href') ?? shape.getAttribute('xlink:href') ?? '')
                ?.querySelectorAll('*') ?? []),
            ]
          : [shape];
      for (const target of targets) {
        // The stroke first: a line-drawn path still has the default black fill, which paints nothing.
        for (const property of /** @type {const} */ (['stroke', 'fill'])) {
          if (property === 'stroke' && parseFloat(style.strokeWidth) === 0) continue;
          let value = shape === target ? style[property] : (target.getAttribute(property) ?? style[property]);
          if (value === 'currentColor' || value === 'currentcolor') value = style.color;
          if (!value || value === 'none' || value.startsWith('url(')) continue;
          const colour = parse(value);
          const alpha = colour[3] * Number(style[property === 'fill' ? 'fillOpacity' : 'strokeOpacity']);
          if (alpha > 0) return [colour[0], colour[1], colour[2], alpha];
        }
      }
    }
    return null;
  };
  /**
   * The most common colour of a picture's most opaque pixels, with their opacity, drawn as the page shows it
   * (with `filter`, a CSS filter).
   */
  const picturePaint = async (/** @type {HTMLImageElement} */ image, /** @type {string} */ filter) => {
    if (!image.complete)
      await new Promise((resolve) => image.addEventListener('load', resolve, { once: true }));
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth || 48;
    canvas.height = image.naturalHeight || 48;
    const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    context.filter = filter;
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let opaque = 0;
    for (let index = 3; index < data.length; index += 4) opaque = Math.max(opaque, data[index]);
    const counts = new Map();
    for (let index = 0; index < data.length; index += 4) {
      // Anti-aliased edges are lighter than the drawing: only its most opaque pixels count.
      if (!opaque || data[index + 3] < opaque * 0.9) continue;
      const key = [0, 1, 2].map((channel) => data[index + channel] & 0xf8).join(',');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const [top] = [...counts].sort((a, b) => b[1] - a[1]);
    if (!top) return null;
    const [r, g, b] = top[0].split(',').map(Number);
    return [r + 4, g + 4, b + 4, opaque / 255];
  };
  /**
   * The paint of an icon drawn by CSS on the element or its ::before or ::after: a mask shows the background
   * colour; a background image (a data-URI SVG, as Infima's carets) is drawn like a picture.
   */
  const cssPaint = async (/** @type {Element} */ element) => {
    for (const pseudo of ['::before', '::after', null]) {
      const style = getComputedStyle(element, pseudo);
      if (pseudo && (style.content === 'none' || style.content === 'normal')) continue;
      const alpha = Number(style.opacity);
      if (style.maskImage !== 'none' || style.webkitMaskImage !== 'none') {
        const colour = parse(style.backgroundColor);
        return [colour[0], colour[1], colour[2], colour[3] * alpha];
      }
      // Computed values quote the URL and escape the quotes inside it.
      const url = /url\("((?:[^"\\]|\\.)*)"\)/.exec(style.backgroundImage)?.[1].replace(/\\(.)/g, '$1');
      if (!url) continue;
      const image = new Image();
      image.src = url;
      await image.decode();
      const colour = await picturePaint(image, style.filter);
      return colour && [colour[0], colour[1], colour[2], colour[3] * alpha];
    }
    return null;
  };
  const label = (/** @type {Element} */ icon) => {
    const named = icon.closest('[aria-label], [title], button, a, li');
    const name =
      named?.getAttribute('aria-label') ??
      named?.getAttribute('title') ??
      (named?.textContent ?? '').trim().slice(0, 30);
    return (
      name ||
      (icon instanceof HTMLImageElement ? (icon.src.split('/').pop() ?? '') : icon.tagName.toLowerCase())
    );
  };

  const failures = [];
  /** @type {{ area: string, label: string, colour: number[], contrast: number }[]} */
  const painted = [];
  /** @type {Record<string, number>} */
  const perArea = {};
  let measured = 0;
  for (const { area, selector } of areas) {
    perArea[area] = 0;
    for (const icon of document.querySelectorAll(selector)) {
      if (!seen(icon)) continue;
      let paint = null;
      if (icon instanceof SVGSVGElement) paint = svgPaint(icon);
      else if (icon instanceof HTMLImageElement)
        paint = await picturePaint(icon, getComputedStyle(icon).filter);
      else paint = await cssPaint(icon);
      if (!paint) continue;
      const alpha = paint[3] * opacity(icon);
      if (alpha === 0) continue;
      const behind = background(icon.parentElement ?? icon);
      const shown = over(paint, behind, alpha);
      const contrast = ratio(shown, behind);
      measured += 1;
      perArea[area] += 1;
      painted.push({ area, label: label(icon), colour: paint.slice(0, 3), contrast });
      if (contrast < minimum)
        failures.push(
          `${area} icon "${label(icon)}": ${contrast.toFixed(2)}:1 (${hex(shown)} on ${hex(behind)})`,
        );
    }
  }
  const accent = parse(getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary'));
  probe.remove();
  return { measured, perArea, failures, painted, accent: accent.slice(0, 3) };
}
