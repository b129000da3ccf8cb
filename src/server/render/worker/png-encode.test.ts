import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { encodeOpaquePng, isOpaque } from './png-encode.mjs';

describe('encodeOpaquePng', () => {
  it('writes a PNG that decodes to the same pixels', () => {
    const width = 37;
    const height = 23;
    const rgba = Buffer.alloc(width * height * 4);
    for (let i = 0; i < rgba.length; i += 4) {
      rgba[i] = (i * 7) & 255;
      rgba[i + 1] = (i >> 3) & 255;
      rgba[i + 2] = 200;
      rgba[i + 3] = 255;
    }
    const decoded = PNG.sync.read(encodeOpaquePng(rgba, width, height));
    expect([decoded.width, decoded.height]).toEqual([width, height]);
    expect(Buffer.compare(decoded.data, rgba)).toBe(0);
  });

  it('tells opaque images from ones with transparency', () => {
    expect(isOpaque(Buffer.from([1, 2, 3, 255, 4, 5, 6, 255]))).toBe(true);
    expect(isOpaque(Buffer.from([1, 2, 3, 255, 4, 5, 6, 254]))).toBe(false);
  });
});
