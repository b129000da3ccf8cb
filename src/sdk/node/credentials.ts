import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DeviceTokenResponse } from '../../shared/contract/device.js';

/**
 * `~/.skyplan/credentials.json`, shared by Skyplan's MCP server and both SDKs (API.md §13, §0).
 * Fields, in this order: version (1), api_key, scope, livemode, auth_method ("device"),
 * created_at, expires_at (null: the key does not expire), base_url (no trailing slash).
 * Directory 0700, file 0600, written atomically (exclusive temp file in the same directory, then
 * rename). Any problem reading it means "no credentials", never a crash.
 */
export interface Credentials {
  version: 1;
  api_key: string;
  scope: string | null;
  livemode: boolean;
  auth_method: 'device';
  created_at: string;
  expires_at: string | null;
  base_url: string;
}

/** `$HOME/.skyplan/credentials.json`. */
export const defaultCredentialsPath = (): string => path.join(os.homedir(), '.skyplan', 'credentials.json');

/** Base URLs compare without trailing slashes. */
export const normalizeBaseUrl = (url: string): string => url.trim().replace(/\/+$/, '');

/** The record a device login writes. */
export function credentialsFromToken(token: DeviceTokenResponse, baseUrl: string, now: Date = new Date()): Credentials {
  return {
    version: 1,
    api_key: token.access_token,
    scope: token.scope ?? null,
    livemode: token.livemode,
    auth_method: 'device',
    created_at: now.toISOString(),
    expires_at: token.expires_in == null ? null : new Date(now.getTime() + token.expires_in * 1000).toISOString(),
    base_url: normalizeBaseUrl(baseUrl),
  };
}

function valid(value: unknown): value is Credentials {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return v.version === 1 && typeof v.api_key === 'string' && v.api_key.length > 0 && typeof v.base_url === 'string';
}

/**
 * The stored credentials when they exist, are well-formed, belong to `baseUrl`, and have not
 * expired; otherwise null.
 */
export async function readCredentials(baseUrl: string, file: string = defaultCredentialsPath(), now: Date = new Date()): Promise<Credentials | null> {
  try {
    const parsed: unknown = JSON.parse(await fs.readFile(file, 'utf8'));
    if (!valid(parsed)) return null;
    if (normalizeBaseUrl(parsed.base_url) !== normalizeBaseUrl(baseUrl)) return null;
    if (parsed.expires_at && Date.parse(parsed.expires_at) <= now.getTime()) return null;
    return parsed;
  } catch {
    return null;
  }
}

/** Writes the file atomically with owner-only permissions; returns its path. */
export async function writeCredentials(credentials: Credentials, file: string = defaultCredentialsPath()): Promise<string> {
  const dir = path.dirname(file);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  // mkdir keeps an existing directory's mode: tighten it (best effort, e.g. on Windows).
  await fs.chmod(dir, 0o700).catch(() => undefined);
  const temp = path.join(dir, `.credentials-${crypto.randomBytes(8).toString('hex')}.tmp`);
  const handle = await fs.open(temp, 'wx', 0o600);
  try {
    await handle.writeFile(`${JSON.stringify(credentials, null, 2)}\n`, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.rename(temp, file);
  } catch (err) {
    await fs.rm(temp, { force: true });
    throw err;
  }
  return file;
}

/** Deletes the file; true when there was one. Idempotent. */
export async function deleteCredentials(file: string = defaultCredentialsPath()): Promise<boolean> {
  try {
    await fs.unlink(file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
}
