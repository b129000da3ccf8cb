import { constants, deflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64, decodeUtf8 } from './base64.js';
import { decompressDiagram } from './index.js';
import { InflateError, inflateRaw } from './inflate.js';

const bytes = (b: Buffer): Uint8Array => new Uint8Array(b.buffer, b.byteOffset, b.length);

describe('inflateRaw against node:zlib', () => {
  it('round-trips random data at every level and strategy', () => {
    const strategies = [constants.Z_DEFAULT_STRATEGY, constants.Z_FIXED, constants.Z_HUFFMAN_ONLY, constants.Z_RLE];
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 5000 }),
        fc.integer({ min: 0, max: 9 }),
        fc.constantFrom(...strategies),
        (data, level, strategy) => {
          const packed = deflateRawSync(data, { level, strategy });
          expect(Buffer.from(inflateRaw(bytes(packed))).equals(Buffer.from(data))).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('handles repetitive text with long back-references and multiple blocks', () => {
    const text = Array.from({ length: 20000 }, (_, k) => `<mxCell id="c${k % 97}" value="${'x'.repeat(k % 300)}"/>`).join('\n');
    const data = Buffer.from(text);
    for (const level of [0, 1, 6, 9]) {
      expect(Buffer.from(inflateRaw(bytes(deflateRawSync(data, { level })))).equals(data)).toBe(true);
    }
  });

  it('refuses corrupt, truncated and oversized input with a reason', () => {
    const packed = bytes(deflateRawSync(Buffer.from('hello hello hello hello'.repeat(50))));
    expect(() => inflateRaw(packed.subarray(0, packed.length - 3))).toThrow(InflateError);
    expect(() => inflateRaw(new Uint8Array([0xff, 0xff, 0xff]))).toThrow(/corrupt|truncated/);
    const bomb = bytes(deflateRawSync(Buffer.alloc(10_000_000)));
    expect(bomb.length).toBeLessThan(20_000);
    expect(() => inflateRaw(bomb, 1_000_000)).toThrow(/larger than the limit of 1000000 bytes/);
  });

  it('never hangs or throws anything but InflateError on random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (data) => {
        try {
          inflateRaw(data, 100_000);
        } catch (error) {
          expect(error).toBeInstanceOf(InflateError);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('draw.io diagram decoding', () => {
  it('decodes base64 of deflated URI-encoded XML, unicode included', () => {
    const xml = '<mxGraphModel><root><mxCell id="0" value="数据库 &amp; café 🚀"/></root></mxGraphModel>';
    const text = deflateRawSync(Buffer.from(encodeURIComponent(xml))).toString('base64');
    expect(decompressDiagram(text, 1e6, 'p')).toBe(xml);
  });

  it('decodes base64 and UTF-8 like Node does', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (data) => {
        const b64 = Buffer.from(data).toString('base64');
        expect(Buffer.from(decodeBase64(b64)!).equals(Buffer.from(data))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(decodeUtf8(new Uint8Array(Buffer.from(s, 'utf8')))).toBe(s);
      }),
    );
    expect(decodeBase64('not base64!')).toBeNull();
  });

  it('reports undecodable page content clearly', () => {
    expect(() => decompressDiagram('%%%', 1e6, 'Page-1')).toThrow(/page "Page-1" holds text/);
  });
});
