/**
 * How many corpus files come out as the same SVG as draw.io's own export (export3.html in
 * Chromium, first page): compared after dropping the XML prolog and the image references,
 * which Skyplan inlines as data: URIs where draw.io links to its package.
 * Run: npx tsx bench/export/identical.ts
 */
import { corpusCases } from '../../src/server/render/testing/fidelity/cases.js';
import { openDrawioReference } from '../../src/server/render/testing/fidelity/drawio-reference.js';
import { createRenderer } from '../../src/server/render/index.js';

const normalize = (svg: string) =>
  svg
    .replace(/^<\?xml[^>]*>\s*/, '')
    .replace(/^<!DOCTYPE[^>]*>\s*/, '')
    .replace(/((?:xlink:)?href|src)="(data:image\/[^"]*|[^"]*\.(?:svg|png|gif|jpe?g))"/g, '$1="IMAGE"');

async function main(): Promise<void> {
  const renderer = createRenderer({ workers: 1 });
  const reference = await openDrawioReference();
  const different: string[] = [];
  const cases = corpusCases();
  try {
    for (const c of cases) {
      const ours = await renderer.renderSvg(c.xml, { background: null });
      const theirs = await reference.svg(c.xml);
      if (normalize(ours.svg) !== normalize(theirs)) different.push(c.name);
    }
  } finally {
    await renderer.close();
    await reference.close();
  }
  console.log(`${cases.length - different.length} of ${cases.length} corpus SVGs identical to draw.io's`);
  for (const name of different) console.log(`  differs: ${name}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
