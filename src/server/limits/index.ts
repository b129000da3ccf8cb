import { Redis } from 'ioredis';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import { memoryLimiter, redisLimiter, type Limiter } from './limiter.js';

export { memoryLimiter, redisLimiter, type Limit, type Limiter, type LimitResult } from './limiter.js';

/** Request limits per minute (API.md §0 "rate limits") and for sign-in codes. */
export interface RateLimits {
  live: number;
  test: number;
  session: number;
  /** Sign-in codes requested per address per 15 minutes. */
  loginPerEmail: number;
  /** Sign-in attempts (start + verify) per IP address per 15 minutes. */
  loginPerIp: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { live: 60, test: 20, session: 60, loginPerEmail: 5, loginPerIp: 30 };

/** The limits the operator set in the environment (Infinity = unlimited). */
export function rateLimitsOf(config: Pick<Config, 'SKYPLAN_RATE_LIMIT_LIVE' | 'SKYPLAN_RATE_LIMIT_TEST' | 'SKYPLAN_RATE_LIMIT_SESSION' | 'SKYPLAN_LOGIN_LIMIT_PER_ADDRESS' | 'SKYPLAN_LOGIN_LIMIT_PER_IP'>): RateLimits {
  return {
    live: config.SKYPLAN_RATE_LIMIT_LIVE,
    test: config.SKYPLAN_RATE_LIMIT_TEST,
    session: config.SKYPLAN_RATE_LIMIT_SESSION,
    loginPerEmail: config.SKYPLAN_LOGIN_LIMIT_PER_ADDRESS,
    loginPerIp: config.SKYPLAN_LOGIN_LIMIT_PER_IP,
  };
}

/** Redis-backed when REDIS_URL is set, otherwise in-process. */
export function createLimiter(redisUrl: string | undefined, clock: Clock): Limiter {
  if (!redisUrl) return memoryLimiter(clock);
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  redis.on('error', () => undefined);
  return redisLimiter(redis, clock);
}
