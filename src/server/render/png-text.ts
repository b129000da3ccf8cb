import { crc32 } from 'node:zlib';

/**
 * Writes text into a PNG as iTXt chunks (UTF-8, uncompressed) right after the header, where
 * image tools, documents and search read a picture's `Title` and `Description` (the PNG spec's
 * predefined keywords) — the exported diagram carries its own alt text. The pixels are untouched.
 */
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

function itxt(keyword: string, text: string): Buffer {
  // keyword \0, compression flag 0, method 0, empty language tag \0, empty translated keyword \0, text.
  return chunk('iTXt', Buffer.concat([Buffer.from(keyword, 'latin1'), Buffer.from([0, 0, 0, 0, 0]), Buffer.from(text, 'utf8')]));
}

export function pngWithText(png: Buffer, entries: ReadonlyArray<{ keyword: 'Title' | 'Description'; text: string }>): Buffer {
  if (png.length < 33 || !png.subarray(0, 8).equals(SIGNATURE) || png.toString('latin1', 12, 16) !== 'IHDR') return png;
  const afterHeader = 8 + 8 + png.readUInt32BE(8) + 4;
  return Buffer.concat([png.subarray(0, afterHeader), ...entries.map((e) => itxt(e.keyword, e.text)), png.subarray(afterHeader)]);
}

/** The iTXt texts of a PNG, by keyword (for tests and tools). */
export function pngTexts(png: Buffer): Record<string, string> {
  const out: Record<string, string> = {};
  for (let at = 8; at + 12 <= png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (type === 'iTXt') {
      const data = png.subarray(at + 8, at + 8 + length);
      const k = data.indexOf(0);
      let p = k + 3;
      p = data.indexOf(0, p) + 1; // language tag
      p = data.indexOf(0, p) + 1; // translated keyword
      out[data.toString('latin1', 0, k)] = data.toString('utf8', p);
    }
    at += 12 + length;
  }
  return out;
}
