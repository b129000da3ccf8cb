/**
 * Coordinates converted between frames lose float exactness ((a - b) + b !== a); rounding them
 * to a millionth of a pixel keeps documents free of 139.99999999999997.
 */
export function tidy(v: number): number {
  const r = Math.round(v * 1e6) / 1e6;
  return Object.is(r, -0) ? 0 : r;
}

/** Equal up to the rounding tidy() applies. */
export function near(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-6;
}

export function nearRect(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return near(a.x, b.x) && near(a.y, b.y) && near(a.width, b.width) && near(a.height, b.height);
}

export function nearPoints(a: ReadonlyArray<{ x: number; y: number }>, b: ReadonlyArray<{ x: number; y: number }>): boolean {
  return a.length === b.length && a.every((p, k) => near(p.x, b[k]!.x) && near(p.y, b[k]!.y));
}
