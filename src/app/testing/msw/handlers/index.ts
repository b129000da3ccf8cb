import { authHandlers } from './auth.js';
import { diagramHandlers } from './diagrams.js';
import { metaHandlers } from './meta.js';
import { usageHandlers } from './usage.js';
import { versionHandlers } from './versions.js';

/** What every component test starts from: signed in, one diagram, the meta lists, a balance. */
export const handlers = [...authHandlers, ...metaHandlers, ...usageHandlers, ...versionHandlers, ...diagramHandlers];
