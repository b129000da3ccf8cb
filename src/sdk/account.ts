import { meRoutes, type MeOut } from '../shared/contract/me.js';
import { usageRoutes, type UsageHistoryList, type UsageSummary } from '../shared/contract/usage.js';
import type { BillableAction, ClientSource } from '../shared/contract/values.js';
import type { RequestOptions, Requester } from './request.js';

/** Filters of the credit ledger. */
export interface UsageHistoryInput {
  limit?: number;
  cursor?: string;
  action?: BillableAction | BillableAction[];
  source?: ClientSource | ClientSource[];
  diagram_id?: string;
  livemode?: boolean;
  /** Inclusive. */
  from?: string | Date;
  /** Exclusive. */
  to?: string | Date;
  /** Adds the grant rows (monthly_reset, rollover, referral, addon). */
  include_grants?: boolean;
}

/** Credits: the balance and the per-task ledger. */
export interface UsageApi {
  /** Your plan, balance, and what each action costs. */
  summary(options?: RequestOptions): Promise<UsageSummary>;
  /** The credit ledger, newest first, with totals over every matching row. */
  history(query?: UsageHistoryInput, options?: RequestOptions): Promise<UsageHistoryList>;
}

/** Who the caller is. */
export interface MeApi {
  /** The account and credential making this call. */
  get(options?: RequestOptions): Promise<MeOut>;
}

const iso = (value: string | Date | undefined) => (value instanceof Date ? value.toISOString() : value);

export function createUsageApi(requester: Requester): UsageApi {
  return {
    summary: (options) => requester.send(usageRoutes.summary, 'read', {}, options),
    history: (query = {}, options) => requester.send(usageRoutes.history, 'read', { query: { ...query, from: iso(query.from), to: iso(query.to) } }, options),
  };
}

export function createMeApi(requester: Requester): MeApi {
  return { get: (options) => requester.send(meRoutes.get, 'read', {}, options) };
}
