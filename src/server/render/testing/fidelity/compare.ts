import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { ssim } from 'ssim.js';

/**
 * How alike two renderings are. The images are first aligned (the best shift within ±3 px,
 * as two renderers may place the drawing a pixel apart), then compared on their overlap at
 * full resolution: SSIM (1 = identical) and the share of pixels pixelmatch calls different.
 */
export interface Similarity {
  ssim: number;
  differentPixels: number;
  shift: { dx: number; dy: number };
  size: { ours: [number, number]; reference: [number, number] };
}

interface Rgba {
  data: Uint8Array;
  width: number;
  height: number;
}

const decode = (png: Buffer): Rgba => {
  const img = PNG.sync.read(png);
  return { data: new Uint8Array(img.data.buffer, img.data.byteOffset, img.data.length), width: img.width, height: img.height };
};

/** Luma of every pixel, composited on white (a transparent PNG looks white on the page). */
function luma(img: Rgba): Float32Array {
  const out = new Float32Array(img.width * img.height);
  for (let i = 0; i < out.length; i++) {
    const a = (img.data[i * 4 + 3] ?? 255) / 255;
    const on = (c: number) => (img.data[i * 4 + c] ?? 255) * a + 255 * (1 - a);
    out[i] = 0.299 * on(0) + 0.587 * on(1) + 0.114 * on(2);
  }
  return out;
}

/** The shift of `b` against `a` (|dx|, |dy| ≤ reach) with the smallest mean difference. */
function bestShift(a: Rgba, b: Rgba, reach: number): { dx: number; dy: number } {
  const la = luma(a);
  const lb = luma(b);
  let best = { dx: 0, dy: 0, cost: Number.POSITIVE_INFINITY };
  for (let dy = -reach; dy <= reach; dy++) {
    for (let dx = -reach; dx <= reach; dx++) {
      const { x0, y0, w, h } = overlap(a, b, dx, dy);
      let sum = 0;
      let n = 0;
      for (let y = y0; y < y0 + h; y += 2) {
        for (let x = x0; x < x0 + w; x += 2) {
          sum += Math.abs((la[y * a.width + x] ?? 0) - (lb[(y + dy) * b.width + x + dx] ?? 0));
          n++;
        }
      }
      const cost = n === 0 ? Number.POSITIVE_INFINITY : sum / n;
      if (cost < best.cost) best = { dx, dy, cost };
    }
  }
  return { dx: best.dx, dy: best.dy };
}

/** The part of `a` whose pixel (x, y) has a partner (x + dx, y + dy) in `b`. */
function overlap(a: Rgba, b: Rgba, dx: number, dy: number) {
  const x0 = Math.max(0, -dx);
  const y0 = Math.max(0, -dy);
  const w = Math.min(a.width, b.width - dx) - x0;
  const h = Math.min(a.height, b.height - dy) - y0;
  return { x0, y0, w: Math.max(0, w), h: Math.max(0, h) };
}

/** Copies a window of an image, flattened onto white. */
function crop(img: Rgba, x0: number, y0: number, w: number, h: number): Rgba {
  const data = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const s = ((y + y0) * img.width + x + x0) * 4;
      const d = (y * w + x) * 4;
      const alpha = (img.data[s + 3] ?? 255) / 255;
      for (let c = 0; c < 3; c++) data[d + c] = Math.round((img.data[s + c] ?? 255) * alpha + 255 * (1 - alpha));
      data[d + 3] = 255;
    }
  }
  return { data, width: w, height: h };
}

export function compareImages(ours: Buffer, reference: Buffer, reach = 3): Similarity {
  const a = decode(ours);
  const b = decode(reference);
  const shift = bestShift(a, b, reach);
  const { x0, y0, w, h } = overlap(a, b, shift.dx, shift.dy);
  const size = { ours: [a.width, a.height] as [number, number], reference: [b.width, b.height] as [number, number] };
  if (w < 8 || h < 8) return { ssim: 0, differentPixels: 1, shift, size };
  const ca = crop(a, x0, y0, w, h);
  const cb = crop(b, x0 + shift.dx, y0 + shift.dy, w, h);
  const score = ssim(
    { data: ca.data as unknown as Uint8ClampedArray, width: w, height: h },
    { data: cb.data as unknown as Uint8ClampedArray, width: w, height: h },
    { downsample: false, ssim: 'weber' },
  ).mssim;
  const diff = pixelmatch(ca.data, cb.data, undefined, w, h, { threshold: 0.1 });
  // Pixels outside the overlap (a size difference) count as different.
  const total = Math.max(a.width * a.height, b.width * b.height);
  return { ssim: score, differentPixels: (diff + (total - w * h)) / total, shift, size };
}
