import { describe, expect, it } from 'vitest';
import { placed } from '../testing/drawn.js';

describe('containers: a subnet the text names by its job is a subnet of its own', () => {
  it('"the telescope subnet" beside "the app subnet": two subnets, each holding what the text puts there', () => {
    const { where, groups } = placed('The app subnet hosts the scheduler VMs. The telescope subnet hosts a Cloud NAT instance for the camera feeds.', 'gcp');
    expect(groups.filter((g) => g.kind === 'subnet').map((g) => g.label).sort()).toEqual(['App subnet', 'Telescope subnet']);
    expect(where.get('Cloud NAT instance')?.[0]).toBe('Telescope subnet');
    expect([...where].find(([k]) => /scheduler/i.test(k))?.[1][0]).toBe('App subnet');
  });

  it('a word that only says which subnet ("a separate subnet") names none', () => {
    const { groups } = placed('The archive VMs run in a separate subnet and copy scans to Cloud Storage.', 'gcp');
    expect(groups.some((g) => /separate/i.test(g.label))).toBe(false);
  });
});
