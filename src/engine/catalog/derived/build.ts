import { AWS_PALETTE, awsGlyph, awsService, azureImage, BOX, gcpHex, k8sIcon, mscaeImage, type AwsPalette } from '../style-kit.js';
import type { Provider, ServiceEntry } from '../types.js';
import type { DerivedRow } from './row.js';

/** The draw.io style an icon reference (see row.ts) stands for: the same builders as hand entries. */
export function styleOfIcon(icon: string): string {
  const colon = icon.indexOf(':');
  const head = icon.slice(0, colon);
  const rest = icon.slice(colon + 1);
  switch (head[0]) {
    case 'R':
      if (!(head.slice(1) in AWS_PALETTE)) throw new Error(`unknown AWS palette: ${icon}`);
      return awsService(rest, head.slice(1) as AwsPalette);
    case 'G':
      return awsGlyph(rest, head.slice(1));
    case 'A':
      return azureImage(rest);
    case 'H':
      return gcpHex(rest);
    case 'K':
      return k8sIcon(rest);
    case 'M':
      return mscaeImage(rest);
    case 'B':
      if (!(rest in BOX)) throw new Error(`unknown labelled-box colour: ${icon}`);
      return BOX[rest as keyof typeof BOX];
    default:
      throw new Error(`unknown derived icon reference: ${icon}`);
  }
}

/** Vendor words each provider's names start with ("AWS Chatbot" → short "Chatbot"). */
const VENDOR_PREFIX: Readonly<Record<Provider, RegExp>> = {
  aws: /^(aws|amazon) /i, azure: /^(azure|microsoft) /i, gcp: /^(google cloud|google) /i, oci: /^(oci|oracle) /i,
  kubernetes: /^kubernetes (?=\S+ \S)/i, general: /^$/,
};

/** Catalog entries from derived rows; the short label is the name without its vendor. */
export function entriesFromRows(provider: Provider, rows: readonly DerivedRow[]): ServiceEntry[] {
  return rows.map(([slug, name, kind, category, icon, width, height, aliases]) => ({
    id: provider + '.' + slug,
    provider,
    name,
    short: name.replace(VENDOR_PREFIX[provider], ''),
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
