// PNG encoding of an opaque rendered image with Node's zlib. resvg's own encoder compresses
// hard and takes as long as drawing the diagram; diagrams are mostly flat colour, which zlib at
// a low level with unfiltered rows packs as small (usually smaller) in half the time. Only for
// opaque images: resvg keeps pixels premultiplied, which is exact only where alpha is 255.
import { deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = (() => {
  const table = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c;
  }
  return table;
})();

/** @param {Buffer} bytes */
function crc32(bytes) {
  let c = -1;
  for (let i = 0; i < bytes.length; i++) c = /** @type {number} */ (CRC_TABLE[(c ^ /** @type {number} */ (bytes[i])) & 0xff]) ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}

/** @param {string} type @param {Buffer} data */
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** Whether every pixel of an RGBA buffer is opaque. @param {Buffer} rgba */
export function isOpaque(rgba) {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return false;
  return true;
}

/**
 * An 8-bit RGBA PNG of opaque pixels.
 * @param {Buffer} rgba width × height × 4 bytes @param {number} width @param {number} height
 */
export function encodeOpaquePng(rgba, width, height) {
  const stride = width * 4;
  const rows = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) rgba.copy(rows, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 3 })), chunk('IEND', Buffer.alloc(0))]);
}
