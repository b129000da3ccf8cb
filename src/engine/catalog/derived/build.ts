import { awsGlyph, awsService, azureImage, gcpHex, k8sIcon, type AwsPalette } from '../style-kit.js';
import type { Provider, ServiceEntry } from '../types.js';
import type { DerivedRow } from './row.js';

/** The draw.io style an icon reference (see row.ts) stands for: the same builders as hand entries. */
export function styleOfIcon(icon: string): string {
  const colon = icon.indexOf(':');
  const head = icon.slice(0, colon);
  const rest = icon.slice(colon + 1);
  switch (head[0]) {
    case 'R':
      return awsService(rest, head.slice(1) as AwsPalette);
    case 'G':
      return awsGlyph(rest, head.slice(1));
    case 'A':
      return azureImage(rest);
    case 'H':
      return gcpHex(rest);
    case 'K':
      return k8sIcon(rest);
    default:
      throw new Error(`unknown derived icon reference: ${icon}`);
  }
}

const VENDOR_PREFIX = /^(aws|amazon|azure|microsoft|google cloud|google|kubernetes) /i;

/** Catalog entries from derived rows; the short label is the name without its vendor. */
export function entriesFromRows(provider: Provider, rows: readonly DerivedRow[]): ServiceEntry[] {
  return rows.map(([slug, name, kind, category, icon, width, height, aliases]) => ({
    id: provider + '.' + slug,
    provider,
    name,
    short: name.replace(VENDOR_PREFIX, ''),
    synonyms: [...aliases],
    category,
    kind,
    style: styleOfIcon(icon),
    width,
    height,
    container: false,
    equivalents: [],
  }));
}
