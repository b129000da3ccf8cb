/**
 * engine/model — the architecture model, the operations that change it, and `apply`.
 */
export * from './schema.js';
export * from './operations.js';
export { apply, type ApplyOptions, type ApplyResult } from './apply.js';
export { slugify, uniqueId, ROOT_IDS } from './ids.js';
export { parentsFirst } from './order.js';
export {
  RESERVED_PROP_KEYS,
  SKYPLAN_ATTRIBUTE_PREFIX,
  isReservedPropKey,
  looksTyped,
  propToString,
  readNumber,
  readProp,
} from './props.js';
