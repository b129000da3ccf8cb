import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('held data: the everyday word for what a named secrets store hands out is no part', () => {
  it('passive "secrets are mounted into X by <store>" joins the store to X with no secrets node', () => {
    const d = drawn('Shoppers call the checkout service on EKS. Secrets are mounted into the checkout service by HashiCorp Vault.');
    expect(d.edges).toContain('HashiCorp Vault -> Checkout service');
    expect(d.nodes.some((n) => n.service === 'aws.secrets_manager' || /^secrets$/i.test(n.label))).toBe(false);
  });

  it('examples after the word ("secrets like session tokens") leave the store as the only secrets part', () => {
    const d = drawn('Buyers open the cart service on GKE. Secrets like session tokens are placed into the cart service by HashiCorp Vault.');
    expect(d.edges).toContain('HashiCorp Vault -> Cart service');
    expect(d.nodes.filter((n) => n.service === 'general.hashicorp_vault' || n.service === 'aws.secrets_manager')).toHaveLength(1);
  });

  it('"receives secrets from <store>" still joins the store to the job that reads them', () => {
    const d = drawn('A nightly job on Nomad receives secrets from HashiCorp Vault and uploads reports to MinIO.');
    expect(d.edges).toContain('HashiCorp Vault -> Nomad');
    expect(d.nodes.filter((n) => /secret/i.test(n.label) || n.service === 'aws.secrets_manager')).toHaveLength(0);
  });

  it('"TLS certificates are supplied to X by <manager>" draws one certificate manager joined to X', () => {
    const d = drawn('Clients connect to the Application Load Balancer. TLS certificates are supplied to the load balancer by AWS Certificate Manager.');
    expect(d.nodes.filter((n) => n.service === 'aws.acm')).toEqual([{ label: 'AWS Certificate Manager', service: 'aws.acm' }]);
    expect(d.edges).toContain('AWS Certificate Manager -> Application Load Balancer');
  });

  it('"supply" and "inject" hand data from the doer to the part named after them', () => {
    expect(drawn('Azure Key Vault supplies connection strings to the order API on App Service.', 'azure').edges).toContain('Azure Key Vault -> App Service (order API)');
    expect(drawn('Players join a match server on GKE. Signing keys are injected into the match server by Secret Manager.', 'gcp').edges.some((e) => /^Secret Manager -> .*[Mm]atch/.test(e))).toBe(true);
  });
});
