import { describe, expect, it } from 'vitest';
import { resolveService } from './index.js';

describe('third-party products: threat-intel feeds, stream SQL and messaging APIs are known by name', () => {
  it('each name resolves to a vendor-neutral entry of its kind', () => {
    for (const [name, kind] of [['ThreatConnect', 'security_posture'], ['Recorded Future', 'security_posture'], ['ksqlDB', 'stream_processing'],
      ['Confluent Control Center', 'monitoring'], ['WordPress', 'web_app'], ['WhatsApp API', 'external_api'], ['LiteLLM', 'ai_service']] as const) {
      const entry = resolveService(name, 'azure');
      expect(entry?.provider, name).toBe('general');
      expect(entry?.kind, name).toBe(kind);
    }
  });
});
