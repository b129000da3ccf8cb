-- Manual edits coalesce into one version per editing burst, and a version can be named.
-- `edited_by` is the credential (key or web session) whose editor save made the version (null for
-- generate, edit, fix, import, revert…); `updated_at` is its last in-place change and `revision`
-- counts those changes, so a save carries the revision it started from and a concurrent save is
-- refused (409) rather than overwritten. A named version is never changed in place.
ALTER TABLE versions ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE versions ADD COLUMN IF NOT EXISTS edited_by text;
ALTER TABLE versions ADD COLUMN IF NOT EXISTS revision integer NOT NULL DEFAULT 0;
ALTER TABLE versions ADD COLUMN IF NOT EXISTS updated_at timestamptz;
