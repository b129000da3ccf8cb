// Text measurement with the bundled Liberation fonts, the way Chromium measures: kerned advances
// summed in floating point, a run's width rounded up to Blink's 1/64 px layout unit, ascent and
// descent rounded to whole pixels. Font names resolve the way Chromium on Linux resolves them
// through fontconfig: Helvetica/Arial → Liberation Sans, Times → Liberation Serif, Courier →
// Liberation Mono; a family Chromium doesn't have falls back to its default standard font (serif).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFont } from './font-file.mjs';

/** @typedef {'sans' | 'serif' | 'mono'} Face */
/** @typedef {{ face: Face, bold: boolean, italic: boolean, size: number }} FontSpec */

/** Files per face and style, as shipped in assets/fonts. Missing styles reuse the nearest one. */
export const FONT_FILES = {
  sans: { regular: 'LiberationSans-Regular.ttf', bold: 'LiberationSans-Bold.ttf', italic: 'LiberationSans-Italic.ttf', boldItalic: 'LiberationSans-BoldItalic.ttf' },
  serif: { regular: 'LiberationSerif-Regular.ttf', bold: 'LiberationSerif-Bold.ttf', italic: 'LiberationSerif-Regular.ttf', boldItalic: 'LiberationSerif-Bold.ttf' },
  mono: { regular: 'LiberationMono-Regular.ttf', bold: 'LiberationMono-Regular.ttf', italic: 'LiberationMono-Regular.ttf', boldItalic: 'LiberationMono-Regular.ttf' },
};

/** The family name resvg knows each face by. */
export const FACE_FAMILY = { sans: 'Liberation Sans', serif: 'Liberation Serif', mono: 'Liberation Mono' };

const SANS = new Set(['helvetica', 'arial', 'liberation sans', 'arimo', 'sans-serif', 'helvetica neue', 'system-ui']);
const SERIF = new Set(['times', 'times new roman', 'liberation serif', 'tinos', 'serif']);
const MONO = new Set(['courier', 'courier new', 'liberation mono', 'cousine', 'monospace']);

/** @param {string | null | undefined} family a CSS font-family list @returns {Face} */
export function faceOf(family) {
  for (const raw of String(family ?? '').split(',')) {
    const name = raw.trim().replace(/^["']|["']$/g, '').toLowerCase();
    if (SANS.has(name)) return 'sans';
    if (SERIF.has(name)) return 'serif';
    if (MONO.has(name)) return 'mono';
  }
  return String(family ?? '').trim() === '' ? 'sans' : 'serif';
}

/** @param {string} fontDir */
export function createTextMetrics(fontDir) {
  /** @type {Map<string, import('./font-file.mjs').FontFile>} */
  const files = new Map();
  /** @type {Map<string, number>} */
  const widthCache = new Map();

  /** @param {FontSpec} spec */
  function fontFor(spec) {
    const style = spec.bold ? (spec.italic ? 'boldItalic' : 'bold') : spec.italic ? 'italic' : 'regular';
    const name = FONT_FILES[spec.face][style];
    let font = files.get(name);
    if (font === undefined) {
      font = parseFont(readFileSync(join(fontDir, name)));
      files.set(name, font);
    }
    return font;
  }

  /** Unrounded advance width in px of a run of text in one font. @param {string} text @param {FontSpec} spec */
  function rawWidth(text, spec) {
    const key = `${spec.face}${spec.bold ? 'b' : ''}${spec.italic ? 'i' : ''}|${text}`;
    let units = widthCache.get(key);
    if (units === undefined) {
      const font = fontFor(spec);
      units = 0;
      let prev = -1;
      for (const ch of text) {
        const g = font.glyphOf(ch.codePointAt(0) ?? 0);
        if (prev >= 0) units += font.kern(prev, g);
        units += font.advance(g);
        prev = g;
      }
      units /= font.unitsPerEm;
      if (widthCache.size > 50_000) widthCache.clear();
      widthCache.set(key, units);
    }
    // Blink keeps font sizes in 1/64 px steps (13.3px is drawn at 13.296875px).
    return units * (Math.round(spec.size * 64) / 64);
  }

  /** Ascent and descent in px, rounded as Blink rounds them. @param {FontSpec} spec */
  function verticalMetrics(spec) {
    const font = fontFor(spec);
    return {
      ascent: Math.round((font.ascent / font.unitsPerEm) * spec.size),
      descent: Math.round((font.descent / font.unitsPerEm) * spec.size),
    };
  }

  /**
   * The outline of a run of text as path data in font units (y up, from the run's origin),
   * glyphs placed by the same kerned advances as rawWidth; null when a character has no glyph
   * in the font (the caller keeps it as text).
   * @param {string} text @param {FontSpec} spec
   */
  function runOutline(text, spec) {
    const font = fontFor(spec);
    let d = '';
    let cx = 0;
    let cy = 0;
    let pen = 0;
    let prev = -1;
    for (const ch of text) {
      const g = font.glyphOf(ch.codePointAt(0) ?? 0);
      if (g === 0) return null;
      if (prev >= 0) pen += font.kern(prev, g);
      const glyph = font.outline(g);
      if (glyph === null) return null;
      if (glyph.d !== '') {
        d += `m${round3(pen - cx)} ${round3(-cy)}${glyph.d}`;
        cx = pen + glyph.endX;
        cy = glyph.endY;
      }
      pen += font.advance(g);
      prev = g;
    }
    return { d, unitsPerEm: font.unitsPerEm };
  }

  return {
    rawWidth,
    verticalMetrics,
    runOutline,
    width: (/** @type {string} */ t, /** @type {FontSpec} */ s) => layoutUnit(rawWidth(t, s)),
    /** Forgets the widths of runs measured so far (kept within one export only). */
    reset: () => widthCache.clear(),
  };
}

const round3 = (/** @type {number} */ v) => Math.round(v * 1000) / 1000;

/** Rounds a length up to Blink's layout unit (1/64 px). @param {number} px */
export function layoutUnit(px) {
  return Math.ceil(px * 64 - 1e-6) / 64;
}

/** @typedef {ReturnType<typeof createTextMetrics>} TextMetrics */
