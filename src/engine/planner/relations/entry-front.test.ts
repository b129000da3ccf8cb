import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('an entry point set beside a part that already sits behind another', () => {
  it('DNS named last leads to the front door, not around it to the storage', () => {
    const d = drawn('Handbook portal: blob storage sitting behind Azure Front Door, with Azure DNS for the custom domain.', 'azure');
    expect(d.edges.some((e) => /^Azure DNS.* -> .*Front Door/.test(e))).toBe(true);
    expect(d.edges.some((e) => /^Azure DNS.* -> .*[Bb]lob/.test(e))).toBe(false);
  });

  it('DNS beside a balanced pool points at the balancer', () => {
    const d = drawn('Game lobby servers on EC2 behind one Network Load Balancer, with Route 53 handling the hostname.');
    expect(d.edges.some((e) => /^Route 53.* -> .*Load Balancer/.test(e))).toBe(true);
    expect(d.edges.some((e) => /^Route 53.* -> .*EC2/.test(e))).toBe(false);
  });
});
