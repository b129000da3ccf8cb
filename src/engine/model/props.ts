import type { PropValue } from './schema.js';

/**
 * Property keys that cannot be props because draw.io or Skyplan already give the attribute a
 * meaning on the `<object>` that carries the props.
 */
export const RESERVED_PROP_KEYS: readonly string[] = ['label', 'id', 'placeholders'];
export const SKYPLAN_ATTRIBUTE_PREFIX = 'skyplan_';

export function isReservedPropKey(key: string): boolean {
  return RESERVED_PROP_KEYS.includes(key) || key.startsWith(SKYPLAN_ATTRIBUTE_PREFIX);
}

/** Why `key` cannot be a prop, or null when it can. */
export function reservedKeyReason(key: string): string | null {
  if (key.startsWith(SKYPLAN_ATTRIBUTE_PREFIX)) return `"${key}" is reserved: keys starting with "skyplan_" are Skyplan's own attributes`;
  if (RESERVED_PROP_KEYS.includes(key)) return `"${key}" is reserved by draw.io (use rename for the label)`;
  return null;
}

/** How a prop value is written as an attribute: booleans "true"/"false", numbers in JS form. */
export function propToString(value: PropValue): string {
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  return String(value);
}

/** Whether a string prop would read back as another type and so needs a marker to stay a string. */
export function looksTyped(value: string): boolean {
  return value === 'true' || value === 'false' || readNumber(value) !== undefined;
}

/** The number an attribute spells in canonical JS form ("3", "0.5", "-0"), else undefined. */
export function readNumber(text: string): number | undefined {
  if (text.length === 0 || text.length > 32) return undefined;
  const n = Number(text);
  if (!Number.isFinite(n)) return undefined;
  return propToString(n) === text ? n : undefined;
}

/** An attribute value as a prop: "true"/"false" → boolean, canonical numbers → number. */
export function readProp(text: string, keepString: boolean): PropValue {
  if (keepString) return text;
  if (text === 'true') return true;
  if (text === 'false') return false;
  return readNumber(text) ?? text;
}
