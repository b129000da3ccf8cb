import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { locateRenderFiles } from '../locate.js';
import { createTextMetrics, FACE_FAMILY, FONT_FILES, type Face } from './text-metrics.mjs';

// PNG labels are drawn as glyph outlines made by the worker instead of <text> that resvg
// outlines itself: the picture must be the one resvg draws from the text.
const { fontDir } = locateRenderFiles();
const metrics = createTextMetrics(fontDir);
const fontFiles = [...new Set(Object.values(FONT_FILES).flatMap((f) => Object.values(f)))].map((f) => join(fontDir, f));
const options = { font: { fontFiles, loadSystemFonts: false, defaultFontFamily: 'Liberation Sans' }, shapeRendering: 2 as const, textRendering: 1 as const };
const SAMPLES = ['AVATAR To Wavy', 'Ünïcödé çà ñ Œ', 'Service 12 - tier 3 (x86_64)', '€ ± © ® ™ « » …', 'Ω α β γ Ж'];
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function pixels(body: string): Buffer {
  return new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="260" height="30">${body}</svg>`, options).render().pixels;
}

describe('runOutline', () => {
  it.each(['sans', 'serif', 'mono'] as Face[])('draws %s text as resvg draws it, in every style', (face) => {
    for (const bold of [false, true]) {
      for (const italic of [false, true]) {
        for (const size of [12, 13.333, 17.5]) {
          for (const text of SAMPLES) {
            const outline = metrics.runOutline(text, { face, bold, italic, size });
            expect(outline, text).not.toBeNull();
            const scale = size / (outline?.unitsPerEm ?? 1);
            const style = `${bold ? ' font-weight="bold"' : ''}${italic ? ' font-style="italic"' : ''}`;
            const asText = pixels(`<text x="3.25" y="20" font-family="${FACE_FAMILY[face]}" font-size="${size}" fill="#123456"${style} xml:space="preserve">${esc(text)}</text>`);
            const asPath = pixels(`<path transform="matrix(${scale} 0 0 ${-scale} 3.25 20)" fill="#123456" d="${outline?.d}"/>`);
            let differing = 0;
            let largest = 0;
            for (let i = 0; i < asText.length; i++) {
              const d = Math.abs((asText[i] ?? 0) - (asPath[i] ?? 0));
              if (d > 0) differing++;
              largest = Math.max(largest, d);
            }
            // Identical but for rounding: at most a couple of edge pixels a shade apart.
            expect(differing, `${face} ${bold} ${italic} ${size} ${text}`).toBeLessThanOrEqual(8);
            expect(largest, `${face} ${bold} ${italic} ${size} ${text}`).toBeLessThanOrEqual(32);
          }
        }
      }
    }
  });

  it('leaves text with a character the font lacks to the caller', () => {
    expect(metrics.runOutline('日本', { face: 'sans', bold: false, italic: false, size: 12 })).toBeNull();
    expect(metrics.runOutline('   ', { face: 'sans', bold: false, italic: false, size: 12 })?.d).toBe('');
  });
});
