import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('entities: a date or a time the English model recognises names no part', () => {
  it('"Every Tuesday, …" draws no Tuesday box', () => {
    const { labels, edges } = plan('Every Tuesday, the ledger worker copies invoices from Cloud SQL to Cloud Storage.', 'gcp');
    expect(labels.some((l) => /tuesday/i.test(l))).toBe(false);
    expect(edges.some((e) => /ledger worker -> Cloud Storage/i.test(e))).toBe(true);
  });

  it('"In April …" draws no April box', () => {
    const { labels } = plan('In April the archive worker moves old tickets into Glacier.', 'aws');
    expect(labels.some((l) => /april/i.test(l))).toBe(false);
  });

  it('a coined name that opens with a day is still a part ("the Sunday Reporter function")', () => {
    const { labels } = plan('The Sunday Reporter function reads the orders table in DynamoDB.', 'aws');
    expect(labels.some((l) => /Sunday Reporter/.test(l))).toBe(true);
  });
});
