import { describe, expect, it } from 'vitest';
import { statedEdges as edges } from '../testing/relations.js';

describe('relations: what moves along a path, and what was handled by a part before moving on', () => {
  it('"it" standing for the requests starts each hop where they last arrived', () => {
    const out = edges('Visitor requests first hit Amazon API Gateway, then they travel across a Network Load Balancer and they are handed to an EC2 fleet.');
    expect(out).toContain('aws.api_gateway -> aws.nlb');
    expect(out).toContain('aws.nlb -> aws.ec2');
    expect(out).not.toContain('general.users -> aws.nlb');
  });

  it('a noun subject that moves chains its hops the same way', () => {
    const out = edges('Inbound data enters Azure Front Door, it passes across Application Gateway and it is routed to AKS.', 'azure');
    expect(out).toContain('azure.front_door -> azure.application_gateway');
    expect(out).toContain('azure.application_gateway -> azure.aks');
    expect(out).not.toContain('azure.front_door -> azure.aks');
  });

  it('"X is assembled through B. It is shipped to C": the thing leaves from B', () => {
    const out = edges('The service bundle is packaged through Cloud Build. It is shipped to Artifact Registry and GKE pulls it.', 'gcp');
    expect(out).toContain('gcp.cloud_build -> gcp.artifact_registry');
    expect(out).toContain('gcp.artifact_registry -> gcp.gke');
  });
});
