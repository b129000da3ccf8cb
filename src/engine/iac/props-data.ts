import type { Props } from '../model/index.js';

/**
 * Review-relevant facts the code states, as model props (so the warnings apply to IaC too: an RDS
 * without backups is a finding). Each prop is set only when one of its keys is written in the body.
 */
const PROP_KEYS: ReadonlyArray<{ prop: string; keys: readonly string[]; truthy: (v: unknown) => boolean }> = [
  { prop: 'backup', keys: ['backup_retention_period', 'BackupRetentionPeriod', 'backup_retention_days'], truthy: (v) => Number(v) > 0 },
  { prop: 'multi_az', keys: ['multi_az', 'MultiAZ', 'zone_redundant'], truthy: (v) => v === true || v === 'true' },
  { prop: 'encrypted_at_rest', keys: ['storage_encrypted', 'StorageEncrypted', 'encrypted', 'Encrypted', 'kms_key_id', 'KmsKeyId'], truthy: (v) => v !== false && v !== 'false' },
  { prop: 'public', keys: ['publicly_accessible', 'PubliclyAccessible', 'public_network_access_enabled'], truthy: (v) => v === true || v === 'true' },
  { prop: 'deletion_protection', keys: ['deletion_protection', 'DeletionProtection', 'deletion_protection_enabled'], truthy: (v) => v === true || v === 'true' },
];

export function propsFromBody(body: Record<string, unknown>): Props {
  const props: Props = {};
  for (const { prop, keys, truthy } of PROP_KEYS) {
    const key = keys.find((k) => body[k] !== undefined && typeof body[k] !== 'object');
    if (key !== undefined && !(typeof body[key] === 'string' && String(body[key]).includes('${'))) props[prop] = truthy(body[key]);
  }
  return props;
}
