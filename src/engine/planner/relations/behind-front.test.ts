import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('someone reaching a part that sits behind a front door', () => {
  it('the clerks reach the balancer, which reaches the app', () => {
    const { edges } = drawnLabels('Warehouse clerks log stock counts in a Django app behind one ALB.', 'aws');
    expect(edges).toContain('Warehouse clerks -> ALB');
    expect(edges).toContain('ALB -> Django app');
    expect(edges).not.toContain('Warehouse clerks -> Django app');
  });

  it('a service calling a service behind an internal balancer calls the balancer', () => {
    const { edges } = drawnLabels('The checkout service calls a pricing service behind one internal NLB.', 'aws');
    expect(edges).toContain('Checkout service -> Internal NLB');
    expect(edges).not.toContain('Checkout service -> Pricing service');
  });
});
