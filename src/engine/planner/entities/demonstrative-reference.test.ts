import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

const vms = (labels: string[]): string[] => labels.filter((l) => /virtual machine|\bVMs?\b/i.test(l));

describe('a part named again by the plural of its initials', () => {
  it('"the VMs" after "the kiln virtual machines" is the one part', () => {
    const { labels, edges } = drawnLabels('Potters reach the kiln virtual machines over Azure Bastion. The VMs push glaze logs into Azure Blob Storage.', 'azure');
    expect(vms(labels)).toHaveLength(1);
    expect(edges.some((e) => /kiln/i.test(e) && /Blob/.test(e))).toBe(true);
  });
});

describe('a part named again after "these" or "those"', () => {
  it('"these VM instances" is the machines named before', () => {
    const { labels } = drawnLabels('Surveyors open GPU-heavy virtual machines via Azure Bastion. These VM instances drop map tiles into Azure Blob Storage.', 'azure');
    expect(vms(labels)).toHaveLength(1);
  });

  it('"those queues" is the queue named before, not a second one', () => {
    const { labels } = drawnLabels('The mailroom app puts parcel scans on an Amazon SQS queue. A sorter Lambda drains those queues every minute.');
    expect(labels.filter((l) => /SQS|queue/i.test(l))).toHaveLength(1);
  });
});
