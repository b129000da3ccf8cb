import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * Row types of the tables in migrations/*.sql. Timestamps are written as Dates from the
 * application's clock (never the database's now()), so tests can move time.
 */
type Ts = ColumnType<Date, Date, Date>;
type Json<T> = ColumnType<T, string, string>;

export interface AccountsTable {
  id: string;
  email: string;
  plan: Generated<string>;
  monthly_credits_override: number | null;
  credit_balance: Generated<number>;
  period_start: Ts;
  created_at: Ts;
  updated_at: Ts;
}

export interface ApiKeysTable {
  id: string;
  account_id: string;
  key_hash: string;
  prefix: string;
  name: string | null;
  scopes: string;
  livemode: boolean;
  device_name: string | null;
  client_id: string | null;
  created_at: Ts;
  last_used_at: Ts | null;
  revoked_at: Ts | null;
}

export interface SessionsTable {
  id: string;
  account_id: string;
  token_hash: string;
  csrf_token: string;
  created_at: Ts;
  renewed_at: Ts;
  expires_at: Ts;
  user_agent: string | null;
}

export interface LoginCodesTable {
  id: string;
  email: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: Ts;
  expires_at: Ts;
  used_at: Ts | null;
  /** The client address the code was asked from (null for codes made before migration 004). */
  requested_ip: Generated<string | null>;
}

export interface RateLimitsTable {
  plan: string;
  kind: 'live' | 'test' | 'session';
  /** -1 = unlimited. */
  per_minute: number;
  updated_at: Ts;
}

export interface DiagramsTable {
  id: string;
  account_id: string;
  title: string;
  cloud_provider: string;
  diagram_type: string;
  is_public: Generated<boolean>;
  current_version_id: string | null;
  current_version_number: Generated<number>;
  relayouts_used: Generated<number>;
  forked_from_id: string | null;
  forked_from_library_id: string | null;
  description: string | null;
  created_at: Ts;
  updated_at: Ts;
  deleted_at: Ts | null;
}

/** A WarningOut as stored in a version's review snapshot. */
export interface StoredWarning {
  id: string;
  type: string;
  component: string | null;
  message: string;
  severity: 'critical' | 'high' | 'medium' | 'low' | 'info';
  pillar: 'security' | 'reliability' | 'operational_excellence' | 'performance' | 'cost';
  recommendation: string;
  cell_ids: string[];
}

export interface VersionsTable {
  id: string;
  diagram_id: string;
  version_number: number;
  xml: string;
  prompt_text: string | null;
  warnings: Json<StoredWarning[]>;
  suggestions: Json<StoredWarning[]>;
  created_at: Ts;
  /** A person's name for the version; a named version is never coalesced into. */
  name: string | null;
  /** The credential (`key:<id>` / `session:<id>`) whose editor save made it; null otherwise. */
  edited_by: string | null;
  /** In-place changes so far (saves of one editing burst). */
  revision: Generated<number>;
  /** The last in-place change (null: never changed). */
  updated_at: Date | null;
}

export interface CreditLedgerTable {
  id: string;
  account_id: string;
  action: string;
  credits_charged: Generated<number>;
  credits_granted: Generated<number>;
  balance_after: number;
  diagram_id: string | null;
  source: string | null;
  livemode: boolean | null;
  key_id: string | null;
  request_id: string | null;
  tool: string | null;
  tier: string | null;
  tokens_input: number | null;
  tokens_output: number | null;
  created_at: Ts;
}

export interface IdempotencyTable {
  account_id: string;
  idem_key: string;
  request_hash: string;
  state: 'running' | 'done';
  response_status: number | null;
  response_body: string | null;
  created_at: Ts;
  lease_until: Ts;
  expires_at: Ts;
}

export interface JobsTable {
  id: string;
  kind: string;
  account_id: string;
  diagram_id: string | null;
  status: 'pending' | 'running' | 'done' | 'failed';
  payload: Json<Record<string, unknown>>;
  result: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  progress: Generated<number>;
  attempts: Generated<number>;
  locked_by: string | null;
  lease_until: Ts | null;
  error: string | null;
  created_at: Ts;
  updated_at: Ts;
  finished_at: Ts | null;
}

export interface LibraryItemsTable {
  id: string;
  slug: string;
  title: string;
  description: string;
  category: string;
  cloud_provider: string;
  diagram_type: string;
  prompt: string;
  xml: string;
  warnings: Json<StoredWarning[]>;
  created_at: Ts;
}

export interface OauthDeviceGrantsTable {
  id: string;
  device_code_hash: string;
  user_code: string | null;
  email: string | null;
  email_code_hash: string | null;
  client_id: string;
  device_name: string | null;
  livemode: boolean;
  status: 'pending' | 'approved' | 'denied' | 'consumed' | 'expired';
  account_id: string | null;
  key_id: string | null;
  interval_seconds: number;
  created_at: Ts;
  expires_at: Ts;
  last_polled_at: Ts | null;
}

export interface DB {
  accounts: AccountsTable;
  api_keys: ApiKeysTable;
  sessions: SessionsTable;
  login_codes: LoginCodesTable;
  rate_limits: RateLimitsTable;
  diagrams: DiagramsTable;
  versions: VersionsTable;
  credit_ledger: CreditLedgerTable;
  idempotency_records: IdempotencyTable;
  jobs: JobsTable;
  library_items: LibraryItemsTable;
  oauth_device_grants: OauthDeviceGrantsTable;
  schema_migrations: { name: string; applied_at: Ts };
}

export type Account = Selectable<AccountsTable>;
export type ApiKeyRow = Selectable<ApiKeysTable>;
export type DiagramRow = Selectable<DiagramsTable>;
export type VersionRow = Selectable<VersionsTable>;
export type JobRow = Selectable<JobsTable>;
export type NewLedgerRow = Insertable<CreditLedgerTable>;
