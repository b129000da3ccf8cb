// Glyph outlines from a TrueType font's 'glyf' table, as SVG path data. resvg turns every
// <text> into outlines itself, shaping and outlining each glyph anew for each label, which made
// text most of a PNG's rasterising time; the PNG's labels are drawn as paths made here instead,
// each glyph's outline built once. Outlines are in font units, y up; each glyph's path is
// relative to its origin, so a run is its glyphs' paths joined by moves.

/**
 * @typedef {{ d: string, endX: number, endY: number }} GlyphPath d: relative path data from the
 *   glyph's origin; (endX, endY): where the current point is left afterwards
 * @typedef {{ x: number, y: number, on: boolean }} Point
 */

const ON_CURVE = 1;
const X_SHORT = 2;
const Y_SHORT = 4;
const REPEAT = 8;
const X_SAME = 16;
const Y_SAME = 32;
// Composite glyph flags.
const ARGS_ARE_WORDS = 1;
const ARGS_ARE_XY = 2;
const HAS_SCALE = 8;
const MORE_COMPONENTS = 32;
const HAS_XY_SCALE = 64;
const HAS_2X2 = 128;

/**
 * @param {Buffer} buf the font file @param {Record<string, number>} tables table offsets
 * @returns {(glyph: number) => GlyphPath | null} null: the glyph cannot be outlined here
 */
export function createGlyphOutlines(buf, tables) {
  const { head, maxp, loca, glyf } = tables;
  if (head === undefined || maxp === undefined || loca === undefined || glyf === undefined) return () => null;
  const longOffsets = buf.readInt16BE(head + 50) === 1;
  const numGlyphs = buf.readUInt16BE(maxp + 4);
  /** @type {Map<number, GlyphPath | null>} */
  const cache = new Map();

  /** @param {number} g @returns {[number, number]} */
  function range(g) {
    if (longOffsets) return [glyf + buf.readUInt32BE(loca + g * 4), glyf + buf.readUInt32BE(loca + g * 4 + 4)];
    return [glyf + buf.readUInt16BE(loca + g * 2) * 2, glyf + buf.readUInt16BE(loca + g * 2 + 2) * 2];
  }

  /** Contours of a glyph, or null when it uses what is not read here. @param {number} g @param {number} depth @returns {Point[][] | null} */
  function contours(g, depth) {
    if (g < 0 || g >= numGlyphs || depth > 8) return null;
    const [start, end] = range(g);
    if (end <= start) return [];
    const count = buf.readInt16BE(start);
    return count >= 0 ? simple(start, count) : composite(start, depth);
  }

  /** @param {number} at @param {number} count */
  function simple(at, count) {
    const ends = [];
    for (let i = 0; i < count; i++) ends.push(buf.readUInt16BE(at + 10 + i * 2));
    const n = count === 0 ? 0 : /** @type {number} */ (ends[count - 1]) + 1;
    let p = at + 10 + count * 2;
    p += 2 + buf.readUInt16BE(p);
    const flags = new Uint8Array(n);
    for (let i = 0; i < n;) {
      const f = buf[p++] ?? 0;
      flags[i++] = f;
      if (f & REPEAT) for (let r = buf[p++] ?? 0; r > 0 && i < n; r--) flags[i++] = f;
    }
    const xs = new Int32Array(n);
    const ys = new Int32Array(n);
    for (const [coords, short, same] of /** @type {const} */ ([[xs, X_SHORT, X_SAME], [ys, Y_SHORT, Y_SAME]])) {
      let v = 0;
      for (let i = 0; i < n; i++) {
        const f = /** @type {number} */ (flags[i]);
        if (f & short) { const d = buf[p++] ?? 0; v += f & same ? d : -d; }
        else if (!(f & same)) { v += buf.readInt16BE(p); p += 2; }
        coords[i] = v;
      }
    }
    /** @type {Point[][]} */
    const out = [];
    let first = 0;
    for (const last of ends) {
      const contour = [];
      for (let i = first; i <= last; i++) contour.push({ x: /** @type {number} */ (xs[i]), y: /** @type {number} */ (ys[i]), on: ((flags[i] ?? 0) & ON_CURVE) !== 0 });
      out.push(contour);
      first = last + 1;
    }
    return out;
  }

  /** @param {number} at @param {number} depth */
  function composite(at, depth) {
    /** @type {Point[][]} */
    const out = [];
    let p = at + 10;
    for (let more = true; more;) {
      const flags = buf.readUInt16BE(p);
      const glyph = buf.readUInt16BE(p + 2);
      p += 4;
      if (!(flags & ARGS_ARE_XY)) return null; // components placed by point numbers: not used by the bundled fonts
      const dx = flags & ARGS_ARE_WORDS ? buf.readInt16BE(p) : buf.readInt8(p);
      const dy = flags & ARGS_ARE_WORDS ? buf.readInt16BE(p + 2) : buf.readInt8(p + 1);
      p += flags & ARGS_ARE_WORDS ? 4 : 2;
      let [a, b, c, d] = [1, 0, 0, 1];
      const f2dot14 = (/** @type {number} */ o) => buf.readInt16BE(o) / 16384;
      if (flags & HAS_SCALE) { a = d = f2dot14(p); p += 2; }
      else if (flags & HAS_XY_SCALE) { a = f2dot14(p); d = f2dot14(p + 2); p += 4; }
      else if (flags & HAS_2X2) { a = f2dot14(p); b = f2dot14(p + 2); c = f2dot14(p + 4); d = f2dot14(p + 6); p += 8; }
      const parts = contours(glyph, depth + 1);
      if (parts === null) return null;
      for (const contour of parts) out.push(contour.map((q) => ({ x: a * q.x + c * q.y + dx, y: b * q.x + d * q.y + dy, on: q.on })));
      more = (flags & MORE_COMPONENTS) !== 0;
    }
    return out;
  }

  return (glyph) => {
    let path = cache.get(glyph);
    if (path === undefined) {
      const parts = contours(glyph, 0);
      path = parts === null ? null : toPath(parts);
      cache.set(glyph, path);
    }
    return path;
  };
}

const num = (/** @type {number} */ v) => String(Math.round(v * 1000) / 1000);

/**
 * Quadratic TrueType contours as relative SVG path data (m, l, q, z), starting at (0, 0).
 * @param {Point[][]} contours @returns {GlyphPath}
 */
function toPath(contours) {
  let d = '';
  let cx = 0;
  let cy = 0;
  const move = (/** @type {string} */ cmd, /** @type {number[]} */ xy) => {
    d += cmd;
    for (let i = 0; i < xy.length; i += 2) {
      d += `${i > 0 ? ' ' : ''}${num(/** @type {number} */ (xy[i]) - cx)} ${num(/** @type {number} */ (xy[i + 1]) - cy)}`;
      if (cmd !== 'q' || i > 0) { cx = /** @type {number} */ (xy[i]); cy = /** @type {number} */ (xy[i + 1]); }
    }
  };
  for (const pts of contours) {
    if (pts.length === 0) continue;
    const first = /** @type {Point} */ (pts[0]);
    const last = /** @type {Point} */ (pts[pts.length - 1]);
    /** @type {Point} */
    let start;
    /** @type {Point[]} */
    let rest;
    if (first.on) { start = first; rest = pts.slice(1); }
    else if (last.on) { start = last; rest = pts.slice(0, -1); }
    else { start = { x: (first.x + last.x) / 2, y: (first.y + last.y) / 2, on: true }; rest = pts; }
    move('m', [start.x, start.y]);
    const sx = start.x;
    const sy = start.y;
    /** @type {Point | null} */
    let control = null;
    for (const q of [...rest, start]) {
      if (q.on) {
        // The closing line back to the start is what 'z' draws.
        if (control === null) { if (q !== start) move('l', [q.x, q.y]); }
        else move('q', [control.x, control.y, q.x, q.y]);
        control = null;
      } else {
        if (control !== null) move('q', [control.x, control.y, (control.x + q.x) / 2, (control.y + q.y) / 2]);
        control = q;
      }
    }
    d += 'z';
    cx = sx;
    cy = sy;
  }
  return { d, endX: cx, endY: cy };
}
