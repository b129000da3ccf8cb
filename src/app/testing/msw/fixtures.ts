import {
  DiagramOutSchema,
  ScoreOutSchema,
  UsageSummarySchema,
  VersionSummarySchema,
  WarningOutSchema,
  type DiagramOut,
  type ScoreOut,
  type UsageSummary,
  type VersionSummary,
  type WarningOut,
} from '../../../shared/contract/index.js';

/**
 * Contract-checked sample data for the app's component tests. Every builder parses its result
 * with the contract's schema, so a fixture that drifts from the API fails where it is made.
 */

export const DIAGRAM_ID = '3f1c2a9e-7b7d-4c1e-9a55-1d2f0c3b4a5e';
export const VERSION_IDS = ['0a1b2c3d-0000-4000-8000-000000000001', '0a1b2c3d-0000-4000-8000-000000000002', '0a1b2c3d-0000-4000-8000-000000000003'];
export const ACCOUNT_ID = '11111111-2222-4333-8444-555555555555';

export const XML_V1 = '<mxfile><diagram id="p" name="Page-1"><mxGraphModel><root><mxCell id="0"/><mxCell id="1" parent="0"/><mxCell id="alb" value="ALB" vertex="1" parent="1"><mxGeometry x="10" y="10" width="78" height="78" as="geometry"/></mxCell></root></mxGraphModel></diagram></mxfile>';

export function warning(overrides: Partial<WarningOut> = {}): WarningOut {
  return WarningOutSchema.parse({
    id: 'w-tls-alb',
    type: 'no_encryption_transit',
    component: 'ALB',
    message: 'Traffic to the ALB is not encrypted in transit.',
    severity: 'high',
    pillar: 'security',
    recommendation: 'Terminate TLS at the load balancer with an ACM certificate.',
    cell_ids: ['alb'],
    ...overrides,
  });
}

export const WARNINGS: WarningOut[] = [
  warning(),
  warning({ id: 'w-single-az', type: 'single_az_database', component: 'RDS', message: 'The database runs in a single Availability Zone.', severity: 'critical', pillar: 'reliability', recommendation: 'Enable Multi-AZ.', cell_ids: ['db'] }),
  warning({ id: 'w-no-monitoring', type: 'no_monitoring', component: null, message: 'Nothing monitors the workload.', severity: 'medium', pillar: 'operational_excellence', recommendation: 'Add CloudWatch alarms.', cell_ids: [] }),
];

export function score(value: number, warningCount: number): ScoreOut {
  return ScoreOutSchema.parse({ score: value, tier: value >= 90 ? 'excellent' : value >= 70 ? 'good' : 'fair', warning_count: warningCount, recoverable_points: 100 - value, breakdown: [] });
}

export function diagram(overrides: Partial<DiagramOut> = {}): DiagramOut {
  return DiagramOutSchema.parse({
    id: DIAGRAM_ID,
    title: 'AWS web shop in three tiers',
    xml: XML_V1,
    cloud_provider: 'aws',
    diagram_type: 'architecture',
    is_public: false,
    created_at: '2026-08-02T10:00:00.000Z',
    updated_at: '2026-08-02T10:05:00.000Z',
    warnings: WARNINGS,
    suggestions: [],
    score: score(62, WARNINGS.length),
    usage: null,
    version_id: VERSION_IDS[0],
    version_number: 1,
    ...overrides,
  });
}

export function version(n: number, current: boolean, prompt: string | null = null): VersionSummary {
  return VersionSummarySchema.parse({ id: VERSION_IDS[n - 1], version_number: n, prompt_text: prompt, created_at: `2026-08-02T10:0${n}:00.000Z`, is_current: current });
}

export function usageSummary(overrides: Partial<UsageSummary> = {}): UsageSummary {
  const estimate = { min_credits: 1, max_credits: 1 };
  return UsageSummarySchema.parse({
    plan: 'free',
    credits_remaining: 42,
    monthly_credits: 50,
    credits_used_this_period: 8,
    period_start: '2026-08-01T00:00:00.000Z',
    resets_at: '2026-09-01T00:00:00.000Z',
    cost_estimates: { generate: { min_credits: 1, max_credits: 3 }, edit: estimate, fix: estimate, relayout: { min_credits: 0, max_credits: 1 } },
    free_relayouts_per_diagram: 2,
    ...overrides,
  });
}

/** The house error envelope. */
export function houseError(code: string, message: string, details: Record<string, unknown> | null = null) {
  return { error: { code, message, request_id: 'req_test', details } };
}
