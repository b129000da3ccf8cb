// Reads the few TrueType tables that text layout needs: advance widths (hmtx), the character
// map (cmap 4/12), vertical metrics (hhea) and pair kerning (GPOS 'kern', as HarfBuzz and so
// Chromium apply it; the legacy 'kern' table only when a font has no GPOS kerning).
// Parsing a font is a few milliseconds; callers keep the result.

import { createGlyphOutlines } from './glyph-outline.mjs';

/**
 * @typedef {{ unitsPerEm: number, ascent: number, descent: number,
 *   glyphOf: (cp: number) => number, advance: (glyph: number) => number,
 *   kern: (left: number, right: number) => number,
 *   outline: (glyph: number) => import('./glyph-outline.mjs').GlyphPath | null }} FontFile
 */

/** @param {Buffer} buf @returns {FontFile} */
export function parseFont(buf) {
  const tables = readTableDirectory(buf);
  const head = need(tables, 'head');
  const hhea = need(tables, 'hhea');
  const unitsPerEm = buf.readUInt16BE(head + 18);
  const ascent = buf.readInt16BE(hhea + 4);
  const descent = -buf.readInt16BE(hhea + 6);
  const numberOfHMetrics = buf.readUInt16BE(hhea + 34);
  const hmtx = need(tables, 'hmtx');
  const lastAdvance = buf.readUInt16BE(hmtx + (numberOfHMetrics - 1) * 4);
  const cmap = readCmap(buf, need(tables, 'cmap'));
  const pairs = tables.GPOS !== undefined ? readGposKerning(buf, tables.GPOS) : [];
  const legacy = pairs.length === 0 && tables.kern !== undefined ? readKernTable(buf, tables.kern) : null;
  return {
    unitsPerEm,
    ascent,
    descent,
    outline: createGlyphOutlines(buf, tables),
    glyphOf: (cp) => cmap.get(cp) ?? 0,
    advance: (g) => (g < numberOfHMetrics ? buf.readUInt16BE(hmtx + g * 4) : lastAdvance),
    kern: (l, r) => {
      if (legacy !== null) return legacy.get(l * 65536 + r) ?? 0;
      let sum = 0;
      for (const lookup of pairs) {
        for (const sub of lookup) {
          const v = sub(l, r);
          if (v !== null) { sum += v; break; }
        }
      }
      return sum;
    },
  };
}

/** @param {Buffer} buf */
function readTableDirectory(buf) {
  /** @type {Record<string, number>} */
  const tables = {};
  const count = buf.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const rec = 12 + i * 16;
    tables[buf.toString('latin1', rec, rec + 4)] = buf.readUInt32BE(rec + 8);
  }
  return tables;
}

/** @param {Record<string, number>} tables @param {string} tag */
function need(tables, tag) {
  const at = tables[tag];
  if (at === undefined) throw new Error(`font has no '${tag}' table`);
  return at;
}

/** @param {Buffer} buf @param {number} at */
function readCmap(buf, at) {
  /** @type {Map<number, number>} */
  const map = new Map();
  const n = buf.readUInt16BE(at + 2);
  let best = -1;
  let bestFormat = 0;
  for (let i = 0; i < n; i++) {
    const rec = at + 4 + i * 8;
    const platform = buf.readUInt16BE(rec);
    const encoding = buf.readUInt16BE(rec + 2);
    const sub = at + buf.readUInt32BE(rec + 4);
    const format = buf.readUInt16BE(sub);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (unicode && (format === 12 || (format === 4 && bestFormat !== 12))) { best = sub; bestFormat = format; }
  }
  if (best < 0) throw new Error('font has no Unicode character map');
  if (bestFormat === 12) {
    const groups = buf.readUInt32BE(best + 12);
    for (let i = 0; i < groups; i++) {
      const g = best + 16 + i * 12;
      const start = buf.readUInt32BE(g);
      const end = buf.readUInt32BE(g + 4);
      const glyph = buf.readUInt32BE(g + 8);
      for (let c = start; c <= end && c < 0x30000; c++) map.set(c, glyph + c - start);
    }
    return map;
  }
  const segX2 = buf.readUInt16BE(best + 6);
  const ends = best + 14;
  const starts = ends + segX2 + 2;
  const deltas = starts + segX2;
  const ranges = deltas + segX2;
  for (let s = 0; s < segX2; s += 2) {
    const end = buf.readUInt16BE(ends + s);
    const start = buf.readUInt16BE(starts + s);
    const delta = buf.readInt16BE(deltas + s);
    const range = buf.readUInt16BE(ranges + s);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph;
      if (range === 0) glyph = (c + delta) & 0xffff;
      else {
        const gi = buf.readUInt16BE(ranges + s + range + (c - start) * 2);
        glyph = gi === 0 ? 0 : (gi + delta) & 0xffff;
      }
      if (glyph !== 0) map.set(c, glyph);
    }
  }
  return map;
}

/** @param {Buffer} buf @param {number} at @returns {(g: number) => number} index in coverage or -1 */
function readCoverage(buf, at) {
  const format = buf.readUInt16BE(at);
  const count = buf.readUInt16BE(at + 2);
  /** @type {Map<number, number>} */
  const map = new Map();
  if (format === 1) {
    for (let i = 0; i < count; i++) map.set(buf.readUInt16BE(at + 4 + i * 2), i);
  } else {
    for (let i = 0; i < count; i++) {
      const r = at + 4 + i * 6;
      const start = buf.readUInt16BE(r);
      const end = buf.readUInt16BE(r + 2);
      const startIndex = buf.readUInt16BE(r + 4);
      for (let g = start; g <= end; g++) map.set(g, startIndex + g - start);
    }
  }
  return (g) => map.get(g) ?? -1;
}

/** @param {Buffer} buf @param {number} at @returns {(g: number) => number} */
function readClassDef(buf, at) {
  const format = buf.readUInt16BE(at);
  /** @type {Map<number, number>} */
  const map = new Map();
  if (format === 1) {
    const first = buf.readUInt16BE(at + 2);
    const count = buf.readUInt16BE(at + 4);
    for (let i = 0; i < count; i++) map.set(first + i, buf.readUInt16BE(at + 6 + i * 2));
  } else {
    const count = buf.readUInt16BE(at + 2);
    for (let i = 0; i < count; i++) {
      const r = at + 4 + i * 6;
      const cls = buf.readUInt16BE(r + 4);
      for (let g = buf.readUInt16BE(r); g <= buf.readUInt16BE(r + 2); g++) map.set(g, cls);
    }
  }
  return (g) => map.get(g) ?? 0;
}

/** Size in bytes of a GPOS ValueRecord and the offset of XAdvance inside it (or -1). */
function valueLayout(format) {
  let size = 0;
  let xAdvance = -1;
  for (let bit = 0; bit < 8; bit++) {
    if (format & (1 << bit)) {
      if (bit === 2) xAdvance = size;
      size += 2;
    }
  }
  return { size, xAdvance };
}

/** @typedef {(l: number, r: number) => number | null} PairSubtable */

/** @param {Buffer} buf @param {number} gpos @returns {PairSubtable[][]} */
function readGposKerning(buf, gpos) {
  const featureList = gpos + buf.readUInt16BE(gpos + 6);
  const lookupList = gpos + buf.readUInt16BE(gpos + 8);
  /** @type {Set<number>} */
  const lookupIndexes = new Set();
  const features = buf.readUInt16BE(featureList);
  for (let i = 0; i < features; i++) {
    const rec = featureList + 2 + i * 6;
    if (buf.toString('latin1', rec, rec + 4) !== 'kern') continue;
    const feature = featureList + buf.readUInt16BE(rec + 4);
    const n = buf.readUInt16BE(feature + 2);
    for (let j = 0; j < n; j++) lookupIndexes.add(buf.readUInt16BE(feature + 4 + j * 2));
  }
  return [...lookupIndexes].sort((a, b) => a - b).map((index) => {
    const lookup = lookupList + buf.readUInt16BE(lookupList + 2 + index * 2);
    const type = buf.readUInt16BE(lookup);
    const subCount = buf.readUInt16BE(lookup + 4);
    /** @type {PairSubtable[]} */
    const subs = [];
    for (let s = 0; s < subCount; s++) {
      let sub = lookup + buf.readUInt16BE(lookup + 6 + s * 2);
      let subType = type;
      if (type === 9) { subType = buf.readUInt16BE(sub + 2); sub += buf.readUInt32BE(sub + 4); }
      if (subType === 2) subs.push(readPairPos(buf, sub));
    }
    return subs;
  });
}

/** @param {Buffer} buf @param {number} at @returns {PairSubtable} */
function readPairPos(buf, at) {
  const format = buf.readUInt16BE(at);
  const coverage = readCoverage(buf, at + buf.readUInt16BE(at + 2));
  const v1 = valueLayout(buf.readUInt16BE(at + 4));
  const v2 = valueLayout(buf.readUInt16BE(at + 6));
  if (format === 1) {
    const setCount = buf.readUInt16BE(at + 8);
    const recordSize = 2 + v1.size + v2.size;
    return (l, r) => {
      const ci = coverage(l);
      if (ci < 0 || ci >= setCount) return null;
      const set = at + buf.readUInt16BE(at + 10 + ci * 2);
      let lo = 0;
      let hi = buf.readUInt16BE(set) - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        const rec = set + 2 + mid * recordSize;
        const g = buf.readUInt16BE(rec);
        if (g === r) return v1.xAdvance < 0 ? 0 : buf.readInt16BE(rec + 2 + v1.xAdvance);
        if (g < r) lo = mid + 1; else hi = mid - 1;
      }
      return null;
    };
  }
  const class1 = readClassDef(buf, at + buf.readUInt16BE(at + 8));
  const class2 = readClassDef(buf, at + buf.readUInt16BE(at + 10));
  const class2Count = buf.readUInt16BE(at + 14);
  const recordSize = v1.size + v2.size;
  return (l, r) => {
    if (coverage(l) < 0) return null;
    const rec = at + 16 + (class1(l) * class2Count + class2(r)) * recordSize;
    return v1.xAdvance < 0 ? 0 : buf.readInt16BE(rec + v1.xAdvance);
  };
}

/** Legacy 'kern' table, format 0 pairs. @param {Buffer} buf @param {number} at */
function readKernTable(buf, at) {
  /** @type {Map<number, number>} */
  const map = new Map();
  const n = buf.readUInt16BE(at + 2);
  let sub = at + 4;
  for (let i = 0; i < n; i++) {
    const length = buf.readUInt16BE(sub + 2);
    const coverage = buf.readUInt16BE(sub + 4);
    if (coverage >> 8 === 0 && (coverage & 1) === 1) {
      const pairs = buf.readUInt16BE(sub + 6);
      for (let p = 0; p < pairs; p++) {
        const rec = sub + 14 + p * 6;
        map.set(buf.readUInt16BE(rec) * 65536 + buf.readUInt16BE(rec + 2), buf.readInt16BE(rec + 4));
      }
    }
    sub += length;
  }
  return map;
}
