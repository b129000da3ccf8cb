import { Inflate } from 'fflate';

/**
 * Raw DEFLATE decompression (RFC 1951), as draw.io uses for compressed `<diagram>` content, by
 * fflate (runs unchanged in the browser and in Node). Input is fed in small steps so that the
 * output limit is checked as the output grows: a "zip bomb" is refused after at most the limit plus
 * one step's output (~1 MB), never inflated in full.
 */
export class InflateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InflateError';
  }
}

/** Input bytes per step: at most ~1 MB of output per step (DEFLATE's ratio is ≤ 1032:1). */
const STEP = 1024;

export function inflateRaw(data: Uint8Array, maxOutput = 64 * 1024 * 1024): Uint8Array {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const inflater = new Inflate((chunk) => {
    size += chunk.length;
    if (size > maxOutput) throw new InflateError(`the decompressed data is larger than the limit of ${maxOutput} bytes`);
    chunks.push(chunk);
  });
  try {
    if (data.length === 0) inflater.push(data, true);
    for (let at = 0; at < data.length; at += STEP) inflater.push(data.subarray(at, at + STEP), at + STEP >= data.length);
  } catch (error) {
    if (error instanceof InflateError) throw error;
    throw new InflateError(`corrupt or truncated compressed data (${(error as Error).message})`);
  }
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
