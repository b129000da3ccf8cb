import { z } from 'zod';
import { DEVICE_CODE_TTL_SECONDS } from '../shared/contract/device.js';

/**
 * Server configuration, parsed once from the environment. Every variable is listed in the
 * README's configuration table; a bad value stops start-up with a message naming it.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const url = (protocols: string[]) =>
  z.string().refine((v) => {
    try {
      return protocols.includes(new URL(v).protocol.replace(/:$/, ''));
    } catch {
      return false;
    }
  }, `must be a URL with one of: ${protocols.join(', ')}`);

/** Requests per minute: a whole number, or `unlimited`. */
const perMinute = (fallback: number) =>
  z
    .union([z.literal('unlimited'), z.coerce.number().int().min(1)])
    .default(fallback)
    .transform((v) => (v === 'unlimited' ? Infinity : v));

export const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Public base URL people reach the server at (links in e-mails, device flow). */
  PUBLIC_URL: url(['http', 'https']).optional(),
  SKYPLAN_DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  REDIS_URL: url(['redis', 'rediss']).optional(),
  SMTP_URL: url(['smtp', 'smtps']).optional(),
  SMTP_FROM: z.string().min(3).default('Skyplan <no-reply@skyplan.local>'),
  SKYPLAN_AI: z.enum(['builtin', 'openai-compatible', 'anthropic']).default('builtin'),
  SKYPLAN_AI_BASE_URL: url(['http', 'https']).optional(),
  SKYPLAN_AI_MODEL: z.string().min(1).optional(),
  SKYPLAN_AI_API_KEY: z.string().min(1).optional(),
  SKYPLAN_AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
  /** Where the editor loads draw.io from: Skyplan's own copy, or e.g. https://embed.diagrams.net. */
  DRAWIO_URL: z.string().min(1).default('/drawio/'),
  SKYPLAN_RENDER_WORKERS: z.coerce.number().int().min(1).max(32).optional(),
  SKYPLAN_JOB_WORKERS: z.coerce.number().int().min(0).max(32).default(1),
  /** A job whose worker stops renewing its lease this long is taken up by another worker. */
  SKYPLAN_JOB_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(30),
  /** How long a device-login request (SDK, MCP) waits for Approve before it expires. */
  SKYPLAN_DEVICE_CODE_TTL_SECONDS: z.coerce.number().int().min(5).max(3600).default(DEVICE_CODE_TTL_SECONDS),
  /** Editor saves this close together (same credential, unnamed version) update one version; 0: every save is a version. */
  SKYPLAN_EDIT_BURST_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Build the curated gallery library at start-up when it is missing (default on). */
  SKYPLAN_SEED_LIBRARY: bool.default(true),
  SKYPLAN_WARM_RENDERER: bool.default(true),
  /** Cookies get `Secure` when true (behind https); default: on when PUBLIC_URL is https. */
  SKYPLAN_SECURE_COOKIES: bool.optional(),
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (per-IP sign-in limits). */
  SKYPLAN_TRUST_PROXY: bool.default(false),
  /** What one request may become (README "Limits"). */
  SKYPLAN_MAX_INFLATED_CHARS: z.coerce.number().int().min(10_000).max(100_000_000).default(2_000_000),
  SKYPLAN_MAX_CELLS: z.coerce.number().int().min(10).max(200_000).default(10_000),
  SKYPLAN_MAX_COMPONENTS: z.coerce.number().int().min(1).max(10_000).default(250),
  SKYPLAN_COMPUTE_BUDGET_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  SKYPLAN_WORKER_NICE: z.coerce.number().int().min(0).max(19).default(10),
  SKYPLAN_WORK_DEADLINE_MS: z.coerce.number().int().min(500).max(3_600_000).default(4_000),
  SKYPLAN_EXPORT_BUDGET_MS: z.coerce.number().int().min(1000).max(600_000).default(15_000),
  /** A request's headers and body must arrive within this; slow trickles are cut (408). */
  SKYPLAN_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(3_600_000).default(30_000),
  SKYPLAN_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).max(3_600_000).default(10_000),
  SKYPLAN_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** Requests per minute per credential (README "Rate limits"); plans may override with the admin CLI. */
  SKYPLAN_RATE_LIMIT_LIVE: perMinute(60),
  SKYPLAN_RATE_LIMIT_TEST: perMinute(20),
  SKYPLAN_RATE_LIMIT_SESSION: perMinute(60),
  /** Sign-in codes per address from one network, and sign-in calls per network, per 15 minutes. */
  SKYPLAN_LOGIN_LIMIT_PER_ADDRESS: perMinute(5),
  SKYPLAN_LOGIN_LIMIT_PER_IP: perMinute(30),
  SKYPLAN_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
});
export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; empty strings count as unset. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = ConfigSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join('.');
    return `  ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid configuration; fix these environment variables:\n${lines.join('\n')}`);
}
