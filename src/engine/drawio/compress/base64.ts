import { strFromU8, strToU8 } from 'fflate';

/**
 * Decodes base64 (the platform's `atob`: whitespace ignored, padding optional; base64url's `-`/`_`
 * accepted, as some exporters write them); null when the text is not base64.
 */
export function decodeBase64(text: string): Uint8Array | null {
  let binary: string;
  try {
    binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  return strToU8(binary, true);
}

/** Decodes UTF-8 (fflate, over the platform's TextDecoder); malformed sequences become U+FFFD. */
export function decodeUtf8(bytes: Uint8Array): string {
  return strFromU8(bytes);
}
