/**
 * Raw DEFLATE decompression (RFC 1951), as draw.io uses for compressed `<diagram>` content.
 * Written here because the engine must run unchanged in the browser and in Node without
 * `node:zlib`, and no inflate library is a direct dependency.
 */

export class InflateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InflateError';
  }
}

const LENGTH_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DIST_BASE = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577];
const DIST_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

/** A canonical Huffman code as a lookup table indexed by the next `bits` input bits (LSB first). */
interface Huffman {
  /** symbol << 4 | code length; 0 marks a bit pattern no code starts with. */
  table: Int32Array;
  bits: number;
}

function buildHuffman(lengths: ArrayLike<number>, what: string): Huffman {
  const count = new Array<number>(16).fill(0);
  let maxBits = 0;
  for (let s = 0; s < lengths.length; s++) {
    const len = lengths[s] ?? 0;
    count[len]!++;
    if (len > maxBits) maxBits = len;
  }
  let left = 1;
  for (let len = 1; len <= 15; len++) {
    left = (left << 1) - count[len]!;
    if (left < 0) throw new InflateError(`corrupt compressed data: over-subscribed ${what} code`);
  }
  // First code of each length (RFC 1951 §3.2.2); length-0 symbols do not take part.
  const next = new Array<number>(16).fill(0);
  for (let len = 2, code = 0; len <= 15; len++) {
    code = (code + count[len - 1]!) << 1;
    next[len] = code;
  }
  const bits = Math.max(maxBits, 1);
  const table = new Int32Array(1 << bits);
  for (let s = 0; s < lengths.length; s++) {
    const len = lengths[s] ?? 0;
    if (len === 0) continue;
    const code = next[len]!++;
    let reversed = 0;
    for (let k = 0; k < len; k++) reversed |= ((code >> k) & 1) << (len - 1 - k);
    for (let k = reversed; k < table.length; k += 1 << len) table[k] = (s << 4) | len;
  }
  return { table, bits };
}

const FIXED_LITERALS = buildHuffman(
  Array.from({ length: 288 }, (_, s) => (s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8)),
  'literal',
);
const FIXED_DISTANCES = buildHuffman(new Array<number>(30).fill(5), 'distance');

class Inflater {
  private pos = 0;
  private bitBuf = 0;
  private bitCount = 0;
  /** Zero bits appended past the end of the input, to detect truncation. */
  private padding = 0;
  private out: Uint8Array;
  private length = 0;

  constructor(private readonly data: Uint8Array, private readonly maxOutput: number) {
    this.out = new Uint8Array(Math.min(Math.max(data.length * 4, 1024), maxOutput + 1));
  }

  run(): Uint8Array {
    for (;;) {
      const final = this.bits(1);
      const type = this.bits(2);
      if (type === 0) this.stored();
      else if (type === 1) this.codes(FIXED_LITERALS, FIXED_DISTANCES);
      else if (type === 2) this.dynamic();
      else throw new InflateError('corrupt compressed data: invalid block type');
      if (final === 1) return this.out.subarray(0, this.length);
    }
  }

  private fill(): void {
    while (this.bitCount <= 24) {
      let byte = 0;
      if (this.pos < this.data.length) byte = this.data[this.pos]!;
      else this.padding += 8;
      this.pos++;
      this.bitBuf |= byte << this.bitCount;
      this.bitCount += 8;
    }
  }

  private consume(n: number): void {
    this.bitBuf >>>= n;
    this.bitCount -= n;
    if (this.bitCount < this.padding) throw new InflateError('compressed data is truncated');
  }

  private bits(n: number): number {
    if (this.bitCount < n) this.fill();
    const value = this.bitBuf & ((1 << n) - 1);
    this.consume(n);
    return value;
  }

  private decode(h: Huffman): number {
    if (this.bitCount < h.bits) this.fill();
    const entry = h.table[this.bitBuf & ((1 << h.bits) - 1)]!;
    const len = entry & 15;
    if (len === 0) throw new InflateError('corrupt compressed data: invalid Huffman code');
    this.consume(len);
    return entry >> 4;
  }

  private stored(): void {
    this.consume(this.bitCount & 7);
    const len = this.bits(16);
    const nlen = this.bits(16);
    if ((len ^ 0xffff) !== nlen) throw new InflateError('corrupt compressed data: stored block length check failed');
    // Hand the whole bytes still in the bit buffer back to the input and copy directly.
    const at = this.pos - this.bitCount / 8;
    if (at + len > this.data.length) throw new InflateError('compressed data is truncated');
    this.reserve(len);
    this.out.set(this.data.subarray(at, at + len), this.length);
    this.length += len;
    this.pos = at + len;
    this.bitBuf = 0;
    this.bitCount = 0;
    this.padding = 0;
  }

  private dynamic(): void {
    const nLiterals = this.bits(5) + 257;
    const nDistances = this.bits(5) + 1;
    const nCodeLengths = this.bits(4) + 4;
    if (nLiterals > 286 || nDistances > 30) throw new InflateError('corrupt compressed data: too many codes');
    const clLengths = new Array<number>(19).fill(0);
    for (let k = 0; k < nCodeLengths; k++) clLengths[CODE_LENGTH_ORDER[k]!] = this.bits(3);
    const clCode = buildHuffman(clLengths, 'code length');
    const lengths = new Array<number>(nLiterals + nDistances).fill(0);
    for (let k = 0; k < lengths.length; ) {
      const sym = this.decode(clCode);
      if (sym < 16) {
        lengths[k++] = sym;
        continue;
      }
      let repeat: number;
      let value = 0;
      if (sym === 16) {
        if (k === 0) throw new InflateError('corrupt compressed data: repeat with no previous length');
        value = lengths[k - 1]!;
        repeat = 3 + this.bits(2);
      } else if (sym === 17) repeat = 3 + this.bits(3);
      else repeat = 11 + this.bits(7);
      if (k + repeat > lengths.length) throw new InflateError('corrupt compressed data: too many code lengths');
      while (repeat-- > 0) lengths[k++] = value;
    }
    if (lengths[256] === 0) throw new InflateError('corrupt compressed data: no end-of-block code');
    this.codes(
      buildHuffman(lengths.slice(0, nLiterals), 'literal/length'),
      buildHuffman(lengths.slice(nLiterals), 'distance'),
    );
  }

  private codes(literals: Huffman, distances: Huffman): void {
    for (;;) {
      const sym = this.decode(literals);
      if (sym < 256) {
        this.reserve(1);
        this.out[this.length++] = sym;
        continue;
      }
      if (sym === 256) return;
      const li = sym - 257;
      if (li >= 29) throw new InflateError('corrupt compressed data: invalid length symbol');
      const len = LENGTH_BASE[li]! + this.bits(LENGTH_EXTRA[li]!);
      const di = this.decode(distances);
      if (di >= 30) throw new InflateError('corrupt compressed data: invalid distance symbol');
      const dist = DIST_BASE[di]! + this.bits(DIST_EXTRA[di]!);
      if (dist > this.length) throw new InflateError('corrupt compressed data: distance too far back');
      this.reserve(len);
      const out = this.out;
      let o = this.length;
      for (let k = 0; k < len; k++, o++) out[o] = out[o - dist]!;
      this.length = o;
    }
  }

  private reserve(n: number): void {
    const need = this.length + n;
    if (need > this.maxOutput) {
      throw new InflateError(`decompressed data is larger than the limit of ${this.maxOutput} bytes`);
    }
    if (need <= this.out.length) return;
    const grown = new Uint8Array(Math.min(Math.max(need, this.out.length * 2), this.maxOutput + 1));
    grown.set(this.out.subarray(0, this.length));
    this.out = grown;
  }
}

/**
 * Inflates raw DEFLATE data. `maxOutput` bounds the result so a small "zip bomb" is refused
 * instead of exhausting memory.
 */
export function inflateRaw(data: Uint8Array, maxOutput = 64 * 1024 * 1024): Uint8Array {
  return new Inflater(data, maxOutput).run();
}
