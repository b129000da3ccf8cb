/**
 * draw.io style strings ("shape=x;fillColor=#fff;ellipse;") as ordered entries. A bare name
 * (no "=") refers to a named style of draw.io's stylesheet; its value here is null.
 */
export type StyleEntry = [key: string, value: string | null];

export function parseStyle(style: string): StyleEntry[] {
  const entries: StyleEntry[] = [];
  for (const part of style.split(';')) {
    if (part.length === 0) continue;
    const eq = part.indexOf('=');
    if (eq < 0) entries.push([part, null]);
    else entries.push([part.slice(0, eq), part.slice(eq + 1)]);
  }
  return entries;
}

export function serializeStyle(entries: readonly StyleEntry[]): string {
  let out = '';
  for (const [key, value] of entries) out += value === null ? `${key};` : `${key}=${value};`;
  return out;
}

/**
 * Styles repeat (every RDS icon carries the same long style), so their maps are memoised; the
 * cache is cleared when it grows large so a hostile document cannot hold memory.
 */
function memo(compute: (style: string) => ReadonlyMap<string, string>): (style: string) => ReadonlyMap<string, string> {
  const cache = new Map<string, ReadonlyMap<string, string>>();
  return (style) => {
    let hit = cache.get(style);
    if (hit === undefined) {
      if (cache.size >= 4096) cache.clear();
      hit = compute(style);
      cache.set(style, hit);
    }
    return hit;
  };
}

/** Key → value of the `key=value` entries (the last one wins, as in draw.io). Read-only. */
export const styleMap = memo((style) => {
  const map = new Map<string, string>();
  for (const [key, value] of parseStyle(style)) if (value !== null) map.set(key, value);
  return map;
});

export function styleNames(style: string): string[] {
  return parseStyle(style).filter(([, v]) => v === null).map(([k]) => k);
}

/**
 * draw.io's default named styles that change what a cell is, as key/value pairs, so a foreign
 * "ellipse;..." compares with and compiles to a plain key/value style.
 */
const NAMED_STYLES: Record<string, Record<string, string>> = {
  ellipse: { shape: 'ellipse', perimeter: 'ellipsePerimeter' },
  rhombus: { shape: 'rhombus', perimeter: 'rhombusPerimeter' },
  triangle: { shape: 'triangle', perimeter: 'trianglePerimeter' },
  hexagon: { shape: 'hexagon', perimeter: 'hexagonPerimeter2' },
  swimlane: { shape: 'swimlane', startSize: '23', container: '1' },
  text: { fillColor: 'none', strokeColor: 'none', gradientColor: 'none' },
  image: { shape: 'image', verticalLabelPosition: 'bottom', verticalAlign: 'top', imageAspect: '0' },
  label: { shape: 'label' },
  line: { shape: 'line' },
  cloud: { shape: 'cloud' },
  group: { fillColor: 'none', strokeColor: 'none', container: '1' },
};

/** All key/value pairs a style means: named styles expanded first, explicit pairs over them. Read-only. */
export const effectiveStyle = memo((style) => {
  const map = new Map<string, string>();
  const entries = parseStyle(style);
  for (const [key, value] of entries) {
    const named = value === null ? NAMED_STYLES[key] : undefined;
    if (named) for (const [k, v] of Object.entries(named)) map.set(k, v);
  }
  for (const [key, value] of entries) if (value !== null) map.set(key, value);
  return map;
});

/** `base` with `overrides` applied: existing keys change in place, new keys go at the end. */
export function mergeStyle(base: string, overrides: Readonly<Record<string, string>> | undefined): string {
  if (!overrides || Object.keys(overrides).length === 0) return base;
  const entries = parseStyle(base);
  const pending = new Map(Object.entries(overrides));
  const placed = new Set<string>();
  for (const entry of entries) {
    const value = pending.get(entry[0]);
    // Every occurrence: catalog styles sometimes repeat a key (html=1 twice), and the last wins.
    if (entry[1] !== null && value !== undefined) {
      entry[1] = value;
      placed.add(entry[0]);
    }
  }
  for (const [key, value] of pending) if (!placed.has(key)) entries.push([key, value]);
  return serializeStyle(entries);
}

/**
 * The overrides that turn `base` into `actual`: every key whose value differs or is new. Keys the
 * base has and `actual` lacks cannot be expressed and are left out (draw.io defaults apply).
 */
export function diffStyle(actual: string, base: string): Record<string, string> | undefined {
  const want = effectiveStyle(actual);
  const have = effectiveStyle(base);
  const overrides: Record<string, string> = {};
  let any = false;
  for (const [key, value] of want) {
    if (have.get(key) !== value) {
      overrides[key] = value;
      any = true;
    }
  }
  return any ? overrides : undefined;
}

/**
 * Changes `actual` by what changed between `before` and `after` (both full intended styles):
 * every key whose meaning changed gets its new value (or goes); everything else — including what
 * a person changed by hand in draw.io — stays as it is. Named styles ("text", "image") that would
 * contradict a changed key are replaced by the pairs they stood for, minus the changed ones.
 */
export function applyStyleDelta(actual: string, before: string, after: string): string {
  const was = effectiveStyle(before);
  const now = effectiveStyle(after);
  const required = new Map<string, string | null>();
  for (const [key, value] of now) if (was.get(key) !== value) required.set(key, value);
  for (const key of was.keys()) if (!now.has(key)) required.set(key, null);
  const afterNames = new Set(styleNames(after));
  const actualNames = styleNames(actual);
  const missingNames = [...afterNames].filter((n) => !actualNames.includes(n));
  if (required.size === 0 && missingNames.length === 0) return actual;
  const explicit = styleMap(actual);
  const restore: Record<string, string> = {};
  const entries: StyleEntry[] = missingNames.map((n) => [n, null]);
  for (const entry of parseStyle(actual)) {
    const expansion = entry[1] === null && !afterNames.has(entry[0]) ? NAMED_STYLES[entry[0]] : undefined;
    const conflicts = expansion !== undefined && Object.entries(expansion).some(([k, v]) => required.has(k) && required.get(k) !== v);
    if (!conflicts) {
      entries.push(entry);
      continue;
    }
    for (const [k, v] of Object.entries(expansion)) if (!required.has(k) && !explicit.has(k)) restore[k] = v;
  }
  return setStyleKeys(serializeStyle(entries), { ...restore, ...Object.fromEntries(required) });
}

/** Sets or removes single keys of a style, keeping the rest byte for byte. */
export function setStyleKeys(style: string, changes: Readonly<Record<string, string | null>>): string {
  const pending = new Map(Object.entries(changes));
  const placed = new Set<string>();
  const entries: StyleEntry[] = [];
  for (const entry of parseStyle(style)) {
    const change = entry[1] === null ? undefined : pending.get(entry[0]);
    if (change === undefined) entries.push(entry);
    else if (change !== null) {
      entries.push([entry[0], change]); // every occurrence, so a repeated key cannot win back
      placed.add(entry[0]);
    }
  }
  for (const [key, value] of pending) if (value !== null && !placed.has(key)) entries.push([key, value]);
  return serializeStyle(entries);
}

/** Whether draw.io reads the label of a cell with this style as HTML. */
export function isHtmlStyle(style: string): boolean {
  return styleMap(style).get('html') === '1';
}
