import { DrawioError } from '../errors.js';
import { decodeBase64, decodeUtf8 } from './base64.js';
import { InflateError, inflateRaw } from './inflate.js';

export { InflateError, inflateRaw } from './inflate.js';
export { decodeBase64, decodeUtf8 } from './base64.js';

/**
 * Decodes the text of a compressed `<diagram>`: base64 of raw DEFLATE of the URI-encoded
 * `<mxGraphModel>` XML — draw.io's own format. Like draw.io, text that is not URI-encoded after
 * all is taken as it is.
 */
export function decompressDiagram(text: string, maxChars: number, page: string): string {
  const bytes = decodeBase64(text);
  if (bytes === null || bytes.length === 0) {
    throw new DrawioError('bad_compression', `page "${page}" holds text that is neither XML nor compressed draw.io content`);
  }
  let inflated: Uint8Array;
  try {
    inflated = inflateRaw(bytes, maxChars);
  } catch (error) {
    if (!(error instanceof InflateError)) throw error;
    const code = error.message.includes('larger than the limit') ? 'too_large' : 'bad_compression';
    throw new DrawioError(code, `page "${page}" cannot be decompressed: ${error.message}`);
  }
  const decoded = decodeUtf8(inflated);
  try {
    return decodeURIComponent(decoded);
  } catch {
    return decoded;
  }
}
