import { describe, expect, it } from 'vitest';
import { placed } from '../testing/drawn.js';

describe('build: zones of a network the text names are boxes', () => {
  it('the internal network beside a DMZ is a box of its own holding what sits inside it', () => {
    const { where, groups } = placed('Kiosks reach Caddy in the DMZ, and Caddy forwards to ledger VMs inside the internal network, which query MariaDB.', 'general');
    expect(groups.map((g) => g.label)).toEqual(expect.arrayContaining(['DMZ', 'Internal network']));
    expect(where.get('Caddy')?.[0]).toBe('DMZ');
    expect(where.get('Ledger VMs')?.[0]).toBe('Internal network');
  });
});
