import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('relations: "to B over a private link" passes through the link', () => {
  it('a dedicated line after the target sits between sender and target', () => {
    const { edges } = plan('The on-premises ledger server mirrors every posting to Amazon Kinesis over AWS Direct Connect.');
    expect(edges).toContain('On-premises ledger server -> AWS Direct Connect');
    expect(edges).toContain('AWS Direct Connect -> Kinesis Data Streams');
    expect(edges).toContain('On-premises ledger server -> Kinesis Data Streams');
    expect(edges.some((e) => /Kinesis.* -> AWS Direct Connect/.test(e))).toBe(false);
  });

  it('a tunnel after the target does the same on Azure', () => {
    const { edges } = plan('The warehouse scanner host uploads pallet counts to Azure SQL Database over Azure ExpressRoute.', 'azure');
    expect(edges.some((e) => /ExpressRoute -> Azure SQL Database/.test(e))).toBe(true);
    expect(edges.some((e) => /Azure SQL Database -> .*ExpressRoute/.test(e))).toBe(false);
  });

});
