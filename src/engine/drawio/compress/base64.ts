/** Base64 and UTF-8 decoding without `atob`/`TextDecoder`, so the engine needs no host globals. */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUE = new Int16Array(128).fill(-1);
for (let k = 0; k < ALPHABET.length; k++) VALUE[ALPHABET.charCodeAt(k)] = k;
VALUE['-'.charCodeAt(0)] = 62; // base64url, seen in some exporters
VALUE['_'.charCodeAt(0)] = 63;

/** Decodes base64 (whitespace ignored, padding optional); null when the text is not base64. */
export function decodeBase64(text: string): Uint8Array | null {
  const out = new Uint8Array(Math.floor((text.length * 3) / 4) + 3);
  let length = 0;
  let acc = 0;
  let bits = 0;
  let ended = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 10 || c === 13 || c === 9) continue;
    if (c === 61 /* = */) {
      ended = true;
      continue;
    }
    const v = c < 128 ? VALUE[c]! : -1;
    if (v < 0 || ended) return null;
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[length++] = (acc >> bits) & 0xff;
    }
  }
  return out.subarray(0, length);
}

/** Decodes UTF-8; malformed sequences become U+FFFD rather than failing. */
export function decodeUtf8(bytes: Uint8Array): string {
  if (bytes.every((b) => b < 0x80)) return latin1(bytes);
  let out = '';
  let chunk: number[] = [];
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i]!;
    let cp = 0xfffd;
    let size = 1;
    if (b < 0x80) cp = b;
    else if (b >= 0xc2 && b < 0xe0) size = 2;
    else if (b >= 0xe0 && b < 0xf0) size = 3;
    else if (b >= 0xf0 && b < 0xf5) size = 4;
    if (size > 1) {
      cp = b & (0xff >> (size + 1));
      for (let k = 1; k < size; k++) {
        const c = bytes[i + k];
        if (c === undefined || (c & 0xc0) !== 0x80) {
          cp = 0xfffd;
          size = k;
          break;
        }
        cp = (cp << 6) | (c & 0x3f);
      }
      const tooSmall = (size === 3 && cp < 0x800) || (size === 4 && cp < 0x10000);
      if (tooSmall || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) cp = 0xfffd;
    }
    chunk.push(cp);
    i += size;
    if (chunk.length >= 4096) {
      out += String.fromCodePoint(...chunk);
      chunk = [];
    }
  }
  return out + String.fromCodePoint(...chunk);
}

/** Bytes as a string of code units 0–255 (the URI-encoded text draw.io deflates is ASCII). */
export function latin1(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    out += String.fromCharCode(...bytes.subarray(i, i + 8192));
  }
  return out;
}
