-- The network a sign-in code was asked from: a code typed from that network is always compared
-- with the codes asked from it, however many codes strangers ask for the same address elsewhere.
ALTER TABLE login_codes ADD COLUMN requested_ip text;
CREATE INDEX login_codes_email_ip ON login_codes (email, requested_ip, created_at DESC);
