import { CATALOG } from './catalog.js';
import { resolveService } from './lookup.js';
import { findMentions } from './mentions.js';
import { iconTokens } from './style-parse.js';
import { ICON_ALIASES } from './infer-aliases.js';
import type { Provider, ServiceEntry } from './types.js';

const BY_ID = new Map(CATALOG.map((e) => [e.id, e]));

/** Icon token → entry, from the catalog's own styles plus the aliases foreign files use. */
function buildIconIndex(): Map<string, ServiceEntry> {
  const index = new Map<string, ServiceEntry>();
  for (const entry of CATALOG) {
    for (const token of iconTokens(entry.style)) if (!index.has(token)) index.set(token, entry);
  }
  for (const [token, id] of Object.entries(ICON_ALIASES)) {
    const entry = BY_ID.get(id);
    if (!entry) throw new Error(`infer-aliases.ts maps "${token}" to unknown service "${id}"; fix the alias.`);
    index.set(token, entry);
  }
  return index;
}

const ICON_INDEX = buildIconIndex();

/** Provider implied by a style's icon family, so label words resolve on the right cloud. */
function providerOfStyle(style: string): Provider | undefined {
  const s = style.toLowerCase();
  if (s.includes('mxgraph.aws')) return 'aws';
  if (s.includes('img/lib/azure2') || s.includes('img/lib/mscae') || s.includes('mxgraph.azure') || s.includes('mxgraph.mscae')) return 'azure';
  if (s.includes('mxgraph.gcp') || s.includes('img/lib/gcp')) return 'gcp';
  if (s.includes('mxgraph.kubernetes')) return 'kubernetes';
  return undefined;
}

/** Label text without HTML tags or entities, on one line. */
function plainLabel(label: string): string {
  return label
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&amp;/gi, '&')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The catalog service a cell of a foreign draw.io file shows, from its style (AWS resIcon or
 * shape, Azure image path, GCP icon, Kubernetes prIcon, classic Azure stencils) and, when the style
 * says nothing, from its label. `providerHint` is the diagram's provider, used for label words.
 */
export function inferService(style: string, label: string, providerHint?: Provider): ServiceEntry | undefined {
  for (const token of iconTokens(style)) {
    const hit = ICON_INDEX.get(token) ?? ICON_INDEX.get(token.replace(/_\d+$/, ''));
    if (hit) return hit;
  }
  const text = plainLabel(label);
  if (text.length === 0 || text.length > 200) return undefined;
  const provider = providerOfStyle(style) ?? providerHint ?? 'general';
  const exact = resolveService(text, provider);
  if (exact) return exact;
  const first = findMentions(text, provider)[0];
  return first?.entry;
}
