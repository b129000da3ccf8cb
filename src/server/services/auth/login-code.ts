import crypto from 'node:crypto';
import { LOGIN_CODE_LENGTH } from '../../../shared/contract/auth.js';

/** A 6-digit code from a uniform random source. */
export function newLoginCode(): string {
  return String(crypto.randomInt(0, 10 ** LOGIN_CODE_LENGTH)).padStart(LOGIN_CODE_LENGTH, '0');
}

/**
 * Codes are stored as an HMAC keyed by the row id and address, so a stored value matches only
 * its own row; comparison is constant-time.
 */
export function hashLoginCode(rowId: string, email: string, code: string): string {
  return crypto.createHmac('sha256', `${rowId}:${email}`).update(code).digest('hex');
}

export function codeMatches(rowId: string, email: string, code: string, stored: string): boolean {
  const a = Buffer.from(hashLoginCode(rowId, email, code), 'hex');
  const b = Buffer.from(stored, 'hex');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
