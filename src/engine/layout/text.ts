import { EDGE_FONT, LINE_HEIGHT, NODE_FONT } from './constants.js';

/**
 * Approximate text metrics (Helvetica, draw.io's default font), so labels can be kept clear of
 * icons and each other without a DOM. Widths are Helvetica's advance widths per 1000 em.
 */
const WIDTHS: Record<string, number> = {
  ' ': 278, a: 556, b: 556, c: 500, d: 556, e: 556, f: 278, g: 556, h: 556, i: 222, j: 222, k: 500, l: 222,
  m: 833, n: 556, o: 556, p: 556, q: 556, r: 333, s: 500, t: 278, u: 556, v: 500, w: 722, x: 500, y: 500, z: 500,
  A: 667, B: 667, C: 722, D: 722, E: 667, F: 611, G: 778, H: 722, I: 278, J: 500, K: 667, L: 556, M: 833,
  N: 722, O: 778, P: 667, Q: 778, R: 722, S: 667, T: 611, U: 722, V: 667, W: 944, X: 667, Y: 667, Z: 611,
  '(': 333, ')': 333, '-': 333, '.': 278, ',': 278, '/': 278, ':': 278, '&': 667, '+': 584, _: 556, "'": 191,
};
const DEFAULT_WIDTH = 556;

/** Width in px of one line of text. */
export function lineWidth(text: string, fontSize = NODE_FONT, bold = false): number {
  let units = 0;
  for (const ch of text) units += WIDTHS[ch] ?? DEFAULT_WIDTH;
  return (units / 1000) * fontSize * (bold ? 1.08 : 1);
}

/** Splits a label into lines: explicit newlines, then word-wrapping at `wrapWidth` when given. */
export function wrapLines(text: string, fontSize: number, wrapWidth?: number, bold = false): string[] {
  const lines: string[] = [];
  for (const raw of text.split(/\r?\n|<br\s*\/?>/i)) {
    if (!wrapWidth) {
      lines.push(raw);
      continue;
    }
    let line = '';
    for (const word of raw.split(/\s+/).filter(Boolean)) {
      const next = line ? line + ' ' + word : word;
      if (line && lineWidth(next, fontSize, bold) > wrapWidth) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

/** Size of a text block. Empty text has no size. */
export function textSize(text: string, opts: { fontSize?: number; wrapWidth?: number; bold?: boolean } = {}): { w: number; h: number } {
  if (!text.trim()) return { w: 0, h: 0 };
  const fontSize = opts.fontSize ?? NODE_FONT;
  const lines = wrapLines(text, fontSize, opts.wrapWidth, opts.bold);
  const w = Math.max(...lines.map((l) => lineWidth(l, fontSize, opts.bold)));
  return { w: Math.ceil(w), h: Math.ceil(lines.length * fontSize * LINE_HEIGHT) };
}

/** Box of an edge label (draw.io draws it on a white background with a little padding). */
export function edgeLabelSize(text: string): { w: number; h: number } {
  const t = textSize(text, { fontSize: EDGE_FONT });
  return t.w === 0 ? t : { w: t.w + 8, h: t.h + 4 };
}
