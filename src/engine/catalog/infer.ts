import { CATALOG } from './catalog.js';
import { ICON_ALIASES } from './infer-aliases.js';
import { resolveService } from './lookup.js';
import { findMentions } from './mentions.js';
import { iconTokens, parseStyle } from './style-parse.js';
import { embeddedSvgTitles } from './svg-title.js';
import type { Provider, ServiceEntry } from './types.js';

const BY_ID = new Map(CATALOG.map((e) => [e.id, e]));

/**
 * Icon token → candidate entries, best first: the alias (what the icon usually means) before the
 * catalog entries drawn with it. Several entries share one icon (SageMaker Pipelines and SageMaker
 * Endpoint both use the SageMaker icon); the label picks among them.
 */
function buildIconIndex(): Map<string, ServiceEntry[]> {
  const index = new Map<string, ServiceEntry[]>();
  for (const [token, id] of Object.entries(ICON_ALIASES)) {
    const entry = BY_ID.get(id);
    if (!entry) throw new Error(`infer-aliases.ts maps "${token}" to unknown service "${id}"; fix the alias.`);
    index.set(token, [entry]);
  }
  for (const entry of CATALOG) {
    for (const token of iconTokens(entry.style)) {
      const list = index.get(token) ?? [];
      if (!list.includes(entry)) list.push(entry);
      index.set(token, list);
    }
  }
  return index;
}

const ICON_INDEX = buildIconIndex();

/** Provider of an icon token's family, so icon words and labels resolve on the right cloud. */
function providerOfToken(token: string): Provider | undefined {
  const family = token.slice(0, token.indexOf(':'));
  if (family === 'aws4' || family === 'aws3') return 'aws';
  if (family === 'azure' || family.startsWith('mscae') || token.startsWith('img:azure2/') || token.startsWith('img:mscae/')) return 'azure';
  if (family === 'gcp2' || family === 'gcp') return 'gcp';
  if (family === 'k8s' || family === 'kubernetes') return 'kubernetes';
  if (family === 'networks' || family.startsWith('cisco') || family === 'stencil') return 'general';
  return undefined;
}

/** Label text without HTML tags or entities, on one line. */
function plainText(label: string): string {
  return label
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&amp;/gi, '&')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words an icon name is made of: "img:mscae/virtual_machine_2.svg" → "virtual machine". */
function iconWords(token: string): string {
  const name = token.slice(token.indexOf(':') + 1).split('/').pop()!.replace(/\.svg$/, '');
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .replace(/\b(\d+|icon|alt|resource)\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Letters and digits in a text: the yardstick for how much of a label a mention covers. */
function alnumLength(text: string): number {
  return text.replace(/[^A-Za-z0-9]/g, '').length;
}

/** The label without vendor words, which say nothing about which service it is. */
function withoutVendorWords(text: string): string {
  return text.replace(/\b(amazon|aws|azure|microsoft|google|gcp|oracle|oci)\b/gi, ' ');
}

/**
 * A service named by `text` on `provider` (its own or general entries, never another cloud's):
 * the whole text, or a mention covering at least half of it, so "Amazon RDS (primary)" counts
 * while "Set GoDaddy Name Servers" does not.
 */
function serviceInWords(text: string, provider: Provider, minCoverage = 0.5): ServiceEntry | undefined {
  if (text.length === 0 || text.length > 200) return undefined;
  const own = (e: ServiceEntry | undefined): e is ServiceEntry => e !== undefined && (e.provider === provider || e.provider === 'general');
  const exact = resolveService(text, provider);
  if (own(exact)) return exact;
  const total = alnumLength(withoutVendorWords(text));
  return findMentions(text, provider).find((m) => own(m.entry) && alnumLength(m.matched) >= total * minCoverage)?.entry;
}

/** Services of the icon's provider that a label names, in reading order. */
function namedInLabel(label: string, provider: Provider): ServiceEntry[] {
  return label.length === 0 ? [] : findMentions(label, provider).map((m) => m.entry).filter((e) => e.provider === provider);
}

const LABELLED_BOX = 'rounded=1;whiteSpace=wrap;html=1;arcSize=12;';

/**
 * Picks the service among the entries drawn with an icon. The icon wins, except that the label
 * decides when it names one of them ("SageMaker Endpoint") or names a service draw.io has no
 * icon for (a Bedrock label on the SageMaker icon, the author's stand-in).
 */
function pickWithLabel(candidates: ServiceEntry[], label: string): ServiceEntry {
  const first = candidates[0]!;
  const named = namedInLabel(label, first.provider);
  return (
    named.find((e) => candidates.includes(e)) ??
    named.find((e) => e.style.startsWith(LABELLED_BOX)) ??
    first
  );
}

/** Shapes whose labels are prose or process steps, never a service name. */
const PROSE_SHAPE = /^(text|edgeLabel|note|callout|mxgraph\.(flowchart|bpmn|lean_mapping|arrows2?|basic)\.|uml|process|step|document)/i;

/** Container styles: their kind comes from inferGroupKind, not from here. */
const GROUP_SHAPE = /shape=mxgraph\.aws4\.(group|groupCenter);/;

/**
 * The catalog service a cell of a foreign draw.io file shows, or undefined. Reads, in order: the
 * icon (AWS resIcon / shape, Azure image path, GCP hexIcon, Kubernetes prIcon incl. the newer
 * `icon2`, classic Azure and aws3 stencils), the words of an unknown icon's name, the title of an
 * embedded SVG icon, then the label. `providerHint` is the diagram's provider, used for labels.
 */
export function inferService(style: string, label: string, providerHint?: Provider): ServiceEntry | undefined {
  if (GROUP_SHAPE.test(style)) return undefined;
  const text = plainText(label);
  const tokens = iconTokens(style);
  for (const token of tokens) {
    const candidates = ICON_INDEX.get(token) ?? ICON_INDEX.get(token.replace(/_\d+$/, ''));
    if (candidates) return pickWithLabel(candidates, text);
  }
  for (const token of tokens) {
    const provider = providerOfToken(token);
    const fromWords = provider ? serviceInWords(iconWords(token), provider) : undefined;
    if (fromWords) return fromWords;
  }
  const hint = providerHint ?? tokens.map(providerOfToken).find((p) => p !== undefined) ?? 'general';
  for (const title of embeddedSvgTitles(parseStyle(style).get('image') ?? '')) {
    const fromTitle = serviceInWords(title, hint) ?? resolveService(title, hint);
    if (fromTitle) return fromTitle;
  }
  const shape = parseStyle(style).get('shape') ?? style.split(';')[0] ?? '';
  if (PROSE_SHAPE.test(shape)) return undefined;
  const words = (text.match(/[A-Za-z0-9]+/g) ?? []).length;
  return serviceInWords(text, hint, words <= 3 ? 0 : 0.5) ?? (words <= 3 ? resolveService(text, hint) : undefined);
}
