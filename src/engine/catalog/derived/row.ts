import type { Category, ServiceKind } from '../types.js';

/**
 * One catalog entry derived from a draw.io sidebar shape, stored compactly:
 * `[slug, display name, kind, category, icon, width, height, extra aliases]`.
 *
 * The icon is a reference the style kit expands (see build.ts):
 * - `R<aws palette>:<resIcon>` an AWS service icon (`Ranalytics:athena`);
 * - `G<fill>:<shape>` an AWS resource glyph in one colour (`G#5A30B5:glue_crawlers`);
 * - `A:<folder/File.svg>` an image of draw.io's `img/lib/azure2` set;
 * - `H:<prIcon>` a Google Cloud hexagon icon; `K:<prIcon>` a Kubernetes icon;
 * - `M:<File.svg>` an image of the older `img/lib/mscae` set;
 * - `B:<colour>` a labelled box in a provider colour (style-kit `BOX`), for services draw.io has no icon for.
 */
export type DerivedRow = readonly [
  slug: string,
  name: string,
  kind: ServiceKind,
  category: Category,
  icon: string,
  width: number,
  height: number,
  aliases: readonly string[],
];
