/**
 * engine/catalog — every service Skyplan can draw, how to find it in words and in foreign
 * draw.io files, and the draw.io 14.7.3 styles for services, containers and edges.
 */
export { CATALOG } from './catalog.js';
export { currentServiceId, getService, servicesOf, resolveService, serviceForKind, equivalentIn } from './lookup.js';
export { findMentions, type ServiceMention } from './mentions.js';
export { providerPreference, providersNamed, type ProviderEvidence } from './providers.js';
export { inferService } from './infer.js';
export { genericService, isGenericService, KIND_CATEGORY } from './generic.js';
export { kindOfName } from './kind-rules.js';
export { ENGINE_FAMILY } from './engines.js';
export { ACTOR_ENTRIES, ACTOR_PLACES } from './actors.js';
export { inferGroupKind } from './infer-group.js';
export { groupStyle, GROUP_KIND_STYLES, allGroupStyles, type GroupStyleProps, type GroupVariant } from './group-styles.js';
export { edgeStyle, type EdgeStyleProps } from './edge-style.js';
export {
  CATEGORIES,
  SERVICE_KINDS,
  CategorySchema,
  ServiceKindSchema,
  ServiceEntrySchema,
  type Category,
  type ServiceKind,
  type ServiceEntry,
  type Provider,
} from './types.js';
