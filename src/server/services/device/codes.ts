import crypto from 'node:crypto';
import { randomToken, safeEqual, sha256 } from '../../ids.js';

/**
 * The codes of a device grant. Codes people read or type are 8 characters from consonants and
 * digits without look-alikes (no vowels, so no words; no 0/O, 1/I), shown as `XXXX-XXXX`
 * (28^8 ≈ 3.8·10^11). The device code the client polls with is 32 random bytes.
 */
const ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ23456789';

export function newHumanCode(): string {
  let out = '';
  for (let i = 0; i < 8; i++) out += ALPHABET[crypto.randomInt(0, ALPHABET.length)];
  return `${out.slice(0, 4)}-${out.slice(4)}`;
}

export const newDeviceCode = (): string => randomToken(32);

/** Device codes are stored only as a hash (the poller proves it holds the code). */
export const hashDeviceCode = (deviceCode: string): string => sha256(deviceCode);

/** The e-mailed code, hashed with its grant's id so a stored value matches only its own row. */
export const hashEmailCode = (grantId: string, code: string): string => sha256(`${grantId}:${code}`);

export const emailCodeMatches = (grantId: string, code: string, stored: string): boolean => safeEqual(hashEmailCode(grantId, code), stored);
