import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('"with weekly snapshots shipped to X": a plural data noun a participle moves to a named part is data, not a part', () => {
  it('backups shipped into an archive leave the machine for it directly', () => {
    const { labels, edges } = drawnLabels('A ticketing app on Amazon EC2 with monthly backups shipped into Amazon S3 Glacier.', 'aws');
    expect(labels.some((l) => /backups/i.test(l))).toBe(false);
    expect(edges).toContain('Amazon EC2 -> Amazon S3 Glacier');
  });

  it('after a comma, too', () => {
    const { labels, edges } = drawnLabels('The wiki runs on Azure Virtual Machines, with weekly backups pushed into Azure Blob Storage.', 'azure');
    expect(labels.some((l) => /backups/i.test(l))).toBe(false);
    expect(edges).toContain('Azure Virtual Machines -> Azure Blob Storage');
  });

  it('the backup product named by its name stays a part', () => {
    const { labels } = drawnLabels('AWS Backup copies snapshots of Amazon RDS to Amazon S3.', 'aws');
    expect(labels).toContain('AWS Backup');
  });
});
