-- Skyplan's first schema: accounts and credentials, diagrams and versions, credits, idempotency,
-- jobs, the gallery library and device grants. Timestamps come from the application's clock.

CREATE TABLE accounts (
  id uuid PRIMARY KEY,
  email text NOT NULL UNIQUE,
  plan text NOT NULL DEFAULT 'free',
  -- NULL: the plan's monthly credits; otherwise this account's own number (-1 = unlimited).
  monthly_credits_override integer,
  credit_balance integer NOT NULL DEFAULT 0,
  period_start timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE api_keys (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  key_hash text NOT NULL UNIQUE,
  prefix text NOT NULL,
  name text,
  scopes text NOT NULL,
  livemode boolean NOT NULL,
  device_name text,
  client_id text,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_keys_account ON api_keys (account_id) WHERE revoked_at IS NULL;

CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL,
  renewed_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  user_agent text
);
CREATE INDEX sessions_account ON sessions (account_id);

CREATE TABLE login_codes (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX login_codes_email ON login_codes (email, created_at DESC);

CREATE TABLE diagrams (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  title text NOT NULL,
  cloud_provider text NOT NULL,
  diagram_type text NOT NULL,
  is_public boolean NOT NULL DEFAULT false,
  current_version_id uuid,
  current_version_number integer NOT NULL DEFAULT 0,
  relayouts_used integer NOT NULL DEFAULT 0,
  forked_from_id uuid,
  forked_from_library_id uuid,
  description text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  deleted_at timestamptz
);
CREATE INDEX diagrams_account ON diagrams (account_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX diagrams_public ON diagrams (created_at DESC, id DESC) WHERE is_public AND deleted_at IS NULL;

CREATE TABLE versions (
  id uuid PRIMARY KEY,
  diagram_id uuid NOT NULL REFERENCES diagrams(id) ON DELETE CASCADE,
  version_number integer NOT NULL,
  xml text NOT NULL,
  prompt_text text,
  -- The review snapshot of this version: WarningOut[] (warnings and suggestions).
  warnings jsonb NOT NULL,
  suggestions jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (diagram_id, version_number)
);

CREATE TABLE credit_ledger (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  action text NOT NULL,
  credits_charged integer NOT NULL DEFAULT 0,
  credits_granted integer NOT NULL DEFAULT 0,
  balance_after integer NOT NULL,
  diagram_id uuid,
  source text,
  livemode boolean,
  key_id uuid,
  request_id text,
  tool text,
  tier text,
  tokens_input integer,
  tokens_output integer,
  created_at timestamptz NOT NULL
);
CREATE INDEX credit_ledger_account ON credit_ledger (account_id, created_at DESC, id DESC);

CREATE TABLE idempotency_records (
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  idem_key text NOT NULL,
  request_hash text NOT NULL,
  state text NOT NULL,
  response_status integer,
  response_body text,
  created_at timestamptz NOT NULL,
  -- A running record whose lease has passed belongs to a process that died: it may be retried.
  lease_until timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, idem_key)
);

CREATE TABLE jobs (
  id uuid PRIMARY KEY,
  kind text NOT NULL,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  diagram_id uuid,
  status text NOT NULL,
  payload jsonb NOT NULL,
  result jsonb,
  progress integer NOT NULL DEFAULT 0,
  attempts integer NOT NULL DEFAULT 0,
  locked_by text,
  lease_until timestamptz,
  error text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  finished_at timestamptz
);
CREATE INDEX jobs_claimable ON jobs (created_at) WHERE status IN ('pending', 'running');
-- One re-layout in flight per diagram: a second start reuses it.
CREATE UNIQUE INDEX jobs_one_active_relayout ON jobs (diagram_id) WHERE kind = 'relayout' AND status IN ('pending', 'running');

CREATE TABLE library_items (
  id uuid PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  description text NOT NULL,
  category text NOT NULL,
  cloud_provider text NOT NULL,
  diagram_type text NOT NULL,
  prompt text NOT NULL,
  xml text NOT NULL,
  warnings jsonb NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE oauth_device_grants (
  id uuid PRIMARY KEY,
  device_code_hash text NOT NULL UNIQUE,
  user_code text UNIQUE,
  email text,
  email_code_hash text,
  client_id text NOT NULL,
  device_name text,
  livemode boolean NOT NULL,
  status text NOT NULL,
  account_id uuid REFERENCES accounts(id) ON DELETE CASCADE,
  key_id uuid,
  interval_seconds integer NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  last_polled_at timestamptz
);
