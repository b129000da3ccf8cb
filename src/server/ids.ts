import crypto from 'node:crypto';

/** Diagram, version, job, key, account and row ids: lowercase UUIDv4 (API.md §0). */
export const newId = (): string => crypto.randomUUID();

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** True for an id this server could have made; anything else is simply not found. */
export const isId = (value: string): boolean => UUID_V4.test(value);

export const sha256 = (text: string): string => crypto.createHash('sha256').update(text).digest('hex');

/** Constant-time equality of two strings (different lengths compare unequal, still in constant time). */
export function safeEqual(a: string, b: string): boolean {
  const x = crypto.createHash('sha256').update(a).digest();
  const y = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(x, y) && a.length === b.length;
}

/** URL-safe random text of `bytes` bytes of entropy. */
export const randomToken = (bytes = 32): string => crypto.randomBytes(bytes).toString('base64url');
