import { DEVICE_POLL_INTERVAL_SECONDS, type DeviceCodeResponse } from '../../../shared/contract/device.js';
import { addSeconds } from '../../clock.js';
import { publicUrl, type ServiceDeps } from '../../context.js';
import { ApiError } from '../../http/api-error.js';
import { newId } from '../../ids.js';
import { hashDeviceCode, hashEmailCode, newDeviceCode, newHumanCode } from './codes.js';
import { deviceCodeMessage } from './messages.js';

export interface StartDeviceLoginInput {
  clientId: string;
  livemode: boolean;
  deviceName: string | null;
  /** Present: e-mail a one-time code to this address; absent: answer with a user_code. */
  email: string | null;
  ip: string;
}

type Deps = Pick<ServiceDeps, 'db' | 'clock' | 'config' | 'mailer' | 'limiter' | 'rateLimits' | 'log'>;

const WINDOW_SECONDS = 15 * 60;

async function throttle(ctx: Deps, key: string, limit: number, what: string): Promise<void> {
  const hit = await ctx.limiter.hit(key, { limit, windowSeconds: WINDOW_SECONDS });
  if (!hit.allowed) {
    throw new ApiError('RATE_LIMITED', `Too many ${what}. Wait ${Math.ceil(hit.retryAfter / 60)} minute(s), then run login again.`, { retry_after: hit.retryAfter }, undefined, {
      'Retry-After': String(hit.retryAfter),
    });
  }
}

/** Control characters would let a device name forge lines in the e-mail or the consent page. */
const cleanName = (name: string | null): string | null => name?.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim().slice(0, 200) || null;

const isUniqueViolation = (err: unknown): boolean => (err as { code?: string }).code === '23505';

/**
 * Starts a device login (RFC 8628 with Skyplan's e-mail variant). Requests are throttled per IP
 * address, and e-mails per address, so nobody can flood an inbox with codes.
 */
export async function startDeviceLogin({ ctx, input }: { ctx: Deps; input: StartDeviceLoginInput }): Promise<DeviceCodeResponse> {
  await throttle(ctx, `device-ip:${input.ip}`, ctx.rateLimits.loginPerIp, 'sign-in requests from your network');
  if (input.email) await throttle(ctx, `device-email:${input.email}:${input.ip}`, ctx.rateLimits.loginPerEmail, `sign-in codes sent to ${input.email}`);
  const now = ctx.clock.now();
  const ttl = ctx.config.SKYPLAN_DEVICE_CODE_TTL_SECONDS;
  const deviceCode = newDeviceCode();
  const id = newId();
  const emailCode = input.email ? newHumanCode() : null;
  const deviceName = cleanName(input.deviceName);
  let userCode: string | null = null;
  for (let attempt = 0; ; attempt++) {
    userCode = input.email ? null : newHumanCode();
    try {
      await ctx.db
        .insertInto('oauth_device_grants')
        .values({
          id,
          device_code_hash: hashDeviceCode(deviceCode),
          user_code: userCode,
          email: input.email,
          email_code_hash: emailCode ? hashEmailCode(id, emailCode) : null,
          client_id: input.clientId,
          device_name: deviceName,
          livemode: input.livemode,
          status: 'pending',
          interval_seconds: DEVICE_POLL_INTERVAL_SECONDS,
          created_at: now,
          expires_at: addSeconds(now, ttl),
        })
        .execute();
      break;
    } catch (err) {
      // A user_code already taken (one in 10^11): draw another.
      if (!isUniqueViolation(err) || attempt >= 3) throw err;
    }
  }
  const page = `${publicUrl(ctx.config)}/device`;
  if (input.email && emailCode) {
    try {
      await ctx.mailer.send(
        deviceCodeMessage({ to: input.email, code: emailCode, clientId: input.clientId, deviceName, lifetimeSeconds: ttl, pageUrl: page }),
      );
    } catch (err) {
      ctx.log.error({ err, grant: id }, 'device code e-mail failed');
      throw new ApiError('SERVICE_UNAVAILABLE', 'The sign-in e-mail could not be sent. Try again in a minute; if it keeps failing, ask the administrator to check the SMTP settings.');
    }
  }
  const base = { device_code: deviceCode, verification_uri: page, expires_in: ttl, interval: DEVICE_POLL_INTERVAL_SECONDS };
  return userCode ? { ...base, user_code: userCode, verification_uri_complete: `${page}?code=${userCode}` } : base;
}
