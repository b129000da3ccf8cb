import { entryBuilder } from './define.js';
import { labelledBox } from './style-kit.js';
import type { ServiceEntry } from './types.js';

const e = entryBuilder('oci', { width: 120, height: 60 });
const OCI = labelledBox('#C74634', '#9E3729');

export const OCI_ENTRIES: readonly ServiceEntry[] = [
  e('compute', 'OCI Compute', 'Compute', 'vm', 'compute', OCI, ['oci compute', 'compute instance', 'vm', 'virtual machine']),
  e('autonomous_db', 'Oracle Autonomous Database', 'Autonomous DB', 'relational_db', 'database', OCI,
    ['autonomous database', 'autonomous db', 'adb', 'oracle database', 'database', 'db']),
  e('object_storage', 'OCI Object Storage', 'Object Storage', 'object_storage', 'storage', OCI, ['object storage', 'bucket']),
];
