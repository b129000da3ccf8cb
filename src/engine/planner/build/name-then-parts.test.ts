import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('labels: a product name written as a name, then words for its parts', () => {
  it('"the HA VPN tunnels" keeps the text\'s words', () => {
    const d = drawn('The observatory VPC carries the HA VPN tunnels to the mountain station.', 'gcp');
    expect(d.nodes.find((n) => n.service === 'gcp.cloud_vpn')?.label).toBe('HA VPN tunnels');
  });

  it('a bare catalog name still reads as the service', () => {
    const d = drawn('The observatory VPC carries a VPN to the mountain station.', 'gcp');
    expect(d.nodes.find((n) => n.service === 'gcp.cloud_vpn')?.label).toMatch(/VPN/);
  });
});
