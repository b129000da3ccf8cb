import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('files a store holds are its note, not a part of their own', () => {
  it('"exported as JSONL files into B" notes the files on B; "picks up these files" reads B', () => {
    const { nodes, edges } = drawn('Telemetry from the kilns is exported as JSONL files into Azure Blob Storage by an Azure Function. Azure Synapse Analytics picks up these files every hour.', 'azure');
    expect(nodes.map((n) => n.service)).not.toContain('azure.files');
    expect(nodes.map((n) => n.label)).toContain('Azure Blob Storage (JSONL files)');
    expect(edges).toContain('Function -> Azure Blob Storage (JSONL files)');
    expect(edges).toContain('Azure Blob Storage (JSONL files) -> Azure Synapse Analytics');
  });

  it('plain "files" in an Azure text name no Azure Files share, while "Azure Files" still does', () => {
    const { nodes } = drawn('Shift reports from the kilns are exported as files into Azure Blob Storage. The glaze archive sits on Azure Files.', 'azure');
    const services = nodes.map((n) => n.service);
    expect(services.filter((s) => s === 'azure.files')).toHaveLength(1);
    expect(nodes.find((n) => n.service === 'azure.files')?.label).toMatch(/^Azure Files/);
  });

  it('a file format acronym before "files" names no component', () => {
    const { labels } = drawn('The glaze mixer on Azure App Service saves MP4 clips and NDJSON files into Azure Blob Storage.', 'azure');
    expect(labels.some((l) => /^(NDJSON|MP4)\b/.test(l))).toBe(false);
    expect(labels.some((l) => /^Azure Blob Storage/.test(l))).toBe(true);
  });
});
