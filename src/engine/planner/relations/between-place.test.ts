import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('a place after the first end of a "between" pair leaves the pair whole', () => {
  it('"routes packets between the EC2 instances in the shared VPC and a data center": A → X → B', () => {
    const { edges } = drawnLabels('AWS Transit Gateway routes packets between the EC2 instances in the shared VPC and an on-premises data center.', 'aws');
    expect(edges).toEqual(expect.arrayContaining(['EC2 instances -> AWS Transit Gateway', 'AWS Transit Gateway -> On-premises data center']));
  });

  it('"carries traffic between the web servers in the virtual network and B": the endpoint sits between them', () => {
    const { edges } = drawnLabels('A private endpoint carries traffic between the web servers in the virtual network and Azure SQL Database.', 'azure');
    expect(edges).toEqual(expect.arrayContaining(['Web servers -> Private Endpoint', 'Private Endpoint -> Azure SQL Database']));
  });
});
