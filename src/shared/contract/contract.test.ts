import { describe, expect, it } from 'vitest';
import {
  DiagramOutSchema,
  GenerateRequestSchema,
  ROUTES,
  SseEventSchema,
  UsageHistoryQuerySchema,
  buildOpenApi,
  deviceRoutes,
  formatSseEvent,
  parseSseChunk,
} from './index.js';

describe('contract', () => {
  it('gives every route a unique operation id and method+path', () => {
    const ids = ROUTES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const keys = ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(ROUTES.length).toBe(27 + 6 + 4 + 3 + 1 + 1 + 2 + 1); // + gallery thumbnails, Skyplan's own, diagrams from code, diff and description, version names
  });

  it('builds an OpenAPI document that covers every route and references named schemas', () => {
    const doc = buildOpenApi([...ROUTES, ...Object.values(deviceRoutes)], { title: 't', version: '0' }) as {
      paths: Record<string, Record<string, { operationId: string }>>;
      components: { schemas: Record<string, unknown> };
    };
    for (const route of ROUTES) {
      expect(doc.paths[`/api/v2${route.path}`]?.[route.method.toLowerCase()]?.operationId).toBe(route.id);
    }
    for (const name of ['DiagramOut', 'WarningOut', 'ScoreOut', 'UsageHistoryList', 'ProgressEvent', 'CompleteEvent', 'DeviceTokenError']) {
      expect(doc.components.schemas[name], name).toBeTruthy();
    }
  });

  it('accepts the API.md §10 example DiagramOut once the §0 warning extras are present', () => {
    const example = {
      id: '3f1c2a9e-7b7d-4c1e-9a55-1d2f0c3b4a5e',
      title: 'AWS 3-tier web app',
      xml: '<mxGraphModel/>',
      cloud_provider: 'aws',
      diagram_type: 'architecture',
      is_public: false,
      created_at: '2026-08-02T00:00:00Z',
      warnings: [
        {
          id: 'w1',
          type: 'no_encryption_transit',
          component: 'ALB',
          message: 'Traffic to the ALB is not encrypted in transit.',
          severity: 'high',
          pillar: 'security',
          recommendation: 'Terminate TLS at the ALB.',
          cell_ids: ['alb'],
        },
      ],
      suggestions: [],
      score: { score: 88, tier: 'Good', warning_count: 1, recoverable_points: 6, breakdown: [{ type: 'no_encryption_transit', label: 'x', count: 1, deduction: 6 }] },
      usage: { credits_charged: 3, credits_remaining: -1, tier: 'standard' },
    };
    expect(DiagramOutSchema.parse(example).id).toBe(example.id);
    expect(() => DiagramOutSchema.parse({ ...example, id: '3F1C2A9E-7B7D-4C1E-9A55-1D2F0C3B4A5E' })).toThrow();
  });

  it('defaults and limits the generate request', () => {
    expect(GenerateRequestSchema.parse({ prompt: 'a VPC' })).toEqual({ prompt: 'a VPC', cloud_provider: 'general', opinionated: false });
    expect(GenerateRequestSchema.safeParse({ prompt: '' }).success).toBe(false);
    expect(GenerateRequestSchema.safeParse({ prompt: 'x', cloud_provider: 'alibaba' }).success).toBe(false);
  });

  it('reads repeatable and boolean query parameters', () => {
    const q = UsageHistoryQuerySchema.parse({ action: 'edit', source: ['mcp', 'web'], livemode: 'false', limit: '5' });
    expect(q).toMatchObject({ action: ['edit'], source: ['mcp', 'web'], livemode: false, limit: 5, include_grants: false });
  });

  it('writes SSE events the public clients parse, and reads them back', () => {
    const wire = formatSseEvent('progress', { stage: 'layout', progress: 40, message: 'Laying out' }) + ': ping\n\n' + 'event: error\ndata: {"error":{"code":"X","message":"m"}}\n\nevent: partial';
    expect(wire).not.toContain('\r');
    const { events, rest } = parseSseChunk(wire);
    expect(events.map((e) => e.event)).toEqual(['progress', 'error']);
    expect(SseEventSchema.parse({ event: 'progress', data: JSON.parse(events[0]!.data) }).event).toBe('progress');
    expect(rest).toBe('event: partial');
  });
});
