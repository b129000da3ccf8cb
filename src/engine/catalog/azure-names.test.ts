import { describe, expect, it } from 'vitest';
import { resolveService } from './index.js';

describe('catalog: Azure names the architecture docs use', () => {
  it('reads newer and fuller product names', () => {
    expect(resolveService('Azure Time Series Insights', 'azure')?.id).toBe('azure.time_series_insights');
    expect(resolveService('Azure Arc-enabled servers', 'azure')?.id).toBe('azure.arc');
    expect(resolveService('packet core', 'azure')?.id).toBe('azure.private_5g_core');
    expect(resolveService('Azure SQL Edge', 'azure')?.id).toBe('azure.sql_edge');
    expect(resolveService('Custom Vision', 'azure')?.id).toBe('azure.custom_vision');
    expect(resolveService('dedicated SQL pool', 'azure')?.id).toBe('azure.synapse');
    expect(resolveService('Fabric Eventhouse', 'azure')?.id).toBe('azure.fabric');
    expect(resolveService('Azure Cognitive Service for Language', 'azure')?.id).toBe('azure.ai_language');
    expect(resolveService('Semantic Kernel', 'azure')?.id).toBe('general.semantic_kernel');
  });

  it('reads the senders of a publish/subscribe system and the medallion layers', () => {
    expect(resolveService('publisher', 'general')?.id).toBe('general.microservice');
    expect(resolveService('silver layer', 'azure')?.id).toBe('general.silver_layer');
  });
});
