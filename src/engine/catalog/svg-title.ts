/**
 * Embedded SVG icons (`image=data:image/svg+xml,...`) often carry the product name in their
 * `<title>` ("Azure Firewall"). Pure decoding, no DOM or Buffer, so it runs in the browser too.
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes base64 to a Latin-1/UTF-8-ish string (enough to find ASCII tags and titles). */
function decodeBase64(data: string): string {
  const clean = data.replace(/[^A-Za-z0-9+/]/g, '');
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const ch of clean) {
    value = (value << 6) | BASE64.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >> bits) & 0xff);
    }
  }
  try {
    return new TextDecoder().decode(new Uint8Array(bytes));
  } catch {
    return String.fromCharCode(...bytes);
  }
}

/** The `<title>` texts of an embedded SVG image in a style, or [] when there is none. */
export function embeddedSvgTitles(image: string): string[] {
  const m = /^data:image\/svg\+xml[,;](?:base64,)?(.*)$/is.exec(image);
  if (!m) return [];
  const payload = m[1]!;
  let svg: string;
  try {
    svg = payload.trimStart().startsWith('%3C') || payload.trimStart().startsWith('<') ? decodeURIComponent(payload) : decodeBase64(payload);
  } catch {
    return [];
  }
  return [...svg.matchAll(/<title[^>]*>([^<]*)<\/title>/gi)]
    .map((t) => t[1]!.trim())
    .filter((t) => t.length > 0 && !/^(page-\d+|icon-[a-z]+-\d+)$/i.test(t));
}
