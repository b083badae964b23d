// The text of a PDF that Chromium prints (Skia's PDF backend), page by page, for tests that check what a
// printed page says. Skia compresses content streams (FlateDecode, inflated with node:zlib) and draws text
// as glyph codes of embedded font subsets; each font's /ToUnicode CMap maps the codes back to characters.
// Only what Skia writes is understood: direct objects, `Tf` to pick a font, hex or literal strings shown
// with `Tj`/`TJ`. Runs are concatenated in drawing order (no spacing is inferred from positions), so compare
// text with its white space removed.
import zlib from 'node:zlib';

/** @typedef {{ dict: string, stream?: Buffer }} PdfObject */

/** @param {Buffer} pdf @returns {Map<number, PdfObject>} */
function objects(pdf) {
  const source = pdf.toString('latin1');
  /** @type {Map<number, PdfObject>} */
  const result = new Map();
  const pattern = /(\d+) 0 obj\b/g;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endobj', start);
    const body = source.slice(start, end);
    const streamAt = body.search(/\bstream\r?\n/);
    if (streamAt < 0) {
      result.set(Number(match[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const dataStart = start + streamAt + (/^stream\r?\n/.exec(body.slice(streamAt))?.[0].length ?? 0);
    const length = Number(/\/Length (\d+)(?! \d+ R)/.exec(dict)?.[1] ?? -1);
    const dataEnd = length >= 0 ? dataStart + length : source.indexOf('endstream', dataStart);
    const data = pdf.subarray(dataStart, dataEnd);
    const stream = /\/FlateDecode/.test(dict) ? zlib.inflateSync(data) : data;
    result.set(Number(match[1]), { dict, stream });
    pattern.lastIndex = end;
  }
  return result;
}

/** The text of a `<< ... >>` dictionary entry `/key`, following an indirect reference. */
function entry(all, dict, key) {
  const reference = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dict);
  if (reference) return all.get(Number(reference[1]))?.dict ?? '';
  const at = dict.search(new RegExp(`/${key}\\s*<<`));
  if (at < 0) return '';
  const start = dict.indexOf('<<', at);
  let depth = 0;
  for (let index = start; index < dict.length - 1; index++) {
    const pair = dict.slice(index, index + 2);
    if (pair !== '<<' && pair !== '>>') continue;
    depth += pair === '<<' ? 1 : -1;
    if (depth === 0) return dict.slice(start, index + 2);
    index++;
  }
  return '';
}

/** A /ToUnicode CMap: glyph code (hex, upper case) to text, and the code width in hex digits. */
function toUnicode(cmap) {
  /** @type {Map<string, string>} */
  const map = new Map();
  const utf16 = (hex) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  const width = /begincodespacerange\s*<([0-9A-Fa-f]+)>/.exec(cmap)?.[1].length ?? 4;
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, text] of block.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(code.toUpperCase(), utf16(text));
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, low, high, rest] of block.matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g,
    )) {
      const targets = [...rest.matchAll(/<([0-9A-Fa-f]+)>/g)].map(([, hex]) => hex);
      for (let code = parseInt(low, 16); code <= parseInt(high, 16); code++) {
        const offset = code - parseInt(low, 16);
        const target = rest.startsWith('[')
          ? targets[offset]
          : (parseInt(targets[0], 16) + offset).toString(16).padStart(targets[0].length, '0');
        if (target) map.set(code.toString(16).toUpperCase().padStart(width, '0'), utf16(target));
      }
    }
  return { map, width };
}

/** The strings of a PDF string operand list (`<hex>` or `(literal)`), as hex. */
function hexStrings(operands) {
  return [...operands.matchAll(/<([0-9A-Fa-f]*)>|\(((?:\\.|[^\\)])*)\)/g)].map(([, hex, literal]) =>
    hex !== undefined
      ? hex.toUpperCase()
      : Buffer.from(literal.replace(/\\(.)/g, '$1'), 'latin1').toString('hex').toUpperCase(),
  );
}

/**
 * The text of each page of a PDF, in page order.
 * @param {Buffer} pdf
 * @returns {string[]}
 */
export function pdfPageTexts(pdf) {
  const all = objects(pdf);
  const pages = [...all.values()].filter(({ dict }) => /\/Type\s*\/Page\b(?!s)/.test(dict));
  return pages.map(({ dict }) => {
    const fonts = entry(all, entry(all, dict, 'Resources'), 'Font');
    /** @type {Map<string, ReturnType<typeof toUnicode>>} */
    const cmaps = new Map();
    for (const [, name, id] of fonts.matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/g)) {
      const cmapId = /\/ToUnicode\s+(\d+) 0 R/.exec(all.get(Number(id))?.dict ?? '')?.[1];
      const cmap = cmapId && all.get(Number(cmapId))?.stream;
      if (cmap) cmaps.set(name, toUnicode(cmap.toString('latin1')));
    }
    const contents = /\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(dict)?.[1] ?? '';
    const content = [...contents.matchAll(/(\d+) 0 R/g)]
      .map(([, id]) => all.get(Number(id))?.stream?.toString('latin1') ?? '')
      .join('\n');
    let font;
    let text = '';
    for (const [, name, operands] of content.matchAll(
      /\/([\w.+-]+)\s+[\d.]+\s+Tf|(\[(?:<[0-9A-Fa-f]*>|\((?:\\.|[^\\)])*\)|[^\]])*\]\s*TJ|(?:<[0-9A-Fa-f]*>|\((?:\\.|[^\\)])*\))\s*Tj)/g,
    )) {
      if (name) font = cmaps.get(name);
      else if (font)
        for (const hex of hexStrings(operands))
          for (let index = 0; index < hex.length; index += font.width)
            text += font.map.get(hex.slice(index, index + font.width)) ?? '';
    }
    return text;
  });
}
