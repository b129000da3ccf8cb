import crypto from 'node:crypto';
import { sha256 } from '../ids.js';

/**
 * API keys: `skp_live_<43 url-safe chars>` / `skp_test_<…>` (32 random bytes, API.md §0). Only the
 * SHA-256 of the whole key is stored — enough for a key of that entropy — plus a short prefix
 * people recognise it by.
 */
export const KEY_PATTERN = /^skp_(live|test)_[A-Za-z0-9_-]{32,128}$/;
export const ALL_SCOPES = ['diagrams:read', 'diagrams:write'] as const;

export interface MintedKey {
  key: string;
  hash: string;
  prefix: string;
  livemode: boolean;
}

export function mintKey(livemode: boolean): MintedKey {
  const key = `skp_${livemode ? 'live' : 'test'}_${crypto.randomBytes(32).toString('base64url')}`;
  return { key, hash: hashKey(key), prefix: key.slice(0, 13), livemode };
}

export const hashKey = (key: string): string => sha256(key);

/** The key in `Authorization: Bearer <key>`, or null when the header is absent or another scheme. */
export function bearerOf(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}
