// A small inline-layout engine for label HTML, modelled on Blink for the subset draw.io labels
// use: text runs in several fonts, <br>, block children (div, p, headings, lists), inline images,
// white-space normal/nowrap/pre, break opportunities at spaces and after hyphens, line boxes
// built from each font's ascent/descent plus half-leading. It answers two questions: how big a
// label is (offsetWidth/offsetHeight, which draw.io asks to compute the diagram bounds) and where
// each run of text goes (to redraw HTML labels as SVG text for PNG output).
import { styleOf, cssLength } from './css-style.mjs';
import { styleProps } from './light-html.mjs';
import { layoutUnit } from './text-metrics.mjs';

/** @typedef {import('./css-style.mjs').TextStyle} TextStyle */
/** @typedef {{ kind: 'text', text: string, style: TextStyle, x: number, width: number }
 *   | { kind: 'img', src: string, style: TextStyle, x: number, width: number, height: number }} Run */
/** @typedef {{ runs: Run[], width: number, top: number, height: number, baseline: number,
 *   indent: number, align: string, x: number }} Line */
/** @typedef {{ width: number, height: number, lines: Line[], rules: { top: number, indent: number }[] }} Layout */

const BLOCK_TAGS = new Set(['DIV', 'P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'UL', 'OL', 'LI', 'BLOCKQUOTE', 'PRE',
  'CENTER', 'TABLE', 'TR', 'HR', 'SECTION', 'ARTICLE', 'HEADER', 'FOOTER', 'DL', 'DT', 'DD', 'FORM', 'ADDRESS']);
const SKIP_TAGS = new Set(['SCRIPT', 'STYLE', 'HEAD', 'TITLE', 'TEMPLATE', 'svg', 'SVG']);
const MARGIN_EM = { HR: 0.5, P: 1, H1: 0.67, H2: 0.83, H3: 1, H4: 1.33, H5: 1.67, H6: 2.33, UL: 1, OL: 1, BLOCKQUOTE: 1, PRE: 1 };
const CJK = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;

/**
 * Lays out the content of `root` (styled `style`) in `avail` px (Infinity: no wrapping).
 * Widths follow shrink-to-fit: the block is as wide as its longest line, capped at `avail`.
 * @param {Element} root @param {TextStyle} style @param {number} avail
 * @param {import('./text-metrics.mjs').TextMetrics} metrics @returns {Layout}
 */
export function layoutBlock(root, style, avail, metrics) {
  const ctx = { metrics, lines: /** @type {Line[]} */ ([]), rules: /** @type {{ top: number, indent: number }[]} */ ([]), y: 0, pendingMargin: 0 };
  flowBlock(ctx, root, style, avail, 0);
  ctx.y += ctx.pendingMargin;
  let width = 0;
  for (const line of ctx.lines) width = Math.max(width, line.width + line.indent);
  const fits = Number.isFinite(avail) && width < avail && ctx.lines.some((l) => l.broken);
  const finalWidth = fits ? avail : width;
  for (const line of ctx.lines) {
    const room = finalWidth - line.indent - line.width;
    line.x = line.indent + (line.align === 'center' ? room / 2 : line.align === 'right' || line.align === 'end' ? room : 0);
  }
  return { width: finalWidth, height: ctx.y, lines: ctx.lines, rules: ctx.rules };
}

/** @param {any} ctx @param {Element} el @param {TextStyle} style @param {number} avail @param {number} indent */
function flowBlock(ctx, el, style, avail, indent) {
  /** @type {any[]} */
  let inline = [];
  const flush = () => {
    if (inline.length > 0) placeLines(ctx, inline, style, avail - indent, indent);
    inline = [];
  };
  for (const node of Array.from(el.childNodes)) {
    if (node.nodeType === 3) { inline.push({ kind: 'text', text: node.nodeValue ?? '', style }); continue; }
    if (node.nodeType !== 1) continue;
    const child = /** @type {Element} */ (node);
    const tag = child.tagName.toUpperCase();
    if (SKIP_TAGS.has(child.tagName) || SKIP_TAGS.has(tag) || isHidden(child)) continue;
    const cs = styleOf(child, style);
    if (BLOCK_TAGS.has(tag) || isBlockStyled(child)) {
      flush();
      const margin = (MARGIN_EM[/** @type {keyof MARGIN_EM} */ (tag)] ?? 0) * cs.size;
      const st = styleProps(child);
      const top = cssLength(st.marginTop ?? '', cs.size);
      const bottom = cssLength(st.marginBottom ?? '', cs.size);
      ctx.pendingMargin = Math.max(ctx.pendingMargin, Number.isFinite(top) ? top : margin);
      if (tag === 'HR') {
        // A rule: 2 px of inset border between half-em margins, as wide as the block.
        ctx.y += ctx.pendingMargin;
        ctx.rules.push({ top: ctx.y, indent });
        ctx.y += 2;
        ctx.pendingMargin = margin;
        continue;
      }
      const pad = tag === 'UL' || tag === 'OL' ? 40 : tag === 'BLOCKQUOTE' ? 40 : 0;
      flowBlock(ctx, child, cs, avail, indent + pad);
      ctx.pendingMargin = Math.max(ctx.pendingMargin, Number.isFinite(bottom) ? bottom : margin);
    } else {
      collectInline(child, cs, inline);
    }
  }
  flush();
}

/** @param {Element} el */
function isHidden(el) {
  return styleProps(el).display === 'none';
}

/** @param {Element} el */
function isBlockStyled(el) {
  const display = styleProps(el).display;
  return display === 'block' || display === 'flex' || display === 'list-item';
}

/** Flattens inline content (spans, fonts, links, images, breaks) into items. @param {Element} el @param {TextStyle} style @param {any[]} out */
function collectInline(el, style, out) {
  const tag = el.tagName.toUpperCase();
  if (tag === 'BR') { out.push({ kind: 'br', style }); return; }
  if (tag === 'IMG') {
    const st = styleProps(el);
    const w = cssLength(st.width || el.getAttribute('width') || '', style.size);
    const h = cssLength(st.height || el.getAttribute('height') || '', style.size);
    out.push({ kind: 'img', src: el.getAttribute('src') ?? '', style, width: w >= 0 ? w : 0, height: h >= 0 ? h : 0 });
    return;
  }
  for (const node of Array.from(el.childNodes)) {
    if (node.nodeType === 3) out.push({ kind: 'text', text: node.nodeValue ?? '', style });
    else if (node.nodeType === 1) {
      const child = /** @type {Element} */ (node);
      if (SKIP_TAGS.has(child.tagName) || isHidden(child)) continue;
      collectInline(child, styleOf(child, style), out);
    }
  }
}

/**
 * Splits items into words and spaces, then fills lines greedily.
 * @param {any} ctx @param {any[]} items @param {TextStyle} blockStyle @param {number} avail @param {number} indent
 */
function placeLines(ctx, items, blockStyle, avail, indent) {
  const pieces = toPieces(items);
  if (pieces.length === 0) return;
  /** @type {any[]} */
  let line = [];
  let lineWidth = 0;
  let broken = false;
  const finish = (/** @type {boolean} */ forced) => {
    while (line.length > 0 && line[line.length - 1].space && !line[line.length - 1].pre) line.pop();
    pushLine(ctx, line, blockStyle, indent, broken && !forced);
    line = [];
    lineWidth = 0;
  };
  for (const p of pieces) {
    if (p.kind === 'br') {
      while (line.length > 0 && line[line.length - 1].space && !line[line.length - 1].pre) line.pop();
      line.push(p);
      finish(true);
      broken = false;
      continue;
    }
    if (p.space && line.length === 0 && !p.pre) continue;
    const w = pieceWidth(ctx.metrics, p);
    const wraps = p.style.whiteSpace === 'normal' || p.style.whiteSpace === 'pre-wrap' || p.style.whiteSpace === 'break-spaces';
    if (!p.space && wraps && line.length > 0 && lineWidth + w > avail + 0.01 && p.breakBefore) {
      broken = true;
      finish(false);
    }
    line.push(p);
    lineWidth += w;
  }
  if (line.length > 0 && !(line.length === 1 && line[0].kind === 'br')) finish(true);
}

/** @param {any[]} items */
function toPieces(items) {
  /** @type {any[]} */
  const pieces = [];
  let lastSpace = true;
  for (const item of items) {
    if (item.kind !== 'text') { pieces.push({ ...item, breakBefore: true }); lastSpace = item.kind === 'br'; continue; }
    const pre = item.style.whiteSpace === 'pre' || item.style.whiteSpace === 'pre-wrap';
    if (pre) {
      item.text.split('\n').forEach((/** @type {string} */ part, /** @type {number} */ i) => {
        if (i > 0) pieces.push({ kind: 'br', style: item.style, breakBefore: true });
        for (const tok of part.split(/( +)/)) if (tok !== '') pieces.push({ kind: 'text', text: tok, style: item.style, space: tok[0] === ' ', pre: true, breakBefore: true });
      });
      continue;
    }
    const text = item.text.replace(/[ \t\n\r\f]+/g, ' ');
    for (const tok of text.split(/( )/)) {
      if (tok === '') continue;
      if (tok === ' ') {
        if (!lastSpace) pieces.push({ kind: 'text', text: ' ', style: item.style, space: true, breakBefore: true });
        lastSpace = true;
        continue;
      }
      const parts = splitBreakable(tok);
      parts.forEach((part, i) => pieces.push({ kind: 'text', text: part, style: item.style, space: false, breakBefore: i > 0 || lastSpace }));
      lastSpace = false;
    }
  }
  return pieces;
}

/** Break opportunities inside a word: after a hyphen between letters, around CJK characters. @param {string} word */
function splitBreakable(word) {
  if (!word.includes('-') && !CJK.test(word)) return [word];
  const parts = [];
  let cur = '';
  const chars = Array.from(word);
  chars.forEach((ch, i) => {
    if (CJK.test(ch) && cur !== '') { parts.push(cur); cur = ''; }
    cur += ch;
    const next = chars[i + 1];
    if ((ch === '-' && i > 0 && next !== undefined && /\p{L}/u.test(next)) || CJK.test(ch)) { parts.push(cur); cur = ''; }
  });
  if (cur !== '') parts.push(cur);
  return parts;
}

/** @param {import('./text-metrics.mjs').TextMetrics} metrics @param {any} p */
function pieceWidth(metrics, p) {
  if (p.kind === 'img') return p.width;
  if (p.kind !== 'text') return 0;
  return metrics.rawWidth(p.text, p.style);
}

/** Merges a line's pieces into runs (one per style), measures them and sizes the line box. */
function pushLine(/** @type {any} */ ctx, /** @type {any[]} */ pieces, /** @type {TextStyle} */ blockStyle, /** @type {number} */ indent, /** @type {boolean} */ broken) {
  /** @type {Run[]} */
  const runs = [];
  for (const p of pieces) {
    const last = runs[runs.length - 1];
    if (p.kind === 'text' && last !== undefined && last.kind === 'text' && last.style === p.style) last.text += p.text;
    else if (p.kind === 'text') runs.push({ kind: 'text', text: p.text, style: p.style, x: 0, width: 0 });
    else if (p.kind === 'img') runs.push({ kind: 'img', src: p.src, style: p.style, x: 0, width: p.width, height: p.height });
  }
  let x = 0;
  let above = 0;
  let below = 0;
  const grow = (/** @type {TextStyle} */ s) => {
    const v = extent(ctx.metrics, s);
    above = Math.max(above, v.above);
    below = Math.max(below, v.below);
  };
  grow(blockStyle);
  for (const p of pieces) if (p.kind === 'br') grow(p.style);
  for (const run of runs) {
    run.x = x;
    if (run.kind === 'text') { run.width = layoutUnit(ctx.metrics.rawWidth(run.text, run.style)); grow(run.style); }
    else above = Math.max(above, run.height);
    x += run.width;
  }
  const top = ctx.y + ctx.pendingMargin;
  ctx.pendingMargin = 0;
  ctx.lines.push({ runs, width: x, top, height: above + below, baseline: above, indent, align: blockStyle.textAlign, x: 0, broken });
  ctx.y = top + above + below;
}

/** Space a font takes above and below the baseline in a line box (ascent/descent + half-leading). */
function extent(/** @type {import('./text-metrics.mjs').TextMetrics} */ metrics, /** @type {TextStyle} */ s) {
  const { ascent, descent } = metrics.verticalMetrics(s);
  const lh = s.lineHeight;
  const exact = lh === null ? ascent + descent + Math.round(s.size * 0.0327) : 'px' in lh ? lh.px : lh.factor * s.size;
  // Blink keeps the line height in 1/64 px and gives the top half of the leading in whole
  // pixels (the rest goes below), so baselines sit on whole pixels inside a line box.
  const height = Math.floor(exact * 64 + 1e-6) / 64;
  const leading = height - (ascent + descent);
  const top = Math.floor(leading / 2);
  return { above: ascent + top, below: descent + leading - top };
}
