-- The network a sign-in code was asked from: a code typed from that network is always compared
-- with the codes asked from it, however many codes strangers ask for the same address elsewhere.
ALTER TABLE login_codes ADD COLUMN IF NOT EXISTS requested_ip text;
CREATE INDEX IF NOT EXISTS login_codes_email_ip ON login_codes (email, requested_ip, created_at DESC);

-- Requests per minute by plan and credential kind (live key, test key, web session), set by the
-- operator with `npm run admin -- set-rate-limit`; -1 = unlimited. Without a row the server's
-- environment (SKYPLAN_RATE_LIMIT_LIVE/TEST/SESSION) applies.
CREATE TABLE IF NOT EXISTS rate_limits (
  plan text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('live', 'test', 'session')),
  per_minute integer NOT NULL CHECK (per_minute >= -1 AND per_minute <> 0),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (plan, kind)
);
