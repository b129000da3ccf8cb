import { SkyplanApiError } from '../../sdk/index.js';

/** An error as the page shows it: what happened, and what the person can do about it. */
export interface ErrorView {
  code: string;
  title: string;
  message: string;
  /** 402: where to get more credits. */
  upgradeUrl?: string;
  /** 429: seconds to wait before trying again. */
  retryAfter?: number;
  /** 422 NOT_UNDERSTOOD: what the server understood, and a prompt that would work. */
  understood?: string;
  example?: string;
  /** 422 VALIDATION_ERROR: the fields at fault. */
  fields?: string[];
  requestId?: string;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

function fieldsOf(details: Record<string, unknown> | null): string[] | undefined {
  const issues = details?.issues ?? details?.fields;
  if (!Array.isArray(issues)) return undefined;
  return issues
    .map((i) => {
      if (typeof i === 'string') return i;
      const issue = i as { path?: unknown; field?: unknown; message?: unknown };
      const where = Array.isArray(issue.path) ? issue.path.join('.') : text(issue.field);
      return [where, text(issue.message)].filter(Boolean).join(': ');
    })
    .filter(Boolean);
}

const TITLES: Record<string, string> = {
  QUOTA_EXCEEDED: 'You are out of credits',
  RATE_LIMITED: 'Too many requests',
  TOO_MANY_ATTEMPTS: 'Too many attempts',
  NOT_UNDERSTOOD: 'Skyplan did not understand that',
  VALIDATION_ERROR: 'Please check what you entered',
  UNAUTHENTICATED: 'You are signed out',
  INVALID_LOGIN_CODE: 'That code is not right',
  LOGIN_CODE_EXPIRED: 'That code has expired',
  NOT_FOUND: 'Not found',
  VERSION_CONFLICT: 'Someone else changed this diagram',
  CONNECTION_ERROR: 'Cannot reach Skyplan',
  TIMEOUT: 'Skyplan is taking too long',
  UPGRADE_REQUIRED: 'Your plan does not include this',
  KEY_LIMIT_REACHED: 'You have too many API keys',
  RENDER_TOO_LARGE: 'The image would be too large',
  AI_PROVIDER_ERROR: 'The AI service failed',
  SERVICE_UNAVAILABLE: 'Skyplan is busy',
  CONFLICT: 'Skyplan could not do that here',
};

/** Turns anything thrown by a call into words a person can act on. */
export function describeError(error: unknown): ErrorView {
  if (error instanceof SkyplanApiError) {
    const view: ErrorView = {
      code: error.code,
      title: TITLES[error.code] ?? (error.status >= 500 ? 'Something went wrong on the server' : 'That did not work'),
      message: error.message,
      requestId: error.requestId ?? undefined,
    };
    if (error.code === 'QUOTA_EXCEEDED') view.upgradeUrl = error.upgradeUrl ?? '/usage';
    if (error.code === 'RATE_LIMITED' || error.code === 'TOO_MANY_ATTEMPTS') view.retryAfter = error.retryAfter ?? undefined;
    if (error.code === 'NOT_UNDERSTOOD') {
      view.understood = text(error.details?.understood);
      view.example = text(error.details?.example);
    }
    if (error.code === 'VALIDATION_ERROR') view.fields = fieldsOf(error.details);
    if (error.status >= 500 && !view.message.toLowerCase().includes('try')) view.message += ' Please try again in a moment.';
    return view;
  }
  if (error instanceof DOMException && error.name === 'AbortError') {
    return { code: 'ABORTED', title: 'Cancelled', message: 'You cancelled this. Nothing was charged.' };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'UNKNOWN', title: 'Something went wrong', message: `${message} Reload the page and try again.` };
}

/** True for errors that mean the session is gone: the page should send the person to sign in. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof SkyplanApiError && error.code === 'UNAUTHENTICATED';
}
