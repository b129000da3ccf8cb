import { describe, expect, it } from 'vitest';
import { resolveService } from './index.js';

describe('resolveService: the name as written before a singular reading of it', () => {
  it('a product whose name ends in "s" stays that product on a cloud whose service is its singular', () => {
    expect(resolveService('NATS', 'aws')?.id).toBe('general.nats');
    expect(resolveService('nats', 'gcp')?.id).toBe('general.nats');
  });

  it('a plural with no entry of its own is still read as its singular', () => {
    expect(resolveService('Lambdas', 'aws')?.id).toBe('aws.lambda');
    expect(resolveService('NAT gateways', 'aws')?.id).toBe('aws.nat_gateway');
  });
});
