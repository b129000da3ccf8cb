import { entryBuilder } from './define.js';
import { cylinder, stencil } from './style-kit.js';
import type { ServiceEntry } from './types.js';

const e = entryBuilder('general', { width: 60, height: 60 });
const INK = '#232F3E';

export const GENERAL: readonly ServiceEntry[] = [
  e('users', 'Users', 'Users', 'users', 'client', stencil('mxgraph.aws4.users', INK), ['users', 'user', 'customers', 'people', 'clients', 'end users']),
  e('browser', 'Web Browser', 'Browser', 'browser', 'client', stencil('mxgraph.aws4.client', INK), ['browser', 'web browser', 'web client']),
  e('mobile', 'Mobile App', 'Mobile', 'mobile', 'client', stencil('mxgraph.aws4.mobile_client', INK), ['mobile', 'mobile app', 'phone', 'ios', 'android']),
  e('internet', 'Internet', 'Internet', 'internet', 'client', stencil('mxgraph.aws4.internet_alt2', INK), ['internet', 'public internet', 'www']),
  e('database', 'Database', 'Database', 'relational_db', 'database', cylinder('#dae8fc', '#6c8ebf'),
    ['database', 'db', 'postgres', 'postgresql', 'mysql', 'relational database', 'sql database']),
];
