import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('relations: "the <part> of B" among the doers that take kept content names B', () => {
  it('both stores feed a doer named through a feature of its product', () => {
    const d = drawn('Tide readings are kept in Azure Table Storage and Azure Blob Storage. Azure Managed Grafana and the charts feature of Azure Static Web Apps read the kept readings.', 'azure');
    expect(d.edges).toContain('Azure Table Storage -> Azure Managed Grafana');
    expect(d.edges).toContain('Azure Blob Storage -> Azure Managed Grafana');
    expect(d.edges).toContain('Azure Table Storage -> Azure Static Web Apps');
  });
});
