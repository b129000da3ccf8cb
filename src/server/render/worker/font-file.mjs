// The font data text layout needs, read by opentype.js: advance widths, the character map,
// vertical metrics (hhea), pair kerning (GPOS 'kern' as HarfBuzz and so Chromium apply it; the
// legacy 'kern' table only when a font has no GPOS kerning) and glyph outlines.
// Parsing a font is a few milliseconds; callers keep the result.
//
// Outlines: resvg turns every <text> into outlines itself, shaping and outlining each glyph anew
// for each label, which made text most of a PNG's rasterising time; the PNG's labels are drawn as
// paths made here instead, each glyph's outline built once. Outlines are in font units, y up; each
// glyph's path is relative to its origin, so a run is its glyphs' paths joined by moves.

import { parse } from 'opentype.js/dist/opentype.mjs';

/**
 * @typedef {{ d: string, endX: number, endY: number }} GlyphPath d: relative path data from the
 *   glyph's origin; (endX, endY): where the current point is left afterwards
 * @typedef {{ unitsPerEm: number, ascent: number, descent: number,
 *   glyphOf: (cp: number) => number, advance: (glyph: number) => number,
 *   kern: (left: number, right: number) => number,
 *   outline: (glyph: number) => GlyphPath | null }} FontFile
 */

/** @param {Buffer} buf @returns {FontFile} */
export function parseFont(buf) {
  const font = parse(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.length), { lowMemory: true });
  const hhea = font.tables.hhea;
  /** @type {Record<number, number>} */
  const cmap = font.tables.cmap.glyphIndexMap;
  /** @type {Map<number, number>} */
  const advances = new Map();
  /** @type {Map<number, GlyphPath | null>} */
  const outlines = new Map();
  return {
    unitsPerEm: font.unitsPerEm,
    ascent: hhea.ascender,
    descent: -hhea.descender,
    glyphOf: (cp) => cmap[cp] ?? 0,
    advance: (g) => {
      let a = advances.get(g);
      if (a === undefined) {
        a = font.glyphs.get(g)?.advanceWidth ?? 0;
        advances.set(g, a);
      }
      return a;
    },
    kern: kerning(font),
    outline: (g) => {
      let path = outlines.get(g);
      if (path === undefined) {
        const glyph = g >= 0 && g < font.numGlyphs ? font.glyphs.get(g) : undefined;
        path = glyph ? toRelativePath(glyph.path.commands) : null;
        outlines.set(g, path);
      }
      return path;
    },
  };
}

/**
 * Pair kerning as HarfBuzz applies it to the text Chromium lays out: the GPOS 'kern' lookups of
 * every script the font lists, each adding its value (opentype.js's own default looks only at the
 * font's default script, where the Liberation fonts keep no kerning); the legacy 'kern' table only
 * when the font has no GPOS kerning.
 * @param {any} font @returns {(l: number, r: number) => number}
 */
function kerning(font) {
  /** @type {Set<unknown>} */
  const lookups = new Set();
  for (const script of font.tables.gpos?.scripts ?? []) for (const lookup of font.position.getKerningTables(script.tag) ?? []) lookups.add(lookup);
  if (lookups.size === 0) return (l, r) => font.kerningPairs[`${l},${r}`] ?? 0;
  const each = [...lookups].map((lookup) => [lookup]);
  /** @type {Map<number, number>} Labels repeat their pairs: each is looked up once. */
  const known = new Map();
  return (l, r) => {
    const key = l * 65536 + r;
    let sum = known.get(key);
    if (sum === undefined) {
      sum = 0;
      for (const one of each) sum += font.position.getKerningValue(one, l, r) ?? 0;
      known.set(key, sum);
    }
    return sum;
  };
}

const num = (/** @type {number} */ v) => String(Math.round(v * 1000) / 1000);

/**
 * A glyph's path commands (font units, y up) as relative SVG path data from the glyph's origin.
 * @param {{ type: string, x?: number, y?: number, x1?: number, y1?: number, x2?: number, y2?: number }[]} commands
 * @returns {GlyphPath}
 */
function toRelativePath(commands) {
  let d = '';
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  /** @param {number[]} xy */
  const rel = (xy) => {
    const parts = [];
    for (let i = 0; i < xy.length; i += 2) parts.push(`${num(/** @type {number} */ (xy[i]) - cx)} ${num(/** @type {number} */ (xy[i + 1]) - cy)}`);
    return parts.join(' ');
  };
  for (const c of commands) {
    const x = c.x ?? 0;
    const y = c.y ?? 0;
    if (c.type === 'M') {
      d += `m${rel([x, y])}`;
      sx = x;
      sy = y;
    } else if (c.type === 'L') {
      if (x === cx && y === cy) continue;
      d += `l${rel([x, y])}`;
    } else if (c.type === 'Q') d += `q${rel([c.x1 ?? 0, c.y1 ?? 0, x, y])}`;
    else if (c.type === 'C') d += `c${rel([c.x1 ?? 0, c.y1 ?? 0, c.x2 ?? 0, c.y2 ?? 0, x, y])}`;
    else if (c.type === 'Z') {
      d += 'z';
      cx = sx;
      cy = sy;
      continue;
    }
    cx = x;
    cy = y;
  }
  return { d, endX: cx, endY: cy };
}
