import { describe, expect, it } from 'vitest';
import { EXTRA_ALIASES } from './official-extra.js';
import { findMentions, getService } from './index.js';

const whole = (text: string, provider: 'aws' | 'azure' | 'gcp' | 'oci'): string[] =>
  findMentions(text, provider).map((m) => `${m.entry.id}:${m.matched}`);

describe('a third pass over official names', () => {
  it('every extra name belongs to an entry that exists', () => {
    expect(Object.keys(EXTRA_ALIASES).filter((id) => getService(id) === undefined)).toEqual([]);
  });

  it('a full name that used to split in two is one mention', () => {
    expect(whole('the fleet is audited by AWS IoT Device Defender', 'aws'))
      .toEqual(['aws.device_defender:AWS IoT Device Defender']);
    expect(whole('flags live in AWS Systems Manager Parameter Store today', 'aws'))
      .toEqual(['aws.parameter_store:AWS Systems Manager Parameter Store']);
    expect(whole('the job signs in with a user-assigned managed identity', 'azure'))
      .toEqual(['azure.managed_identity:user-assigned managed identity']);
    expect(whole('keys sit in Azure Key Vault Managed HSM', 'azure'))
      .toEqual(['azure.dedicated_hsm:Azure Key Vault Managed HSM']);
    expect(whole('legacy entities are kept in Firestore in Datastore mode', 'gcp'))
      .toEqual(['gcp.datastore:Firestore in Datastore mode']);
    expect(whole('a digest is mailed through the Gmail API', 'gcp')).toEqual(['general.gmail:Gmail API']);
  });

  it('a name that was another cloud\'s service or a person is its own service', () => {
    expect(whole('pods run on Oracle Kubernetes Engine nodes', 'oci')).toEqual(['oci.oke:Oracle Kubernetes Engine']);
    expect(whole('folders are created by Resource Manager calls', 'gcp')).toEqual(['gcp.resource_manager:Resource Manager']);
    expect(whole('replication uses Oracle GoldenGate', 'oci')).toEqual(['oci.goldengate:Oracle GoldenGate']);
  });

  it('reads services that had no entry', () => {
    expect(whole('telemetry is downlinked via Azure Orbital', 'azure')).toEqual(['azure.orbital:Azure Orbital']);
    expect(whole('images are checked by Artifact Analysis', 'gcp')).toEqual(['gcp.artifact_analysis:Artifact Analysis']);
    expect(whole('ledgers are posted to Oracle Fusion Applications', 'oci'))
      .toEqual(['oci.fusion_applications:Oracle Fusion Applications']);
  });

  it('push notifications on AWS are SNS mobile push, not the retiring Pinpoint', () => {
    expect(whole('push notifications go out when a bus is near', 'aws')).toEqual(['aws.sns:push notifications']);
  });
});
