import { describe, expect, it } from 'vitest';
import { hundredthsOf, hundredthsText } from './drawio-equivalents.mjs';

// draw.io rounds every SVG coordinate with parseFloat(parseFloat(x).toFixed(2)) and joins the
// numbers into path data; the worker's equivalents must give the same number and the same text.
const drawioFormat = (x: number) => parseFloat(parseFloat(String(x)).toFixed(2));

function* samples(): Generator<number> {
  for (const x of [0.005, 0.015, 1.005, -1.005, 2.675, -0.001, -0.005, -0.006, 123.455, 99.995, 1e-10, 5e-3, 999_999_999.99, -999_999_999.99]) yield x;
  let seed = 12345;
  const rnd = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  for (let i = 0; i < 200_000; i++) {
    const k = rnd();
    if (k < 0.3) yield (rnd() - 0.5) * 4000;
    else if (k < 0.6) yield Math.round((rnd() - 0.5) * 400_000) / 1000; // thousandths: many exact ties
    else if (k < 0.8) yield Math.round((rnd() - 0.5) * 4_000_000) / 2000 + (rnd() - 0.5) * 1e-9; // near ties
    else yield (rnd() - 0.5) * 2e9;
  }
}

describe('coordinate rounding equivalents', () => {
  it('round as draw.io does, or leave the value to draw.io', () => {
    let fast = 0;
    for (const x of samples()) {
      const n = hundredthsOf(x);
      if (n === null) continue;
      fast++;
      expect(Object.is(n / 100, drawioFormat(x)), String(x)).toBe(true);
    }
    expect(fast).toBeGreaterThan(150_000);
  });

  it('write the text the number would join as', () => {
    for (let n = -200_000; n <= 200_000; n++) {
      if (hundredthsText(n) !== String(n / 100)) expect(hundredthsText(n), String(n)).toBe(String(n / 100));
    }
    for (const n of [-0, 99_999_999_999, -99_999_999_999, 12_345_678_901]) expect(hundredthsText(n)).toBe(String(n / 100));
  });

  it('leave zero, ties and what is not a number to draw.io', () => {
    for (const x of [0, -0, 0.125, 2.675, 1.005, -0.125, Number.NaN, Infinity, 1e12, '1.5']) expect(hundredthsOf(x)).toBeNull();
  });
});
